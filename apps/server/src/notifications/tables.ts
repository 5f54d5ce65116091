import type { Generated } from 'kysely';
import type { Timestamp } from '../db/columns';

/** A bell notification of one user in one tenant. */
export interface NotificationTable {
  id: string;
  tenant_id: string;
  user_id: string;
  title: string;
  body: string | null;
  severity: Generated<string>;
  status: Generated<string>;
  pinned: Generated<boolean>;
  url: string | null;
  created_at: Timestamp;
}

/** The notifications module's tables (db/schema.ts composes every module's into `Database`). */
export interface NotificationsTables {
  notifications: NotificationTable;
}
