import type { Generated } from 'kysely';
import type { Timestamp } from '../db/columns';

export interface PasswordHistoryTable {
  id: Generated<number>;
  user_id: string;
  password_hash: string;
  created_at: Timestamp;
}

/** The passwords module's tables (db/schema.ts composes every module's into `Database`). */
export interface PasswordsTables {
  password_history: PasswordHistoryTable;
}
