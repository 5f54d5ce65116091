import type { Hono } from 'hono';
import { changePasswordSchema, forgotPasswordSchema, getPasswordConfigQuerySchema, resetPasswordSchema } from '@portico/rest-api/schemas';
import { spendRequest, trySpend } from '../budgets';
import type { Deps } from '../deps';
import { runLater } from '../http/background';
import { signedInRoutes, publicRouter, actor, type AppEnv } from '../access';
import { requestMeta } from '../http/context';
import { ApiError, MSG } from '../http/errors';
import { body, query } from '../http/validate';
import { consumeOneTime, peekOneTime } from '../tokens';
import { proveAddress, findUserByEmail } from '../users';
import { getUser } from '../membership';
import { assertPasswordAllowed, passwordConfig } from './policy';
import { mailPasswordReset } from './reset-mail';
import { checkNewPassword, setPassword, storePassword } from './service';

/** Forgot, reset and change password (§7.2). */
export function passwordRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  const signedIn = signedInRoutes(app, deps);

  app.post('/users/v1/passwords/reset', async (c) => {
    const input = await body(c, forgotPasswordSchema);
    // The client's address pays for every address; the account's budget after the answer, silently.
    await spendRequest(deps, c, 'password-reset');
    const meta = requestMeta(c);
    // One immediate answer for every address: lookup, limit and mail run after it (no enumeration by content or timing).
    runLater('password reset request', async () => {
      const user = await findUserByEmail(deps.db, deps.vendor.id, input.email);
      if (!user) return;
      const ticket = await trySpend(deps, 'password-reset', { userId: user.id, ip: meta.ip }, { channel: 'email', to: user.email });
      if (!ticket) return;
      await mailPasswordReset(deps, ticket, user);
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

  signedIn.post('/users/v1/passwords/change', async (c) => {
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
