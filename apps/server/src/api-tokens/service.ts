import type { Db } from '../db/connect';
import type { Deps } from '../deps';
import { badRequest, forbidden } from '../http/errors';
import { withinPlanLimit } from '../limits';
import { hasPermission } from '../roles';
import { type AccessPayload, hashToken, randomToken } from '../tokens';
import { insertToken, rolesGrants, type TokenKind, type TokenScope } from './repo';
import { ACCESS_TOKEN_PREFIX, CLIENT_SECRET_PREFIX, isUuid, MSG_TOKENS_DISABLED, tokenView, type TokenView } from './view';

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
