import type { Timestamp, Json } from '../db/columns';

export interface OutboxTable {
  id: string;
  channel: string;
  to_address: string;
  subject: string | null;
  text: string;
  links: Json<string[]>;
  codes: Json<string[]>;
  sent_at: Date | null;
  created_at: Timestamp;
}

/** The mailbox module's tables (db/schema.ts composes every module's into `Database`). */
export interface MailboxTables {
  outbox: OutboxTable;
}
