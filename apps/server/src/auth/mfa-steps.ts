import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { Deps } from '../deps';
import { cookieSecure } from '../http/cookies';
import { ApiError, MSG } from '../http/errors';
import { verifyMfaToken, type MfaTokenClaims, type MfaTokenStep } from '../mfa';
import { assertMfaTokenLive, REMEMBER_COOKIE, rememberDevice, tenantMfaPolicy } from '../mfa-store';
import { finishSecondFactor } from './service';

// The steps every second factor's login routes share (TOTP, e-mail code, recovery code here; SMS and passkeys in mfa-store).

/** Verifies a pending login's (or step-up's) mfaToken for one of `steps`, and that no lock-out voided it. */
export async function pendingMfaLogin(deps: Deps, token: string, steps: MfaTokenStep[]): Promise<MfaTokenClaims> {
  const claims = await verifyMfaToken(token, deps.config.cookieSecret);
  if (!claims || !steps.includes(claims.step)) throw new ApiError(401, 'MFA_TOKEN_INVALID', [MSG.mfaTokenInvalid]);
  await assertMfaTokenLive(deps, claims);
  return claims;
}

/** Starts (or steps up) the session once the second factor passed; remembers the device when asked and allowed. */
export async function finishMfaLogin(deps: Deps, c: Context, claims: MfaTokenClaims, method: string, remember?: boolean, extra: Record<string, unknown> = {}) {
  const session = await finishSecondFactor(deps, c, claims, method);
  const policy = remember ? await tenantMfaPolicy(deps, claims.tenantId) : undefined;
  if (policy?.allowRememberMe) {
    const { token, maxAge } = await rememberDevice(deps, claims.userId, policy);
    setCookie(c, REMEMBER_COOKIE, token, { httpOnly: true, secure: cookieSecure(deps.config.publicUrl), sameSite: 'Lax', path: `/${deps.config.prefix}`, maxAge });
  }
  return c.json({ ...session, ...extra });
}
