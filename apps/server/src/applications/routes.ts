import { Hono } from 'hono';
import {
  assignUsersToApplicationSchema, getApplicationsUsersQuerySchema, getUsersApplicationsQuerySchema, unassignUsersFromApplicationSchema,
} from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { actor, requireAuth, requirePermission, type AppEnv, type Ctx } from '../access';
import { notFound } from '../http/errors';
import { body, check } from '../http/validate';
import { bodyIds, isUuid } from '../roles';
import { applicationView, tenantApplications, usersOfApplications, vendorApplications } from './repo';
import { APP_MSG, assign } from './service';

const read = requirePermission('fe.secure.read.users');
const write = requirePermission('fe.secure.write.users');

/** Identity-side application assignment (§7.6): assign / unassign users, users of apps, apps of users. */
export function applicationRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);
  const tenant = (c: Ctx) => c.get('principal').tenantId;
  for (const [method, enabled] of [['post', true], ['delete', false]] as const) {
    app[method]('/applications/v1', auth, write, async (c) => {
      const input = await body(c, enabled ? assignUsersToApplicationSchema : unassignUsersFromApplicationSchema);
      const userIds = bodyIds(input.userIds, 'userIds');
      if (!isUuid(input.appId)) throw notFound(APP_MSG.notFound);
      const target = await assign(deps.db, deps.vendor.id, tenant(c), { ...input, userIds }, enabled);
      await deps.audit.write({ ...actor(c), action: enabled ? 'Application users assigned' : 'Application users unassigned',
        description: `${userIds.length} user(s) ${enabled ? 'assigned to' : 'unassigned from'} ${target.name}`, json: { appId: target.id, userIds } });
      return c.json({});
    });
  }
  app.get('/applications/v1/users', auth, read, async (c) => {
    const { appIds } = check(getApplicationsUsersQuerySchema, { appIds: c.req.queries('appIds') });
    const apps = (await tenantApplications(deps.db, deps.vendor.id, tenant(c))).filter((a) => appIds.includes(a.id));
    const users = await usersOfApplications(deps.db, tenant(c), apps);
    return c.json(apps.map((a) => ({ appId: a.id, userIds: users.get(a.id) ?? [] })));
  });
  app.get('/applications/v1/apps', auth, read, async (c) => {
    const { userIds } = check(getUsersApplicationsQuerySchema, { userIds: c.req.queries('userIds') });
    const wanted = [...new Set(userIds.filter(isUuid))];
    const apps = await tenantApplications(deps.db, deps.vendor.id, tenant(c));
    const members = wanted.length
      ? (await deps.db.selectFrom('user_tenants').select('user_id').where('tenant_id', '=', tenant(c)).where('user_id', 'in', wanted).execute()).map((m) => m.user_id)
      : [];
    const users = await usersOfApplications(deps.db, tenant(c), apps, members);
    return c.json(wanted.filter((u) => members.includes(u)).map((userId) => ({ userId, appIds: apps.filter((a) => users.get(a.id)?.includes(userId)).map((a) => a.id) })));
  });
  return app;
}

/** Applications service (§7.6): the vendor's applications and the caller's tenant assignments. */
export function applicationResourceRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/applications/*', requireAuth(deps));
  app.get('/applications/v1', read, async (c) => c.json((await vendorApplications(deps.db, deps.vendor.id)).map(applicationView)));
  app.get('/applications/tenant-assignments/v1', read, async (c) => {
    const tenantId = c.get('principal').tenantId;
    return c.json([{ tenantId, appIds: (await tenantApplications(deps.db, deps.vendor.id, tenantId)).map((a) => a.id) }]);
  });
  return app;
}
