import { TOTP_PERIOD_SECONDS, TOTP_WINDOW, totpCode } from '../mfa/totp';

// An authenticator app for tests. Codes taken from the wall clock with fixed offsets (now - 1 step, now, now + 1) fail
// when a step boundary falls between two calls: a "replayed" code becomes a fresh one, and a code from the window's old
// edge leaves the window before the server reads it. This helper remembers the steps it used.
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
// The window's old edge is only offered while this much of the current step is left.
const EDGE_MARGIN_MS = 5000;
const lastUsed = new Map<string, number>();
const stepOf = (ms: number) => Math.floor(ms / STEP_MS);
const codeAt = (secret: string, step: number) => totpCode(secret, () => step * STEP_MS);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A code the server accepts once: from a later step than any this helper handed out for `secret`, and from a step the
 * server's ±1 window still holds when the request arrives (waits for the next step when three were used in this one).
 * @example await freshTotp(secret) // enrol, then sign in with another freshTotp(secret)
 */
export async function freshTotp(secret: string, now: () => number = Date.now): Promise<string> {
  for (;;) {
    const t = now();
    const current = stepOf(t);
    const last = lastUsed.get(secret) ?? Number.NEGATIVE_INFINITY;
    const oldest = STEP_MS - (t % STEP_MS) >= EDGE_MARGIN_MS ? current - TOTP_WINDOW : current;
    const step = Math.max(oldest, last + 1);
    if (step <= current + TOTP_WINDOW) {
      lastUsed.set(secret, step);
      return codeAt(secret, step);
    }
    await sleep(STEP_MS - (t % STEP_MS) + 50);
  }
}

/**
 * The last code {@link freshTotp} handed out for `secret`, for a test that the server refuses it again.
 * @throws Error when no code was handed out for `secret`
 */
export function usedTotp(secret: string): string {
  const step = lastUsed.get(secret);
  if (step === undefined) throw new Error('usedTotp: no code was used for this secret yet');
  return codeAt(secret, step);
}
