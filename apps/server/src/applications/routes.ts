import type { Hono } from 'hono';
import {
  assignUserToApplicationsSchema, assignUsersToApplicationSchema, getApplicationsUsersQuerySchema, getUsersApplicationsQuerySchema,
  unassignUserFromApplicationsSchema, unassignUsersFromApplicationSchema,
} from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { signedInRouter, actor, requirePermission, type AppEnv, type Ctx } from '../access';
import { notFound } from '../http/errors';
import { body, check, queryValues } from '../http/validate';
import { bodyIds, isUuid } from '../roles';
import { applicationView, tenantApplications, usersOfApplications, vendorApplications } from './repo';
import { APP_MSG, assign, assignApps } from './service';

const read = requirePermission('fe.secure.read.users');
const write = requirePermission('fe.secure.write.users');

/** Identity-side application assignment (§7.6): assign / unassign users, users of apps, apps of users. */
export function applicationRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  const tenant = (c: Ctx) => c.get('principal').tenantId;
  for (const [method, enabled] of [['post', true], ['delete', false]] as const) {
    app[method]('/applications/v1', write, async (c) => {
      const input = await body(c, enabled ? assignUsersToApplicationSchema : unassignUsersFromApplicationSchema);
      const userIds = bodyIds(input.userIds, 'userIds');
      if (!isUuid(input.appId)) throw notFound(APP_MSG.notFound);
      const target = await assign(deps.db, deps.vendor.id, tenant(c), { ...input, userIds }, enabled);
      await deps.audit.write({ ...actor(c), action: enabled ? 'Application users assigned' : 'Application users unassigned',
        description: `${userIds.length} user(s) ${enabled ? 'assigned to' : 'unassigned from'} ${target.name}`, json: { appId: target.id, userIds } });
      return c.json({});
    });
  }
  // The published client's form: one user into or out of several applications (apps-user, user-apps).
  for (const [method, path, enabled] of [['post', '/applications/v1/apps-user', true], ['delete', '/applications/v1/user-apps', false]] as const) {
    app[method](path, write, async (c) => {
      const input = await body(c, enabled ? assignUserToApplicationsSchema : unassignUserFromApplicationsSchema);
      const [userId] = bodyIds([input.userId], 'userIds');
      if (!input.appIds.every(isUuid)) throw notFound(APP_MSG.notFound);
      const targets = await assignApps(deps.db, deps.vendor.id, tenant(c), { ...input, userId: userId! }, enabled);
      for (const target of targets) {
        await deps.audit.write({ ...actor(c), action: enabled ? 'Application users assigned' : 'Application users unassigned',
          description: `1 user(s) ${enabled ? 'assigned to' : 'unassigned from'} ${target.name}`, json: { appId: target.id, userIds: [userId] } });
      }
      return c.json({});
    });
  }

  // Ids repeat (appIds=a&appIds=b) or come joined with commas, as the published client sends them (apps-users).
  const usersOfApps = async (c: Ctx) => {
    const { appIds } = check(getApplicationsUsersQuerySchema, { appIds: queryValues(c, 'appIds') });
    const apps = (await tenantApplications(deps.db, deps.vendor.id, tenant(c))).filter((a) => appIds.includes(a.id));
    const users = await usersOfApplications(deps.db, tenant(c), apps);
    return apps.map((a) => ({ appId: a.id, userIds: users.get(a.id) ?? [] }));
  };
  const appsOfUsers = async (c: Ctx, userIds: string[]) => {
    const wanted = [...new Set(userIds.filter(isUuid))];
    const apps = await tenantApplications(deps.db, deps.vendor.id, tenant(c));
    const members = wanted.length
      ? (await deps.db.selectFrom('user_tenants').select('user_id').where('tenant_id', '=', tenant(c)).where('user_id', 'in', wanted).execute()).map((m) => m.user_id)
      : [];
    const users = await usersOfApplications(deps.db, tenant(c), apps, members);
    return wanted.filter((u) => members.includes(u)).map((userId) => ({ userId, appIds: apps.filter((a) => users.get(a.id)?.includes(userId)).map((a) => a.id) }));
  };
  const userIdsOf = (c: Ctx) => check(getUsersApplicationsQuerySchema, { userIds: queryValues(c, 'userIds') }).userIds;
  app.get('/applications/v1/users', read, async (c) => c.json(await usersOfApps(c)));
  app.get('/applications/v1/apps-users', read, async (c) => c.json(await usersOfApps(c)));
  app.get('/applications/v1/apps', read, async (c) => c.json(await appsOfUsers(c, userIdsOf(c))));
  app.get('/applications/v1/users-apps', read, async (c) => c.json(await appsOfUsers(c, userIdsOf(c))));
  // One user's application ids (getUserApplicationsId); another tenant's or an unknown user has none here.
  app.get('/applications/v1/:userId/apps', read, async (c) => c.json((await appsOfUsers(c, [c.req.param('userId')]))[0]?.appIds ?? []));
  return app;
}

/** Applications service (§7.6): the vendor's applications and the caller's tenant assignments. */
export function applicationResourceRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  app.get('/applications/v1', read, async (c) => c.json((await vendorApplications(deps.db, deps.vendor.id)).map(applicationView)));
  app.get('/applications/tenant-assignments/v1', read, async (c) => {
    const tenantId = c.get('principal').tenantId;
    return c.json([{ tenantId, appIds: (await tenantApplications(deps.db, deps.vendor.id, tenantId)).map((a) => a.id) }]);
  });
  // The same assignments as the published client's v2 reads them: each application with its access type.
  app.get('/applications/tenant-assignments/v2', read, async (c) => {
    const tenantId = c.get('principal').tenantId;
    return c.json([{ tenantId, assignments: (await tenantApplications(deps.db, deps.vendor.id, tenantId)).map((a) => ({ appId: a.id, accessType: a.access_type })) }]);
  });
  return app;
}
