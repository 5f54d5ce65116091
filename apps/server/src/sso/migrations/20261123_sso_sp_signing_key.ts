import { sql, type Kysely } from 'kysely';

/** The SAML service provider's own signing key pair (one per vendor): certificate in the clear, private key encrypted. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('sso_sp_keys')
    .addColumn('vendor_id', 'uuid', (c) => c.primaryKey().references('vendors.id').onDelete('cascade'))
    .addColumn('certificate', 'text', (c) => c.notNull()).addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sso_sp_keys').ifExists().execute();
}
