import { deliver, type Ticket } from '../budgets';
import type { Deps } from '../deps';
import { createOneTime, voidOneTime } from '../tokens';

/** Reset links live one hour (as the forgot-password mail's). */
const RESET_TTL_SECONDS = 3600;

/**
 * Mails a fresh single-use reset-password link (earlier unused links stop working), as forgot-password does, with a
 * ticket of the account's `password-reset` budget (5 an hour, whichever path asks).
 */
export async function mailPasswordReset(deps: Deps, ticket: Ticket, user: { id: string; email: string }, subject = 'Reset your password'): Promise<void> {
  await voidOneTime(deps.db, 'password-reset', user.id);
  const token = await createOneTime(deps.db, 'password-reset', { userId: user.id, tenantId: null, data: {}, ttlSeconds: RESET_TTL_SECONDS });
  await deliver(deps, ticket, { channel: 'email', to: user.email, subject,
    text: `Reset your password: ${deps.config.appUrl}/account/reset-password?userId=${user.id}&token=${token}` });
}
