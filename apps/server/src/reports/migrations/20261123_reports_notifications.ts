import { sql, type Kysely } from 'kysely';
import { addCataloguePermissions } from '../../db/grant-permissions';

const REPORT_KEYS = ['fe.secure.read.reports', 'fe.secure.write.reports'];

/** Per-user bell notifications, tenant reports with their schedule, and the report permissions for existing catalogues. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.createTable('notifications').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull()).addColumn('body', 'text')
    .addColumn('severity', 'text', (c) => c.notNull().defaultTo('info'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('unread'))
    .addColumn('pinned', 'boolean', (c) => c.notNull().defaultTo(false)).addColumn('url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  // The bell reads one user's list in one tenant, pinned first then newest first.
  await s.createIndex('notifications_owner').on('notifications').columns(['user_id', 'tenant_id', 'pinned', 'created_at']).execute();

  await s.createTable('tenant_reports').addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('template_id', 'text', (c) => c.notNull()).addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text').addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('schedule', 'jsonb').addColumn('recipients', 'jsonb', (c) => c.notNull().defaultTo('[]'))
    .addColumn('data_filters', 'jsonb', (c) => c.notNull().defaultTo('{}'))
    // Start of the window the next scheduled run is looked for in (moves on each run and schedule change).
    .addColumn('schedule_from', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).addColumn('last_sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('tenant_reports_tenant_template', ['tenant_id', 'template_id']).execute();
  await addReportPermissions(db);
}

/** Adds the report keys to a catalogue seeded before they existed, granted to the vendor's Admin role (read also to ReadOnly and Support). */
export function addReportPermissions(db: Kysely<unknown>): Promise<void> {
  return addCataloguePermissions(db, 'Reports', REPORT_KEYS, (key) => (key.includes('.read.') ? ['Admin', 'ReadOnly', 'Support'] : ['Admin']));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tenant_reports').ifExists().execute();
  await db.schema.dropTable('notifications').ifExists().execute();
}
