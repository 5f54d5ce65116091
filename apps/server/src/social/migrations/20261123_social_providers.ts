import { sql, type Kysely } from 'kysely';

/** Social login: each provider's settings per vendor, and the provider accounts linked to users. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.createTable('social_providers')
    .addColumn('vendor_id', 'uuid', (c) => c.notNull().references('vendors.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull()).addColumn('active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('client_id', 'text').addColumn('client_secret', 'text')
    .addColumn('additional_scopes', 'jsonb', (c) => c.notNull().defaultTo('[]'))
    .addColumn('redirect_url', 'text').addColumn('issuer', 'text').addColumn('authorization_endpoint', 'text')
    .addColumn('token_endpoint', 'text').addColumn('userinfo_endpoint', 'text').addColumn('emails_endpoint', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('social_providers_pk', ['vendor_id', 'type']).execute();
  await s.createTable('social_identities')
    .addColumn('vendor_id', 'uuid', (c) => c.notNull().references('vendors.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull()).addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('social_identities_pk', ['vendor_id', 'provider', 'subject']).execute();
  await s.createIndex('social_identities_user').on('social_identities').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('social_identities').ifExists().execute();
  await db.schema.dropTable('social_providers').ifExists().execute();
}
