import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp, Json } from '../db/columns';

/** A sign-in session; its refresh tokens form one rotation family. */
export interface SessionTable {
  id: string;
  user_id: string;
  tenant_id: string;
  amr: Json<string[]>;
  auth_time: Timestamp;
  user_agent: string | null;
  ip: string | null;
  revoked_at: Date | null;
  revoke_reason: string | null;
  /** OAuth client the refresh family belongs to; null for first-party identity logins. */
  client_id: Generated<string | null>;
  created_at: Timestamp;
  /** The admin acting for the user (RFC 8693 `act`) on an impersonation session; null otherwise. */
  act: ColumnType<{ sub: string; email: string } | null, string | null | undefined, string | null>;
  /** The session this one was derived from (OAuth code exchange, step-up): an impersonation reaches its descendants. */
  origin_id: Generated<string | null>;
}

export interface RefreshTokenTable {
  token_hash: string;
  session_id: string;
  rotated_at: Date | null;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** The sessions module's tables (db/schema.ts composes every module's into `Database`). */
export interface SessionsTables {
  sessions: SessionTable;
  refresh_tokens: RefreshTokenTable;
}

export type SessionRow = Selectable<SessionTable>;
