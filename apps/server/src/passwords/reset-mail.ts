import { createHash } from 'node:crypto';
import { takeHit } from '../db/rate-limit';
import type { Deps } from '../deps';
import { createOneTime, voidOneTime } from '../tokens/one-time';
import { normEmail } from '../users/repo';
import { FORGOT_PASSWORD_LIMIT, FORGOT_PASSWORD_WINDOW_SECONDS } from './routes';

/** Reset links live one hour (as the forgot-password mail's). */
const RESET_TTL_SECONDS = 3600;

/** Mails a fresh single-use reset-password link (earlier unused links stop working), as forgot-password does. */
export async function mailPasswordReset(deps: Deps, user: { id: string; email: string }, subject = 'Reset your password'): Promise<void> {
  await voidOneTime(deps.db, 'password-reset', user.id);
  const token = await createOneTime(deps.db, 'password-reset', { userId: user.id, tenantId: null, data: {}, ttlSeconds: RESET_TTL_SECONDS });
  await deps.outbox.send({ channel: 'email', to: user.email, subject,
    text: `Reset your password: ${deps.config.appUrl}/account/reset-password?userId=${user.id}&token=${token}` });
}

/**
 * Takes one reset mail from the address's budget, the one forgot-password uses (5 an hour): false when it is spent,
 * so no path can flood a mailbox with reset links.
 */
export async function takeResetMailBudget(deps: Deps, email: string): Promise<boolean> {
  const key = `forgot-password:${createHash('sha256').update(normEmail(email)).digest('hex')}`;
  return (await takeHit(deps.db, key, FORGOT_PASSWORD_LIMIT, FORGOT_PASSWORD_WINDOW_SECONDS)) !== null;
}
