import { ApiError } from '../http/errors';
import type { UniqueAnswers } from '../http/unique-errors';
import { SUB_MSG } from './access';

/** A lost race on this domain's unique constraints answers what the request gives once the row exists (app.ts). */
export const SUB_TENANT_UNIQUE: UniqueAnswers = {
  tenants_pkey: () => new ApiError(409, 'TENANT_EXISTS', [SUB_MSG.idTaken]),
};
