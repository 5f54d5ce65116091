import type { Context } from 'hono';
import { deliver, trySpend } from '../budgets';
import { markTripped, returnHit, takeHit, trippedAt } from '../db/rate-limit';
import type { Deps } from '../deps';
import { runLater } from '../http/background';
import { requestMeta } from '../http/context';
import { ApiError, MSG } from '../http/errors';
import { MFA_TOKEN_TTL_SECONDS } from '../mfa';
import { getUser } from '../membership';

/** Failed second-factor attempts one mfaToken may spend. */
export const MFA_TOKEN_MAX_FAILURES = 5;
/** Failed second-factor attempts one user may spend per {@link MFA_USER_WINDOW_SECONDS}, across tokens and instances. */
export const MFA_USER_MAX_FAILURES = 10;
/** The per-user window: 15 minutes. */
export const MFA_USER_WINDOW_SECONDS = 900;

const tooMany = () => new ApiError(429, 'MFA_TOO_MANY_ATTEMPTS', [MSG.mfaTooManyAttempts]);
const userKey = (userId: string) => `mfa-user:${userId}`;

/** Refuses an mfaToken issued before the user's last second-factor lock-out (it was invalidated then). */
export async function assertMfaTokenLive(deps: Deps, token: { userId: string; iat: number }): Promise<void> {
  const tripped = await trippedAt(deps.db, userKey(token.userId));
  if (tripped && token.iat * 1000 <= tripped.getTime()) throw new ApiError(401, 'MFA_TOKEN_INVALID', [MSG.mfaTokenInvalid]);
}

/** Refuses (429) while the user's second-factor window is full, e.g. before mailing a new code that could not be used. */
export async function assertSecondFactorOpen(deps: Deps, userId: string): Promise<void> {
  const row = await deps.db.selectFrom('rate_limits').select(['hits', 'window_start']).where('key', '=', userKey(userId)).executeTakeFirst();
  if (row && row.hits >= MFA_USER_MAX_FAILURES && row.window_start.getTime() > Date.now() - MFA_USER_WINDOW_SECONDS * 1000) throw tooMany();
}

/**
 * Runs one second-factor check under the attempt limits: each attempt is reserved atomically before the code is
 * checked (parallel guesses cannot overshoot); a failure that reaches a limit answers 429, voids the user's pending
 * mfaTokens (per-user limit) and mails the user.
 * @param token the pending login's mfaToken; omitted inside a signed-in session (only the per-user limit applies)
 * @returns whether the code was right
 */
export async function limitSecondFactor(deps: Deps, c: Context, userId: string, token: { jti: string; iat: number } | undefined,
  check: () => Promise<boolean>): Promise<boolean> {
  if (token) await assertMfaTokenLive(deps, { userId, iat: token.iat });
  const tokenHits = token ? await takeHit(deps.db, `mfa-token:${token.jti}`, MFA_TOKEN_MAX_FAILURES, MFA_TOKEN_TTL_SECONDS) : 0;
  if (tokenHits === null) throw tooMany();
  const userHits = await takeHit(deps.db, userKey(userId), MFA_USER_MAX_FAILURES, MFA_USER_WINDOW_SECONDS);
  if (userHits === null) throw tooMany();
  let ok = false;
  try {
    ok = await check();
  } finally {
    // A right code does not count against the user (the token it used is spent by the session it starts).
    if (ok) await returnHit(deps.db, userKey(userId));
  }
  if (ok) return true;
  await deps.audit.write({ tenantId: null, userId, email: null, action: 'MFA verification failed', description: 'Wrong second-factor code', severity: 'WARNING', ...requestMeta(c) });
  const userLimit = userHits >= MFA_USER_MAX_FAILURES;
  if (!userLimit && tokenHits < MFA_TOKEN_MAX_FAILURES) return false;
  if (userLimit) await markTripped(deps.db, userKey(userId));
  await notify(deps, c, userId, userLimit);
  throw tooMany();
}

async function notify(deps: Deps, c: Context, userId: string, userLimit: boolean): Promise<void> {
  const user = await getUser(deps.db, userId);
  if (!user) return;
  const meta = requestMeta(c);
  await deps.audit.write({ tenantId: null, userId, email: user.email, action: 'MFA attempts exceeded',
    description: userLimit ? 'Too many failed second-factor attempts: pending sign-ins were cancelled' : 'Too many failed second-factor attempts on one sign-in',
    severity: 'WARNING', ...meta });
  runLater('mfa lock-out mail', async () => {
    const ticket = await trySpend(deps, 'notice', { userId, ip: meta.ip }, { channel: 'email', to: user.email });
    if (!ticket) return;
    await deliver(deps, ticket, { channel: 'email', to: user.email, subject: 'Failed sign-in verification attempts',
      text: `Someone entered several wrong verification codes while signing in to your account${meta.ip ? ` from ${meta.ip}` : ''}. `
        + (userLimit ? 'Pending sign-ins were cancelled and new attempts are blocked for 15 minutes. ' : 'That sign-in was cancelled. ')
        + `If it was not you, change your password: ${deps.config.appUrl}/account/forget-password` });
  });
}
