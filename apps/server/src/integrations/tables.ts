import type { Generated } from 'kysely';
import type { Timestamp, Json } from '../db/columns';

/** The on/off switch of one event on the e-mail or SMS channel of a tenant. */
export interface ConnectivityChannelEventTable {
  tenant_id: string;
  channel: string;
  event_key: string;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
}

/** An e-mail, SMS or slack subscription to one event ('email' | 'sms' | 'slack'). */
export interface ConnectivitySubscriptionTable {
  id: string;
  tenant_id: string;
  channel: string;
  event_key: string;
  enabled: Generated<boolean>;
  recipients: Json<string[]>;
  group_id: string;
  message: string | null;
  /** What the client calls an e-mail or SMS subscription (none for slack). */
  name: string | null;
  created_at: Timestamp;
}

/** The integrations module's tables (db/schema.ts composes every module's into `Database`). */
export interface IntegrationsTables {
  connectivity_channel_events: ConnectivityChannelEventTable;
  connectivity_subscriptions: ConnectivitySubscriptionTable;
}
