import type { Hono } from 'hono';
import {
  addRolesToGroupSchema, addUsersToGroupSchema, createGroupSchema, getGroupsByIdsSchema, getUsersGroupsQuerySchema, groupsQuerySchema,
  removeRolesFromGroupSchema, removeUsersFromGroupSchema, updateGroupSchema, updateGroupsConfigSchema,
} from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { signedInRouter, actor, requirePermission, type AppEnv, type Ctx } from '../access';
import { body, check, query, queryValues } from '../http/validate';
import { bodyIds, isUuid, pathId, refuseBadText } from '../roles';
import { findGroups, groupsOfUsers, groupViews } from './repo';
import { addRoles, addUsers, createGroup, deleteGroup, readConfig, removeRoles, removeUsers, requireGroup, saveConfig, updateGroup } from './service';

const GROUPS = '/groups/v1';

/** Groups of the caller's tenant (§7.6): CRUD, roles and users, configuration, bulk read; and the groups of users. */
export function groupRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  const read = requirePermission('fe.secure.read.groups');
  const write = requirePermission('fe.secure.write.groups');
  const tenant = (c: Ctx) => c.get('principal').tenantId;
  const scope = (c: Ctx) => ({ vendorId: deps.vendor.id, tenantId: tenant(c), held: c.get('principal').permissions });
  const relations = (c: Ctx) => query(c, groupsQuerySchema)._groupsRelations;
  const one = async (c: Ctx, id: string, rel = relations(c)) => (await groupViews(deps.db, tenant(c), [await requireGroup(deps.db, tenant(c), id)], rel))[0]!;
  const audit = (c: Ctx, action: string, description: string, json: Record<string, unknown>) => deps.audit.write({ ...actor(c), action, description, json });
  const groupId = (c: Ctx) => pathId(c.req.param('id'), 'Group');

  app.get(`${GROUPS}/config`, read, async (c) => c.json(await readConfig(deps.db, tenant(c))));
  app.post(`${GROUPS}/config`, write, async (c) => {
    const input = await body(c, updateGroupsConfigSchema);
    const config = await saveConfig(deps.db, tenant(c), input);
    await audit(c, 'Groups configuration changed', 'Groups configuration saved', { ...input });
    return c.json(config);
  });
  app.post(`${GROUPS}/bulkGet`, read, async (c) => {
    // Ids that are not the tenant's groups are left out, as unknown ones are.
    const ids = (await body(c, getGroupsByIdsSchema)).groupsIds.filter(isUuid);
    return c.json(await groupViews(deps.db, tenant(c), await findGroups(deps.db, tenant(c), [...new Set(ids)]), relations(c)));
  });
  app.get(GROUPS, read, async (c) => c.json(await groupViews(deps.db, tenant(c), await findGroups(deps.db, tenant(c)), relations(c))));
  app.get(`${GROUPS}/:id`, read, async (c) => c.json(await one(c, groupId(c))));
  app.post(GROUPS, write, async (c) => {
    const input = await body(c, createGroupSchema);
    refuseBadText(input);
    const group = await createGroup(deps.db, tenant(c), input);
    await audit(c, 'Group created', `Group ${group.name} created`, { groupId: group.id, name: group.name });
    return c.json(await one(c, group.id, undefined), 201);
  });
  app.patch(`${GROUPS}/:id`, write, async (c) => {
    const id = groupId(c);
    const input = await body(c, updateGroupSchema);
    refuseBadText(input);
    const group = await updateGroup(deps.db, tenant(c), id, input);
    await audit(c, 'Group updated', `Group ${group.name} updated`, { groupId: id, fields: Object.keys(input) });
    return c.json(await one(c, id, undefined));
  });
  app.delete(`${GROUPS}/:id`, write, async (c) => {
    const group = await deleteGroup(deps.db, tenant(c), groupId(c));
    await audit(c, 'Group deleted', `Group ${group.name} deleted`, { groupId: group.id, name: group.name });
    return c.json({});
  });

  app.post(`${GROUPS}/:id/roles`, write, async (c) => {
    const id = groupId(c);
    const roleIds = bodyIds((await body(c, addRolesToGroupSchema)).roleIds, 'roleIds');
    await addRoles(deps.db, scope(c), id, roleIds);
    await audit(c, 'Group roles added', `Roles added to group ${(await requireGroup(deps.db, tenant(c), id)).name}`, { groupId: id, roleIds });
    return c.json({});
  });
  app.delete(`${GROUPS}/:id/roles`, write, async (c) => {
    const id = groupId(c);
    const roleIds = bodyIds((await body(c, removeRolesFromGroupSchema)).roleIds, 'roleIds');
    await removeRoles(deps.db, scope(c), id, roleIds);
    await audit(c, 'Group roles removed', `Roles removed from group ${(await requireGroup(deps.db, tenant(c), id)).name}`, { groupId: id, roleIds });
    return c.json({});
  });
  app.post(`${GROUPS}/:id/users`, write, async (c) => {
    const id = groupId(c);
    const userIds = bodyIds((await body(c, addUsersToGroupSchema)).userIds, 'userIds');
    await addUsers(deps.db, tenant(c), id, userIds);
    await audit(c, 'Group users added', `Users added to group ${(await requireGroup(deps.db, tenant(c), id)).name}`, { groupId: id, userIds });
    return c.json({});
  });
  app.delete(`${GROUPS}/:id/users`, write, async (c) => {
    const id = groupId(c);
    const userIds = bodyIds((await body(c, removeUsersFromGroupSchema)).userIds, 'userIds');
    await removeUsers(deps.db, tenant(c), id, userIds);
    await audit(c, 'Group users removed', `Users removed from group ${(await requireGroup(deps.db, tenant(c), id)).name}`, { groupId: id, userIds });
    return c.json({});
  });

  app.get('/users/v3/groups', requirePermission('fe.secure.read.users'), async (c) => {
    // Users outside the caller's tenant get no entry (tenant isolation).
    const { ids } = check(getUsersGroupsQuerySchema, { ids: queryValues(c, 'ids') });
    const wanted = [...new Set(ids.filter(isUuid))];
    const members = wanted.length
      ? (await deps.db.selectFrom('user_tenants').select('user_id').where('tenant_id', '=', tenant(c)).where('user_id', 'in', wanted).execute()).map((m) => m.user_id)
      : [];
    const byUser = await groupsOfUsers(deps.db, tenant(c), members);
    // vendorId, tenantId and groupIds: the published client's reading (GetUserGroupsResponse), beside the groups.
    return c.json(wanted.filter((u) => members.includes(u)).map((userId) => {
      const groups = byUser.get(userId) ?? [];
      return { userId, groups, vendorId: deps.vendor.id, tenantId: tenant(c), groupIds: groups.map((g) => g.id) };
    }));
  });
  return app;
}
