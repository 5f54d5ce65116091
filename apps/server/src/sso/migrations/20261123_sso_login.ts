import { sql, type Kysely } from 'kysely';

/** Enterprise SSO: configurations (SAML / OIDC), claimed domains, group mappings, pending logins, used assertions, SSO identities. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.createTable('sso_configurations').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false)).addColumn('type', 'text', (c) => c.notNull().defaultTo('saml'))
    .addColumn('sso_endpoint', 'text').addColumn('public_certificate', 'text').addColumn('sign_request', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('oidc_client_id', 'text').addColumn('oidc_secret', 'text').addColumn('metadata', 'text')
    .addColumn('role_ids', 'jsonb', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await s.createIndex('sso_configurations_tenant').on('sso_configurations').columns(['tenant_id', 'created_at']).execute();
  await s.createTable('sso_domains').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('config_id', 'uuid', (c) => c.notNull().references('sso_configurations.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('domain', 'text', (c) => c.notNull()).addColumn('validated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('txt_record', 'text', (c) => c.notNull()).addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('sso_domains_config_domain', ['config_id', 'domain']).execute();
  // One validated owner per domain across every tenant: a login by e-mail domain must never have two answers.
  await sql`create unique index sso_domains_validated on sso_domains (domain) where validated`.execute(db);
  await s.createTable('sso_groups').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('config_id', 'uuid', (c) => c.notNull().references('sso_configurations.id').onDelete('cascade'))
    .addColumn('group_name', 'text', (c) => c.notNull()).addColumn('role_ids', 'jsonb', (c) => c.notNull().defaultTo('[]'))
    .addUniqueConstraint('sso_groups_config_group', ['config_id', 'group_name']).execute();
  // A login started at the IdP (SAML AuthnRequest id or OIDC state) waiting for its answer; consumed once.
  await s.createTable('sso_requests').addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('config_id', 'uuid', (c) => c.notNull().references('sso_configurations.id').onDelete('cascade'))
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo('{}')).addColumn('expires_at', 'timestamptz', (c) => c.notNull()).execute();
  // Assertion ids already used (replay protection), kept until the assertion would have expired anyway.
  await s.createTable('sso_used_assertions').addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull()).execute();
  await s.createTable('sso_identities')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull()).addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).addPrimaryKeyConstraint('sso_identities_pk', ['user_id', 'tenant_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['sso_identities', 'sso_used_assertions', 'sso_requests', 'sso_groups', 'sso_domains', 'sso_configurations']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
