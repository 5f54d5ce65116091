import { Hono } from 'hono';
import { changePasswordSchema, forgotPasswordSchema, getPasswordConfigQuerySchema, resetPasswordSchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { actor, requestMeta, requireAuth, type AppEnv } from '../http/context';
import { ApiError, MSG } from '../http/errors';
import { body, query } from '../http/validate';
import { consumeOneTime, createOneTime, voidOneTime } from '../tokens/one-time';
import { findUserByEmail, getUser } from '../users/repo';
import { assertPasswordAllowed, passwordConfig } from './policy';
import { setPassword } from './service';

/** Reset links live one hour. */
const RESET_TTL_SECONDS = 3600;

/** Forgot, reset and change password (§7.2). */
export function passwordRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/users/v1/passwords/reset', async (c) => {
    const input = await body(c, forgotPasswordSchema);
    const user = await findUserByEmail(deps.db, deps.vendor.id, input.email);
    // Same answer for unknown addresses (no account enumeration).
    if (user) {
      await voidOneTime(deps.db, 'password-reset', user.id);
      const token = await createOneTime(deps.db, 'password-reset', { userId: user.id, tenantId: null, data: {}, ttlSeconds: RESET_TTL_SECONDS });
      await deps.outbox.send({ channel: 'email', to: user.email, subject: 'Reset your password',
        text: `Reset your password: ${deps.config.appUrl}/account/reset-password?userId=${user.id}&token=${token}` });
      await deps.audit.write({ tenantId: null, userId: user.id, email: user.email, action: 'Password reset requested', description: 'Reset link sent', ...requestMeta(c) });
    }
    return c.json({});
  });

  app.post('/users/v1/passwords/reset/verify', async (c) => {
    const input = await body(c, resetPasswordSchema);
    // Refuse a bad password before the single-use token is spent.
    assertPasswordAllowed(input.password);
    const user = await getUser(deps.db, input.userId);
    const t = user ? await consumeOneTime(deps.db, 'password-reset', input.token, user.id) : undefined;
    if (!user || !t) throw new ApiError(400, 'INVALID_TOKEN', [MSG.invalidToken]);
    await setPassword(deps, user, input.password);
    // A reset proves control of the mailbox: verify the address and end other sessions.
    await deps.db.updateTable('users').set({ verified: true }).where('id', '=', user.id).execute();
    await deps.sessions.revokeAllForUser(user.id, 'password reset');
    await deps.audit.write({ tenantId: null, userId: user.id, email: user.email, action: 'Password reset', description: 'Password was reset', severity: 'WARNING', ...requestMeta(c) });
    return c.json({});
  });

  app.post('/users/v1/passwords/change', requireAuth(deps), async (c) => {
    const input = await body(c, changePasswordSchema);
    const user = await getUser(deps.db, c.get('principal').sub);
    if (!user || !(await deps.hasher.verify(user.password_hash, input.password))) throw new ApiError(400, 'WRONG_PASSWORD', [MSG.wrongPassword]);
    await setPassword(deps, user, input.newPassword);
    await deps.audit.write({ ...actor(c), action: 'Password changed', description: 'Password was changed', severity: 'WARNING' });
    return c.json({});
  });

  app.get('/users/v1/passwords/config', (c) => {
    query(c, getPasswordConfigQuerySchema);
    return c.json(passwordConfig());
  });

  return app;
}
