import type { Db } from '../db/connect';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { hasPermission, listRoles } from '../roles';
import { isUniqueViolation } from '../users';
import { findGroups } from './repo';

/** Messages of group administration, worded once. */
export const GROUP_MSG = {
  notFound: 'Group not found',
  nameTaken: 'A group with this name already exists',
  unknownRole: 'roleIds: Unknown role',
  unknownUser: 'userIds: Unknown user',
  notHeld: 'You cannot give a group a role with permissions you do not hold',
} as const;

/** Settings a tenant starts with. */
export const DEFAULT_GROUPS_CONFIG = { enabled: true, rolesEnabled: true };

interface Scope { vendorId: string; tenantId: string; held: readonly string[] }
interface GroupFields { name?: string; description?: string; color?: string; metadata?: string }

/** The tenant's group, or 404 (another tenant's group is indistinguishable from an unknown id). */
export async function requireGroup(db: Db, tenantId: string, groupId: string) {
  const [group] = await findGroups(db, tenantId, [groupId]);
  if (!group) throw notFound(GROUP_MSG.notFound);
  return group;
}

async function named<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApiError(409, 'GROUP_NAME_EXISTS', [GROUP_MSG.nameTaken]);
    throw e;
  }
}

const fields = (input: GroupFields) => ({
  ...(input.name !== undefined ? { name: input.name } : {}), ...(input.description !== undefined ? { description: input.description } : {}),
  ...(input.color !== undefined ? { color: input.color } : {}), ...(input.metadata !== undefined ? { metadata: input.metadata } : {}),
});

/** Creates a group in the tenant; its name is unique there (409, race-safe through the unique index). */
export async function createGroup(db: Db, tenantId: string, input: GroupFields & { name: string; managedBy?: string }) {
  const id = crypto.randomUUID();
  const row = { id, tenant_id: tenantId, description: null, color: null, metadata: null, managed_by: input.managedBy ?? null, ...fields(input), name: input.name };
  await named(() => db.insertInto('groups').values(row).execute());
  return requireGroup(db, tenantId, id);
}

export async function updateGroup(db: Db, tenantId: string, groupId: string, input: GroupFields) {
  await requireGroup(db, tenantId, groupId);
  await named(() => db.updateTable('groups').set({ ...fields(input), updated_at: new Date() }).where('id', '=', groupId).where('tenant_id', '=', tenantId).execute());
  return requireGroup(db, tenantId, groupId);
}

export async function deleteGroup(db: Db, tenantId: string, groupId: string) {
  const group = await requireGroup(db, tenantId, groupId);
  await db.deleteFrom('groups').where('id', '=', groupId).where('tenant_id', '=', tenantId).execute();
  return group;
}

/** Gives a group roles the tenant can see; a caller cannot hand out permissions they do not hold themselves. */
export async function addRoles(db: Db, s: Scope, groupId: string, roleIds: string[]) {
  await requireGroup(db, s.tenantId, groupId);
  const roles = await listRoles(db, s.vendorId, s.tenantId, roleIds);
  if (roles.length !== roleIds.length) throw badRequest(GROUP_MSG.unknownRole);
  const permIds = [...new Set(roles.flatMap((r) => r.permissions))];
  const keys = permIds.length ? (await db.selectFrom('permissions').select('key').where('id', 'in', permIds).execute()).map((p) => p.key) : [];
  if (keys.some((k) => !hasPermission(s.held, k))) throw forbidden(GROUP_MSG.notHeld);
  await db.insertInto('group_roles').values(roleIds.map((role_id) => ({ group_id: groupId, role_id }))).onConflict((oc) => oc.doNothing()).execute();
  await touch(db, groupId);
}

export async function removeRoles(db: Db, s: Scope, groupId: string, roleIds: string[]) {
  await requireGroup(db, s.tenantId, groupId);
  await db.deleteFrom('group_roles').where('group_id', '=', groupId).where('role_id', 'in', roleIds).execute();
  await touch(db, groupId);
}

/** Adds members of the tenant to a group (anyone else is an unknown user). */
export async function addUsers(db: Db, tenantId: string, groupId: string, userIds: string[]) {
  await requireGroup(db, tenantId, groupId);
  const members = await db.selectFrom('user_tenants').select('user_id').where('tenant_id', '=', tenantId).where('user_id', 'in', userIds).execute();
  if (members.length !== userIds.length) throw badRequest(GROUP_MSG.unknownUser);
  await db.insertInto('group_users').values(userIds.map((user_id) => ({ group_id: groupId, user_id }))).onConflict((oc) => oc.doNothing()).execute();
  await touch(db, groupId);
}

export async function removeUsers(db: Db, tenantId: string, groupId: string, userIds: string[]) {
  await requireGroup(db, tenantId, groupId);
  await db.deleteFrom('group_users').where('group_id', '=', groupId).where('user_id', 'in', userIds).execute();
  await touch(db, groupId);
}

const touch = (db: Db, groupId: string) => db.updateTable('groups').set({ updated_at: new Date() }).where('id', '=', groupId).execute();

/** The tenant's groups configuration (defaults for what was never saved). */
export async function readConfig(db: Db, tenantId: string): Promise<Record<string, unknown>> {
  const row = await db.selectFrom('groups_config').select('config').where('tenant_id', '=', tenantId).executeTakeFirst();
  return { ...DEFAULT_GROUPS_CONFIG, ...(row?.config ?? {}) };
}

export async function saveConfig(db: Db, tenantId: string, changes: Record<string, unknown>) {
  const config = { ...(await readConfig(db, tenantId)), ...changes };
  await db.insertInto('groups_config').values({ tenant_id: tenantId, config: JSON.stringify(config) })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ config: JSON.stringify(config) })).execute();
  return config;
}
