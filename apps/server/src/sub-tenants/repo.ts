import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** A tenant row with its hierarchy columns. */
export interface TenantNode {
  id: string;
  name: string;
  parent_tenant_id: string | null;
  is_reseller: boolean;
  sub_account_access_type: string;
  metadata: unknown;
  created_at: Date;
}

const COLUMNS = ['id', 'name', 'parent_tenant_id', 'is_reseller', 'sub_account_access_type', 'metadata', 'created_at'] as const;

/** One tenant of the vendor, or undefined. */
export const findTenant = (db: Db, vendorId: string, id: string): Promise<TenantNode | undefined> =>
  db.selectFrom('tenants').select(COLUMNS).where('vendor_id', '=', vendorId).where('id', '=', id).executeTakeFirst();

/** Every tenant below `rootId` (not the root), breadth first. */
export async function descendantsOf(db: Db, vendorId: string, rootId: string): Promise<TenantNode[]> {
  const out: TenantNode[] = [];
  let level = [rootId];
  // One query per level: hierarchies are shallow, and the parent column is indexed.
  while (level.length) {
    const rows = await db.selectFrom('tenants').select(COLUMNS).where('vendor_id', '=', vendorId).where('parent_tenant_id', 'in', level)
      .orderBy('name').execute();
    out.push(...rows);
    level = rows.map((r) => r.id);
  }
  return out;
}

/** Ancestors of a tenant, the top-level account first. */
export async function ancestorsOf(db: Db, vendorId: string, tenant: TenantNode): Promise<TenantNode[]> {
  const out: TenantNode[] = [];
  const seen = new Set([tenant.id]);
  let parent = tenant.parent_tenant_id;
  while (parent && !seen.has(parent)) {
    const row = await findTenant(db, vendorId, parent);
    if (!row) break;
    seen.add(row.id);
    out.unshift(row);
    parent = row.parent_tenant_id;
  }
  return out;
}

/** Members count of each tenant. */
export async function usersCount(db: Db, tenantIds: string[]): Promise<Map<string, number>> {
  if (!tenantIds.length) return new Map();
  const rows = await db.selectFrom('user_tenants').select(['tenant_id', sql<string>`count(*)`.as('n')]).where('tenant_id', 'in', tenantIds)
    .groupBy('tenant_id').execute();
  return new Map(rows.map((r) => [r.tenant_id, Number(r.n)]));
}

/** The caller's membership in a tenant with its sub-account access flag. */
export const accessRow = (db: Db, userId: string, tenantId: string) =>
  db.selectFrom('user_tenants').select(['allow_sub_account_access', 'activated']).where('user_id', '=', userId).where('tenant_id', '=', tenantId)
    .executeTakeFirst();

/** How many direct sub-accounts the tenant has. */
export async function countChildren(db: Db, tenantId: string): Promise<number> {
  const row = await db.selectFrom('tenants').select((eb) => eb.fn.countAll<string>().as('n')).where('parent_tenant_id', '=', tenantId).executeTakeFirstOrThrow();
  return Number(row.n);
}
