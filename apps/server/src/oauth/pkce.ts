import { createHash } from 'node:crypto';
import { safeEqual } from '../tokens';

/** RFC 7636 S256: base64url(SHA-256(verifier)) without padding equals the challenge. */
export const pkceMatches = (verifier: string, challenge: string): boolean =>
  safeEqual(createHash('sha256').update(verifier).digest('base64url'), challenge);

/** A challenge is 43 base64url characters (a SHA-256 digest). */
export const isS256Challenge = (challenge: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(challenge);
