import { sql, type Kysely } from 'kysely';

/** Fixed-window counters shared by every server instance (second-factor attempts, forgot-password requests). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    // When the limit was last reached: second-factor tokens issued before it are void.
    .addColumn('tripped_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('rate_limits_window_idx').on('rate_limits').column('window_start').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
