import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { UserRow } from '../db/schema';
import type { Deps } from '../deps';
import { requestMeta } from '../http/context';
import { ApiError, MSG, unauthorized } from '../http/errors';
import { decideLoginMfa, signMfaToken } from '../mfa';
import { enrolledFactors, mfaPolicyOf, rememberedDeviceValid, REMEMBER_COOKIE } from '../mfa-store/store';
import { findUserByEmail, membership, tenantsOfUser } from '../users/repo';
import { issueAuthResponse, type AuthResponse } from './tokens';

/** Answer of login when a second factor is needed. */
export interface MfaRequiredResponse {
  mfaRequired: true;
  mfaToken: string;
  mfaEnrolled: boolean;
  mfaStrategies: string[];
  allowRememberMe?: boolean;
  mfaDeviceExpiration?: number;
  userId: string;
  email: string;
}

const invalid = () => new ApiError(401, 'INVALID_CREDENTIALS', [MSG.invalidCredentials]);

/**
 * Checks email + password under the lockout policy. An attempt is reserved atomically before the hash is
 * verified, so parallel guesses can never exceed maxAttempts; unknown accounts cost one dummy verify.
 */
export async function checkPassword(deps: Deps, c: Context, email: string, password: string): Promise<UserRow> {
  const { db, hasher } = deps;
  const lockout = deps.vendor.config.lockoutPolicy;
  const user = await findUserByEmail(db, deps.vendor.id, email);
  if (!user || !user.password_hash) {
    await hasher.verify(null, password);
    throw invalid();
  }
  if (lockout.enabled) {
    const reserved = await db.updateTable('users').set((eb) => ({ failed_login_attempts: eb('failed_login_attempts', '+', 1) }))
      .where('id', '=', user.id).where('failed_login_attempts', '<', lockout.maxAttempts).returning('failed_login_attempts').executeTakeFirst();
    if (!reserved) {
      await hasher.verify(null, password);
      await deps.audit.write({ tenantId: null, userId: user.id, email: user.email, action: 'Login failed', description: 'Login refused: user is locked', severity: 'WARNING', ...requestMeta(c) });
      throw invalid();
    }
    const ok = await hasher.verify(user.password_hash, password);
    if (ok) {
      await db.updateTable('users').set({ failed_login_attempts: 0, last_login: new Date() }).where('id', '=', user.id).execute();
      return user;
    }
    if (reserved.failed_login_attempts >= lockout.maxAttempts) {
      await deps.outbox.send({ channel: 'email', to: user.email, subject: 'Your account was locked',
        text: `After ${lockout.maxAttempts} failed sign-in attempts your account is locked. Reset your password to unlock it: ${deps.config.appUrl}/account/forget-password` });
    }
  } else if (await hasher.verify(user.password_hash, password)) {
    await db.updateTable('users').set({ last_login: new Date() }).where('id', '=', user.id).execute();
    return user;
  }
  await deps.audit.write({ tenantId: null, userId: user.id, email: user.email, action: 'Login failed', description: 'Wrong password', severity: 'WARNING', ...requestMeta(c) });
  throw invalid();
}

/** The tenant a login lands in: the requested one if the user belongs to it, else the default. */
export async function landingTenant(deps: Deps, user: UserRow, wanted?: string): Promise<string> {
  if (wanted && (await membership(deps.db, user.id, wanted))) return wanted;
  const tenants = await tenantsOfUser(deps.db, user.id);
  const first = tenants[0];
  if (!first) throw unauthorized(MSG.notActivated, 'NO_TENANT');
  return first.id;
}

/** Finishes a login: MFA decision, then either an mfaToken or a session with tokens. */
export async function completeLogin(deps: Deps, c: Context, user: UserRow, tenantId: string, amr: string[]): Promise<AuthResponse | MfaRequiredResponse> {
  if (!user.verified && !deps.vendor.config.allowNotVerifiedUsersLogin) throw unauthorized(MSG.notActivated, 'NOT_ACTIVATED');
  const policy = mfaPolicyOf(deps);
  const enrolled = await enrolledFactors(deps.db, user.id);
  const remembered = await rememberedDeviceValid(deps.db, user.id, getCookie(c, REMEMBER_COOKIE));
  const outcome = decideLoginMfa({ policy, enrolled, rememberedDevice: remembered, activeStrategies: activeMfaStrategies(deps) });
  if (outcome.kind !== 'none') {
    const step = outcome.kind === 'verify' ? 'verify' : 'enroll';
    const mfaToken = await signMfaToken({ userId: user.id, tenantId, step }, deps.config.cookieSecret);
    return {
      mfaRequired: true, mfaToken, mfaEnrolled: outcome.kind === 'verify', userId: user.id, email: user.email,
      mfaStrategies: outcome.kind === 'verify' ? outcome.factors : outcome.allowedStrategies,
      ...(outcome.kind === 'verify' ? { allowRememberMe: outcome.allowRememberMe, mfaDeviceExpiration: outcome.mfaDeviceExpiration } : {}),
    };
  }
  return startSession(deps, c, user, tenantId, remembered ? [...amr, 'mfa'] : amr);
}

/** Creates a session and returns its tokens (refresh token into the cookie). */
export async function startSession(deps: Deps, c: Context, user: UserRow, tenantId: string, amr: string[]): Promise<AuthResponse> {
  const meta = requestMeta(c);
  const { session, refreshToken } = await deps.sessions.create({ userId: user.id, tenantId, amr, ...meta });
  await deps.audit.write({ tenantId, userId: user.id, email: user.email, action: 'User logged in', description: `Signed in with ${amr.join(', ')}`, ...meta });
  return issueAuthResponse(c, deps, user, session, refreshToken);
}

const activeMfaStrategies = (deps: Deps) =>
  deps.vendor.config.mfaStrategies.filter((s) => s.isActive).map((s) => s.strategy) as ('AuthenticatorApp' | 'EmailCode')[];
