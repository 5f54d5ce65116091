import type { Context } from 'hono';
import { claimsOf, grantsFor, type Grants } from '../membership';
import type { SessionRow, UserRow } from '../db/schema';
import type { Deps } from '../deps';
import { setRefreshCookie } from '../http/cookies';
import { forbidden, unauthorized } from '../http/errors';
import { IMPERSONATION_REFUSED } from './impersonation';
import type { AccessClaims, AccessPayload } from '../tokens';
import { getUser, isUsableMembership, membership } from '../membership';
import { assertDeclared } from './declare';
import { assertImpersonationLive } from './impersonation';

/** The body of a successful login or refresh; the refresh token goes only into the httpOnly cookie. */
export interface AuthResponse {
  token_type: 'Bearer';
  accessToken: string;
  expiresIn: number;
  expires: string;
  mfaRequired: false;
  userId: string;
  tenantId: string;
  tenantIds: string[];
  emailVerified: boolean;
}

type TokenUser = Pick<UserRow, 'id' | 'email' | 'name'>;

/**
 * Signs the access token of a session: every claim comes from the session row (tenant, `amr`, `auth_time`, `act`) and
 * the user's grants in that tenant, so no token says more than its session. `extra` only narrows (OAuth `scope`).
 */
export async function sessionAccessToken(deps: Deps, user: TokenUser, session: SessionRow, grants?: Grants, extra: { scope?: string } = {}): Promise<string> {
  assertDeclared('token');
  const claims = claimsOf(user, session, grants ?? (await grantsFor(deps.db, user.id, session.tenant_id)));
  return deps.tokens.sign({ ...claims, ...extra });
}

/** Signs an access token for the session and sets its refresh cookie; `grants` skips the query when already read. */
export async function issueSessionTokens(c: Context, deps: Deps, user: Pick<UserRow, 'id' | 'email' | 'name' | 'verified'>, session: SessionRow,
  refreshToken: string, grants?: Grants): Promise<AuthResponse> {
  const g = grants ?? (await grantsFor(deps.db, user.id, session.tenant_id));
  const accessToken = await sessionAccessToken(deps, user, session, g);
  setRefreshCookie(c, deps, refreshToken);
  return {
    token_type: 'Bearer', accessToken, expiresIn: deps.tokens.expiresIn, expires: new Date(Date.now() + deps.tokens.expiresIn * 1000).toUTCString(),
    mfaRequired: false, userId: user.id, tenantId: session.tenant_id, tenantIds: g.tenantIds, emailVerified: user.verified,
  };
}

/**
 * THE one way to derive a token for another tenant from the caller's session (`POST /users/v3/me/token`): the session
 * must be live, the caller a usable member there, and an impersonation never leaves the tenant it was started in.
 */
export async function deriveTenantToken(deps: Deps, c: Context, p: AccessPayload, tenantId: string): Promise<string> {
  if (p.apiToken) throw forbidden();
  const session = await deps.sessions.get(p.sid);
  if (!session || session.revoked_at) throw unauthorized();
  if (session.act) {
    await assertImpersonationLive(deps, c, session.id);
    if (tenantId !== session.tenant_id) throw forbidden(IMPERSONATION_REFUSED.restricted);
  }
  const [m, user] = await Promise.all([membership(deps.db, p.sub, tenantId), getUser(deps.db, p.sub)]);
  if (!isUsableMembership(m)) throw forbidden();
  if (!user) throw unauthorized();
  return sessionAccessToken(deps, user, { ...session, tenant_id: tenantId });
}

/** Signs the access token an API token acts with (client-credentials exchange): its claims are computed at exchange. */
export async function apiTokenAccessToken(deps: Deps, claims: AccessClaims): Promise<string> {
  assertDeclared('token');
  return deps.tokens.sign(claims);
}
