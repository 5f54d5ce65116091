import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect';

/** Role as the API returns it. */
export interface RoleView {
  id: string;
  key: string;
  name: string;
  description: string | null;
  isDefault: boolean;
  level: number;
  permissions: string[];
  tenantId: string | null;
  vendorId: string;
  createdAt: string;
  updatedAt: string;
}

/** The tenant's one default role: the role it chose (vendor's or its own), else the vendor's default. */
export async function tenantDefaultRoleId(db: Db, vendorId: string, tenantId: string): Promise<string | undefined> {
  const row = await db.selectFrom('tenants').select('default_role_id').where('id', '=', tenantId).executeTakeFirst();
  if (row?.default_role_id) return row.default_role_id;
  const vendor = await db.selectFrom('roles').select('id').where('vendor_id', '=', vendorId).where('tenant_id', 'is', null).where('is_default', '=', true)
    .orderBy('level').orderBy('key').executeTakeFirst();
  return vendor?.id;
}

/** SQL: whether the role `alias` is the tenant's default (as {@link tenantDefaultRoleId} decides). */
export const isTenantDefaultSql = (alias: string, tenantId: RawBuilder<unknown>) => sql<boolean>`(${sql.ref(`${alias}.id`)} is not distinct from coalesce(
  (select t.default_role_id from tenants t where t.id = ${tenantId}),
  (select v.id from roles v where v.vendor_id = ${sql.ref(`${alias}.vendor_id`)} and v.tenant_id is null and v.is_default order by v.level, v.key limit 1)))`;

/** Roles visible in a tenant: the vendor's and the tenant's own (never another tenant's); exactly one is the default. */
export async function listRoles(db: Db, vendorId: string, tenantId: string, onlyIds?: string[]): Promise<RoleView[]> {
  if (onlyIds && !onlyIds.length) return [];
  const defaultId = await tenantDefaultRoleId(db, vendorId, tenantId);
  let q = db.selectFrom('roles').selectAll().where('vendor_id', '=', vendorId)
    .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)]));
  if (onlyIds) q = q.where('id', 'in', onlyIds);
  const roles = await q.orderBy('level').orderBy('name').execute();
  const links = roles.length
    ? await db.selectFrom('role_permissions as rp').innerJoin('permissions as p', 'p.id', 'rp.permission_id').select(['rp.role_id', 'rp.permission_id'])
      .where('rp.role_id', 'in', roles.map((r) => r.id)).where('p.assignment_type', '!=', 'NEVER').execute()
    : [];
  // Every role holds the ALWAYS permissions, whatever its links say.
  const always = (await db.selectFrom('permissions').select('id').where('assignment_type', '=', 'ALWAYS').execute()).map((p) => p.id);
  return roles.map((r) => ({
    id: r.id, key: r.key, name: r.name, description: r.description, isDefault: r.id === defaultId, level: r.level,
    permissions: [...new Set([...links.filter((l) => l.role_id === r.id).map((l) => l.permission_id), ...always])],
    tenantId: r.tenant_id, vendorId: r.vendor_id, createdAt: r.created_at.toISOString(), updatedAt: r.updated_at.toISOString(),
  }));
}

/** Permission as the API returns it; `roleIds` lists only roles the tenant can see. */
export async function listPermissions(db: Db, vendorId: string, tenantId: string, onlyId?: string) {
  let q = db.selectFrom('permissions').selectAll();
  if (onlyId) q = q.where('id', '=', onlyId);
  const perms = await q.orderBy('key').execute();
  const visible = await listRoles(db, vendorId, tenantId);
  return perms.map((p) => ({
    id: p.id, key: p.key, name: p.name, description: p.description, categoryId: p.category_id, fePermission: p.fe_permission,
    assignmentType: p.assignment_type, roleIds: visible.filter((r) => r.permissions.includes(p.id)).map((r) => r.id),
  }));
}

export async function listCategories(db: Db) {
  const cats = await db.selectFrom('permission_categories').selectAll().orderBy('name').execute();
  const perms = await db.selectFrom('permissions').select(['id', 'category_id']).execute();
  return cats.map((c) => ({
    id: c.id, name: c.name, description: c.description, feCategory: c.fe_category,
    permissionIds: perms.filter((p) => p.category_id === c.id).map((p) => p.id),
  }));
}

/** Roles (id, key, name) and permission keys a user holds in one tenant, directly and through the tenant's groups. */
export async function grantsOf(db: Db, userId: string, tenantId: string) {
  const viaGroups = db.selectFrom('group_users as gu').innerJoin('groups as g', 'g.id', 'gu.group_id').innerJoin('group_roles as gr', 'gr.group_id', 'g.id')
    .select('gr.role_id').where('gu.user_id', '=', userId).where('g.tenant_id', '=', tenantId);
  const direct = db.selectFrom('user_roles').select('role_id').where('user_id', '=', userId).where('tenant_id', '=', tenantId);
  const roles = await db.selectFrom('roles as r').select(['r.id', 'r.key', 'r.name', 'r.description', 'r.level', isTenantDefaultSql('r', sql`${tenantId}::uuid`).as('is_default')])
    .where('r.id', 'in', direct.union(viaGroups)).orderBy('r.level').orderBy('r.key').execute();
  const permissions = roles.length
    ? await db.selectFrom('permissions as p').select(['p.id', 'p.key']).where('p.assignment_type', '!=', 'NEVER')
      .where((eb) => eb.or([eb('p.assignment_type', '=', 'ALWAYS'),
        eb('p.id', 'in', eb.selectFrom('role_permissions').select('permission_id').where('role_id', 'in', roles.map((r) => r.id)))]))
      .orderBy('p.key').execute()
    : [];
  return { roles, permissions };
}

/** Finds roles by id or key within what the tenant may use. */
export async function resolveRoleIds(db: Db, vendorId: string, tenantId: string, idsOrKeys: string[]): Promise<string[]> {
  if (idsOrKeys.length === 0) return [];
  const visible = await listRoles(db, vendorId, tenantId);
  return visible.filter((r) => idsOrKeys.includes(r.id) || idsOrKeys.includes(r.key)).map((r) => r.id);
}

export async function setUserRoles(db: Db, userId: string, tenantId: string, roleIds: string[]): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).where('tenant_id', '=', tenantId).execute();
  if (roleIds.length) {
    await db.insertInto('user_roles').values(roleIds.map((role_id) => ({ user_id: userId, tenant_id: tenantId, role_id })))
      .onConflict((oc) => oc.doNothing()).execute();
  }
}
