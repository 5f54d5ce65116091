import type { Context } from 'hono';
import * as oauth from 'oauth4webapi';
import { completeLogin, landingTenant } from '../auth';
import { onUniqueViolation } from '../db/unique';
import type { UserRow } from '../db/schema';
import type { Deps } from '../deps';
import { requestMeta } from '../http/context';
import { ApiError } from '../http/errors';
import { createSignUpAccount, proveAddress, findUserByEmail } from '../users';
import { getUser } from '../membership';
import { authorizationServer, authorizationUrl, exchangeCode, resolveProvider, type ResolvedProvider, type SocialIdentity } from './exchange';
import type { SocialProviderType } from './providers';
import { getProvider, linkedUserId, linkIdentity } from './repo';
import { rememberTransaction, takeTransaction } from './state';

/** The client's message for every social login failure (api-calls-and-errors.md §8). */
export const SOCIAL_LOGIN_FAILED = 'Failed to authenticate';
const failed = () => new ApiError(401, 'SOCIAL_LOGIN_FAILED', [SOCIAL_LOGIN_FAILED]);

/** The provider's settings when the vendor turned it on with a client id; else the login fails. */
async function activeProvider(deps: Deps, type: SocialProviderType): Promise<ResolvedProvider> {
  const row = await getProvider(deps.db, deps.vendor.id, type);
  if (!row?.active || !row.client_id) throw failed();
  return resolveProvider(type, row, deps.config.appUrl);
}

/** Starts a social login: remembers state + nonce in a signed cookie and answers the provider's authorization URL. */
export async function socialPreLogin(deps: Deps, c: Context, type: SocialProviderType, codeChallenge: string): Promise<{ authorizationUrl: string }> {
  const p = await activeProvider(deps, type);
  const t = { provider: type, state: oauth.generateRandomState(), nonce: oauth.generateRandomNonce() };
  const as = await authorizationServer(p).catch(() => { throw failed(); });
  await rememberTransaction(c, deps, t);
  return { authorizationUrl: authorizationUrl(as, p, { ...t, codeChallenge }) };
}

/** What the postlogin answers: the social login result (product-spec §3) plus the login's tokens or MFA demand. */
export type SocialLoginAnswer = Record<string, unknown> & { email: string; isNewUser: boolean; userId: string; tenantId: string; name: string | null };

/**
 * Completes a social login. The state must match the signed cookie (single use); the code is exchanged with the
 * PKCE verifier; OIDC ID tokens must carry the remembered nonce. A known provider account signs in its user; an
 * existing account by e-mail is linked only when the provider verified the address; otherwise a new account is made.
 */
export async function socialPostLogin(deps: Deps, c: Context, type: SocialProviderType, q: { code?: string | undefined; state?: string | undefined; code_verifier?: string | undefined }): Promise<SocialLoginAnswer> {
  const t = await takeTransaction(c, deps, type, q.state);
  if (!t || !q.code || !q.code_verifier) return refuse(deps, c, type, 'state missing or not matching');
  const p = await activeProvider(deps, type);
  let who: SocialIdentity;
  try {
    who = await exchangeCode(p, { code: q.code, state: t.state, nonce: t.nonce, codeVerifier: q.code_verifier });
  } catch (e) {
    return refuse(deps, c, type, e instanceof Error ? e.message : 'code exchange failed');
  }
  const { user, isNewUser } = await userFor(deps, c, type, who);
  const tenantId = await landingTenant(deps, user);
  const login = await completeLogin(deps, c, user, tenantId, ['social']);
  return { ...login, email: user.email, isNewUser, userId: user.id, tenantId, name: user.name };
}

async function refuse(deps: Deps, c: Context, type: string, reason: string): Promise<never> {
  await deps.audit.write({ tenantId: null, userId: null, email: null, action: 'Social login failed', description: `${type}: ${reason}`, severity: 'WARNING', ...requestMeta(c) });
  throw failed();
}

/**
 * The account a provider identity signs in. A linked identity signs in its user; otherwise an existing account by
 * e-mail is linked only when the provider verified the address: a verified account as it is, a never-verified one
 * after the login proves its address (which voids what was set on it before, see `proveAddress`). An unverified
 * provider address never links to or signs into an existing account.
 */
async function userFor(deps: Deps, c: Context, type: SocialProviderType, who: SocialIdentity): Promise<{ user: UserRow; isNewUser: boolean }> {
  const linked = await linkedUserId(deps.db, deps.vendor.id, type, who.subject);
  const known = linked ? await getUser(deps.db, linked) : undefined;
  // Unless the provider has since verified the address of the unverified account it made: that proves it (below).
  if (known && (known.verified || !who.emailVerified || who.email !== known.email)) return { user: known, isNewUser: false };
  if (!who.email) return refuse(deps, c, type, 'the provider gave no e-mail address');
  const existing = await findUserByEmail(deps.db, deps.vendor.id, who.email);
  if (existing) {
    // Linking by an address the provider did not verify would hand the account to whoever typed it there.
    if (!who.emailVerified) return refuse(deps, c, type, `refused to link ${who.email}: e-mail not verified by the provider`);
    // Proven before linking: the proof voids the social logins a never-verified account had, never this one.
    if (!existing.verified) await proveAddress(deps, existing, 'social login', requestMeta(c), type);
    await linkIdentity(deps.db, deps.vendor.id, type, who.subject, existing.id);
    await deps.audit.write({ tenantId: null, userId: existing.id, email: existing.email, action: 'Social account linked', description: `${type} account linked by verified e-mail`, severity: 'WARNING', ...requestMeta(c) });
    return { user: (await getUser(deps.db, existing.id))!, isNewUser: false };
  }
  if (!deps.vendor.config.allowSignups) return refuse(deps, c, type, 'sign-ups are turned off');
  return { user: await signUp(deps, c, type, who, who.email), isNewUser: true };
}

/** A new account from a provider: its own tenant (as a self sign-up), verified when the provider verified the address. */
async function signUp(deps: Deps, c: Context, type: SocialProviderType, who: SocialIdentity, email: string): Promise<UserRow> {
  const created = await onUniqueViolation(() => deps.db.transaction().execute(async (tx) => {
    const made = await createSignUpAccount(deps, tx, { email, name: who.name, passwordHash: null });
    await tx.updateTable('users').set({ verified: who.emailVerified, last_login: new Date() }).where('id', '=', made.user.id).execute();
    await tx.insertInto('social_identities').values({ vendor_id: deps.vendor.id, provider: type, subject: who.subject, user_id: made.user.id }).execute();
    return made;
  }), () => undefined);
  if (!created) return refuse(deps, c, type, 'the account was created meanwhile');
  const { user, tenant } = created;
  const meta = requestMeta(c);
  // The sign-up-completed and user-verified events of a social sign-up (product-spec §4), as audit rows.
  await deps.audit.write({ tenantId: tenant.id, userId: user.id, email, action: 'User signed up', description: `${email} signed up with ${type}`, json: { event: 'signup-completed', provider: type }, ...meta });
  if (who.emailVerified) {
    await deps.audit.write({ tenantId: tenant.id, userId: user.id, email, action: 'User verified', description: `${email} verified by ${type}`, json: { event: 'user-verified', provider: type }, ...meta });
  }
  return (await getUser(deps.db, user.id))!;
}
