import { base64url, decodeJwt, type JWTPayload } from 'jose';
import { PorticoError } from './errors';
import { MESSAGES } from './messages';

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * Decodes (does not verify) a JWT's payload.
 * @throws PorticoError `Invalid token specified` when the token cannot be decoded.
 */
export function decodeToken<T extends object = JWTPayload>(token: string): T & JWTPayload {
  try {
    return decodeJwt(token) as T & JWTPayload;
  } catch (cause) {
    throw new PorticoError(MESSAGES.invalidToken, { code: 'invalid_token', cause });
  }
}

/**
 * Decodes a base64url string to text (UTF-8).
 * @throws PorticoError `Illegal base64url string!` for malformed input.
 */
export function decodeBase64Url(input: string): string {
  // jose's decoder tolerates some malformed input (padding, stray length), so the alphabet and length are checked first.
  if (typeof input !== 'string' || !BASE64URL.test(input) || input.length % 4 === 1) {
    throw new PorticoError(MESSAGES.illegalBase64Url, { code: 'illegal_base64url' });
  }
  try {
    return new TextDecoder().decode(base64url.decode(input));
  } catch (cause) {
    throw new PorticoError(MESSAGES.illegalBase64Url, { code: 'illegal_base64url', cause });
  }
}

/** Encodes a value as base64 of its JSON (report filters are sent this way). */
export function toBase64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
