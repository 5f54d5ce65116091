import type { Db } from '../db/connect';
import { keyMatches, PERMISSION_CATALOGUE, SEEDED_ROLES } from './permissions';

/** Creates the permission catalogue and the Admin/ReadOnly/Support roles once per vendor. */
export async function ensureCatalogue(db: Db, vendorId: string): Promise<void> {
  const existing = await db.selectFrom('roles').select('id').where('vendor_id', '=', vendorId).where('tenant_id', 'is', null).executeTakeFirst();
  if (existing) return;
  const permissionIds = new Map<string, string>();
  for (const [category, keys] of Object.entries(PERMISSION_CATALOGUE)) {
    const cat = await db.insertInto('permission_categories').values({ id: crypto.randomUUID(), name: category, description: category, fe_category: true })
      .returning('id').executeTakeFirstOrThrow();
    for (const key of keys) {
      const found = await db.selectFrom('permissions').select('id').where('key', '=', key).executeTakeFirst();
      const id = found?.id ?? crypto.randomUUID();
      if (!found) {
        await db.insertInto('permissions').values({ id, key, name: key.split('.').slice(-2).join(' '), description: key, category_id: cat.id, fe_permission: true }).execute();
      }
      permissionIds.set(key, id);
    }
  }
  for (const role of SEEDED_ROLES) {
    const id = crypto.randomUUID();
    await db.insertInto('roles').values({ id, vendor_id: vendorId, tenant_id: null, key: role.key, name: role.name, description: role.description, is_default: role.isDefault, level: role.level }).execute();
    const granted = [...permissionIds].filter(([key]) => role.patterns.some((p) => keyMatches(p, key))).map(([, pid]) => pid);
    if (granted.length) await db.insertInto('role_permissions').values(granted.map((permission_id) => ({ role_id: id, permission_id }))).execute();
  }
}
