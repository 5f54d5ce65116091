import type { Context } from 'hono';
import type { SessionRow, UserRow } from '../db/schema';
import type { Deps } from '../deps';
import { setRefreshCookie } from '../http/cookies';
import { claimsOf, grantsFor, type Grants } from './claims';

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

/** Signs an access token for the session and sets the refresh cookie; `grants` skips the query when already read. */
export async function issueAuthResponse(c: Context, deps: Deps, user: Pick<UserRow, 'id' | 'email' | 'name' | 'verified'>, session: SessionRow,
  refreshToken: string, grants?: Grants): Promise<AuthResponse> {
  const claims = claimsOf(user, session, grants ?? (await grantsFor(deps.db, user.id, session.tenant_id)));
  const accessToken = await deps.tokens.sign(claims);
  setRefreshCookie(c, deps, refreshToken);
  return {
    token_type: 'Bearer',
    accessToken,
    expiresIn: deps.tokens.expiresIn,
    expires: new Date(Date.now() + deps.tokens.expiresIn * 1000).toUTCString(),
    mfaRequired: false,
    userId: user.id,
    tenantId: session.tenant_id,
    tenantIds: claims.tenantIds,
    emailVerified: user.verified,
  };
}
