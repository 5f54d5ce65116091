import { clearHits, returnHit, takeHit, windowEndsIn } from '../db/rate-limit';
import type { Deps } from '../deps';
import { BUDGET_MSG } from './messages';
import { DAY, SMS_NUMBERS_PER_DAY } from './table';
import { hashOf, OK, type Outcome, type Payer } from './windows';

/** Texts to one number are not what this limit counts: a number is counted once a day, however often it is texted. */
const SEEN_LIMIT = 1_000_000;

/** The scopes a text to a number is counted in, with their daily limits of distinct numbers. */
function scopes(p: Payer): [string, number][] {
  const out: [string, number][] = [];
  if (p.userId) out.push([`u:${p.userId}`, SMS_NUMBERS_PER_DAY.account]);
  else if (p.tenantId) out.push([`t:${p.tenantId}`, SMS_NUMBERS_PER_DAY.tenant]);
  if (p.ip) out.push([`ip:${p.ip}`, SMS_NUMBERS_PER_DAY.ip]);
  return out;
}

/**
 * Counts `to` among the distinct numbers the account (and the client's address) texted today, refusing a new number
 * past the daily limit (SMS pumping: many numbers texted at the sender's cost). A number already counted today is free;
 * a refused number is uncounted everywhere, so it stays refused rather than half-counted.
 */
export async function takeSmsNumber(deps: Pick<Deps, 'db'>, payer: Payer, to: string): Promise<Outcome> {
  const number = hashOf(to);
  const counted: [string, string][] = [];
  for (const [scope, limit] of scopes(payer)) {
    const seen = `sms-to:${scope}:${number}`;
    if ((await takeHit(deps.db, seen, SEEN_LIMIT, DAY)) !== 1) continue;
    const numbers = `sms-numbers:${scope}`;
    if ((await takeHit(deps.db, numbers, limit, DAY)) !== null) {
      counted.push([seen, numbers]);
      continue;
    }
    const retryAfter = await windowEndsIn(deps.db, numbers, DAY);
    for (const [s, n] of [...counted, [seen, undefined] as const]) {
      await clearHits(deps.db, s);
      if (n) await returnHit(deps.db, n);
    }
    return { ok: false, retryAfter, message: BUDGET_MSG.smsNumbers };
  }
  return OK;
}
