import { sql, type Kysely } from 'kysely';

/** Signing-key rotation: a key is published from creation, signs from `activates_at`, verifies until `expires_at`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('signing_keys').addColumn('activates_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await db.schema.alterTable('signing_keys').addColumn('expires_at', 'timestamptz').execute();
  // Existing keys signed from their creation.
  await sql`update signing_keys set activates_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('signing_keys').dropColumn('expires_at').execute();
  await db.schema.alterTable('signing_keys').dropColumn('activates_at').execute();
}
