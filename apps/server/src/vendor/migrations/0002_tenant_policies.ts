import { sql, type Kysely } from 'kysely';

/** Per-tenant security-policy overrides (tenant admins save them; unset parts fall back to the vendor's). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('tenant_policies')
    .addColumn('tenant_id', 'uuid', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('mfa_policy', 'jsonb').addColumn('lockout_policy', 'jsonb').addColumn('password_history_policy', 'jsonb')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tenant_policies').ifExists().execute();
}
