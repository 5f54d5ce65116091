import type { Context } from 'hono';
import { returnHit } from '../db/rate-limit';
import type { Deps } from '../deps';
import { requestMeta } from '../http/context';
import { log } from '../http/log';
import { BUDGET_MSG } from './messages';
import { takeSmsNumber } from './sms-numbers';
import { BUDGETS, type Purpose, type RequestPurpose } from './table';
import { accountOf, hashOf, hit, must, OK, type Outcome, type Payer } from './windows';

/** One message a budget is spent for; `kind` tells resend countdowns apart (the login box's Code, MagicLink, SmsCode). */
export interface Destination {
  channel: 'email' | 'sms';
  to: string;
  kind?: string;
}

declare const spent: unique symbol;
/** Proof that a budget was spent for one message to `to`: the only way to {@link deliver} one. */
export interface Ticket {
  readonly purpose: Purpose;
  readonly channel: Destination['channel'];
  readonly to: string;
  readonly [spent]: true;
}

const ticket = (purpose: Purpose, d: Destination) => ({ purpose, channel: d.channel, to: d.to }) as Ticket;
const cooldownPrefix = (purpose: Purpose, kind: string | undefined, account: string) => `cooldown:${purpose}:${kind ?? ''}:${account}:`;

/** The account's side of a send: resend countdown, the account's window, and the SMS numbers of account and address. */
async function takeAccount(deps: Pick<Deps, 'db'>, purpose: Purpose, payer: Payer, d: Destination): Promise<Outcome> {
  const b = BUDGETS[purpose];
  const account = accountOf(payer);
  if (account && b.cooldownSeconds) {
    const cooled = await hit(deps, cooldownPrefix(purpose, d.kind, account) + hashOf(d.to), { limit: 1, seconds: b.cooldownSeconds }, BUDGET_MSG.cooldown);
    if (!cooled.ok) return cooled;
  }
  const key = account && b.account ? `budget:${b.account.pool}:${account}` : undefined;
  if (key) {
    const paid = await hit(deps, key, b.account!);
    if (!paid.ok) return paid;
  }
  const texted = d.channel === 'sms' ? await takeSmsNumber(deps, payer, d.to) : OK;
  // A number refused after the account paid: the message is not sent, so the account gets its hit back.
  if (!texted.ok && key) await returnHit(deps.db, key);
  return texted;
}

/**
 * Spends `purpose` for one message on a request whose account is known (signed in, or named by a token): the client's
 * address, the account, and for a text the distinct numbers of both.
 * @throws 429 with `Retry-After` when any of them is spent
 */
export async function spend(deps: Pick<Deps, 'db'>, purpose: Purpose, payer: Payer, d: Destination): Promise<Ticket> {
  const ip = BUDGETS[purpose].ip;
  if (ip && payer.ip !== undefined) must(await hit(deps, `${ip.pool}:${payer.ip ?? 'unknown'}`, ip));
  must(await takeAccount(deps, purpose, payer, d));
  return ticket(purpose, d);
}

/**
 * Spends for mail an admin makes the server send to someone else: the admin's `invite` budget and client address, and
 * the recipient's own budget of `purpose`, so no admin (or several) floods one person.
 * @throws 429 with `Retry-After`
 */
export async function spendForOther(deps: Pick<Deps, 'db'>, c: Context, senderId: string, recipient: { id: string; email: string }, purpose: Purpose = 'activation'): Promise<Ticket> {
  const to: Destination = { channel: 'email', to: recipient.email };
  await spend(deps, 'invite', { userId: senderId, ip: requestMeta(c).ip }, to);
  return spend(deps, purpose, { userId: recipient.id }, to);
}

/**
 * The account's side of a send that runs after an anonymous request was answered ({@link spendRequest} paid the
 * address): a spent budget sends nothing and says nothing, so the answer never told whether the account exists.
 */
export async function trySpend(deps: Pick<Deps, 'db'>, purpose: Purpose, payer: Payer, d: Destination): Promise<Ticket | undefined> {
  const o = await takeAccount(deps, purpose, payer, d);
  if (o.ok) return ticket(purpose, d);
  log.warn({ purpose, account: accountOf(payer), reason: o.message }, 'message not sent: budget spent');
  return undefined;
}

/**
 * Spends an anonymous request's budgets before anything is looked up: the client's address, and the identifier the
 * client typed (with its resend countdown per `kind`), alike for known and unknown accounts.
 * @throws 429 with `Retry-After`
 */
export async function spendRequest(deps: Pick<Deps, 'db'>, c: Context, purpose: RequestPurpose, typed?: { value: string; kind?: string }): Promise<void> {
  const b = BUDGETS[purpose];
  if (b.ip) must(await hit(deps, `${b.ip.pool}:${requestMeta(c).ip ?? 'unknown'}`, b.ip));
  if (!typed || !b.identifier) return;
  const who = hashOf(typed.value);
  if (b.cooldownSeconds) must(await hit(deps, `otc-cooldown:${typed.kind ?? purpose}:${who}`, { limit: 1, seconds: b.cooldownSeconds }, BUDGET_MSG.cooldown));
  must(await hit(deps, `${b.identifier.pool}:${who}`, b.identifier));
}

/**
 * Ends the resend countdowns of `purpose` (of one `kind`, or all) for the account and for what the client typed: the
 * code was used, or went to a phone that was replaced, so the next send need not wait.
 */
export async function clearCooldowns(deps: Pick<Deps, 'db'>, purpose: Purpose, o: { userId?: string; kind?: string; typed?: string }): Promise<void> {
  if (o.typed) await deps.db.deleteFrom('rate_limits').where('key', '=', `otc-cooldown:${o.kind ?? purpose}:${hashOf(o.typed)}`).execute();
  if (o.userId) await deps.db.deleteFrom('rate_limits').where('key', 'like', `${cooldownPrefix(purpose, o.kind, `u:${o.userId}`)}%`).execute();
}
