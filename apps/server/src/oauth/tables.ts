import type { Timestamp } from '../db/columns';

export interface OAuthCodeTable {
  code_hash: string;
  client_id: string;
  session_id: string;
  redirect_uri: string;
  code_challenge: string;
  scope: string;
  nonce: string | null;
  expires_at: Timestamp;
  used_at: Date | null;
  created_at: Timestamp;
}

/** The oauth module's tables (db/schema.ts composes every module's into `Database`). */
export interface OauthTables {
  oauth_codes: OAuthCodeTable;
}
