import { sql, type Kysely } from 'kysely';
import { addCataloguePermissions } from '../../db/grant-permissions';

const PROVISIONING_KEYS = ['fe.secure.write.provisioningConfiguration', 'fe.secure.delete.provisioningConfiguration'];

/** SCIM 2.0 provisioning: connections (bearer stored as SHA-256 only), and the SCIM attributes of users and groups they manage. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.createTable('scim_connections').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('connection_name', 'text', (c) => c.notNull()).addColumn('source', 'text', (c) => c.notNull())
    .addColumn('sync_to_user_management', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await s.createIndex('scim_connections_tenant').on('scim_connections').columns(['tenant_id', 'created_at']).execute();
  await s.createTable('scim_users')
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // A deleted connection leaves its users in place, no longer linked to it.
    .addColumn('connection_id', 'uuid', (c) => c.references('scim_connections.id').onDelete('set null'))
    .addColumn('user_name', 'text', (c) => c.notNull()).addColumn('external_id', 'text')
    .addColumn('given_name', 'text').addColumn('family_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('scim_users_pk', ['tenant_id', 'user_id']).execute();
  await s.createIndex('scim_users_connection').on('scim_users').column('connection_id').execute();
  await s.createTable('scim_groups')
    .addColumn('group_id', 'uuid', (c) => c.primaryKey().references('groups.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('connection_id', 'uuid', (c) => c.references('scim_connections.id').onDelete('set null'))
    .addColumn('external_id', 'text').execute();
  await addProvisioningPermissions(db);
}

/** Adds the provisioning write/delete keys to a catalogue seeded before they existed, granted to the vendor's Admin role. Idempotent. */
function addProvisioningPermissions(db: Kysely<unknown>): Promise<void> {
  return addCataloguePermissions(db, 'Security', PROVISIONING_KEYS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scim_groups').ifExists().execute();
  await db.schema.dropTable('scim_users').ifExists().execute();
  await db.schema.dropTable('scim_connections').ifExists().execute();
}
