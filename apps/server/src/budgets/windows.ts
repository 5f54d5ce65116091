import { createHash } from 'node:crypto';
import { takeHit, windowEndsIn } from '../db/rate-limit';
import type { Deps } from '../deps';
import { ApiError } from '../http/errors';
import { BUDGET_MSG } from './messages';

/** A spent window, or why not and for how long. */
export type Outcome = { ok: true } | { ok: false; retryAfter: number; message: string };
/** The outcome of a window that had room. */
export const OK: Outcome = { ok: true };

/** Who pays: the account a message is about (a user, or a tenant for its notifications) and the client's address. */
export interface Payer {
  userId?: string | undefined;
  tenantId?: string | undefined;
  ip?: string | null | undefined;
}

// Keyed by hashes of what clients type: the table holds no address list, and an unknown address counts like a known one.
/** SHA-256 of a trimmed, lower-cased identifier or destination. */
export const hashOf = (value: string): string => createHash('sha256').update(value.trim().toLowerCase()).digest('hex');

/** `u:<userId>` or `t:<tenantId>`: the account part of a budget key. */
export const accountOf = (p: Payer): string | undefined => (p.userId ? `u:${p.userId}` : p.tenantId ? `t:${p.tenantId}` : undefined);

/** Takes one hit from `key` (`limit` per `seconds`); a full window answers its Retry-After and `message`. */
export async function hit(deps: Pick<Deps, 'db'>, key: string, w: { limit: number; seconds: number }, message: string = BUDGET_MSG.tooMany): Promise<Outcome> {
  if ((await takeHit(deps.db, key, w.limit, w.seconds)) !== null) return OK;
  return { ok: false, retryAfter: await windowEndsIn(deps.db, key, w.seconds), message };
}

/** 429 with `Retry-After` for a refused outcome. */
export const refusal = (o: Extract<Outcome, { ok: false }>): ApiError =>
  new ApiError(429, o.message === BUDGET_MSG.cooldown ? 'RESEND_COOLDOWN' : 'TOO_MANY_REQUESTS', [o.message], { retryAfter: o.retryAfter });

/** Throws the 429 of a refused outcome. */
export function must(o: Outcome): void {
  if (!o.ok) throw refusal(o);
}
