import { sql, type Kysely } from 'kysely';

/** Tenant account settings (company name stays on `tenants.name`) and per-tenant metadata documents (login box). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.createTable('account_settings').addColumn('tenant_id', 'uuid', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('address', 'text').addColumn('website', 'text').addColumn('timezone', 'text').addColumn('currency', 'text')
    .addColumn('date_format', 'text').addColumn('time_format', 'text').addColumn('logo', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await s.createTable('tenant_metadata').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('entity_name', 'text', (c) => c.notNull()).addColumn('configuration', 'jsonb', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('tenant_metadata_tenant_entity', ['tenant_id', 'entity_name']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tenant_metadata').ifExists().execute();
  await db.schema.dropTable('account_settings').ifExists().execute();
}
