import type { Attributes, TokenClaims } from './types';

/** Prefix of the user attributes Portico derives from the token: `portico.email`, `portico.userId`… */
export const USER_ATTRIBUTE_PREFIX = 'portico.';

/** Prefix under which every token claim is flattened: `jwt.sub`, `jwt.address.country`… */
export const TOKEN_ATTRIBUTE_PREFIX = 'jwt.';

/** User attribute name (after the prefix) → token claims read for it, first present wins. */
const USER_CLAIMS: Readonly<Record<string, readonly string[]>> = {
  email: ['email'],
  emailVerified: ['email_verified', 'emailVerified'],
  tenantId: ['tenantId', 'tenant_id'],
  userId: ['sub', 'userId'],
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Writes nested objects as dotted keys; arrays and other values are leaves. */
function flatten(source: Record<string, unknown>, prefix: string, into: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(source)) {
    if (isPlainObject(value)) flatten(value, `${prefix}${key}.`, into);
    else into[prefix + key] = value;
  }
}

/**
 * Merges the host's custom attributes (used as given, un-prefixed) with user attributes from the token:
 * `portico.email`, `portico.emailVerified`, `portico.tenantId`, `portico.userId`, and every claim flattened under
 * `jwt.`. On a name collision the token-derived value wins, so a rule on `portico.*` or `jwt.*` sees the token.
 * @example buildAttributes({ plan: 'pro' }, { sub: 'u1' }); // { plan: 'pro', 'portico.userId': 'u1', 'jwt.sub': 'u1' }
 */
export function buildAttributes(custom?: Attributes | null, token?: TokenClaims | null): Attributes {
  const out: Record<string, unknown> = { ...custom };
  if (!isPlainObject(token)) return out;
  for (const [name, claims] of Object.entries(USER_CLAIMS)) {
    const claim = claims.find((c) => token[c] != null);
    if (claim) out[USER_ATTRIBUTE_PREFIX + name] = token[claim];
  }
  flatten(token, TOKEN_ATTRIBUTE_PREFIX, out);
  return out;
}
