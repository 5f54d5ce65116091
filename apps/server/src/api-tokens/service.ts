import type { Db } from '../db/connect';
import type { Deps } from '../deps';
import { badRequest, forbidden } from '../http/errors';
import { withinPlanLimit } from '../limits';
import { hasPermission } from '../roles';
import { type AccessPayload, hashToken, randomToken } from '../tokens';
import { insertToken, rolesGrants, type TokenKind, type TokenRow, type TokenScope } from './repo';

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
