import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Deps } from '../deps';

/** What a challenge proves: a login code or link, or one step of a phone change. */
export type Purpose = 'login-code' | 'login-sms' | 'magic-link' | 'phone-set' | 'phone-reset' | 'phone-change' | 'phone-pending'
  | 'mfa-sms-enroll' | 'mfa-sms-login' | 'mfa-sms-disable' | 'phone-number-add' | 'phone-number-delete';

/** Codes and links live 10 minutes (SECURITY.md 13). */
export const CHALLENGE_TTL_SECONDS = 600;
/** Wrong codes allowed per challenge; then a new code must be requested. */
export const MAX_CODE_ATTEMPTS = 5;
/** Digits of a code. */
export const CODE_DIGITS = 6;

/** A stored challenge, as read back. */
export interface Challenge {
  id: string;
  userId: string;
  data: Record<string, unknown>;
}

/** Why a code or link was refused. */
export type Refusal = 'unknown' | 'used' | 'expired' | 'too-many-attempts' | 'wrong';

const lookupHash = (token: string) => createHash('sha256').update(token).digest('base64url');
// Keyed with the server secret: a 6-digit code alone could be brute-forced from a leaked row.
const codeHash = (deps: Deps, id: string, code: string) => createHmac('sha256', deps.config.cookieSecret).update(`${id}:${code}`).digest('hex');

/**
 * Starts a challenge for `userId`, voiding the user's earlier live ones of the same purpose.
 * @returns the code to send (when `code`), and the token the client keeps (when `lookup`)
 */
export async function issueChallenge(deps: Deps, o: { userId: string; purpose: Purpose; code?: boolean; lookup?: boolean | string; data?: Record<string, unknown> }) {
  const id = randomBytes(16).toString('base64url');
  const code = o.code ? String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0') : undefined;
  const token = typeof o.lookup === 'string' ? o.lookup : o.lookup ? randomBytes(32).toString('base64url') : undefined;
  await voidChallenges(deps, o.userId, o.purpose);
  await deps.db.insertInto('otc_challenges').values({
    id, vendor_id: deps.vendor.id, user_id: o.userId, purpose: o.purpose,
    lookup_hash: token ? lookupHash(token) : null, code_hash: code ? codeHash(deps, id, code) : null,
    data: JSON.stringify(o.data ?? {}), expires_at: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
  }).execute();
  return { code, token };
}

/** Voids the user's unused challenges of one purpose (a new code replaces the old; a finished change ends its chain). */
export async function voidChallenges(deps: Deps, userId: string, purpose: Purpose): Promise<void> {
  await deps.db.updateTable('otc_challenges').set({ used_at: new Date() })
    .where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
}

type Target = { userId: string } | { token: string; userId?: string };
const find = (deps: Deps, purpose: Purpose, target: Target) => {
  let q = deps.db.selectFrom('otc_challenges').selectAll().where('vendor_id', '=', deps.vendor.id).where('purpose', '=', purpose);
  if ('token' in target) q = q.where('lookup_hash', '=', lookupHash(target.token));
  // A token challenge may also be pinned to its owner: someone else's token is unknown, not spent.
  if (target.userId !== undefined) q = q.where('user_id', '=', target.userId);
  return q.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
};

/** The data of the user's newest live challenge of `purpose` (a phone change waiting for its texted code), if any. */
export async function liveChallengeData(deps: Deps, userId: string, purpose: Purpose): Promise<Record<string, unknown> | undefined> {
  const row = await find(deps, purpose, { userId });
  return row && !row.used_at && row.expires_at > new Date() ? view(row).data : undefined;
}

/** Whose challenge a client-held token names (the account a code check counts against), if any. */
export async function challengeOwner(deps: Deps, purpose: Purpose, token: string): Promise<string | undefined> {
  return (await find(deps, purpose, { token }))?.user_id;
}

/**
 * Checks a typed code against the newest challenge of `target`. An attempt is reserved atomically before the
 * hash is compared, so parallel guesses never exceed {@link MAX_CODE_ATTEMPTS}; a right code is used once.
 */
export async function checkCode(deps: Deps, purpose: Purpose, target: Target, code: string): Promise<{ ok: true; challenge: Challenge } | { ok: false; reason: Refusal }> {
  const row = await find(deps, purpose, target);
  if (!row?.code_hash) {
    codeHash(deps, 'none', code); // same work as a real check
    return { ok: false, reason: 'unknown' };
  }
  const reserved = await deps.db.updateTable('otc_challenges').set({ attempts: sql`attempts + 1` })
    .where('id', '=', row.id).where('used_at', 'is', null).where('expires_at', '>', new Date()).where('attempts', '<', MAX_CODE_ATTEMPTS)
    .returning('id').executeTakeFirst();
  if (!reserved) return { ok: false, reason: row.used_at ? 'used' : row.expires_at <= new Date() ? 'expired' : 'too-many-attempts' };
  const a = Buffer.from(codeHash(deps, row.id, code.replace(/\s+/g, '')));
  if (!timingSafeEqual(a, Buffer.from(row.code_hash))) return { ok: false, reason: row.attempts + 1 >= MAX_CODE_ATTEMPTS ? 'too-many-attempts' : 'wrong' };
  const used = await deps.db.updateTable('otc_challenges').set({ used_at: new Date() }).where('id', '=', row.id).where('used_at', 'is', null)
    .returning('id').executeTakeFirst();
  return used ? { ok: true, challenge: view(row) } : { ok: false, reason: 'used' };
}

/**
 * Uses a link or token challenge exactly once (the conditional update wins one racer only). `accept` may refuse a
 * live challenge before it is spent (a magic link opened in another browser stays usable in the right one).
 */
export async function consumeToken(deps: Deps, purpose: Purpose, token: string, accept?: (c: Challenge) => boolean): Promise<{ ok: true; challenge: Challenge } | { ok: false; reason: Refusal | 'refused' }> {
  if (accept) {
    const seen = await find(deps, purpose, { token });
    if (seen && !seen.used_at && seen.expires_at > new Date() && !accept(view(seen))) return { ok: false, reason: 'refused' };
  }
  const row = await deps.db.updateTable('otc_challenges').set({ used_at: new Date() })
    .where('vendor_id', '=', deps.vendor.id).where('purpose', '=', purpose).where('lookup_hash', '=', lookupHash(token))
    .where('used_at', 'is', null).where('expires_at', '>', new Date()).returningAll().executeTakeFirst();
  if (row) return { ok: true, challenge: view(row) };
  const seen = await find(deps, purpose, { token });
  return { ok: false, reason: !seen ? 'unknown' : seen.used_at ? 'used' : 'expired' };
}

const view = (row: { id: string; user_id: string; data: unknown }): Challenge =>
  ({ id: row.id, userId: row.user_id, data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown> });
