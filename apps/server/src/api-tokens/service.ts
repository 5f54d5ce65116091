import { apiTokenAccessToken } from '../access';
import { grantsFor } from '../auth/claims';
import type { Db } from '../db/connect';
import type { Deps } from '../deps';
import { badRequest, forbidden, unauthorized } from '../http/errors';
import { withinPlanLimit } from '../limits';
import { hasPermission } from '../roles/permissions';
import { ACR_PASSWORD, type AccessClaims, type AccessPayload } from '../tokens/access';
import { hashToken, randomToken, safeEqual } from '../tokens/crypto';
import { getUser } from '../users/repo';
import { findAccessToken, findByClientId, insertToken, rolesGrants, tokenIsLive, type TokenKind, type TokenRow, type TokenScope } from './repo';

/** Secrets of `AccessToken`-strategy tokens start with this, so a bearer is told from a JWT without parsing it. */
export const ACCESS_TOKEN_PREFIX = 'portico_at_';
/** Client-credentials secrets carry their own prefix (secret scanners can spot both). */
export const CLIENT_SECRET_PREFIX = 'portico_cs_';

/** Answer to token creation while the vendor has API tokens switched off (vendor config `apiTokensEnabled`). */
export const MSG_TOKENS_DISABLED = 'API tokens are disabled';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: string): boolean => UUID.test(v);

/** A token as lists show it: never the secret. */
export interface TokenView {
  id: string;
  clientId?: string;
  description: string;
  createdAt: string;
  expires: string | null;
  type: TokenKind;
  roleIds?: string[];
  tenantId: string;
  createdByUserId: string | null;
}

export function tokenView(r: TokenRow): TokenView {
  return {
    id: r.id, ...(r.client_id ? { clientId: r.client_id } : {}), description: r.description ?? '', createdAt: r.created_at.toISOString(),
    expires: r.expires_at ? r.expires_at.toISOString() : null, type: r.kind, ...(r.user_id ? {} : { roleIds: r.role_ids }),
    tenantId: r.tenant_id, createdByUserId: r.created_by,
  };
}

export interface NewToken {
  kind: TokenKind;
  description?: string;
  expiresInMinutes?: number | null;
  roleIds?: string[];
}

/**
 * Creates a token in the scope and returns it with its secret (the only time it is shown). A tenant token's roles must
 * be visible in the tenant and grant nothing the creator lacks, so the write permission cannot mint a stronger caller.
 */
export async function createToken(deps: Deps, creator: AccessPayload, scope: TokenScope, input: NewToken): Promise<TokenView & { secret: string }> {
  if (!deps.vendor.config.apiTokensEnabled) throw forbidden(MSG_TOKENS_DISABLED);
  let roleIds: string[] = [];
  if (!scope.userId) {
    const wanted = [...new Set(input.roleIds ?? [])];
    if (wanted.some((r) => !isUuid(r))) throw badRequest('roleIds: unknown role');
    const found = await rolesGrants(deps.db, deps.vendor.id, scope.tenantId, wanted);
    if (found.ids.length !== wanted.length) throw badRequest('roleIds: unknown role');
    if (found.permissions.some((k) => !hasPermission(creator.permissions, k))) throw forbidden('A token cannot have permissions you do not have');
    roleIds = wanted;
  }
  const secret = (input.kind === 'accessToken' ? ACCESS_TOKEN_PREFIX : CLIENT_SECRET_PREFIX) + randomToken(32);
  const id = crypto.randomUUID();
  const insert = (db: Db) => insertToken(db, {
    id, tenant_id: scope.tenantId, user_id: scope.userId, created_by: creator.sub, kind: input.kind,
    client_id: input.kind === 'clientCredentials' ? crypto.randomUUID() : null, secret_hash: hashToken(secret),
    description: input.description ?? null, role_ids: roleIds,
    expires_at: input.expiresInMinutes ? new Date(Date.now() + input.expiresInMinutes * 60_000) : null,
  });
  // Tenant tokens count against the plan's apiTokens limit (Usage counts them); personal tokens do not.
  const row = scope.userId ? await insert(deps.db) : await withinPlanLimit(deps.db, scope.tenantId, 'apiTokens', insert);
  return { ...tokenView(row), secret };
}

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
