import { findAccessToken, findByClientId, isUuid, rolesGrants, tokenIsLive, type TokenRow } from '../api-tokens';
import { grantsFor } from '../membership';
import type { Deps } from '../deps';
import { unauthorized } from '../http/errors';
import { ACR_PASSWORD, type AccessClaims, type AccessPayload, hashToken, randomToken, safeEqual } from '../tokens';
import { getUser } from '../membership';
import { apiTokenAccessToken } from './tokens';

const expired = (r: TokenRow): boolean => !!r.expires_at && r.expires_at.getTime() <= Date.now();

/** The claims a token acts with: a tenant token's roles, or its owner's current grants in the token's tenant. */
async function claimsOfToken(deps: Deps, r: TokenRow): Promise<AccessClaims> {
  // The vendor switched API tokens off: none of them works until switched back on.
  if (!deps.vendor.config.apiTokensEnabled) throw unauthorized();
  const now = Math.floor(Date.now() / 1000);
  const common = { tenantId: r.tenant_id, tenantIds: [r.tenant_id], amr: ['token'], acr: ACR_PASSWORD, auth_time: now, sid: r.id };
  if (!r.user_id) {
    const g = await rolesGrants(deps.db, deps.vendor.id, r.tenant_id, r.role_ids);
    return { ...common, sub: r.id, email: '', name: r.description, roles: g.roles, permissions: g.permissions, apiToken: 'tenant' };
  }
  const [user, g] = await Promise.all([getUser(deps.db, r.user_id), grantsFor(deps.db, r.user_id, r.tenant_id)]);
  // The owner left the tenant, or was disabled or expired there: the token stops working with them.
  if (!user || !g.tenantIds.includes(r.tenant_id)) throw unauthorized();
  return { ...common, sub: user.id, email: user.email, name: user.name, roles: g.roles, permissions: g.permissions, apiToken: 'user' };
}

/** Client-credentials exchange: a short-lived access token with the token's grants; unknown, wrong, expired or deleted → 401. */
export async function exchangeClientCredentials(deps: Deps, clientId: string, secret: string): Promise<{ accessToken: string; expiresIn: number; tenantId: string }> {
  const row = isUuid(clientId) ? await findByClientId(deps.db, clientId) : undefined;
  // Hash compared in constant time even when the client is unknown, so timing does not tell which part was wrong.
  const ok = safeEqual(hashToken(secret), row?.secret_hash ?? hashToken(randomToken()));
  if (!row || !ok || expired(row)) throw unauthorized('Invalid client credentials', 'INVALID_CLIENT');
  const accessToken = await apiTokenAccessToken(deps, await claimsOfToken(deps, row));
  return { accessToken, expiresIn: deps.tokens.expiresIn, tenantId: row.tenant_id };
}

/** The caller an `AccessToken`-strategy secret presented as a bearer stands for; 401 when unknown, expired or deleted. */
export async function accessTokenPrincipal(deps: Deps, secret: string): Promise<AccessPayload> {
  const row = await findAccessToken(deps.db, hashToken(secret));
  if (!row || !safeEqual(row.secret_hash, hashToken(secret)) || expired(row)) throw unauthorized();
  // A plain object literal: AccessPayload also carries JWT's open index signature.
  return { ...(await claimsOfToken(deps, row)) };
}

/** True while the API token behind an exchanged JWT (its `sid`) still exists and has not expired. */
export const apiTokenIsLive = (deps: Deps, id: string): Promise<boolean> =>
  (deps.vendor.config.apiTokensEnabled && isUuid(id) ? tokenIsLive(deps.db, id) : Promise.resolve(false));
