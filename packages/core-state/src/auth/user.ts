import { decodeToken } from '@portico/rest-api';
import type { UserEntitlementsState } from '@portico/entitlements';
import type { Permission, Role, UserAuthorization, UserProfile } from '../api/types';

/** Claims read from the access token (decoded, not verified: the server verifies). */
export interface TokenClaims {
  sub?: string;
  tenantId?: string;
  tenantIds?: string[];
  amr?: string[];
  acr?: string;
  auth_time?: number;
  exp?: number;
  /** On an impersonation token: the admin acting for `sub` (RFC 8693). */
  act?: { sub: string; email: string };
  [claim: string]: unknown;
}

/**
 * The signed-in user: profile, token claims, authorization data and entitlements merged (product-spec §1).
 * The access token itself is deliberately absent: it lives only in memory.
 */
export interface PorticoUser extends UserProfile {
  roles: Role[];
  permissions: Permission[];
  claims: TokenClaims;
  entitlements?: UserEntitlementsState;
}

/** Decodes claims, or {} when the token is not a JWT (a token that cannot be decoded still authenticates). */
export function claimsOf(accessToken: string): TokenClaims {
  try {
    return decodeToken<TokenClaims>(accessToken) as TokenClaims;
  } catch {
    return {};
  }
}

/** Merges profile, claims, authorization and entitlements; later sources win for roles and permissions. */
export function mergeUser(parts: {
  profile: UserProfile;
  claims: TokenClaims;
  authorization?: UserAuthorization | null;
  entitlements?: UserEntitlementsState | null;
}): PorticoUser {
  const { profile, claims, authorization, entitlements } = parts;
  // Tokens live only in memory: a profile that carries one (an enriched login answer) is stripped here too.
  const { accessToken: _a, refreshToken: _r, ...safeProfile } = profile as UserProfile & { accessToken?: unknown; refreshToken?: unknown };
  const user: PorticoUser = {
    ...safeProfile,
    tenantId: profile.tenantId ?? claims.tenantId,
    roles: authorization?.roles ?? profile.roles ?? [],
    permissions: authorization?.permissions ?? profile.permissions ?? [],
    claims,
  };
  if (entitlements) user.entitlements = entitlements;
  return user;
}
