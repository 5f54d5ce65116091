import { deliver, type Destination, type Ticket } from '../budgets';
import type { UserRow } from '../db/schema';
import type { Deps } from '../deps';
import { issueChallenge, type Purpose } from './challenges';
import { pendingPhone } from './sign-in-phone';

/** Where the login box answers a magic link (product-spec §2). */
export const MAGIC_LINK_PATH = '/account/login/magic-link';

/** Mails a single-use sign-in link, bound to the asking browser's nonce. */
export async function sendMagicLink(deps: Deps, ticket: Ticket, user: UserRow, browser: string): Promise<void> {
  // The address it went to: using the link proves it (`mailedTo`).
  const { token } = await issueChallenge(deps, { userId: user.id, purpose: 'magic-link', lookup: true, data: { browser, email: user.email } });
  await deliver(deps, ticket, { channel: 'email', to: user.email, subject: 'Your sign-in link',
    text: `Sign in to your account: ${deps.config.appUrl}${MAGIC_LINK_PATH}?token=${token}\nThe link works once, within 10 minutes.` });
}

/**
 * Where an SMS login code goes: the number a phone reset is waiting to prove, else the sign-in phone; an account with
 * neither gets it by e-mail (the login box then offers to add the phone). `pending` marks a number not yet proven.
 */
export async function smsLoginDestination(deps: Deps, user: UserRow): Promise<Destination & { pending?: string }> {
  const pending = await pendingPhone(deps, user.id);
  if (pending) return { channel: 'sms', to: pending, pending };
  return user.sign_in_phone ? { channel: 'sms', to: user.sign_in_phone } : { channel: 'email', to: user.email };
}

/** Sends a login code to the ticket's destination; a code to a pending number proves it when it is used. */
export async function sendLoginCode(deps: Deps, ticket: Ticket, user: UserRow, purpose: Purpose, pending?: string): Promise<void> {
  // A code e-mailed to the account's address proves it when used (`mailedTo`); a texted one proves only the phone.
  const mailed = ticket.channel === 'email' ? { email: ticket.to } : {};
  const { code } = await issueChallenge(deps, { userId: user.id, purpose, code: true, data: { channel: ticket.channel, ...mailed, ...(pending ? { pendingPhone: pending } : {}) } });
  const text = `Your sign-in code is ${code}. It expires in 10 minutes.`;
  await deliver(deps, ticket, ticket.channel === 'sms' ? { channel: 'sms', to: ticket.to, text } : { channel: 'email', to: ticket.to, subject: 'Your sign-in code', text });
}

/** The address a used challenge was e-mailed to (using it proves the address), or undefined when it was texted. */
export const mailedTo = (data: Record<string, unknown>): string | undefined => (typeof data.email === 'string' ? data.email : undefined);
