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

/** Roles visible in a tenant: the vendor's and the tenant's own (never another tenant's). */
export async function listRoles(db: Db, vendorId: string, tenantId: string): Promise<RoleView[]> {
  const roles = await db.selectFrom('roles').selectAll().where('vendor_id', '=', vendorId)
    .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)])).orderBy('level').orderBy('name').execute();
  const links = roles.length
    ? await db.selectFrom('role_permissions').select(['role_id', 'permission_id']).where('role_id', 'in', roles.map((r) => r.id)).execute()
    : [];
  return roles.map((r) => ({
    id: r.id, key: r.key, name: r.name, description: r.description, isDefault: r.is_default, level: r.level,
    permissions: links.filter((l) => l.role_id === r.id).map((l) => l.permission_id), tenantId: r.tenant_id, vendorId: r.vendor_id,
    createdAt: r.created_at.toISOString(), updatedAt: r.updated_at.toISOString(),
  }));
}

export async function listPermissions(db: Db) {
  const perms = await db.selectFrom('permissions').selectAll().orderBy('key').execute();
  const links = await db.selectFrom('role_permissions').select(['role_id', 'permission_id']).execute();
  return perms.map((p) => ({
    id: p.id, key: p.key, name: p.name, description: p.description, categoryId: p.category_id, fePermission: p.fe_permission,
    assignmentType: 'ASSIGNABLE', roleIds: links.filter((l) => l.permission_id === p.id).map((l) => l.role_id),
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

/** Roles (id, key, name) and permission keys a user holds in one tenant. */
export async function grantsOf(db: Db, userId: string, tenantId: string) {
  const roles = await db.selectFrom('user_roles as ur').innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['r.id', 'r.key', 'r.name', 'r.description', 'r.is_default', 'r.level'])
    .where('ur.user_id', '=', userId).where('ur.tenant_id', '=', tenantId).orderBy('r.level').execute();
  const permissions = roles.length
    ? await db.selectFrom('role_permissions as rp').innerJoin('permissions as p', 'p.id', 'rp.permission_id')
      .select(['p.id', 'p.key']).distinct().where('rp.role_id', 'in', roles.map((r) => r.id)).orderBy('p.key').execute()
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
