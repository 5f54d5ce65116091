import type { Kysely } from 'kysely';

/** Plan limits (`{ seats: 10 }`): what the Usage section measures the tenant's real counts against. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('billing_plans').addColumn('limits', 'jsonb', (c) => c.notNull().defaultTo('{}')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('billing_plans').dropColumn('limits').execute();
}
