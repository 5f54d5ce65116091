import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Clock } from './types';

/** Digits of an authenticator-app code. */
export const TOTP_DIGITS = 6;
/** Seconds per TOTP time-step. */
export const TOTP_PERIOD_SECONDS = 30;
/** Steps accepted either side of the current one, for clock drift. */
export const TOTP_WINDOW = 1;
/** Secret length in bytes (160 bits, RFC 4226's recommendation for SHA-1). */
export const TOTP_SECRET_BYTES = 20;

/** A new authenticator enrolment: keep `secret` server-side, show `uri` as a QR code. */
export interface TotpEnrolment {
  /** Base32 secret (also shown for manual entry). */
  secret: string;
  /** `otpauth://totp/...` key URI. */
  uri: string;
}

/** Result of checking an authenticator code. `step` is what to store as the authenticator's lastUsedStep. */
export type TotpVerifyResult = { ok: true; step: number } | { ok: false; reason: 'malformed' | 'invalid' | 'reused' };

const totp = (secret: string, issuer = '', label = 'user') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, algorithm: 'SHA1' });

/**
 * Starts authenticator-app enrolment with a fresh 20-byte secret from the CSPRNG.
 * @param issuer vendor name shown in the app
 * @param email account label shown in the app
 * @throws TypeError when the issuer or e-mail is empty
 */
export function createTotpEnrolment(issuer: string, email: string): TotpEnrolment {
  // The key URI format forbids ':' in issuer and label: it separates the two.
  const cleanIssuer = issuer.replaceAll(':', ' ').trim();
  const label = email.trim();
  if (!cleanIssuer) throw new TypeError('A TOTP issuer (vendor name) is required');
  if (!label || label.includes(':')) throw new TypeError('A TOTP label must be a non-empty e-mail without ":"');
  const secret = new Secret({ buffer: new Uint8Array(randomBytes(TOTP_SECRET_BYTES)).buffer }).base32;
  return { secret, uri: totp(secret, cleanIssuer, label).toString() };
}

/**
 * Checks a 6-digit code within ±1 step and refuses any step at or before `lastUsedStep`,
 * so a code (or an older one) cannot be replayed.
 * @param lastUsedStep the step stored after the last success, or null if never used
 */
export function verifyTotp(secret: string, code: string, lastUsedStep: number | null, now: Clock = Date.now): TotpVerifyResult {
  const token = code.replace(/\s+/g, '');
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(token)) return { ok: false, reason: 'malformed' };
  const t = totp(secret);
  const timestamp = now();
  const delta = t.validate({ token, timestamp, window: TOTP_WINDOW });
  if (delta === null) return { ok: false, reason: 'invalid' };
  const step = t.counter({ timestamp }) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return { ok: false, reason: 'reused' };
  return { ok: true, step };
}

/** The code an authenticator app shows at `now` (for tests, seeds and the dev tools). */
export const totpCode = (secret: string, now: Clock = Date.now): string => totp(secret).generate({ timestamp: now() });
