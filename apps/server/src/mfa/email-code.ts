import { randomInt } from 'node:crypto';
import { hmacSha256Hex, randomToken, safeEqual } from './secrets';
import type { Clock, EmailCodeChallenge } from './types';

/** Digits of an e-mailed or texted one-time code. */
export const EMAIL_CODE_DIGITS = 6;
/** Lifetime of a one-time code: 10 minutes, the most SECURITY.md 13 allows. */
export const EMAIL_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong guesses allowed before the code is dead; 5 guesses in 10^6 keeps the odds at 1 in 200,000. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

/** Why a code was refused. */
export type EmailCodeFailure = 'used' | 'expired' | 'too-many-attempts' | 'invalid';

/** Outcome of a check; always store the returned `challenge` (it carries the attempt count or the used flag). */
export type EmailCodeCheck =
  | { ok: true; challenge: EmailCodeChallenge }
  | { ok: false; reason: EmailCodeFailure; challenge: EmailCodeChallenge };

/**
 * Hash of a one-time code. Keyed with a server secret because a 6-digit code alone could be
 * brute-forced from a leaked row; salted with the challenge id so equal codes hash differently.
 */
export const hashEmailCode = (secret: string | Uint8Array, challengeId: string, code: string): string =>
  hmacSha256Hex(secret, `${challengeId}:${code}`);

/**
 * Creates a 6-digit code (crypto.randomInt, leading zeros kept) valid for {@link EMAIL_CODE_TTL_MS}.
 * Send `code` to the user; store only `challenge`.
 * @param secret server secret for {@link hashEmailCode}
 */
export function createEmailCode(secret: string | Uint8Array, now: Clock = Date.now): { code: string; challenge: EmailCodeChallenge } {
  if (secret.length === 0) throw new TypeError('A server secret is required to hash one-time codes');
  const code = String(randomInt(0, 10 ** EMAIL_CODE_DIGITS)).padStart(EMAIL_CODE_DIGITS, '0');
  const id = randomToken(16);
  return { code, challenge: { id, codeHash: hashEmailCode(secret, id, code), expiresAt: now() + EMAIL_CODE_TTL_MS, attempts: 0, used: false } };
}

/**
 * Checks a submitted code: single use, expires, and dies after {@link EMAIL_CODE_MAX_ATTEMPTS} wrong guesses.
 * Persist the returned challenge with a conditional update so parallel guesses cannot exceed the limit.
 */
export function checkEmailCode(challenge: EmailCodeChallenge, code: string, secret: string | Uint8Array, now: Clock = Date.now): EmailCodeCheck {
  if (challenge.used) return { ok: false, reason: 'used', challenge };
  if (now() >= challenge.expiresAt) return { ok: false, reason: 'expired', challenge };
  if (challenge.attempts >= EMAIL_CODE_MAX_ATTEMPTS) return { ok: false, reason: 'too-many-attempts', challenge };
  const submitted = code.replace(/\s+/g, '');
  if (safeEqual(hashEmailCode(secret, challenge.id, submitted), challenge.codeHash)) {
    return { ok: true, challenge: { ...challenge, used: true } };
  }
  return { ok: false, reason: 'invalid', challenge: { ...challenge, attempts: challenge.attempts + 1 } };
}
