import type { Generated } from 'kysely';
import type { Timestamp, Json } from '../db/columns';

/** A tenant's webhook: where and which events are delivered, signed with its secret. */
export interface WebhookTable {
  id: string;
  tenant_id: string;
  display_name: string;
  description: string | null;
  url: string;
  secret: string;
  event_keys: Json<string[]>;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The webhooks module's tables (db/schema.ts composes every module's into `Database`). */
export interface WebhooksTables {
  webhooks: WebhookTable;
}
