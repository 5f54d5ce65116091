import { ApiError } from '../http/errors';
import type { UniqueAnswers } from '../http/unique-errors';
import { REPORT_MSG } from './templates';

/** A lost race on this domain's unique constraints answers what the request gives once the row exists (app.ts). */
export const REPORT_UNIQUE: UniqueAnswers = {
  tenant_reports_tenant_template: () => new ApiError(409, 'CONFLICT', [REPORT_MSG.exists]),
};
