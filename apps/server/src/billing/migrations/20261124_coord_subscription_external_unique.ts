import type { Kysely } from 'kysely';

/** One of our subscriptions per provider subscription: two webhook events adopting the same one cannot both insert it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('billing_subscriptions_external').unique().on('billing_subscriptions').column('external_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('billing_subscriptions_external').ifExists().execute();
}
