import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { sql } from 'kysely';
import { PREPARE } from '../db/prepared';
import type { UserRow } from '../db/schema';
import type { Deps } from '../deps';
import { runLater } from '../http/background';
import { requestMeta } from '../http/context';
import { ApiError, MSG, unauthorized } from '../http/errors';
import { decideLoginMfa, signMfaToken } from '../mfa';
import { loginMfaState, rememberedDeviceSince, REMEMBER_COOKIE, pendingMfaDevices } from '../mfa-store';
import { assertLoginAllowed } from '../restrictions';
import { findUserByEmail, normEmail } from '../users';
import { getUser, isUsableMembership, membership, noTenantError, tenantsOfUser, usableMembershipSql } from '../membership';
import { beginSession, deriveSession, issueSessionTokens, type AuthResponse, type StartedSession } from '../access';
import { takeHit } from '../db/rate-limit';
import { MFA_TOKEN_TTL_SECONDS, type MfaTokenClaims } from '../mfa';

/** Answer of login when a second factor is needed. */
export interface MfaRequiredResponse {
  mfaRequired: true;
  mfaToken: string;
  mfaEnrolled: boolean;
  /** Shape of @portico/rest-api's login answer: `{ strategy, isActive }[]`. */
  mfaStrategies: { strategy: string; isActive: boolean }[];
  allowRememberMe?: boolean;
  mfaDeviceExpiration?: number;
  userId: string;
  email: string;
  /** The devices to verify with, when one is an SMS phone or a security key (their ids are in the calls' paths). */
  mfaDevices?: Awaited<ReturnType<typeof pendingMfaDevices>>;
}

const invalid = () => new ApiError(401, 'INVALID_CREDENTIALS', [MSG.invalidCredentials]);

/**
 * Checks email + password under the lockout policy. An attempt is reserved atomically before the hash is
 * verified, so parallel guesses can never exceed maxAttempts; unknown accounts cost one dummy verify.
 */
export async function checkPassword(deps: Deps, c: Context, email: string, password: string): Promise<UserRow & { tenantIds?: string[] }> {
  const { db, hasher } = deps;
  // One statement finds the account, resolves its lockout policy (home tenant's override, else the vendor's) and
  // reserves an attempt; the condition sits on the locked row, so parallel guesses can never exceed maxAttempts.
  const { rows } = await sql<UserRow & { lockout: { enabled: boolean; maxAttempts: number } }>`${sql.raw(PREPARE)}
    with u as (select id from users where vendor_id = ${deps.vendor.id} and email = ${normEmail(email)} and password_hash is not null),
    p as (select coalesce((select ${sql`${JSON.stringify(deps.vendor.config.lockoutPolicy)}::jsonb`} || tp.lockout_policy
      from u join user_tenants ut on ut.user_id = u.id join tenant_policies tp on tp.tenant_id = ut.tenant_id
      where tp.lockout_policy is not null order by ut.is_default desc, ut.created_at limit 1), ${JSON.stringify(deps.vendor.config.lockoutPolicy)}::jsonb) as lp)
    update users set failed_login_attempts = users.failed_login_attempts + (case when (p.lp->>'enabled')::boolean then 1 else 0 end)
    from p where users.id = (select id from u)
      and (not (p.lp->>'enabled')::boolean or users.failed_login_attempts < (p.lp->>'maxAttempts')::int)
    returning users.*, p.lp as lockout`.execute(db);
  const reserved = rows[0];
  if (!reserved) {
    // Unknown, without a password, or locked: all cost one dummy verify and answer alike.
    const user = await findUserByEmail(db, deps.vendor.id, email);
    await hasher.verify(null, password);
    if (user?.password_hash) {
      runLater('login event', () => deps.events.emitForUser(user.id, 'frontegg.user.failedAuthentication', { userId: user.id, email: user.email, reason: 'User is locked' }));
      await deps.audit.write({ tenantId: null, userId: user.id, email: user.email, action: 'Login failed', description: 'Login refused: user is locked', severity: 'WARNING', ...requestMeta(c) });
    }
    throw invalid();
  }
  const { lockout, ...user } = reserved;
  if (await hasher.verify(user.password_hash, password)) {
    // Clearing the counter also reads the user's tenants, which the login needs next (one round trip, not two).
    const { rows: [done] } = await sql<{ last_login: Date; tenant_ids: string[] | string }>`${sql.raw(PREPARE)}
      update users set failed_login_attempts = 0, last_login = now() where id = ${user.id}
      returning last_login, coalesce((select json_agg(ut.tenant_id order by ut.is_default desc, ut.created_at) from user_tenants ut where ut.user_id = users.id and ${usableMembershipSql('ut')}), '[]') as tenant_ids`.execute(db);
    const tenantIds = typeof done!.tenant_ids === 'string' ? (JSON.parse(done!.tenant_ids) as string[]) : done!.tenant_ids;
    return { ...user, failed_login_attempts: 0, last_login: done!.last_login, tenantIds };
  }
  if (lockout.enabled && user.failed_login_attempts >= lockout.maxAttempts) {
    await deps.outbox.send({ channel: 'email', to: user.email, subject: 'Your account was locked',
      text: `After ${lockout.maxAttempts} failed sign-in attempts your account is locked. Reset your password to unlock it: ${deps.config.appUrl}/account/forget-password` });
  }
  runLater('login event', () => deps.events.emitForUser(user.id, 'frontegg.user.failedAuthentication', { userId: user.id, email: user.email, reason: 'Wrong password' }));
  await wrongPassword(deps, c, user);
  throw invalid();
}

const wrongPassword = (deps: Deps, c: Context, user: UserRow) =>
  deps.audit.write({ tenantId: null, userId: user.id, email: user.email, action: 'Login failed', description: 'Wrong password', severity: 'WARNING', ...requestMeta(c) });

/** The tenant a login lands in: the requested one if the user belongs to it, else the default. */
export async function landingTenant(deps: Deps, user: Pick<UserRow, 'id'> & { tenantIds?: string[] }, wanted?: string): Promise<string> {
  // tenantIds read at login may predate an invitation accepted since, so a miss falls back to the database.
  const known = user.tenantIds?.length ? user.tenantIds : undefined;
  if (wanted && (known?.includes(wanted) || isUsableMembership(await membership(deps.db, user.id, wanted)))) return wanted;
  const first = known?.[0] ?? (await tenantsOfUser(deps.db, user.id))[0]?.id;
  // Disabled, expired temporary or not yet accepted everywhere: refused with the reason.
  if (!first) throw await noTenantError(deps.db, user.id);
  return first;
}

/** Finishes a login: MFA decision, then either an mfaToken or a session with tokens. */
export async function completeLogin(deps: Deps, c: Context, user: UserRow, tenantId: string, amr: string[]): Promise<AuthResponse | MfaRequiredResponse> {
  if (!user.verified && !deps.vendor.config.allowNotVerifiedUsersLogin) throw unauthorized(MSG.notActivated, 'NOT_ACTIVATED');
  // The tenant's IP and e-mail domain restrictions refuse before a second factor is asked for.
  await assertLoginAllowed(deps, c, user, tenantId);
  const [{ policy, enrolled }, rememberedAt] = await Promise.all([
    loginMfaState(deps, user.id, tenantId), rememberedDeviceSince(deps.db, user.id, getCookie(c, REMEMBER_COOKIE)),
  ]);
  // The landing tenant's expiry counts, even when the device was remembered under a longer one.
  const remembered = !!rememberedAt && rememberedAt.getTime() + policy.mfaDeviceExpiration * 1000 > Date.now();
  const outcome = decideLoginMfa({ policy, enrolled, rememberedDevice: remembered, activeStrategies: activeMfaStrategies(deps) });
  if (outcome.kind !== 'none') {
    const step = outcome.kind === 'verify' ? 'verify' : 'enroll';
    const mfaToken = await signMfaToken({ userId: user.id, tenantId, step, amr }, deps.config.cookieSecret);
    return {
      mfaRequired: true, mfaToken, mfaEnrolled: outcome.kind === 'verify', userId: user.id, email: user.email,
      mfaStrategies: (outcome.kind === 'verify' ? outcome.factors : outcome.allowedStrategies).map((strategy) => ({ strategy, isActive: true })),
      ...(outcome.kind === 'verify' ? { allowRememberMe: outcome.allowRememberMe, mfaDeviceExpiration: outcome.mfaDeviceExpiration } : {}),
      // Phones and security keys are verified by device id, so the choose-method step needs the devices; the published
      // client reads mfaDevices on every verify step (an authenticator app alone included).
      ...(outcome.kind === 'verify' || enrolled.webAuthnPlatform || enrolled.webAuthnCrossPlatform
        ? { mfaDevices: await pendingMfaDevices(deps.db, user.id, user.email) } : {}),
    };
  }
  // A remembered device skips the second factor; it proves nothing now, so the token claims only the first (M4).
  return createSession(deps, c, user, tenantId, amr);
}

/** Creates a session and returns its tokens (refresh token into the cookie), within the tenant's IP and domain restrictions. */
export async function startSession(deps: Deps, c: Context, user: UserRow, tenantId: string, amr: string[]): Promise<AuthResponse> {
  await assertLoginAllowed(deps, c, user, tenantId);
  return createSession(deps, c, user, tenantId, amr);
}

async function createSession(deps: Deps, c: Context, user: UserRow, tenantId: string, amr: string[]): Promise<AuthResponse> {
  const started = await beginSession(deps, c, { userId: user.id, tenantId, amr, audit: { email: user.email, description: `Signed in with ${amr.join(', ')}` } });
  runLater('login event', () => deps.events.emit(tenantId, 'frontegg.user.authenticated', { userId: user.id, email: user.email, amr }));
  return sessionStarted(deps, c, user, started);
}

/** Audits sessions ended by the concurrency limit, then answers the new session's tokens. */
async function sessionStarted(deps: Deps, c: Context, user: UserRow, s: StartedSession): Promise<AuthResponse> {
  if (s.revokedOlder > 0) {
    await deps.audit.write({ tenantId: s.session.tenant_id, userId: user.id, email: user.email, action: 'Sessions revoked', severity: 'WARNING', ...requestMeta(c),
      description: `Maximum concurrent sessions reached: ${s.revokedOlder} older session(s) ended`, json: { count: s.revokedOlder, sessionId: s.session.id } });
  }
  return issueSessionTokens(c, deps, user, s.session, s.refreshToken, s.grants);
}

/**
 * Ends the second step of a login or a step-up once its factor passed. The mfaToken is spent here, once (a second
 * verify with the same token and the next code is refused); a step-up derives the stronger session from the one it
 * replaces (access/sessions.ts) and revokes that one; a login starts a session claiming the first factor and this one.
 */
export async function finishSecondFactor(deps: Deps, c: Context, claims: MfaTokenClaims, method: string): Promise<AuthResponse> {
  if ((await takeHit(deps.db, `mfa-token-spent:${claims.jti}`, 1, MFA_TOKEN_TTL_SECONDS)) === null) throw new ApiError(401, 'MFA_TOKEN_INVALID', [MSG.mfaTokenInvalid]);
  const user = await getUser(deps.db, claims.userId);
  if (!user) throw new ApiError(401, 'MFA_TOKEN_INVALID', [MSG.mfaTokenInvalid]);
  if (!claims.sid) return startSession(deps, c, user, claims.tenantId, [...(claims.amr ?? ['pwd']), 'mfa', method]);
  const parent = await deps.sessions.get(claims.sid);
  if (!parent || parent.user_id !== user.id) throw new ApiError(401, 'MFA_TOKEN_INVALID', [MSG.mfaTokenInvalid]);
  await assertLoginAllowed(deps, c, user, parent.tenant_id);
  const started = await deriveSession(deps, c, parent, { kind: 'step-up', method });
  // A step-up replaces the weaker session: its access and refresh tokens stop working at once.
  await deps.sessions.revoke(parent.id, 'replaced by step-up');
  await deps.audit.write({ tenantId: parent.tenant_id, userId: user.id, email: user.email, action: 'Stepped up', severity: 'INFO', ...requestMeta(c),
    description: `Step-up with ${method}: the earlier session was replaced`, json: { revokedSessionId: parent.id, sessionId: started.session.id } });
  return sessionStarted(deps, c, user, started);
}

const activeMfaStrategies = (deps: Deps) =>
  deps.vendor.config.mfaStrategies.filter((s) => s.isActive).map((s) => s.strategy) as ('AuthenticatorApp' | 'EmailCode' | 'SMS')[];
