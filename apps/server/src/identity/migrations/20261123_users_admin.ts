import { sql, type Kysely } from 'kysely';

/**
 * User administration: per-tenant disable and temporary expiry, profile columns, breached-password flag,
 * stored profile images and the tenant invite link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.alterTable('user_tenants').addColumn('disabled_at', 'timestamptz').execute();
  await s.alterTable('user_tenants').addColumn('temporary_expires_at', 'timestamptz').execute();
  await s.alterTable('users').addColumn('address', 'text').execute();
  await s.alterTable('users').addColumn('job_title', 'text').execute();
  await s.alterTable('users').addColumn('password_breached', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await s.createIndex('user_tenants_tenant').on('user_tenants').columns(['tenant_id', 'user_id']).execute();
  await s.createTable('profile_images').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mime', 'text', (c) => c.notNull()).addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await s.createIndex('profile_images_user').on('profile_images').column('user_id').execute();
  await s.createTable('tenant_invite_links').addColumn('tenant_id', 'uuid', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('id', 'uuid', (c) => c.notNull().unique()).addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull()).addColumn('should_send_email', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tenant_invite_links').ifExists().execute();
  await db.schema.dropTable('profile_images').ifExists().execute();
  await db.schema.dropIndex('user_tenants_tenant').ifExists().execute();
  for (const col of ['address', 'job_title', 'password_breached']) await db.schema.alterTable('users').dropColumn(col).execute();
  for (const col of ['disabled_at', 'temporary_expires_at']) await db.schema.alterTable('user_tenants').dropColumn(col).execute();
}
