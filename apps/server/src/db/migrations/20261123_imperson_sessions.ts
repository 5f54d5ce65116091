import { sql, type Kysely } from 'kysely';

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
async function addImpersonatePermission(db: Kysely<unknown>): Promise<void> {
  // A fresh database has no catalogue yet: ensureCatalogue seeds the key with the rest.
  const seeded = await sql<{ id: string }>`select id from permission_categories limit 1`.execute(db);
  if (!seeded.rows[0]) return;
  await sql`insert into permission_categories (id, name, description, fe_category)
    select ${crypto.randomUUID()}::uuid, 'Impersonation', 'Impersonation', true
    where not exists (select 1 from permission_categories where name = 'Impersonation')`.execute(db);
  const cat = await sql<{ id: string }>`select id from permission_categories where name = 'Impersonation' limit 1`.execute(db);
  if (!cat.rows[0]) return;
  const key = IMPERSONATE_PERMISSION;
  await sql`insert into permissions (id, key, name, description, category_id, fe_permission)
    select ${crypto.randomUUID()}::uuid, ${key}, 'write impersonate', ${key}, ${cat.rows[0].id}::uuid, true
    where not exists (select 1 from permissions where key = ${key})`.execute(db);
  await sql`insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r, permissions p where r.key = 'Admin' and r.tenant_id is null and p.key = ${key}
    and not exists (select 1 from role_permissions x where x.role_id = r.id and x.permission_id = p.id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('impersonations').ifExists().execute();
  await db.schema.alterTable('sessions').dropColumn('act').execute();
}
