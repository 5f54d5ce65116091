import { ApiError } from '../http/errors';
import type { UniqueAnswers } from '../http/unique-errors';
import { ROLE_MSG } from './service';

/** A lost race on this domain's unique constraints answers what the request gives once the row exists (app.ts). */
export const ROLE_UNIQUE: UniqueAnswers = {
  roles_key_per_tenant: () => new ApiError(409, 'ROLE_KEY_EXISTS', [ROLE_MSG.keyTaken]),
};
