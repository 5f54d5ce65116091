import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Hex SHA-256 of a UTF-8 string. */
export const sha256Hex = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

/** Hex HMAC-SHA-256 of a UTF-8 string under `key`. */
export const hmacSha256Hex = (key: string | Uint8Array, value: string): string =>
  createHmac('sha256', key).update(value, 'utf8').digest('hex');

/** A base64url string of `bytes` random bytes from the CSPRNG. */
export const randomToken = (bytes: number): string => randomBytes(bytes).toString('base64url');

/**
 * Compares two strings in time independent of where they differ.
 * Only the length may leak, which is public for the fixed-length hashes compared here.
 */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}
