import { sql, type Kysely } from 'kysely';
import { addCataloguePermissions } from '../../db/grant-permissions';

export const IMPERSONATE_PERMISSION = 'fe.secure.write.impersonate';

/**
 * Impersonation: `sessions.act` (the admin acting, RFC 8693 `act` claim; null on ordinary sessions) and one
 * `impersonations` row per impersonation session (who, why, the admin session to return to, expiry, end).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('act', 'jsonb').execute();
  await db.schema.createTable('impersonations')
    .addColumn('session_id', 'uuid', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('admin_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('admin_session_id', 'uuid', (c) => c.references('sessions.id').onDelete('set null'))
    .addColumn('target_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('end_reason', 'text')
    .execute();
  await db.schema.createIndex('impersonations_tenant').on('impersonations').columns(['tenant_id', 'started_at']).execute();
  await addImpersonatePermission(db);
}

/** Adds the permission to a catalogue seeded before it existed, granted to the vendor's Admin role. Idempotent. */
function addImpersonatePermission(db: Kysely<unknown>): Promise<void> {
  return addCataloguePermissions(db, 'Impersonation', [IMPERSONATE_PERMISSION]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('impersonations').ifExists().execute();
  await db.schema.alterTable('sessions').dropColumn('act').execute();
}
