import type { UserRow } from '../db/schema';
import type { Deps } from '../deps';
import { issueChallenge, type Purpose } from './challenges';

/** Where the login box answers a magic link (product-spec §2). */
export const MAGIC_LINK_PATH = '/account/login/magic-link';

/** Mails a single-use sign-in link, bound to the asking browser's nonce. */
export async function sendMagicLink(deps: Deps, user: UserRow, browser: string): Promise<void> {
  // The address it went to: using the link proves it (`mailedTo`).
  const { token } = await issueChallenge(deps, { userId: user.id, purpose: 'magic-link', lookup: true, data: { browser, email: user.email } });
  await deps.outbox.send({ channel: 'email', to: user.email, subject: 'Your sign-in link',
    text: `Sign in to your account: ${deps.config.appUrl}${MAGIC_LINK_PATH}?token=${token}\nThe link works once, within 10 minutes.` });
}

/**
 * Sends a login code by SMS to the account's phone, or by e-mail. An SMS login for an account without a phone
 * falls back to e-mail; after it the login box offers to register the phone (quick SMS login).
 */
export async function sendLoginCode(deps: Deps, user: UserRow, channel: 'sms' | 'email', purpose: Purpose): Promise<void> {
  const sms = channel === 'sms' && !!user.phone_number;
  const { code } = await issueChallenge(deps, { userId: user.id, purpose, code: true, data: sms ? { channel: 'sms' } : { channel: 'email', email: user.email } });
  if (sms) await sendSms(deps, user.phone_number!, `Your sign-in code is ${code}. It expires in 10 minutes.`);
  else await deps.outbox.send({ channel: 'email', to: user.email, subject: 'Your sign-in code', text: `Your sign-in code is ${code}. It expires in 10 minutes.` });
}

/** Texts `to`: the dev SMS outbox (and a provider, once one is configured in the outbox). */
export const sendSms = (deps: Deps, to: string, text: string) => deps.outbox.send({ channel: 'sms', to, text });

/** The address a used challenge was e-mailed to (using it proves the address), or undefined when it was texted. */
export const mailedTo = (data: Record<string, unknown>): string | undefined => (typeof data.email === 'string' ? data.email : undefined);
