import { sql, type Kysely } from 'kysely';

/** IP restrictions and e-mail domain restrictions per tenant, each with its one-row config. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.createTable('ip_restrictions').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    // Canonical CIDR text (an address without a prefix is stored as given); one entry per address per tenant.
    .addColumn('ip', 'text', (c) => c.notNull()).addColumn('strategy', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true)).addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('ip_restrictions_tenant_ip', ['tenant_id', 'ip']).execute();
  await s.createTable('ip_restriction_configs')
    .addColumn('tenant_id', 'uuid', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('is_active', 'boolean', (c) => c.notNull()).addColumn('strategy', 'text', (c) => c.notNull()).execute();
  await s.createTable('email_domain_restrictions').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('domain', 'text', (c) => c.notNull()).addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('email_domain_restrictions_tenant_domain_type', ['tenant_id', 'domain', 'type']).execute();
  await s.createTable('email_domain_restriction_configs')
    .addColumn('tenant_id', 'uuid', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('active', 'boolean', (c) => c.notNull()).addColumn('block_public_domains', 'boolean', (c) => c.notNull())
    .addColumn('list_type', 'text', (c) => c.notNull()).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['email_domain_restriction_configs', 'email_domain_restrictions', 'ip_restriction_configs', 'ip_restrictions']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
