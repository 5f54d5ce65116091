import type { z } from 'zod';
import type { createSubTenantSchema, updateSubTenantSchema } from '@portico/rest-api/schemas';
import type { Db } from '../db/connect';
import { isUniqueViolation } from '../db/unique';
import { ApiError, badRequest, conflict } from '../http/errors';
import { claimPlanLimit } from '../limits';
import { isUuid } from '../roles';
import { requireBelow, requireVisible, SUB_MSG, type Scope } from './access';
import { findTenant, type TenantNode } from './repo';

const metadataOf = (text: string | undefined): Record<string, unknown> | undefined => {
  if (text === undefined) return undefined;
  try {
    const v = JSON.parse(text) as unknown;
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch { /* refused below */ }
  throw badRequest(SUB_MSG.badMetadata);
};

/** Website and logo of a sub-account live in its account settings, as the account's own would. */
async function saveBranding(db: Db, tenantId: string, input: { website?: string | undefined; logoUrl?: string | undefined }) {
  if (input.website === undefined && input.logoUrl === undefined) return;
  const set = { ...(input.website !== undefined ? { website: input.website } : {}), ...(input.logoUrl !== undefined ? { logo: input.logoUrl } : {}) };
  await db.insertInto('account_settings').values({ tenant_id: tenantId, address: null, website: null, timezone: null, currency: null, date_format: null,
    time_format: null, logo: null, ...set }).onConflict((oc) => oc.column('tenant_id').doUpdateSet({ ...set, updated_at: new Date() })).execute();
}

/** Creates a sub-account below the caller's tenant or a tenant they reach; it starts with access type defaultOff. */
export async function createSubTenant(db: Db, scope: Scope, input: z.output<typeof createSubTenantSchema>): Promise<TenantNode> {
  const parent = requireVisible(scope, input.parentTenantId ?? scope.own.id);
  if (input.tenantId !== undefined && !isUuid(input.tenantId)) throw badRequest(SUB_MSG.badTenantId);
  const id = input.tenantId ?? crypto.randomUUID();
  try {
    await db.transaction().execute(async (tx) => {
      // A sub-account counts against its parent's plan (Usage counts direct sub-accounts).
      await claimPlanLimit(tx, parent.id, 'subAccounts');
      await tx.insertInto('tenants').values({ id, vendor_id: scope.vendorId, name: input.name, metadata: JSON.stringify(metadataOf(input.metadata) ?? {}),
        parent_tenant_id: parent.id, is_reseller: input.isReseller ?? false }).execute();
      await saveBranding(tx, id, input);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApiError(409, 'TENANT_EXISTS', [SUB_MSG.idTaken]);
    throw e;
  }
  return (await findTenant(db, scope.vendorId, id))!;
}

/** Renames or edits a sub-account below the caller's tenant. */
export async function updateSubTenant(db: Db, scope: Scope, id: string, input: z.output<typeof updateSubTenantSchema>): Promise<TenantNode> {
  requireBelow(scope, id);
  const metadata = metadataOf(input.metadata);
  await db.transaction().execute(async (tx) => {
    if (input.name !== undefined || metadata) {
      await tx.updateTable('tenants').set({ ...(input.name !== undefined ? { name: input.name } : {}), ...(metadata ? { metadata: JSON.stringify(metadata) } : {}) })
        .where('id', '=', id).where('vendor_id', '=', scope.vendorId).execute();
    }
    await saveBranding(tx, id, input);
  });
  return (await findTenant(db, scope.vendorId, id))!;
}

/** Deletes a leaf sub-account with its memberships; accounts left in no tenant go too. Refused while it has sub-accounts. */
export async function deleteSubTenant(db: Db, scope: Scope, id: string): Promise<TenantNode> {
  const node = requireBelow(scope, id);
  if (scope.below.some((t) => t.parent_tenant_id === id)) throw conflict(SUB_MSG.hasChildren);
  await db.transaction().execute(async (tx) => {
    const members = (await tx.selectFrom('user_tenants').select('user_id').where('tenant_id', '=', id).execute()).map((m) => m.user_id);
    // Memberships, roles, sessions, settings of the tenant cascade; a child created meanwhile makes the restrict key refuse.
    await tx.deleteFrom('tenants').where('id', '=', id).where('vendor_id', '=', scope.vendorId).execute();
    if (members.length) {
      await tx.deleteFrom('users').where('id', 'in', members)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('user_tenants').select('user_id').whereRef('user_tenants.user_id', '=', 'users.id')))).execute();
    }
  }).catch((e: unknown) => {
    if ((e as { code?: string }).code === '23503') throw conflict(SUB_MSG.hasChildren);
    throw e;
  });
  return node;
}

/** Sets a column of a tenant the rules allow (`requireBelow` or `requireVisible` already checked). */
export async function setTenantFlags(db: Db, scope: Scope, id: string, set: { is_reseller?: boolean; sub_account_access_type?: string }): Promise<TenantNode> {
  await db.updateTable('tenants').set(set).where('id', '=', id).where('vendor_id', '=', scope.vendorId).execute();
  return (await findTenant(db, scope.vendorId, id))!;
}
