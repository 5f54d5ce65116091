import type { Generated } from 'kysely';
import type { Timestamp } from '../db/columns';

/** A tenant's session policy (session-policy domain); each limit keeps its figure while inactive. */
export interface SessionPolicyTable {
  tenant_id: string;
  concurrent_active: Generated<boolean>;
  max_sessions: number;
  idle_active: Generated<boolean>;
  idle_timeout: number;
  timeout_active: Generated<boolean>;
  session_timeout: number;
  updated_at: Timestamp;
}

/** The session-policy module's tables (db/schema.ts composes every module's into `Database`). */
export interface SessionPolicyTables {
  session_policies: SessionPolicyTable;
}
