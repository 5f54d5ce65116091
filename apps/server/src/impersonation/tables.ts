import type { Generated } from 'kysely';

/** One impersonation: the session it created, who started it and why, and the admin session it returns to. */
export interface ImpersonationTable {
  session_id: string;
  tenant_id: string;
  admin_user_id: string;
  admin_session_id: string | null;
  target_user_id: string;
  reason: string;
  started_at: Generated<Date>;
  expires_at: Date;
  ended_at: Date | null;
  end_reason: string | null;
}

/** The impersonation module's tables (db/schema.ts composes every module's into `Database`). */
export interface ImpersonationTables {
  impersonations: ImpersonationTable;
}
