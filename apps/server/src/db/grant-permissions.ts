import { sql, type Kysely } from 'kysely';

/**
 * Adds permission keys to a catalogue seeded before they existed (creating their category when missing) and grants each
 * to the vendor-level roles `rolesFor` names (Admin by default). Idempotent. A fresh database has no catalogue yet:
 * ensureCatalogue seeds these keys with the rest, so this does nothing there.
 */
export async function addCataloguePermissions(
  db: Kysely<unknown>,
  category: string,
  keys: readonly string[],
  rolesFor: (key: string) => readonly string[] = () => ['Admin'],
): Promise<void> {
  const seeded = await sql<{ id: string }>`select id from permission_categories limit 1`.execute(db);
  if (!seeded.rows[0]) return;
  await sql`insert into permission_categories (id, name, description, fe_category)
    select ${crypto.randomUUID()}::uuid, ${category}, ${category}, true
    where not exists (select 1 from permission_categories where name = ${category})`.execute(db);
  for (const key of keys) {
    await sql`insert into permissions (id, key, name, description, category_id, fe_permission)
      select ${crypto.randomUUID()}::uuid, ${key}, ${key.split('.').slice(-2).join(' ')}, ${key}, c.id, true
      from permission_categories c
      where c.name = ${category} and not exists (select 1 from permissions where key = ${key})`.execute(db);
    for (const role of rolesFor(key)) {
      await sql`insert into role_permissions (role_id, permission_id)
        select r.id, p.id from roles r, permissions p where r.key = ${role} and r.tenant_id is null and p.key = ${key}
        and not exists (select 1 from role_permissions x where x.role_id = r.id and x.permission_id = p.id)`.execute(db);
    }
  }
}
