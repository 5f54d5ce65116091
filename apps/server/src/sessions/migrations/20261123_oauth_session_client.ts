import type { Kysely } from 'kysely';

/** The OAuth client a session's refresh family was issued to (null: first-party identity login), so refresh is client-bound. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('client_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('client_id').execute();
}
