import type { Kysely } from 'kysely';

/** Tenant hierarchy: parent, reseller flag, sub-account access type; per-membership sub-account access. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.alterTable('tenants').addColumn('parent_tenant_id', 'uuid', (c) => c.references('tenants.id').onDelete('restrict')).execute();
  await s.alterTable('tenants').addColumn('is_reseller', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await s.alterTable('tenants').addColumn('sub_account_access_type', 'text', (c) => c.notNull().defaultTo('defaultOff')).execute();
  // Null: never decided, so the tenant's access type decides (defaultOn grants, defaultOff refuses).
  await s.alterTable('user_tenants').addColumn('allow_sub_account_access', 'boolean').execute();
  await s.createIndex('tenants_parent').on('tenants').column('parent_tenant_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tenants_parent').ifExists().execute();
  await db.schema.alterTable('user_tenants').dropColumn('allow_sub_account_access').execute();
  for (const col of ['sub_account_access_type', 'is_reseller', 'parent_tenant_id']) await db.schema.alterTable('tenants').dropColumn(col).execute();
}
