import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (README: verifying deliveries). */
export const SIGNATURE_HEADER = 'x-portico-signature';
/** Header carrying the event id: the same on every retry, so receivers can drop duplicates. */
export const EVENT_ID_HEADER = 'x-portico-event-id';
/** Header carrying the event key. */
export const EVENT_KEY_HEADER = 'x-portico-event';

/** The signature header value for a body sent at `unixSeconds`. */
export function signatureHeader(secret: string, unixSeconds: number, body: string): string {
  return `t=${unixSeconds},v1=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`;
}

/**
 * The receiver's check, exactly as the README documents it: recompute the HMAC over `<t>.<raw body>` with the secret,
 * compare in constant time, and refuse timestamps older than `toleranceSeconds` (replays).
 */
export function verifySignature(secret: string, header: string, rawBody: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex'));
  const given = Buffer.from(parts.v1);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
