import { sql, type Kysely } from 'kysely';

const now = sql`now()`;
/** Stands in for "no tenant" (vendor roles) so one unique index covers vendor and tenant role keys. */
const NO_TENANT = sql.raw(`'00000000-0000-0000-0000-000000000000'::uuid`);

/**
 * Roles administration: permission assignment types, role keys unique per tenant, groups (roles and users),
 * groups configuration, vendor applications with tenant and user assignments.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.alterTable('permissions').addColumn('assignment_type', 'text', (c) => c.notNull().defaultTo('ASSIGNABLE')).execute();
  await sql`create unique index roles_key_per_tenant on roles (vendor_id, coalesce(tenant_id, ${NO_TENANT}), key)`.execute(db);
  await s.createTable('groups').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull()).addColumn('description', 'text').addColumn('color', 'text').addColumn('metadata', 'text')
    .addColumn('managed_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('groups_name_per_tenant', ['tenant_id', 'name']).execute();
  await s.createTable('group_roles')
    .addColumn('group_id', 'uuid', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('role_id', 'uuid', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('group_roles_pk', ['group_id', 'role_id']).execute();
  await s.createTable('group_users')
    .addColumn('group_id', 'uuid', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('group_users_pk', ['group_id', 'user_id']).execute();
  await s.createIndex('group_users_user').on('group_users').column('user_id').execute();
  await s.createTable('groups_config').addColumn('tenant_id', 'uuid', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('config', 'jsonb', (c) => c.notNull().defaultTo('{}')).execute();
  await s.createTable('applications').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('vendor_id', 'uuid', (c) => c.notNull().references('vendors.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull()).addColumn('app_url', 'text').addColumn('login_url', 'text').addColumn('logo_url', 'text')
    .addColumn('access_type', 'text', (c) => c.notNull().defaultTo('MANAGED_ACCESS'))
    .addColumn('access_mode', 'text', (c) => c.notNull().defaultTo('defaultOff'))
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false)).addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now)).execute();
  await s.createTable('tenant_applications')
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('app_id', 'uuid', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('tenant_applications_pk', ['tenant_id', 'app_id']).execute();
  await s.createTable('application_users')
    .addColumn('app_id', 'uuid', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // true: assigned; false: taken away from a defaultOn application.
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_users_pk', ['app_id', 'tenant_id', 'user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['application_users', 'tenant_applications', 'applications', 'groups_config', 'group_users', 'group_roles', 'groups']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await db.schema.dropIndex('roles_key_per_tenant').ifExists().execute();
  await db.schema.alterTable('permissions').dropColumn('assignment_type').execute();
}
