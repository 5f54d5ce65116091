import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/connect';
import { MIGRATIONS } from '../migrations';
import { ensureCatalogue } from './catalogue';

// The embedded first start holds the member_grants triggers back while it writes the catalogue (catalogue.ts): they
// must be on again after it, and a grant made afterwards must reach the stored grants as on any database.
let db: Db;
const vendorId = crypto.randomUUID();
beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://', migrations: MIGRATIONS });
  await db.insertInto('vendors').values({ id: vendorId, name: 'V', config: '{}' }).execute();
});
afterAll(async () => db?.destroy());

const triggerStates = async () => (await sql<{ table: string; enabled: string }>`
  select c.relname as table, t.tgenabled as enabled from pg_trigger t join pg_class c on c.oid = t.tgrelid
  where t.tgname like '%_member_grants' and c.relname in ('permissions', 'roles', 'role_permissions') order by 1`.execute(db)).rows;

describe('ensureCatalogue on the embedded database', () => {
  it('writes the catalogue with the grants triggers back on, and later grants reach member_grants', async () => {
    await ensureCatalogue(db, vendorId, { embedded: true });
    expect(await triggerStates()).toEqual([
      { table: 'permissions', enabled: 'O' }, { table: 'role_permissions', enabled: 'O' }, { table: 'roles', enabled: 'O' },
    ]);
    const admin = await db.selectFrom('roles').select('id').where('vendor_id', '=', vendorId).where('key', '=', 'Admin').executeTakeFirstOrThrow();
    const held = await db.selectFrom('role_permissions').select('permission_id').where('role_id', '=', admin.id).execute();
    expect(held.length).toBeGreaterThan(10);
    // A membership holding Admin: its stored grants are every permission the catalogue gave Admin.
    const [userId, tenantId] = [crypto.randomUUID(), crypto.randomUUID()];
    await sql`insert into tenants (id, vendor_id, name) values (${tenantId}, ${vendorId}, 'T')`.execute(db);
    await sql`insert into users (id, vendor_id, email, name) values (${userId}, ${vendorId}, 'a@example.com', 'A')`.execute(db);
    await sql`insert into user_tenants (user_id, tenant_id) values (${userId}, ${tenantId})`.execute(db);
    await sql`insert into user_roles (user_id, tenant_id, role_id) values (${userId}, ${tenantId}, ${admin.id})`.execute(db);
    const row = await db.selectFrom('member_grants').select(['roles', 'permission_ids']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(row.roles).toEqual(['Admin']);
    expect([...(row.permission_ids as string[])].sort()).toEqual(held.map((h) => h.permission_id).sort());
  });

  it('writes nothing twice for a vendor that has its catalogue', async () => {
    const before = await db.selectFrom('role_permissions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await ensureCatalogue(db, vendorId, { embedded: true });
    expect(await db.selectFrom('role_permissions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(before);
  });
});
