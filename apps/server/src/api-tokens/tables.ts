import type { Timestamp, Json } from '../db/columns';

/** An API token (client credentials) or access token; only the SHA-256 of its secret is stored. */
export interface ApiTokenTable {
  id: string;
  tenant_id: string;
  /** Owner of a personal token; null for a tenant token. */
  user_id: string | null;
  created_by: string | null;
  kind: 'clientCredentials' | 'accessToken';
  client_id: string | null;
  secret_hash: string;
  description: string | null;
  role_ids: Json<string[]>;
  expires_at: Date | null;
  created_at: Timestamp;
}

/** The api-tokens module's tables (db/schema.ts composes every module's into `Database`). */
export interface ApiTokensTables {
  api_tokens: ApiTokenTable;
}
