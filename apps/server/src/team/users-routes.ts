import type { Hono } from 'hono';
import { getTenantsUsersCountSchema, listUsersQuerySchema, setTemporaryUserSchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import type { Wired } from '../kernel/module';
import { signedInRouter, actor, requirePermission, type AppEnv, type Ctx } from '../access';
import { forbidden, notFound } from '../http/errors';
import { body, query } from '../http/validate';
import { hasPermission } from '../roles';
import { HIERARCHY_READ, reachesBelow, scopeOf } from '../sub-tenants';
import { membersByAccessFlag, pageMembers } from './repo';
import { notSelf, refuseNul, requireMember, setDisabled, setTemporary, userIdParam } from './service';
import { userItems } from './view';

/** Users list page size when the caller gives none (spec §9). */
const USERS_PAGE_SIZE = 20;
/** Inactive-user threshold (spec §9: 7776000 s, 90 days). */
const INACTIVE_SECONDS = 7_776_000;

/** Users lists, disable / enable, counts and temporary users of the caller's tenant (§7.2, §7.3). */
export function tenantUserRoutes(deps: Deps, { members }: Wired): Hono<AppEnv> {
  const app = signedInRouter(deps);
  const read = requirePermission('fe.secure.read.users');
  const write = requirePermission('fe.secure.write.users');

  const listUsers = async (c: Ctx) => {
    const q = query(c, listUsersQuerySchema);
    refuseNul(q);
    const p = c.get('principal');
    // Only the caller's own tenant may be listed, whatever `_tenantId` says.
    if (q._tenantId && q._tenantId !== p.tenantId) throw forbidden();
    const limit = q._limit ?? USERS_PAGE_SIZE;
    const { rows, total } = await pageMembers(deps.db, p.tenantId, {
      search: q._filter, email: q._email, sortBy: q._sortBy ?? 'name', order: q._order === 'ASC' ? 'asc' : 'desc',
      offset: q._offset ?? 0, limit, preset: q._preset, maxInactiveSeconds: q._maxInactiveSeconds ?? INACTIVE_SECONDS,
    });
    return c.json({ items: await userItems(deps.db, p.tenantId, rows, members), _metadata: { totalItems: total, totalPages: Math.ceil(total / limit) } });
  };
  app.get('/users/v2', read, listUsers);
  app.get('/users/v3', read, listUsers);

  // One member of the caller's tenant as the users list shows it (the published client's getUserById); anyone else is 404.
  app.get('/users/v1/:userId', read, async (c) => {
    const userId = userIdParam(c.req.param('userId'));
    const p = c.get('principal');
    const { rows } = await pageMembers(deps.db, p.tenantId, { userId, order: 'asc', offset: 0, limit: 1, maxInactiveSeconds: INACTIVE_SECONDS });
    if (!rows.length) throw notFound();
    const [item] = await userItems(deps.db, p.tenantId, rows, members);
    return c.json({ ...item, vendorId: deps.vendor.id, deletedAt: null });
  });

  app.post('/tenants/users/v1/count', read, async (c) => {
    const { tenantIds } = await body(c, getTenantsUsersCountSchema);
    const p = c.get('principal');
    // The caller's tenant, and the sub-accounts it reaches for a holder of the hierarchy read permission (whose
    // hierarchy calls show the same counts); counts of other tenants are left out.
    const s = await scopeOf(deps.db, deps.vendor.id, p.sub, p.tenantId);
    const reach = hasPermission(p.permissions, HIERARCHY_READ) ? [s.own, ...s.below] : [s.own];
    const wanted = reach.filter((t) => tenantIds.includes(t.id));
    const rows = await membersByAccessFlag(deps.db, wanted.map((t) => t.id));
    // totalAccessAllowedUsers (the published client's reading): members who reach the accounts below this one.
    return c.json(wanted.map((t) => {
      const mine = rows.filter((r) => r.tenantId === t.id);
      const total = (allowed: boolean) => mine.filter((r) => !allowed || reachesBelow(t.sub_account_access_type, r.flag)).reduce((n, r) => n + r.n, 0);
      return { tenantId: t.id, totalUsers: total(false), totalAccessAllowedUsers: total(true) };
    }));
  });

  for (const action of ['disable', 'enable'] as const) {
    app.post(`/tenants/users/v1/:id/${action}`, write, async (c) => {
      const userId = userIdParam(c.req.param('id'));
      const p = c.get('principal');
      notSelf(p.sub, userId, action);
      const m = await requireMember(deps.db, p.tenantId, userId);
      await setDisabled(deps.db, userId, p.tenantId, action === 'disable');
      await deps.audit.write({ ...actor(c), action: action === 'disable' ? 'User disabled' : 'User enabled', description: `${p.email} ${action}d ${m.email}`,
        severity: action === 'disable' ? 'WARNING' : 'INFO', json: { userId } });
      return c.json({});
    });
  }

  app.get('/users/temporary/v1/configuration', read, (c) => c.json({ enabled: true, maxExpirationInSeconds: 10 * 365 * 24 * 3600 }));

  app.put('/users/temporary/v1/:id', write, async (c) => {
    const userId = userIdParam(c.req.param('id'));
    const { expirationInSeconds } = await body(c, setTemporaryUserSchema);
    const p = c.get('principal');
    notSelf(p.sub, userId, 'make temporary');
    const m = await requireMember(deps.db, p.tenantId, userId);
    const expiresAt = new Date(Date.now() + expirationInSeconds * 1000);
    await setTemporary(deps.db, userId, p.tenantId, expiresAt);
    await deps.audit.write({ ...actor(c), action: 'Temporary user set', description: `${m.email} is temporary until ${expiresAt.toISOString()}`, json: { userId, expirationInSeconds } });
    return c.json({ temporaryExpirationDate: expiresAt.toISOString() });
  });

  app.delete('/users/temporary/v1/:id', write, async (c) => {
    const userId = userIdParam(c.req.param('id'));
    const p = c.get('principal');
    const m = await requireMember(deps.db, p.tenantId, userId);
    await setTemporary(deps.db, userId, p.tenantId, null);
    await deps.audit.write({ ...actor(c), action: 'Temporary user made permanent', description: `${m.email} is permanent`, json: { userId } });
    return c.json({});
  });
  return app;
}
