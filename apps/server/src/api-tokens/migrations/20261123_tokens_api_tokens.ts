import { sql, type Kysely } from 'kysely';
import { addCataloguePermissions } from '../../db/grant-permissions';

const API_TOKEN_DELETE_KEYS = ['fe.secure.delete.userApiTokens', 'fe.secure.delete.tenantApiTokens'];

/** API and access tokens (secrets stored as SHA-256 only), and the delete permissions for existing catalogues. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.createTable('api_tokens').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    // Owner of a personal token; null for a tenant token.
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull()).addColumn('client_id', 'uuid', (c) => c.unique())
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique()).addColumn('description', 'text')
    .addColumn('role_ids', 'jsonb', (c) => c.notNull().defaultTo('[]')).addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await s.createIndex('api_tokens_tenant').on('api_tokens').columns(['tenant_id', 'created_at']).execute();
  await addDeletePermissions(db);
}

/** Adds the token delete keys to a catalogue seeded before they existed, granted to the vendor's Admin role. Idempotent. */
export function addDeletePermissions(db: Kysely<unknown>): Promise<void> {
  return addCataloguePermissions(db, 'API tokens', API_TOKEN_DELETE_KEYS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_tokens').ifExists().execute();
}
