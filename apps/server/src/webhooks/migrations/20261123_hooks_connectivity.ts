import { sql, type Kysely } from 'kysely';

/** Webhook configs, e-mail/SMS/slack subscriptions, and the durable delivery outbox that is also the webhook log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.createTable('webhooks').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('display_name', 'text', (c) => c.notNull()).addColumn('description', 'text')
    .addColumn('url', 'text', (c) => c.notNull()).addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('event_keys', 'jsonb', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await s.createIndex('webhooks_tenant').on('webhooks').column('tenant_id').execute();

  // E-mail and SMS: one switch per (tenant, channel, event), above its subscriptions.
  await s.createTable('connectivity_channel_events')
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull()).addColumn('event_key', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('connectivity_channel_events_pk', ['tenant_id', 'channel', 'event_key']).execute();

  // One row per (tenant, channel, event, subscription): e-mail and SMS recipients, or slack channels (incoming-webhook URLs).
  await s.createTable('connectivity_subscriptions').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('event_key', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('recipients', 'jsonb', (c) => c.notNull().defaultTo('[]'))
    // Groups the events of one slack subscription (its id); e-mail/SMS v1 entries use their own id.
    .addColumn('group_id', 'uuid', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await s.createIndex('connectivity_subscriptions_lookup').on('connectivity_subscriptions').columns(['tenant_id', 'channel', 'event_key']).execute();

  // The outbox: enqueued with the event, claimed with FOR UPDATE SKIP LOCKED and a lease, kept as the delivery log.
  await s.createTable('connectivity_deliveries').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('webhook_id', 'uuid', (c) => c.references('webhooks.id').onDelete('cascade'))
    .addColumn('event_id', 'uuid', (c) => c.notNull())
    .addColumn('event_key', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('lease_until', 'timestamptz')
    .addColumn('status_code', 'integer').addColumn('response_body', 'text').addColumn('duration_ms', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull()).execute();
  // The worker looks for due rows; the logs page reads one webhook's rows newest first.
  await s.createIndex('connectivity_deliveries_due').on('connectivity_deliveries').columns(['status', 'next_attempt_at']).execute();
  await s.createIndex('connectivity_deliveries_webhook').on('connectivity_deliveries').columns(['webhook_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('connectivity_deliveries').ifExists().execute();
  await db.schema.dropTable('connectivity_subscriptions').ifExists().execute();
  await db.schema.dropTable('connectivity_channel_events').ifExists().execute();
  await db.schema.dropTable('webhooks').ifExists().execute();
}
