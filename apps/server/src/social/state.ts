import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { jwtVerify, SignJWT } from 'jose';
import type { Deps } from '../deps';
import { cookieSecure } from '../http/cookies';

/** The pending social login lives in this httpOnly cookie: provider, state and nonce, signed, 10 minutes. */
export const SOCIAL_COOKIE = 'portico_social';
export const SOCIAL_STATE_TTL_SECONDS = 600;
const TYP = 'portico-social+jwt';

/** What the prelogin remembers for the callback. */
export interface SocialTransaction {
  provider: string;
  state: string;
  nonce: string;
}

// A dedicated key: the same server secret signs mfaTokens, and the two must never be accepted for each other.
const keyOf = (secret: string) => new Uint8Array(createHmac('sha256', secret).update('portico/social-state/v1').digest());

/** Signs the transaction into the cookie (SameSite as the refresh cookie, so the callback's call carries it). */
export async function rememberTransaction(c: Context, deps: Deps, t: SocialTransaction): Promise<void> {
  const jwt = await new SignJWT({ ...t }).setProtectedHeader({ alg: 'HS256', typ: TYP }).setIssuedAt()
    .setExpirationTime(`${SOCIAL_STATE_TTL_SECONDS}s`).sign(keyOf(deps.config.cookieSecret));
  const sameSite = deps.vendor.config.cookieSameSite;
  setCookie(c, SOCIAL_COOKIE, jwt, { httpOnly: true, secure: cookieSecure(deps.config.publicUrl) || sameSite === 'None', sameSite,
    path: `/${deps.config.prefix}`, maxAge: SOCIAL_STATE_TTL_SECONDS });
}

/**
 * Reads and clears the transaction (single use): the cookie must be ours, unexpired, for this provider and carry
 * exactly the returned state. Anything else is undefined.
 */
export async function takeTransaction(c: Context, deps: Deps, provider: string, state: string | undefined): Promise<SocialTransaction | undefined> {
  const raw = getCookie(c, SOCIAL_COOKIE);
  deleteCookie(c, SOCIAL_COOKIE, { path: `/${deps.config.prefix}`, secure: cookieSecure(deps.config.publicUrl) });
  if (!raw || !state) return undefined;
  try {
    const { payload } = await jwtVerify(raw, keyOf(deps.config.cookieSecret), { algorithms: ['HS256'], typ: TYP, requiredClaims: ['exp'] });
    const t = payload as unknown as SocialTransaction;
    if (t.provider !== provider || typeof t.state !== 'string' || typeof t.nonce !== 'string') return undefined;
    const [a, b] = [Buffer.from(t.state), Buffer.from(state)];
    return a.length === b.length && timingSafeEqual(a, b) ? { provider: t.provider, state: t.state, nonce: t.nonce } : undefined;
  } catch {
    return undefined;
  }
}
