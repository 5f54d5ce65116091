import { verify as verifyBytes, type KeyObject } from 'node:crypto';

/** A compact JWS part: base64url without padding (RFC 7515 §2); Node's decoder alone would skip stray characters. */
const PART = /^[A-Za-z0-9_-]+$/;
/** An ES256 signature in IEEE P1363 form: r and s, 32 bytes each (RFC 7518 §3.4). */
const ES256_SIGNATURE_BYTES = 64;

const object = (part: string): Record<string, unknown> => {
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not a JSON object');
  return value as Record<string, unknown>;
};

/**
 * Verifies a compact ES256 JWS with node:crypto on the calling thread and returns its payload object; throws on any
 * defect. Only `alg: ES256` is accepted and a `crit` or `b64` header is refused (we never set them), as jose does for
 * unknown critical headers. WebCrypto's verify ran as a thread-pool job per request (bench/RESULTS.md).
 */
export async function verifyCompactEs256(token: string, keyFor: (kid: string | undefined) => KeyObject | undefined | Promise<KeyObject | undefined>): Promise<Record<string, unknown>> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => PART.test(p))) throw new Error('malformed');
  const [h, p, s] = parts as [string, string, string];
  const header = object(h);
  if (header.alg !== 'ES256' || 'crit' in header || 'b64' in header) throw new Error('header');
  if (header.kid !== undefined && typeof header.kid !== 'string') throw new Error('kid');
  const signature = Buffer.from(s, 'base64url');
  if (signature.length !== ES256_SIGNATURE_BYTES) throw new Error('signature length');
  const key = await keyFor(header.kid as string | undefined);
  if (!key) throw new Error('unknown key');
  if (!verifyBytes('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, signature)) throw new Error('signature');
  return object(p);
}
