import type { Db } from '../db/connect';
import { notFound } from '../http/errors';
import { accessRow, descendantsOf, findTenant, type TenantNode } from './repo';

/** Messages of the sub-accounts domain, worded once. */
export const SUB_MSG = {
  notFound: 'Account not found',
  hasChildren: 'This account has sub-accounts. Delete or move them first',
  ownAccount: 'This call manages sub-accounts, not the account you are signed in to',
  idTaken: 'An account with this id already exists',
  unknownRole: 'roleIds: Unknown role',
  notHeld: 'You cannot give roles with permissions you do not hold',
  userNotFound: 'User not found',
  badMetadata: 'metadata: Expected a JSON object',
  badTenantId: 'tenantId: Expected a UUID',
} as const;

/** Sub-account access types (product-spec §3). */
export const ACCESS_TYPES = ['defaultOff', 'defaultOn', 'alwaysOn'] as const;

/**
 * Whether a member reaches the accounts below their tenant: always with alwaysOn; with defaultOn unless their flag was
 * turned off; with defaultOff only when it was turned on (sub-account users start with it off).
 */
export function reachesBelow(accessType: string, flag: boolean | null | undefined): boolean {
  if (accessType === 'alwaysOn') return true;
  if (accessType === 'defaultOn') return flag !== false;
  return flag === true;
}

/** What the caller may see and change: their tenant, and the tenants below it when their access allows. */
export interface Scope {
  vendorId: string;
  userId: string;
  own: TenantNode;
  below: TenantNode[];
  reach: boolean;
}

/** The caller's scope in their current tenant (recomputed per request: access changes apply at once). */
export async function scopeOf(db: Db, vendorId: string, userId: string, tenantId: string): Promise<Scope> {
  const own = await findTenant(db, vendorId, tenantId);
  if (!own) throw notFound(SUB_MSG.notFound);
  const reach = reachesBelow(own.sub_account_access_type, (await accessRow(db, userId, tenantId))?.allow_sub_account_access);
  return { vendorId, userId, own, reach, below: reach ? await descendantsOf(db, vendorId, own.id) : [] };
}

/** A tenant below the caller's, or 404 (an unreachable account looks like an unknown one). */
export function requireBelow(scope: Scope, id: string): TenantNode {
  const node = scope.below.find((t) => t.id === id);
  if (!node) throw notFound(SUB_MSG.notFound);
  return node;
}

/** The caller's tenant or one below it, or 404. */
export function requireVisible(scope: Scope, id: string): TenantNode {
  return id === scope.own.id ? scope.own : requireBelow(scope, id);
}
