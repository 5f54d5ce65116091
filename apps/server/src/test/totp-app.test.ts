import { describe, expect, it } from 'vitest';
import { createTotpEnrolment, verifyTotp } from '../mfa';
import { freshTotp, usedTotp } from './totp-app';

const STEP_MS = 30_000;
const T0 = 1_800_000_000 * 1000 - (1_800_000_000 * 1000) % STEP_MS; // the start of a time-step
const at = (ms: number) => () => ms;
const secret = () => createTotpEnrolment('Portico', 'a@b.test').secret;

// The server checks a code a moment after the test took it; these cases put a step boundary in between.
describe('freshTotp: codes a test takes stay valid and unused when the server reads them', () => {
  it('three codes in one step come from three later steps, each accepted in turn', async () => {
    const s = secret();
    let last: number | null = null;
    for (let i = 0; i < 3; i++) {
      const checked = verifyTotp(s, await freshTotp(s, at(T0 + 1000)), last, at(T0 + 2000));
      expect(checked, `code ${i}`).toMatchObject({ ok: true });
      if (checked.ok) last = checked.step;
    }
  });

  it('near the end of a step it never offers the old edge of the window, which the next step no longer accepts', async () => {
    const s = secret();
    const code = await freshTotp(s, at(T0 + STEP_MS - 200));
    expect(verifyTotp(s, code, null, at(T0 + STEP_MS + 100)).ok).toBe(true);
  });

  it('usedTotp gives the last code again, and the server refuses it as reused even across a step boundary', async () => {
    const s = secret();
    const enrolled = verifyTotp(s, await freshTotp(s, at(T0 + 1000)), null, at(T0 + 1500));
    const code = await freshTotp(s, at(T0 + 2000));
    const signedIn = verifyTotp(s, code, enrolled.ok ? enrolled.step : null, at(T0 + 2500));
    expect(signedIn.ok).toBe(true);
    expect(usedTotp(s)).toBe(code);
    expect(verifyTotp(s, usedTotp(s), signedIn.ok ? signedIn.step : null, at(T0 + STEP_MS + 10))).toEqual({ ok: false, reason: 'reused' });
  });

  it('usedTotp without a code taken first is a mistake in the test', () => {
    expect(() => usedTotp(secret())).toThrow(/no code/);
  });
});
