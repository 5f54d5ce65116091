import type { Kysely } from 'kysely';

/**
 * The access layer's columns:
 * - `sessions.origin_id`: the session a derived session descends from (OAuth code exchange, step-up), null on a session
 *   started by a sign-in or an impersonation. An impersonation's expiry and end reach every session derived from it.
 * - `user_tenants.invited_name`: the name the inviter typed, shown for a pending member instead of anything of the
 *   account's own profile (which is not the inviting tenant's to see before the owner accepts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('origin_id', 'uuid').execute();
  await db.schema.createIndex('sessions_origin').on('sessions').column('origin_id').where('origin_id', 'is not', null).execute();
  await db.schema.alterTable('user_tenants').addColumn('invited_name', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_tenants').dropColumn('invited_name').execute();
  await db.schema.dropIndex('sessions_origin').ifExists().execute();
  await db.schema.alterTable('sessions').dropColumn('origin_id').execute();
}
