import { sql, type Kysely } from 'kysely';

/** Per-tenant session policy (§3 Session policy): concurrent sessions, idle timeout, absolute session timeout. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('session_policies')
    .addColumn('tenant_id', 'uuid', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    // Each limit keeps its figure while inactive, so switching it back on restores what the admin had set.
    .addColumn('concurrent_active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('max_sessions', 'integer', (c) => c.notNull())
    .addColumn('idle_active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('idle_timeout', 'integer', (c) => c.notNull())
    .addColumn('timeout_active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('session_timeout', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  // Counting a user's live sessions in a tenant at login (maximum concurrent sessions).
  await db.schema.createIndex('sessions_user_tenant_created').on('sessions').columns(['user_id', 'tenant_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_user_tenant_created').ifExists().execute();
  await db.schema.dropTable('session_policies').ifExists().execute();
}
