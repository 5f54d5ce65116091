import type { Db } from '../db/connect';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { isUniqueViolation } from '../db/unique';
import { hasPermission } from './permissions';
import { listRoles, tenantDefaultRoleId, type RoleView } from './repo';

/** Messages of role administration, worded once. */
export const ROLE_MSG = {
  notFound: 'Role not found',
  vendorRole: "The vendor's roles cannot be changed or deleted by an account",
  keyTaken: 'A role with this key already exists',
  unknownPermission: 'permissionIds: Unknown permission',
  unknownRole: 'roleIds: Unknown role',
  notHeld: 'You cannot grant a permission you do not hold',
  permissionNotFound: 'Permission not found',
  keepDefault: 'isDefault: An account always has one default role; make another role the default instead',
} as const;
const never = (key: string) => `Permission ${key} cannot be assigned to roles`;
const always = (key: string) => `Permission ${key} is always granted to every role`;

/** Level of account roles: listed after the vendor's. */
const TENANT_ROLE_LEVEL = 10;

interface Scope { vendorId: string; tenantId: string; held: readonly string[] }
interface RoleFields { key?: string; name?: string; description?: string; isDefault?: boolean }

/** A visible role, or 404; `editable` also refuses the vendor's roles (403). */
export async function requireRole(db: Db, s: Scope, roleId: string, editable: boolean): Promise<RoleView> {
  const [role] = await listRoles(db, s.vendorId, s.tenantId, [roleId]);
  if (!role) throw notFound(ROLE_MSG.notFound);
  if (editable && role.tenantId !== s.tenantId) throw forbidden(ROLE_MSG.vendorRole);
  return role;
}

/** Maps the per-tenant key index's violation to 409 (two racing creates get the same answer). */
async function keyed<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApiError(409, 'ROLE_KEY_EXISTS', [ROLE_MSG.keyTaken]);
    throw e;
  }
}

async function refuseTakenKey(db: Db, s: Scope, key: string, exceptId?: string) {
  let q = db.selectFrom('roles').select('id').where('vendor_id', '=', s.vendorId).where('key', '=', key)
    .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', s.tenantId)]));
  if (exceptId) q = q.where('id', '!=', exceptId);
  // A vendor role's key is taken for every account too: tokens carry keys, so two roles must never share one.
  if (await q.executeTakeFirst()) throw new ApiError(409, 'ROLE_KEY_EXISTS', [ROLE_MSG.keyTaken]);
}

/** Creates an account role. */
export async function createRole(db: Db, s: Scope, input: RoleFields & { key: string; name: string }): Promise<RoleView> {
  await refuseTakenKey(db, s, input.key);
  const id = crypto.randomUUID();
  await keyed(() => db.insertInto('roles').values({
    id, vendor_id: s.vendorId, tenant_id: s.tenantId, key: input.key, name: input.name, description: input.description ?? null,
    is_default: false, level: TENANT_ROLE_LEVEL,
  }).execute());
  if (input.isDefault) await makeDefault(db, s, id);
  return requireRole(db, s, id, false);
}

/** Makes a visible role (the vendor's or the tenant's own) the tenant's one default role. */
async function makeDefault(db: Db, s: Scope, roleId: string): Promise<void> {
  await db.updateTable('tenants').set({ default_role_id: roleId }).where('id', '=', s.tenantId).execute();
}

/**
 * Updates an account role's fields. The default flag works on every visible role, the vendor's included (a vendor role
 * may be named the tenant's default, nothing else of it changes); it can only be given, never taken: the tenant always
 * has exactly one default role, changed by making another role the default.
 */
export async function updateRole(db: Db, s: Scope, roleId: string, input: RoleFields): Promise<RoleView> {
  const { isDefault, ...fields } = input;
  const role = await requireRole(db, s, roleId, Object.keys(fields).length > 0 || isDefault === false);
  if (isDefault === false && role.isDefault) throw badRequest(ROLE_MSG.keepDefault);
  if (fields.key !== undefined) await refuseTakenKey(db, s, fields.key, roleId);
  if (Object.keys(fields).length) {
    await keyed(() => db.updateTable('roles').set({
      ...(fields.key !== undefined ? { key: fields.key } : {}), ...(fields.name !== undefined ? { name: fields.name } : {}),
      ...(fields.description !== undefined ? { description: fields.description } : {}), updated_at: new Date(),
    }).where('id', '=', roleId).where('tenant_id', '=', s.tenantId).execute());
  }
  if (isDefault) await makeDefault(db, s, roleId);
  return requireRole(db, s, roleId, false);
}

/** Deletes an account role (its user, group and permission links go with it). */
export async function deleteRole(db: Db, s: Scope, roleId: string): Promise<RoleView> {
  const role = await requireRole(db, s, roleId, true);
  await db.deleteFrom('roles').where('id', '=', roleId).where('tenant_id', '=', s.tenantId).execute();
  return role;
}

/** Permissions by id, each checked: known, assignable, held by the caller. */
async function assignable(db: Db, s: Scope, permissionIds: string[]) {
  const perms = permissionIds.length ? await db.selectFrom('permissions').select(['id', 'key', 'assignment_type']).where('id', 'in', permissionIds).execute() : [];
  if (perms.length !== permissionIds.length) throw badRequest(ROLE_MSG.unknownPermission);
  const refused = perms.find((p) => p.assignment_type === 'NEVER');
  if (refused) throw badRequest(never(refused.key));
  if (perms.some((p) => !hasPermission(s.held, p.key))) throw forbidden(ROLE_MSG.notHeld);
  return perms;
}

/** Replaces an account role's permissions (ALWAYS permissions stay implied; NEVER ones are refused). */
export async function setRolePermissions(db: Db, s: Scope, roleId: string, permissionIds: string[]): Promise<RoleView> {
  await requireRole(db, s, roleId, true);
  const perms = (await assignable(db, s, permissionIds)).filter((p) => p.assignment_type !== 'ALWAYS');
  await db.transaction().execute(async (tx) => {
    // The role row is locked first, so concurrent replacements run one after another (last one wins, no duplicate key).
    await tx.updateTable('roles').set({ updated_at: new Date() }).where('id', '=', roleId).execute();
    await tx.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
    if (perms.length) await tx.insertInto('role_permissions').values(perms.map((p) => ({ role_id: roleId, permission_id: p.id }))).execute();
  });
  return requireRole(db, s, roleId, false);
}

/**
 * Replaces which of the account's roles hold a permission. The vendor's roles may be named only as they are (they
 * cannot gain or lose it here); another account's roles are unknown.
 */
export async function setPermissionRoles(db: Db, s: Scope, permissionId: string, roleIds: string[]) {
  const perm = await db.selectFrom('permissions').select(['id', 'key', 'assignment_type']).where('id', '=', permissionId).executeTakeFirst();
  if (!perm) throw notFound(ROLE_MSG.permissionNotFound);
  if (perm.assignment_type === 'NEVER') throw badRequest(never(perm.key));
  if (perm.assignment_type === 'ALWAYS') throw badRequest(always(perm.key));
  if (!hasPermission(s.held, perm.key)) throw forbidden(ROLE_MSG.notHeld);
  const visible = await listRoles(db, s.vendorId, s.tenantId);
  const named = visible.filter((r) => roleIds.includes(r.id));
  if (named.length !== roleIds.length) throw badRequest(ROLE_MSG.unknownRole);
  const vendorChanged = visible.some((r) => r.tenantId === null && r.permissions.includes(perm.id) !== roleIds.includes(r.id));
  if (vendorChanged) throw forbidden(ROLE_MSG.vendorRole);
  const own = visible.filter((r) => r.tenantId === s.tenantId).map((r) => r.id);
  await db.transaction().execute(async (tx) => {
    // Locks the permission row, so concurrent replacements run one after another (last one wins, no duplicate key).
    await tx.selectFrom('permissions').select('id').where('id', '=', perm.id).forUpdate().execute();
    if (own.length) await tx.deleteFrom('role_permissions').where('permission_id', '=', perm.id).where('role_id', 'in', own).execute();
    const wanted = named.filter((r) => r.tenantId === s.tenantId);
    if (wanted.length) await tx.insertInto('role_permissions').values(wanted.map((r) => ({ role_id: r.id, permission_id: perm.id }))).execute();
  });
}

/** Roles a new member of the tenant gets when given none: the tenant's one default role. */
export async function defaultRoleIds(db: Db, vendorId: string, tenantId: string): Promise<string[]> {
  const id = await tenantDefaultRoleId(db, vendorId, tenantId);
  return id ? [id] : [];
}
