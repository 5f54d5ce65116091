import { sql, type Kysely } from 'kysely';

/** Billing ledger of the embedded provider (and the mirror of Stripe's): plans, accounts, payment methods, subscriptions, invoices. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  const now = sql`now()`;
  await s.createTable('billing_plans').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('vendor_id', 'uuid', (c) => c.notNull().references('vendors.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull()).addColumn('description', 'text').addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull()).addColumn('currency', 'text', (c) => c.notNull().defaultTo('usd'))
    .addColumn('trial_days', 'integer', (c) => c.notNull().defaultTo(0)).addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('features', 'jsonb', (c) => c.notNull().defaultTo('[]')).addColumn('external_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('billing_plans_slug', ['vendor_id', 'slug']).execute();
  await s.createTable('billing_vendor_settings').addColumn('vendor_id', 'uuid', (c) => c.primaryKey().references('vendors.id').onDelete('cascade'))
    .addColumn('allow_plan_downgrade', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('allow_plan_cancellation', 'boolean', (c) => c.notNull().defaultTo(true)).execute();
  // One row per tenant: its configuration, customer, test clock offset, credit balance and receipt counter.
  await s.createTable('billing_accounts').addColumn('tenant_id', 'uuid', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('id', 'uuid', (c) => c.notNull().unique()).addColumn('customer_id', 'text').addColumn('customer_name', 'text').addColumn('customer_email', 'text')
    .addColumn('trial_end_action', 'text', (c) => c.notNull().defaultTo('change_to_default'))
    .addColumn('externally_managed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('clock_offset_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credit_balance', 'integer', (c) => c.notNull().defaultTo(0)).addColumn('invoice_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trial_used', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).execute();
  await s.createTable('billing_payment_methods').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('external_id', 'text', (c) => c.notNull()).addColumn('brand', 'text', (c) => c.notNull()).addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull()).addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false)).addColumn('billing_details', 'jsonb', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).execute();
  await s.createTable('billing_subscriptions').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('plan_id', 'uuid', (c) => c.notNull().references('billing_plans.id'))
    .addColumn('payment_method_id', 'uuid', (c) => c.references('billing_payment_methods.id').onDelete('set null'))
    .addColumn('external_id', 'text', (c) => c.notNull()).addColumn('status', 'text', (c) => c.notNull())
    .addColumn('start_date', 'timestamptz', (c) => c.notNull()).addColumn('current_period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('current_period_end', 'timestamptz', (c) => c.notNull()).addColumn('trial_end', 'timestamptz')
    .addColumn('cancellation_policy', 'text').addColumn('externally_managed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).execute();
  await s.createIndex('billing_subscriptions_tenant').on('billing_subscriptions').columns(['tenant_id', 'created_at']).execute();
  await s.createTable('billing_invoices').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('subscription_id', 'uuid', (c) => c.notNull().references('billing_subscriptions.id').onDelete('cascade'))
    .addColumn('external_id', 'text', (c) => c.notNull()).addColumn('receipt_number', 'text', (c) => c.notNull().unique())
    .addColumn('payment_date', 'timestamptz', (c) => c.notNull()).addColumn('total_amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull()).addColumn('paid', 'boolean', (c) => c.notNull())
    .addColumn('lines', 'jsonb', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).execute();
  // Stripe webhook events seen (idempotency by event id; `created` per object guards against out-of-order delivery).
  await s.createTable('billing_webhook_events').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull()).addColumn('created', 'integer', (c) => c.notNull()).addColumn('applied', 'boolean', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).execute();
  await s.createIndex('billing_webhook_events_object').on('billing_webhook_events').columns(['object_id', 'created']).execute();
  await s.createIndex('billing_invoices_tenant').on('billing_invoices').columns(['tenant_id', 'payment_date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['billing_webhook_events', 'billing_invoices', 'billing_subscriptions', 'billing_payment_methods', 'billing_accounts', 'billing_vendor_settings', 'billing_plans']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
