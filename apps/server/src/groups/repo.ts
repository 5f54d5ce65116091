import type { Db } from '../db/connect';
import type { GroupTable } from './tables';
import type { Selectable } from 'kysely';

/** Which relations a read includes. */
export type Relations = 'roles' | 'users' | 'rolesAndUsers' | undefined;

interface RoleRef { id: string; key: string; name: string; description: string | null; isDefault: boolean }
interface UserRef { id: string; email: string; name?: string; profilePictureUrl?: string }

/** A group as the API returns it. */
export interface GroupView {
  id: string;
  name: string;
  color?: string;
  description?: string;
  metadata?: string;
  managedBy?: string;
  roles?: RoleRef[];
  users?: UserRef[];
  createdAt: string;
  updatedAt: string;
}

/** The tenant's groups, all or the given ids (another tenant's ids find nothing). */
export async function findGroups(db: Db, tenantId: string, ids?: string[]): Promise<Selectable<GroupTable>[]> {
  if (ids && !ids.length) return [];
  let q = db.selectFrom('groups').selectAll().where('tenant_id', '=', tenantId);
  if (ids) q = q.where('id', 'in', ids);
  return q.orderBy('name').execute();
}

/** Roles of each group. */
export async function rolesOfGroups(db: Db, groupIds: string[]): Promise<Map<string, RoleRef[]>> {
  const out = new Map<string, RoleRef[]>();
  if (!groupIds.length) return out;
  const rows = await db.selectFrom('group_roles as gr').innerJoin('roles as r', 'r.id', 'gr.role_id')
    .select(['gr.group_id', 'r.id', 'r.key', 'r.name', 'r.description', 'r.is_default']).where('gr.group_id', 'in', groupIds)
    .orderBy('r.level').orderBy('r.key').execute();
  for (const r of rows) out.set(r.group_id, [...(out.get(r.group_id) ?? []), { id: r.id, key: r.key, name: r.name, description: r.description, isDefault: r.is_default }]);
  return out;
}

/** Users of each group who are still members of the tenant. */
async function usersOfGroups(db: Db, tenantId: string, groupIds: string[]): Promise<Map<string, UserRef[]>> {
  const out = new Map<string, UserRef[]>();
  if (!groupIds.length) return out;
  const rows = await db.selectFrom('group_users as gu').innerJoin('users as u', 'u.id', 'gu.user_id')
    .innerJoin('user_tenants as ut', (j) => j.onRef('ut.user_id', '=', 'u.id').on('ut.tenant_id', '=', tenantId))
    .select(['gu.group_id', 'u.id', 'u.email', 'u.name', 'u.profile_picture_url', 'ut.activated']).where('gu.group_id', 'in', groupIds)
    .orderBy('u.email').execute();
  for (const r of rows) {
    // A pending member is shown by e-mail only, as in the member list.
    const user: UserRef = { id: r.id, email: r.email, ...(r.activated ? { name: r.name ?? undefined, profilePictureUrl: r.profile_picture_url ?? undefined } : {}) };
    out.set(r.group_id, [...(out.get(r.group_id) ?? []), user]);
  }
  return out;
}

/** Groups as the API returns them, with the asked-for relations. */
export async function groupViews(db: Db, tenantId: string, groups: Selectable<GroupTable>[], relations: Relations): Promise<GroupView[]> {
  const ids = groups.map((g) => g.id);
  const roles = relations === 'roles' || relations === 'rolesAndUsers' ? await rolesOfGroups(db, ids) : undefined;
  const users = relations === 'users' || relations === 'rolesAndUsers' ? await usersOfGroups(db, tenantId, ids) : undefined;
  return groups.map((g) => ({
    id: g.id, name: g.name, color: g.color ?? undefined, description: g.description ?? undefined, metadata: g.metadata ?? undefined,
    managedBy: g.managed_by ?? 'frontegg', createdAt: g.created_at.toISOString(), updatedAt: g.updated_at.toISOString(),
    ...(roles ? { roles: roles.get(g.id) ?? [] } : {}), ...(users ? { users: users.get(g.id) ?? [] } : {}),
  }));
}

/** Groups (with roles) of the given users in one tenant. */
export async function groupsOfUsers(db: Db, tenantId: string, userIds: string[]) {
  const out = new Map<string, GroupView[]>();
  if (!userIds.length) return out;
  const links = await db.selectFrom('group_users as gu').innerJoin('groups as g', 'g.id', 'gu.group_id')
    .select(['gu.user_id', 'g.id']).where('g.tenant_id', '=', tenantId).where('gu.user_id', 'in', userIds).execute();
  const groups = await groupViews(db, tenantId, await findGroups(db, tenantId, [...new Set(links.map((l) => l.id))]), 'roles');
  for (const l of links) {
    const g = groups.find((x) => x.id === l.id);
    if (g) out.set(l.user_id, [...(out.get(l.user_id) ?? []), g]);
  }
  return out;
}
