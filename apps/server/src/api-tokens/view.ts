// What a token looks like outside: secret prefixes and the list view (no plan limits, so limits/ can count through the face).
import type { TokenKind, TokenRow } from './repo';

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
