import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

/** Identity core: vendors, tenants, users, roles, sessions, tokens, MFA, outbox, audits, OAuth codes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.createTable('vendors').addColumn('id', 'uuid', (c) => c.primaryKey()).addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo', 'text').addColumn('white_label_mode', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('config', 'jsonb', (c) => c.notNull().defaultTo('{}')).addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).execute();
  await s.createTable('tenants').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('vendor_id', 'uuid', (c) => c.notNull().references('vendors.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull()).addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).execute();
  await s.createTable('users').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('vendor_id', 'uuid', (c) => c.notNull().references('vendors.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull()).addColumn('name', 'text').addColumn('phone_number', 'text')
    .addColumn('password_hash', 'text').addColumn('verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo('{}')).addColumn('profile_picture_url', 'text')
    .addColumn('failed_login_attempts', 'integer', (c) => c.notNull().defaultTo(0)).addColumn('last_login', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('users_vendor_email', ['vendor_id', 'email']).execute();
  await s.createTable('user_tenants')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('activated', 'boolean', (c) => c.notNull().defaultTo(false)).addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).addPrimaryKeyConstraint('user_tenants_pk', ['user_id', 'tenant_id']).execute();
  await s.createTable('roles').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('vendor_id', 'uuid', (c) => c.notNull().references('vendors.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull()).addColumn('name', 'text', (c) => c.notNull()).addColumn('description', 'text')
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false)).addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).execute();
  await s.createTable('permission_categories').addColumn('id', 'uuid', (c) => c.primaryKey()).addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text').addColumn('fe_category', 'boolean', (c) => c.notNull().defaultTo(true)).execute();
  await s.createTable('permissions').addColumn('id', 'uuid', (c) => c.primaryKey()).addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull()).addColumn('description', 'text')
    .addColumn('category_id', 'uuid', (c) => c.references('permission_categories.id').onDelete('set null'))
    .addColumn('fe_permission', 'boolean', (c) => c.notNull().defaultTo(true)).addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).execute();
  await s.createTable('role_permissions')
    .addColumn('role_id', 'uuid', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission_id', 'uuid', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id']).execute();
  await s.createTable('user_roles')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('role_id', 'uuid', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'tenant_id', 'role_id']).execute();
  await s.createTable('password_history').addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('password_hash', 'text', (c) => c.notNull()).addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).execute();
  await s.createTable('sessions').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('amr', 'jsonb', (c) => c.notNull().defaultTo('[]')).addColumn('auth_time', 'timestamptz', (c) => c.notNull())
    .addColumn('user_agent', 'text').addColumn('ip', 'text').addColumn('revoked_at', 'timestamptz').addColumn('revoke_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).execute();
  await s.createTable('refresh_tokens').addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('rotated_at', 'timestamptz').addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).execute();
  await s.createTable('one_time_tokens').addColumn('token_hash', 'text', (c) => c.primaryKey()).addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo('{}')).addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz').addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).execute();
  await s.createTable('mfa_authenticators').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull()).addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('verified', 'boolean', (c) => c.notNull().defaultTo(false)).addColumn('last_used_step', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).execute();
  await s.createTable('recovery_codes').addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('used_at', 'timestamptz').addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).execute();
  await s.createTable('remembered_devices').addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull()).addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).execute();
  await s.createTable('mfa_email_codes').addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull()).addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)).addColumn('used', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).execute();
  await s.createTable('signing_keys').addColumn('kid', 'text', (c) => c.primaryKey())
    .addColumn('private_jwk', 'jsonb', (c) => c.notNull()).addColumn('public_jwk', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).execute();
  await s.createTable('outbox').addColumn('id', 'uuid', (c) => c.primaryKey()).addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull()).addColumn('subject', 'text').addColumn('text', 'text', (c) => c.notNull())
    .addColumn('links', 'jsonb', (c) => c.notNull().defaultTo('[]')).addColumn('codes', 'jsonb', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sent_at', 'timestamptz').addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).execute();
  await s.createTable('audits').addColumn('id', 'uuid', (c) => c.primaryKey()).addColumn('vendor_id', 'uuid').addColumn('tenant_id', 'uuid')
    .addColumn('user_id', 'uuid').addColumn('email', 'text').addColumn('action', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull()).addColumn('ip', 'text').addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text').addColumn('json', 'jsonb', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).execute();
  await s.createTable('oauth_codes').addColumn('code_hash', 'text', (c) => c.primaryKey()).addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('redirect_uri', 'text', (c) => c.notNull()).addColumn('code_challenge', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull()).addColumn('nonce', 'text').addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz').addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).execute();
  await s.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await s.createIndex('refresh_tokens_session').on('refresh_tokens').column('session_id').execute();
  await s.createIndex('audits_tenant_created').on('audits').columns(['tenant_id', 'created_at']).execute();
  await s.createIndex('outbox_to_created').on('outbox').columns(['to_address', 'created_at']).execute();
  await s.createIndex('user_roles_tenant').on('user_roles').columns(['tenant_id', 'user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['oauth_codes', 'audits', 'outbox', 'signing_keys', 'remembered_devices', 'mfa_email_codes', 'recovery_codes', 'mfa_authenticators',
    'one_time_tokens', 'refresh_tokens', 'sessions', 'password_history', 'user_roles', 'role_permissions', 'permissions',
    'permission_categories', 'roles', 'user_tenants', 'users', 'tenants', 'vendors']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
