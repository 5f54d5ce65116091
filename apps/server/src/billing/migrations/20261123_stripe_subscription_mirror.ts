import type { Kysely } from 'kysely';

/**
 * Subscriptions mirrored from a provider (Stripe Subscription objects): which provider drives each one, and the time
 * of the newest provider state applied (so an older webhook never overwrites it); payments waiting for 3-D Secure on
 * checkout / plan change share the setup intents' table (kind `payment`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('billing_subscriptions').addColumn('provider', 'text', (c) => c.notNull().defaultTo('embedded')).execute();
  await db.schema.alterTable('billing_subscriptions').addColumn('remote_updated', 'integer').execute();
  await db.schema.alterTable('billing_setup_intents').addColumn('kind', 'text', (c) => c.notNull().defaultTo('setup')).execute();
  await db.schema.alterTable('billing_setup_intents').addColumn('subscription_id', 'text').execute();
  await db.schema.alterTable('billing_setup_intents').addColumn('plan_id', 'text').execute();
  await db.schema.alterTable('billing_setup_intents').addColumn('invoice_id', 'text').execute();
  await db.schema.createIndex('billing_invoices_external').on('billing_invoices').column('external_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('billing_invoices_external').ifExists().execute();
  for (const c of ['kind', 'subscription_id', 'plan_id', 'invoice_id']) await db.schema.alterTable('billing_setup_intents').dropColumn(c).execute();
  for (const c of ['provider', 'remote_updated']) await db.schema.alterTable('billing_subscriptions').dropColumn(c).execute();
}
