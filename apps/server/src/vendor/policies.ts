import type { Db } from '../db/connect';
import type { Deps } from '../deps';
import type { VendorConfig } from './config';

/** Security policies a tenant admin may override for their tenant. */
export type TenantPolicies = Pick<VendorConfig, 'mfaPolicy' | 'lockoutPolicy' | 'passwordHistoryPolicy'>;
export type PolicyKind = keyof TenantPolicies;

const COLUMN = { mfaPolicy: 'mfa_policy', lockoutPolicy: 'lockout_policy', passwordHistoryPolicy: 'password_history_policy' } as const;

/** The tenant's effective policies: its overrides over the vendor's. */
export async function tenantPolicies(deps: Deps, tenantId: string | undefined): Promise<TenantPolicies> {
  const v = deps.vendor.config;
  const row = tenantId ? await deps.db.selectFrom('tenant_policies').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst() : undefined;
  return {
    mfaPolicy: { ...v.mfaPolicy, ...(row?.mfa_policy ?? {}) },
    lockoutPolicy: { ...v.lockoutPolicy, ...(row?.lockout_policy ?? {}) },
    passwordHistoryPolicy: { ...v.passwordHistoryPolicy, ...(row?.password_history_policy ?? {}) },
  };
}

/** Merges a change into one of the tenant's policies and returns the effective result. */
export async function saveTenantPolicy<K extends PolicyKind>(deps: Deps, tenantId: string, kind: K, change: Partial<TenantPolicies[K]>): Promise<TenantPolicies[K]> {
  const current = (await tenantPolicies(deps, tenantId))[kind];
  const next = { ...current, ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) } as TenantPolicies[K];
  const column = COLUMN[kind];
  await deps.db.insertInto('tenant_policies').values({ tenant_id: tenantId, [column]: JSON.stringify(next) })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ [column]: JSON.stringify(next), updated_at: new Date() })).execute();
  return next;
}

/** The tenant whose policies govern a user's own account (password history, lockout): their default tenant. */
export async function homeTenantId(db: Db, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('user_tenants').select('tenant_id').where('user_id', '=', userId)
    .orderBy('is_default', 'desc').orderBy('created_at').executeTakeFirst();
  return row?.tenant_id;
}
