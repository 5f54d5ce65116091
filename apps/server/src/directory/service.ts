import type { Deps } from '../deps';
import { randomToken, hashToken } from '../tokens';
import { insertConnection, type ConnectionRow } from './repo';

/** SCIM bearer tokens carry their own prefix, so secret scanners can spot them. */
export const SCIM_TOKEN_PREFIX = 'portico_scim_';

/** A connection as the configuration calls return it (rest-api `ScimConfiguration`): never the token's hash. */
export function connectionView(r: ConnectionRow) {
  return {
    id: r.id, connectionName: r.connection_name, source: r.source as 'portico' | 'okta' | 'azure-ad' | 'other',
    syncToUserManagement: r.sync_to_user_management, tenantId: r.tenant_id, createdAt: r.created_at.toISOString(),
  };
}

/** Creates a tenant's SCIM connection; the bearer token is returned here once and stored only as its SHA-256. */
export async function createConnection(deps: Deps, tenantId: string, createdBy: string | null,
  input: { connectionName: string; source: string; syncToUserManagement?: boolean | undefined }) {
  const token = SCIM_TOKEN_PREFIX + randomToken(32);
  const row = await insertConnection(deps.db, {
    id: crypto.randomUUID(), tenant_id: tenantId, connection_name: input.connectionName, source: input.source,
    sync_to_user_management: input.syncToUserManagement ?? true, token_hash: hashToken(token), created_by: createdBy,
  });
  return { ...connectionView(row), token };
}
