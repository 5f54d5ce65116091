import type { Deps } from '../deps';

/**
 * A tenant's policy as a record, as Frontegg's published client reads it (`ISecurityPolicyMfa`…): one policy of each
 * kind per tenant, so the tenant id is its id; without an id the client would never update, only create.
 */
export async function policyRecord<P extends object>(deps: Deps, tenantId: string | undefined, policy: P): Promise<P & { id: string; createdAt: string; updatedAt: string }> {
  const row = tenantId ? await deps.db.selectFrom('tenant_policies').select('updated_at').where('tenant_id', '=', tenantId).executeTakeFirst() : undefined;
  const at = (row?.updated_at ?? new Date(0)).toISOString();
  return { ...policy, id: tenantId ?? deps.vendor.id, createdAt: at, updatedAt: at };
}
