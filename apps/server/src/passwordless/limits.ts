import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { takeHit } from '../db/rate-limit';
import type { Deps } from '../deps';
import { requestMeta } from '../http/context';
import { ApiError } from '../http/errors';
import { OTC_MSG } from './messages';

/** Seconds before another code or link may be sent for the same address (the login box's resend countdown). */
export const RESEND_COOLDOWN_SECONDS = 30;
/** Codes or links sent per address per hour. */
export const SENDS_PER_ACCOUNT_PER_HOUR = 10;
/** Sends, and code checks, per client address per hour. */
export const REQUESTS_PER_IP_PER_HOUR = 60;

const HOUR = 3600;
// Keyed by a hash of the address, known or not: the limits tell nothing about which accounts exist.
const who = (value: string) => createHash('sha256').update(value.trim().toLowerCase()).digest('hex');
const tooMany = (message: string) => new ApiError(429, 'TOO_MANY_REQUESTS', [message]);

/** Refuses with 429 over the per-IP limit of `kind` (send or check). */
export async function limitIp(deps: Deps, c: Context, kind: 'send' | 'check'): Promise<void> {
  const ip = requestMeta(c).ip ?? 'unknown';
  if ((await takeHit(deps.db, `otc-${kind}-ip:${ip}`, REQUESTS_PER_IP_PER_HOUR, HOUR)) === null) throw tooMany(OTC_MSG.tooManyRequests);
}

/** Refuses a send within the cooldown, or over the hourly per-address limit, for `purpose`. */
export async function limitSend(deps: Deps, c: Context, purpose: string, address: string): Promise<void> {
  await limitIp(deps, c, 'send');
  const key = who(address);
  if ((await takeHit(deps.db, `otc-cooldown:${purpose}:${key}`, 1, RESEND_COOLDOWN_SECONDS)) === null) throw tooMany(OTC_MSG.cooldown);
  if ((await takeHit(deps.db, `otc-send:${key}`, SENDS_PER_ACCOUNT_PER_HOUR, HOUR)) === null) throw tooMany(OTC_MSG.tooManyRequests);
}

/** Ends the resend cooldown of `purpose` for `address`: its code was used, or went to a phone that was replaced. */
export async function clearCooldown(deps: Deps, purpose: string, address: string): Promise<void> {
  await deps.db.deleteFrom('rate_limits').where('key', '=', `otc-cooldown:${purpose}:${who(address)}`).execute();
}
