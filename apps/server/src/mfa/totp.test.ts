import { Secret, TOTP, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { TOTP_SECRET_BYTES, createTotpEnrolment, totpCode, verifyTotp } from './totp';

// RFC 6238 appendix B test key ("12345678901234567890") in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const T = 1_234_567_890_000;
const STEP = Math.floor(T / 30_000);
const at = (ms: number) => () => ms;

describe('createTotpEnrolment', () => {
  it('makes a 20-byte base32 secret that differs every time', () => {
    const a = createTotpEnrolment('Acme', 'ann@example.com');
    const b = createTotpEnrolment('Acme', 'ann@example.com');
    expect(Secret.fromBase32(a.secret).bytes).toHaveLength(TOTP_SECRET_BYTES);
    expect(a.secret).toMatch(/^[A-Z2-7]+$/);
    expect(a.secret).not.toBe(b.secret);
  });

  it('builds an otpauth:// URI with issuer, e-mail label, 6 digits, 30 s, SHA1 and the secret', () => {
    const { secret, uri } = createTotpEnrolment('Acme Cloud', 'ann@example.com');
    expect(uri.startsWith('otpauth://totp/Acme%20Cloud:ann%40example.com?')).toBe(true);
    const parsed = URI.parse(uri);
    expect(parsed).toBeInstanceOf(TOTP);
    expect(parsed).toMatchObject({ issuer: 'Acme Cloud', label: 'ann@example.com', digits: 6, period: 30, algorithm: 'SHA1' });
    expect(parsed.secret.base32).toBe(secret);
  });

  it('keeps the issuer/label separator unambiguous and refuses an empty label', () => {
    expect(URI.parse(createTotpEnrolment('A:B', 'x@y.z').uri).issuer).toBe('A B');
    expect(() => createTotpEnrolment('Acme', '  ')).toThrow(/label/);
    expect(() => createTotpEnrolment(':', 'x@y.z')).toThrow(/issuer/);
  });
});

describe('verifyTotp', () => {
  it('generates the RFC 6238 SHA-1 vectors (last 6 digits)', () => {
    expect(totpCode(RFC_SECRET, at(59_000))).toBe('287082');
    expect(totpCode(RFC_SECRET, at(T))).toBe('005924');
  });

  it('accepts the current step and returns it', () => {
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, at(T)), null, at(T))).toEqual({ ok: true, step: STEP });
  });

  it.each([
    ['previous', -1],
    ['next', 1],
  ])('accepts the %s step (clock drift) and returns that step', (_, d) => {
    const code = totpCode(RFC_SECRET, at(T + d * 30_000));
    expect(verifyTotp(RFC_SECRET, code, null, at(T))).toEqual({ ok: true, step: STEP + d });
  });

  it.each([-2, 2, 10])('refuses a code %i steps away', (d) => {
    const code = totpCode(RFC_SECRET, at(T + d * 30_000));
    expect(verifyTotp(RFC_SECRET, code, null, at(T))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses reuse of the same step and of an older step, accepts a later one', () => {
    const now = totpCode(RFC_SECRET, at(T));
    const first = verifyTotp(RFC_SECRET, now, null, at(T));
    expect(first.ok).toBe(true);
    expect(verifyTotp(RFC_SECRET, now, STEP, at(T + 5_000))).toEqual({ ok: false, reason: 'reused' });
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, at(T - 30_000)), STEP, at(T))).toEqual({ ok: false, reason: 'reused' });
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, at(T + 30_000)), STEP, at(T + 30_000))).toEqual({ ok: true, step: STEP + 1 });
  });

  it('refuses a wrong code of the right shape', () => {
    expect(verifyTotp(RFC_SECRET, '000000', null, at(T))).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each(['', '12345', '1234567', 'abcdef', '12-456'])('refuses malformed input %j', (code) => {
    expect(verifyTotp(RFC_SECRET, code, null, at(T))).toEqual({ ok: false, reason: 'malformed' });
  });

  it('ignores spaces users type inside the code', () => {
    expect(verifyTotp(RFC_SECRET, '005 924', null, at(T))).toEqual({ ok: true, step: STEP });
  });
});
