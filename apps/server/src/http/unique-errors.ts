import { GROUP_MSG } from '../groups/service';
import { REPORT_MSG } from '../reports';
import { RESTRICTION_MSG } from '../restrictions';
import { ROLE_MSG } from '../roles/service';
import { SUB_MSG } from '../sub-tenants';
import { ApiError, MSG } from './errors';

/**
 * What a request answers when it loses a race on a unique constraint that its own code did not catch: the error its
 * calm twin (the same request after the row already existed) gives. Keyed by constraint name (PostgreSQL and PGlite).
 */
const BY_CONSTRAINT: Record<string, () => ApiError> = {
  users_vendor_email: () => new ApiError(409, 'USER_EXISTS', [MSG.userExists]),
  roles_key_per_tenant: () => new ApiError(409, 'ROLE_KEY_EXISTS', [ROLE_MSG.keyTaken]),
  groups_name_per_tenant: () => new ApiError(409, 'GROUP_NAME_EXISTS', [GROUP_MSG.nameTaken]),
  email_domain_restrictions_tenant_domain_type: () => new ApiError(409, 'CONFLICT', [RESTRICTION_MSG.domainExists]),
  tenant_reports_tenant_template: () => new ApiError(409, 'CONFLICT', [REPORT_MSG.exists]),
  tenants_pkey: () => new ApiError(409, 'TENANT_EXISTS', [SUB_MSG.idTaken]),
};

/** Shown when a unique constraint without a mapping is hit: still a conflict the caller can act on, never a 500. */
export const DUPLICATE_MESSAGE = 'This record already exists or was just changed by another request, please try again';

/** The answer for a unique violation (SQLSTATE 23505), or undefined for any other error. */
export function uniqueViolationAnswer(err: unknown): { error: ApiError; mapped: boolean } | undefined {
  const e = err as { code?: unknown; constraint?: unknown } | null;
  if (typeof e !== 'object' || e === null || e.code !== '23505') return undefined;
  const make = typeof e.constraint === 'string' ? BY_CONSTRAINT[e.constraint] : undefined;
  return make ? { error: make(), mapped: true } : { error: new ApiError(409, 'CONFLICT', [DUPLICATE_MESSAGE]), mapped: false };
}
