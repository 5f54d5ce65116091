import type { Context } from 'hono';
import { deliver, trySpend } from '../budgets';
import type { Deps } from '../deps';
import { requestMeta } from '../http/context';
import { ApiError } from '../http/errors';
import { getUser } from '../membership';
import { voidChallenges } from './challenges';
import { OTC_MSG } from './messages';
import { claimSignInPhone } from './sign-in-phone';

/** 409 when the number is another account's sign-in phone. */
export const phoneTaken = () => new ApiError(409, 'PHONE_TAKEN', [OTC_MSG.phoneTaken]);

/**
 * Ends a phone reset: a code texted to the new number was just used, so that number becomes the sign-in phone; the
 * owner is told by mail. Refused (409) when another account signs in with that number.
 */
export async function confirmPendingPhone(deps: Deps, c: Context, userId: string, phone: string): Promise<void> {
  await voidChallenges(deps, userId, 'phone-pending');
  const user = (await getUser(deps.db, userId))!;
  const meta = requestMeta(c);
  if (!(await claimSignInPhone(deps, userId, phone))) {
    await deps.audit.write({ tenantId: null, userId, email: user.email, action: 'Phone number change refused', description: 'The new number signs in to another account', severity: 'WARNING', ...meta });
    throw phoneTaken();
  }
  const ticket = await trySpend(deps, 'notice', { userId, ip: meta.ip }, { channel: 'email', to: user.email });
  if (ticket) {
    await deliver(deps, ticket, { channel: 'email', to: user.email, subject: 'Your phone number was changed',
      text: 'The phone number of your account was changed. If this was not you, reset your password and contact your administrator.' });
  }
  await deps.audit.write({ tenantId: null, userId, email: user.email, action: 'Phone number changed', description: 'Phone number reset through e-mail and verified by SMS',
    severity: 'WARNING', json: { phoneNumber: phone }, ...meta });
}
