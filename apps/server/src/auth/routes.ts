import type { Hono } from 'hono';
import { loginSchema, refreshTokenSchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { requestMeta } from '../http/context';
import { clearRefreshCookie, csrfGuard, readRefreshCookie } from '../http/cookies';
import { body } from '../http/validate';
import { acceptInvitationForUser } from '../invitations';
import { isBreachedPassword } from '../passwords';
import { endOnLogout } from '../impersonation';
import { getUser } from '../membership';
import { refreshSession } from './refresh';
import { checkPassword, completeLogin, landingTenant } from './service';
import { signedInRoutes, publicRouter, issues, actor, type AppEnv } from '../access';

/** Login, refresh and logout (api-calls-and-errors.md §7.1). */
export function authRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  const signedIn = signedInRoutes(app, deps);

  // Every call that can set the refresh cookie passes the CSRF check (login CSRF would sign a victim into another account).
  app.post('/auth/v1/user', csrfGuard(deps), issues('session', 'token', 'membership'), async (c) => {
    const input = await body(c, loginSchema);
    const user = await checkPassword(deps, c, input.email, input.password);
    let tenantId: string | undefined;
    if (input.invitationToken) tenantId = await acceptInvitationForUser(deps, c, user, input.invitationToken, { allowLink: true });
    const result = await completeLogin(deps, c, user, await landingTenant(deps, user, tenantId), ['pwd']);
    // The core-state login flow offers a reset when the stored password is a known-breached one.
    const breached = isBreachedPassword(input.password);
    // Remembered for the users list's breached-passwords filter (a new password clears it).
    if (breached !== user.password_breached) await deps.db.updateTable('users').set({ password_breached: breached }).where('id', '=', user.id).execute();
    return c.json(breached ? { ...result, isBreachedPassword: true } : result);
  });

  app.post('/auth/v1/user/token/refresh', csrfGuard(deps), issues('token'), async (c) => {
    const input = await body(c, refreshTokenSchema);
    return c.json(await refreshSession(deps, c, input.tenantId ?? undefined));
  });

  app.post('/auth/v1/logout', csrfGuard(deps), async (c) => {
    const session = await deps.sessions.peek(readRefreshCookie(c));
    clearRefreshCookie(c, deps);
    if (session) {
      await deps.sessions.revoke(session.id, 'logout');
      if (session.act) await endOnLogout(deps, c, session.id);
      const user = await getUser(deps.db, session.user_id);
      await deps.audit.write({ tenantId: session.tenant_id, userId: session.user_id, email: user?.email ?? null, action: 'User logged out', description: 'Signed out', ...requestMeta(c) });
    }
    return c.json({ ok: true });
  });

  signedIn.get('/auth/v1/user/sessions/current', async (c) => c.json({ sid: c.get('principal').sid, ...actor(c) }));

  return app;
}
