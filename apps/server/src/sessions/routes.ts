import type { Hono } from 'hono';
import { revokeUserSessionsSchema, sessionIdParamSchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { notify } from '../notifications';
import { signedInRouter, actor, requirePermission, type AppEnv } from '../access';
import { notFound, unauthorized } from '../http/errors';
import { body, check } from '../http/validate';
import { requireMember } from '../team';
import { listSessions, revokeSessions } from './repo';

/**
 * Login sessions (§7.2): the signed-in user's own (Privacy page; self-service, so no permission beyond being signed in)
 * and an admin ending a member's sessions in the admin's tenant. A revoked session's refresh cookie fails at once.
 */
export function sessionRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  const base = '/users/sessions/v1';

  app.get(`${base}/me`, async (c) => {
    const p = c.get('principal');
    return c.json(await listSessions(deps.db, p.sub, p.sid));
  });

  app.get(`${base}/me/current`, async (c) => {
    const p = c.get('principal');
    const current = (await listSessions(deps.db, p.sub, p.sid)).find((s) => s.current);
    if (!current) throw unauthorized();
    return c.json(current);
  });

  // Registered before `me/:id` so `all` is never read as an id.
  app.delete(`${base}/me/all`, async (c) => {
    const p = c.get('principal');
    const n = await revokeSessions(deps.db, p.sub, 'signed out by the user', { except: p.sid });
    await deps.audit.write({ ...actor(c), action: 'Sessions revoked', description: `Signed out ${n} other session(s)`, json: { count: n } });
    return c.json({});
  });

  app.delete(`${base}/me/:id`, async (c) => {
    const { id } = check(sessionIdParamSchema, { id: c.req.param('id') });
    const p = c.get('principal');
    // Only the caller's own sessions: another user's id is simply not found.
    if (!(await revokeSessions(deps.db, p.sub, 'signed out by the user', { id }))) throw notFound();
    await deps.audit.write({ ...actor(c), action: 'Session revoked', description: id === p.sid ? 'Signed out this session' : 'Signed out a session', json: { sessionId: id } });
    return c.json({});
  });

  app.post(`${base}/revoke`, requirePermission('fe.secure.write.users'), async (c) => {
    const { userId } = await body(c, revokeUserSessionsSchema);
    const p = c.get('principal');
    const m = await requireMember(deps.db, p.tenantId, userId);
    // Sessions in the admin's tenant only: the user's other tenants are not this admin's to end.
    const n = await revokeSessions(deps.db, userId, `revoked by ${p.email}`, { tenantId: p.tenantId });
    await notify(deps, { userIds: [userId] }, { tenantId: p.tenantId, title: 'Your sessions were ended', body: `${p.email} signed you out of ${n} session(s)`, severity: 'warning' });
    await deps.audit.write({ ...actor(c), action: 'User sessions revoked', description: `${p.email} ended ${n} session(s) of ${m.email}`, severity: 'WARNING', json: { userId, count: n } });
    return c.json({});
  });
  return app;
}
