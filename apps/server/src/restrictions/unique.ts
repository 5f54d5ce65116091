import { ApiError } from '../http/errors';
import type { UniqueAnswers } from '../http/unique-errors';
import { RESTRICTION_MSG } from './service';

/** A lost race on this domain's unique constraints answers what the request gives once the row exists (app.ts). */
export const RESTRICTION_UNIQUE: UniqueAnswers = {
  email_domain_restrictions_tenant_domain_type: () => new ApiError(409, 'CONFLICT', [RESTRICTION_MSG.domainExists]),
};
