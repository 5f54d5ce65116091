import type { TokenClaims } from '../auth/user';

/** Authentication class of a multi-factor session. */
export const ACR_MULTI_FACTOR = 'http://schemas.openid.net/pape/policies/2007/06/multi-factor';
/** Second-factor methods that count for step-up. */
export const STEP_UP_METHODS = ['otp', 'sms', 'hwk'] as const;

/**
 * Is the session stepped up (product-spec §4)? The token has the multi-factor class, `mfa` among its methods, one
 * of otp, sms, hwk, and, when `maxAge` (seconds) is given, an auth time within it.
 * @example isSteppedUp(user.claims, { maxAge: 300 })
 */
export function isSteppedUp(claims: TokenClaims | null | undefined, options: { maxAge?: number; now?: number } = {}): boolean {
  if (!claims) return false;
  const amr = Array.isArray(claims.amr) ? claims.amr : [];
  if (claims.acr !== ACR_MULTI_FACTOR || !amr.includes('mfa')) return false;
  if (!STEP_UP_METHODS.some((m) => amr.includes(m))) return false;
  if (options.maxAge === undefined) return true;
  if (typeof claims.auth_time !== 'number') return false;
  const nowSeconds = (options.now ?? Date.now()) / 1000;
  return claims.auth_time + options.maxAge >= nowSeconds;
}
