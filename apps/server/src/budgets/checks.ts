import type { Context } from 'hono';
import { returnHit } from '../db/rate-limit';
import type { Deps } from '../deps';
import { requestMeta } from '../http/context';
import { BUDGETS } from './table';
import { hashOf, hit, must } from './windows';

/**
 * Runs one code check under the check budgets: every check counts against the client's address, and a wrong code
 * against the account, or, when no account matches, against the identifier the client typed, so an unknown address
 * is refused after exactly as many wrong codes as a known one. The hit is reserved before the check (parallel guesses
 * cannot overshoot) and given back when the code was right.
 * @returns whether the code was right
 * @throws 429 with `Retry-After` while a budget is spent, even for the right code
 */
export async function limitCheck(deps: Pick<Deps, 'db'>, c: Context, who: { userId?: string | undefined; typed?: string | undefined },
  check: () => Promise<boolean>): Promise<boolean> {
  const b = BUDGETS['code-check'];
  must(await hit(deps, `${b.ip!.pool}:${requestMeta(c).ip ?? 'unknown'}`, b.ip!));
  const key = `budget:${b.account!.pool}:${who.userId ? `u:${who.userId}` : `id:${hashOf(who.typed ?? '')}`}`;
  must(await hit(deps, key, b.account!));
  let ok = false;
  try {
    ok = await check();
  } finally {
    if (ok) await returnHit(deps.db, key);
  }
  return ok;
}
