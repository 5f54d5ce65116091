import { randomBytes } from 'node:crypto';
import { safeEqual, sha256Hex } from './secrets';

/** How many recovery codes a user gets at a time. */
export const RECOVERY_CODE_COUNT = 10;
/** Crockford base32 (no i, l, o, u): 5 bits per character, hard to misread. */
export const RECOVERY_CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const GROUPS = 3;
const GROUP_LENGTH = 4;
/** Entropy of one code: 12 characters × 5 bits. */
export const RECOVERY_CODE_BITS = GROUPS * GROUP_LENGTH * 5;

/** Fresh recovery codes: show `codes` once, store only `hashes`. */
export interface RecoveryCodeSet {
  codes: string[];
  hashes: string[];
}

function randomCode(): string {
  // 256 is a multiple of 32, so masking a random byte to 5 bits is unbiased.
  const chars = Array.from(randomBytes(GROUPS * GROUP_LENGTH), (b) => RECOVERY_CODE_ALPHABET[b & 31]);
  return Array.from({ length: GROUPS }, (_, i) => chars.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH).join('')).join('-');
}

/**
 * Lower-cases, drops separators and spaces, and maps look-alikes (o→0, i/l→1) so a code typed
 * from paper still matches.
 */
export const normalizeRecoveryCode = (code: string): string =>
  code.toLowerCase().replace(/[\s-]+/g, '').replace(/o/g, '0').replace(/[il]/g, '1');

/**
 * Hash stored for a recovery code. Plain SHA-256 is enough here (no argon2): 60 random bits cannot
 * be brute-forced offline, unlike a human-chosen password.
 */
export const hashRecoveryCode = (code: string): string => sha256Hex(normalizeRecoveryCode(code));

/**
 * Generates distinct recovery codes from the CSPRNG, formatted `xxxx-xxxx-xxxx`.
 * @default count 10
 */
export function generateRecoveryCodes(count: number = RECOVERY_CODE_COUNT): RecoveryCodeSet {
  if (!Number.isInteger(count) || count < 1 || count > 100) throw new RangeError('Recovery code count must be 1–100');
  const codes = new Set<string>();
  while (codes.size < count) codes.add(randomCode());
  const list = [...codes];
  return { codes: list, hashes: list.map(hashRecoveryCode) };
}

/**
 * Uses up one recovery code. Every stored hash is compared in constant time, without stopping early.
 * @returns the hashes still usable (store these in place of the old list), or null when the code matches none
 */
export function consumeRecoveryCode(hashes: readonly string[], code: string): string[] | null {
  const candidate = hashRecoveryCode(code);
  let match = -1;
  hashes.forEach((h, i) => {
    if (safeEqual(h, candidate) && match < 0) match = i;
  });
  return match < 0 ? null : hashes.filter((_, i) => i !== match);
}
