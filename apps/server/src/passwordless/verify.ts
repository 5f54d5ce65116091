import type { Context } from 'hono';
import { limitCheck } from '../budgets';
import type { Deps } from '../deps';
import { checkCode, type Challenge, type Purpose, type Refusal } from './challenges';
import { codeRefused } from './messages';

/**
 * Checks a typed code of `purpose` under the check budgets (wrong codes count against `who.userId`, or what the
 * client typed when no account matches) and returns its challenge; `accept` may refuse a right code sent for
 * something else.
 * @throws 400 worded by the refusal, or 429 while a check budget is spent
 */
export async function verifyCode(deps: Deps, c: Context, who: { userId?: string | undefined; typed?: string | undefined }, purpose: Purpose,
  target: { userId: string } | { token: string; userId?: string }, code: string, accept?: (ch: Challenge) => boolean): Promise<Challenge> {
  let refused: Refusal = 'wrong';
  let challenge: Challenge | undefined;
  await limitCheck(deps, c, who, async () => {
    const r = await checkCode(deps, purpose, target, code);
    if (!r.ok) refused = r.reason;
    else if (!accept || accept(r.challenge)) challenge = r.challenge;
    return !!challenge;
  });
  if (!challenge) throw codeRefused(refused);
  return challenge;
}
