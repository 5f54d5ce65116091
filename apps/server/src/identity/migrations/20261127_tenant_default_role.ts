import { sql, type Kysely } from 'kysely';

/**
 * One default role per tenant: `tenants.default_role_id` names the role new members get (one of the vendor's or the
 * tenant's own); null means the vendor's default. A tenant's own roles no longer carry `is_default` (several could be
 * flagged at once): the first flagged one becomes the tenant's choice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenants').addColumn('default_role_id', 'uuid', (c) => c.references('roles.id').onDelete('set null')).execute();
  await sql`update tenants t set default_role_id = (select r.id from roles r where r.tenant_id = t.id and r.is_default order by r.created_at, r.id limit 1)
    where exists (select 1 from roles r where r.tenant_id = t.id and r.is_default)`.execute(db);
  await sql`update roles set is_default = false where tenant_id is not null and is_default`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update roles r set is_default = true from tenants t where t.default_role_id = r.id and r.tenant_id = t.id`.execute(db);
  await db.schema.alterTable('tenants').dropColumn('default_role_id').execute();
}
