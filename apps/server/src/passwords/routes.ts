import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { changePasswordSchema, forgotPasswordSchema, getPasswordConfigQuerySchema, resetPasswordSchema } from '@portico/rest-api/schemas';
import { takeHit } from '../db/rate-limit';
import type { Deps } from '../deps';
import { runLater } from '../http/background';
import { actor, requestMeta, requireAuth, type AppEnv } from '../http/context';
import { ApiError, MSG } from '../http/errors';
import { body, query } from '../http/validate';
import { consumeOneTime, createOneTime, peekOneTime, voidOneTime } from '../tokens/one-time';
import { proveAddress } from '../users';
import { findUserByEmail, getUser, normEmail } from '../users/repo';
import { assertPasswordAllowed, passwordConfig } from './policy';
import { checkNewPassword, setPassword, storePassword } from './service';

/** Reset links live one hour. */
const RESET_TTL_SECONDS = 3600;
/** Reset mails per address per {@link FORGOT_PASSWORD_WINDOW_SECONDS}. */
export const FORGOT_PASSWORD_LIMIT = 5;
/** One hour. */
export const FORGOT_PASSWORD_WINDOW_SECONDS = 3600;

/** Forgot, reset and change password (§7.2). */
export function passwordRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/users/v1/passwords/reset', async (c) => {
    const input = await body(c, forgotPasswordSchema);
    const meta = requestMeta(c);
    // One immediate answer for every address: lookup, limit and mail run after it (no enumeration by content or timing).
    runLater('password reset request', async () => {
      // Per address, known or not (keyed by a hash: no stored address list); over the limit nothing more is mailed.
      const key = `forgot-password:${createHash('sha256').update(normEmail(input.email)).digest('hex')}`;
      if ((await takeHit(deps.db, key, FORGOT_PASSWORD_LIMIT, FORGOT_PASSWORD_WINDOW_SECONDS)) === null) return;
      const user = await findUserByEmail(deps.db, deps.vendor.id, input.email);
      if (!user) return;
      await voidOneTime(deps.db, 'password-reset', user.id);
      const token = await createOneTime(deps.db, 'password-reset', { userId: user.id, tenantId: null, data: {}, ttlSeconds: RESET_TTL_SECONDS });
      await deps.outbox.send({ channel: 'email', to: user.email, subject: 'Reset your password',
        text: `Reset your password: ${deps.config.appUrl}/account/reset-password?userId=${user.id}&token=${token}` });
      await deps.audit.write({ tenantId: null, userId: user.id, email: user.email, action: 'Password reset requested', description: 'Reset link sent', ...meta });
    });
    return c.json({});
  });

  app.post('/users/v1/passwords/reset/verify', async (c) => {
    const input = await body(c, resetPasswordSchema);
    // Refuse a bad password before the single-use token is spent: token first (no password oracle without it), then
    // every rule including the history policy, then the token is consumed.
    assertPasswordAllowed(input.password);
    const invalid = () => new ApiError(400, 'INVALID_TOKEN', [MSG.invalidToken]);
    const user = await getUser(deps.db, input.userId);
    const live = user ? await peekOneTime(deps.db, 'password-reset', input.token) : undefined;
    if (!user || !live || live.userId !== user.id) throw invalid();
    await checkNewPassword(deps, user, input.password);
    if (!(await consumeOneTime(deps.db, 'password-reset', input.token, user.id))) throw invalid();
    // A reset proves control of the mailbox: the address is proven first (a never-verified account's earlier
    // credentials are voided), then the new password is stored and other sessions end.
    await proveAddress(deps, user, 'password reset', requestMeta(c));
    await storePassword(deps, user, input.password);
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
