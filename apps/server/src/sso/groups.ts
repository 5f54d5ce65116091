import type { Deps } from '../deps';
import { ApiError, notFound } from '../http/errors';
import { isUniqueViolation } from '../users';
import { groupsOf, idList } from './repo';
import { checkRoles, SSO_MSG, type Scope } from './service';
import { groupView } from './view';

/** Roles given to users this configuration provisions. */
export async function defaultRoles(deps: Deps, configId: string): Promise<string[]> {
  const row = await deps.db.selectFrom('sso_configurations').select('role_ids').where('id', '=', configId).executeTakeFirstOrThrow();
  return idList(row.role_ids);
}

export async function setDefaultRoles(deps: Deps, s: Scope, configId: string, roleIds: string[]): Promise<string[]> {
  const ids = await checkRoles(deps, s, roleIds);
  await deps.db.updateTable('sso_configurations').set({ role_ids: JSON.stringify(ids), updated_at: new Date() }).where('id', '=', configId).execute();
  return ids;
}

export const listGroups = async (deps: Deps, configId: string) => (await groupsOf(deps.db, [configId])).map(groupView);

const unique = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApiError(409, 'SSO_GROUP_EXISTS', [SSO_MSG.groupTaken]);
    throw e;
  }
};

async function requireGroup(deps: Deps, configId: string, groupId: string) {
  const row = await deps.db.selectFrom('sso_groups').selectAll().where('id', '=', groupId).where('config_id', '=', configId).executeTakeFirst();
  if (!row) throw notFound(SSO_MSG.groupNotFound);
  return row;
}

export async function createGroup(deps: Deps, s: Scope, configId: string, input: { group: string; roleIds: string[] }) {
  const ids = await checkRoles(deps, s, input.roleIds);
  const row = await unique(() => deps.db.insertInto('sso_groups').values({ id: crypto.randomUUID(), config_id: configId, group_name: input.group, role_ids: JSON.stringify(ids) })
    .returningAll().executeTakeFirstOrThrow());
  return groupView(row);
}

export async function updateGroup(deps: Deps, s: Scope, configId: string, groupId: string, input: { group?: string; roleIds?: string[] }) {
  await requireGroup(deps, configId, groupId);
  const ids = input.roleIds ? await checkRoles(deps, s, input.roleIds) : undefined;
  await unique(() => deps.db.updateTable('sso_groups').set({ ...(input.group !== undefined ? { group_name: input.group } : {}), ...(ids ? { role_ids: JSON.stringify(ids) } : {}) })
    .where('id', '=', groupId).execute());
  return groupView(await requireGroup(deps, configId, groupId));
}

export async function deleteGroup(deps: Deps, configId: string, groupId: string) {
  const row = await requireGroup(deps, configId, groupId);
  await deps.db.deleteFrom('sso_groups').where('id', '=', row.id).execute();
  return groupView(row);
}
