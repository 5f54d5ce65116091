import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { keyMatches, PERMISSION_CATALOGUE, SEEDED_ROLES } from './permissions';

/** The tables the catalogue writes whose `member_grants` triggers it may hold back (identity migration 20261128063000). */
const GRANTS_TRIGGERS = ['permissions', 'roles', 'role_permissions'] as const;

/**
 * Creates the permission catalogue and the Admin/ReadOnly/Support roles once per vendor. `embedded` (PGlite, one
 * session, tables owned by this process): on a database with no membership at all, the `member_grants` triggers of
 * the three tables are off for this transaction only — with no membership there is no grants row any insert could
 * change, and on PGlite their ~130 row firings cost a first ever start ≈ 0.6 s of CPU (bench/RESULTS.md).
 */
export async function ensureCatalogue(db: Db, vendorId: string, { embedded = false } = {}): Promise<void> {
  const existing = await db.selectFrom('roles').select('id').where('vendor_id', '=', vendorId).where('tenant_id', 'is', null).executeTakeFirst();
  if (existing) return;
  // A handful of multi-row statements, not one per permission: a fresh database's first start waits for this.
  await db.transaction().execute(async (tx) => {
    // ALTER TABLE is transactional: the triggers are back on at commit, and on a rollback they were never off.
    const quiet = embedded && !(await tx.selectFrom('user_tenants').select('user_id').limit(1).executeTakeFirst());
    const triggers = async (state: 'enable' | 'disable') => {
      for (const t of GRANTS_TRIGGERS) await sql`alter table ${sql.table(t)} ${sql.raw(state)} trigger ${sql.raw(`${t}_member_grants`)}`.execute(tx);
    };
    if (quiet) await triggers('disable');
    const categories = Object.entries(PERMISSION_CATALOGUE).map(([name, keys]) => ({ id: crypto.randomUUID(), name, keys }));
    await tx.insertInto('permission_categories').values(categories.map((c) => ({ id: c.id, name: c.name, description: c.name, fe_category: true }))).execute();
    const allKeys = categories.flatMap((c) => c.keys);
    const found = new Map((await tx.selectFrom('permissions').select(['id', 'key']).where('key', 'in', allKeys).execute()).map((r) => [r.key, r.id]));
    const permissionIds = new Map<string, string>();
    const missing: { id: string; key: string; name: string; description: string; category_id: string; fe_permission: boolean }[] = [];
    for (const c of categories) {
      for (const key of c.keys) {
        if (permissionIds.has(key)) continue;
        const id = found.get(key) ?? crypto.randomUUID();
        if (!found.has(key)) missing.push({ id, key, name: key.split('.').slice(-2).join(' '), description: key, category_id: c.id, fe_permission: true });
        permissionIds.set(key, id);
      }
    }
    if (missing.length) await tx.insertInto('permissions').values(missing).execute();
    const roles = SEEDED_ROLES.map((role) => ({ role, id: crypto.randomUUID() }));
    await tx.insertInto('roles').values(roles.map(({ role, id }) => ({
      id, vendor_id: vendorId, tenant_id: null, key: role.key, name: role.name, description: role.description, is_default: role.isDefault, level: role.level,
    }))).execute();
    const grants = roles.flatMap(({ role, id }) =>
      [...permissionIds].filter(([key]) => role.patterns.some((p) => keyMatches(p, key))).map(([, permission_id]) => ({ role_id: id, permission_id })));
    if (grants.length) await tx.insertInto('role_permissions').values(grants).execute();
    if (quiet) await triggers('enable');
  });
}
