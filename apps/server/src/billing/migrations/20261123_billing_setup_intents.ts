import { sql, type Kysely } from 'kysely';

/** Setup intents waiting for the cardholder's authentication (3-D Secure, `requires_action`), so only their tenant confirms them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('billing_setup_intents').addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('payment_method', 'text', (c) => c.notNull()).addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_setup_intents').ifExists().execute();
}
