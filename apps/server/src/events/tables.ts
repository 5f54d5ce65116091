import type { Generated } from 'kysely';
import type { Timestamp, Json } from '../db/columns';

/** One delivery of one event to one target: the outbox row and, for webhooks, the log entry. */
export interface ConnectivityDeliveryTable {
  id: string;
  tenant_id: string;
  channel: string;
  webhook_id: string | null;
  event_id: string;
  event_key: string;
  target: string;
  payload: Json<Record<string, unknown>>;
  /** 'pending' | 'delivering' | 'delivered' | 'failed' */
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  lease_until: Timestamp | null;
  status_code: number | null;
  response_body: string | null;
  duration_ms: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The events module's tables (db/schema.ts composes every module's into `Database`). */
export interface EventsTables {
  connectivity_deliveries: ConnectivityDeliveryTable;
}
