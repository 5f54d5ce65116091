import { ApiError } from '../http/errors';
import type { UniqueAnswers } from '../http/unique-errors';
import { GROUP_MSG } from './service';

/** A lost race on this domain's unique constraints answers what the request gives once the row exists (app.ts). */
export const GROUP_UNIQUE: UniqueAnswers = {
  groups_name_per_tenant: () => new ApiError(409, 'GROUP_NAME_EXISTS', [GROUP_MSG.nameTaken]),
};
