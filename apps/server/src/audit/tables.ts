import type { Timestamp, Json } from '../db/columns';

export interface AuditTable {
  id: string;
  vendor_id: string | null;
  tenant_id: string | null;
  user_id: string | null;
  email: string | null;
  action: string;
  description: string;
  ip: string | null;
  severity: string;
  user_agent: string | null;
  json: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

/** The audit module's tables (db/schema.ts composes every module's into `Database`). */
export interface AuditTables {
  audits: AuditTable;
}
