import { PorticoError } from './errors';
import { MSG_ILLEGAL_BASE64URL, MSG_INVALID_TOKEN } from './messages';

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Registered claims of a JWT payload (RFC 7519 §4.1) beside any others. */
export interface JWTPayload {
  iss?: string;
  sub?: string;
  aud?: string | string[];
  jti?: string;
  nbf?: number;
  exp?: number;
  iat?: number;
  [claim: string]: unknown;
}

/** Bytes of a base64url string whose alphabet and length were checked (atob reads the standard alphabet). */
function base64UrlBytes(input: string): Uint8Array {
  const binary = atob(input.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((input.length + 3) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** A JWS compact token's payload as text; throws on any malformed part (a JWE, a wrong part count, bad base64url). */
function payloadText(token: string): string {
  const parts = typeof token === 'string' ? token.split('.') : [];
  const payload = parts[1];
  if (parts.length !== 3 || !payload || !BASE64URL.test(payload) || payload.length % 4 === 1) throw new TypeError('Invalid JWT');
  return new TextDecoder('utf-8', { fatal: true }).decode(base64UrlBytes(payload));
}

/**
 * Decodes (does not verify) a JWT's payload.
 * @throws PorticoError `Invalid token specified` when the token cannot be decoded.
 */
export function decodeToken<T extends object = JWTPayload>(token: string): T & JWTPayload {
  // Own decoder rather than jose's: the login page's bundle carries no JWT library for one JSON.parse (issue 14).
  try {
    const claims: unknown = JSON.parse(payloadText(token));
    if (!claims || typeof claims !== 'object' || Array.isArray(claims)) throw new TypeError('JWT Claims Set must be a top-level JSON object');
    return claims as T & JWTPayload;
  } catch (cause) {
    throw new PorticoError(MSG_INVALID_TOKEN, { code: 'invalid_token', cause });
  }
}

/**
 * Decodes a base64url string to text (UTF-8).
 * @throws PorticoError `Illegal base64url string!` for malformed input.
 */
export function decodeBase64Url(input: string): string {
  // atob tolerates some malformed input (padding, stray length), so the alphabet and length are checked first.
  if (typeof input !== 'string' || !BASE64URL.test(input) || input.length % 4 === 1) {
    throw new PorticoError(MSG_ILLEGAL_BASE64URL, { code: 'illegal_base64url' });
  }
  try {
    return new TextDecoder().decode(base64UrlBytes(input));
  } catch (cause) {
    throw new PorticoError(MSG_ILLEGAL_BASE64URL, { code: 'illegal_base64url', cause });
  }
}

/** Encodes a value as base64 of its JSON (report filters are sent this way). */
export function toBase64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
