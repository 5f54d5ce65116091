import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { grantsFromRow } from './grants';
import { usableMembershipSql } from './rule';

// member_grants is kept by the database (migration 20261128063000_identity_member_grants); these tests change every table it is
// computed from, directly in SQL (so no code path is assumed), and compare each row with the live computation.
/** The grants computed from the tables, as the server did per request before member_grants (the reference the rows must equal). */
function liveGrantColumns(userId: RawBuilder<unknown>, tenantId: RawBuilder<unknown>) {
  // Roles held directly and through the user's groups in this tenant, found once (a CTE used thrice is materialized);
  // ALWAYS permissions come with any role, NEVER ones with none.
  return sql`
    coalesce((select json_agg(ut.tenant_id order by ut.is_default desc, ut.created_at) from user_tenants ut where ut.user_id = ${userId} and ${usableMembershipSql('ut')}), '[]') as tenant_ids,
    (with rid as (select ur.role_id from user_roles ur where ur.user_id = ${userId} and ur.tenant_id = ${tenantId}
      union select gr.role_id from group_users gu join groups g on g.id = gu.group_id and g.tenant_id = ${tenantId}
      join group_roles gr on gr.group_id = g.id where gu.user_id = ${userId})
    select json_build_array(
      coalesce((select json_agg(r.key order by r.level, r.key) from roles r where r.id in (select role_id from rid)), '[]'),
      coalesce((select json_agg(k.key order by k.key) from (select p.key from permissions p where p.assignment_type <> 'NEVER' and (
        p.id in (select rp.permission_id from role_permissions rp where rp.role_id in (select role_id from rid))
        or (p.assignment_type = 'ALWAYS' and exists (select 1 from rid)))) k), '[]'))) as role_grants`;
}

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());

/** Memberships whose stored grants differ from the computed ones, and stored rows without a membership. */
async function drift(): Promise<string[]> {
  const { rows } = await sql<{ user_id: string; tenant_id: string; tenant_ids: unknown; role_grants: unknown; stored: unknown }>`
    select ut.user_id, ut.tenant_id, ${liveGrantColumns(sql`ut.user_id`, sql`ut.tenant_id`)},
      (select jsonb_build_array(mg.roles, mg.permissions) from member_grants mg where mg.user_id = ut.user_id and mg.tenant_id = ut.tenant_id) as stored
    from user_tenants ut`.execute(t.db);
  const out: string[] = [];
  for (const r of rows) {
    const live = grantsFromRow(r);
    const stored = r.stored == null ? undefined : grantsFromRow({ tenant_ids: [], role_grants: r.stored });
    if (!stored || JSON.stringify([live.roles, live.permissions]) !== JSON.stringify([stored.roles, stored.permissions])) {
      out.push(`${r.user_id}@${r.tenant_id}: live ${JSON.stringify([live.roles, live.permissions])} stored ${JSON.stringify(stored && [stored.roles, stored.permissions])}`);
    }
  }
  // The ids name the same roles and permissions, in the same order, as the keys.
  const ids = await sql<{ n: number }>`select count(*)::int as n from member_grants mg
    where mg.roles <> coalesce((select jsonb_agg(r.key order by e.n) from jsonb_array_elements_text(mg.role_ids) with ordinality e(id, n) join roles r on r.id = e.id::uuid), '[]')
      or mg.permissions <> coalesce((select jsonb_agg(p.key order by e.n) from jsonb_array_elements_text(mg.permission_ids) with ordinality e(id, n) join permissions p on p.id = e.id::uuid), '[]')`.execute(t.db);
  if (ids.rows[0]!.n) out.push(`${ids.rows[0]!.n} rows whose ids do not name their keys`);
  const orphans = await sql<{ n: number }>`select count(*)::int as n from member_grants mg
    where not exists (select 1 from user_tenants ut where ut.user_id = mg.user_id and ut.tenant_id = mg.tenant_id)`.execute(t.db);
  if (orphans.rows[0]!.n) out.push(`${orphans.rows[0]!.n} rows without a membership`);
  return out;
}

const one = async <T>(q: Promise<{ rows: T[] }>): Promise<T> => (await q).rows[0]!;

describe('member_grants: the refresh reads the grants the database keeps', () => {
  it('holds a row per membership equal to the computation after seeding', async () => {
    expect(await t.db.selectFrom('member_grants').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual({ n: expect.anything() });
    expect(await drift()).toEqual([]);
  });

  it('follows every change of the tables the grants come from', async () => {
    const db = t.db;
    const member = await one(sql<{ user_id: string; tenant_id: string }>`select ut.user_id, ut.tenant_id from user_tenants ut join users u on u.id = ut.user_id where u.email = ${DEMO_MEMBER} limit 1`.execute(db));
    const vendor = await one(sql<{ vendor_id: string }>`select vendor_id from roles limit 1`.execute(db));
    const roleId = crypto.randomUUID();
    const groupId = crypto.randomUUID();
    const permId = crypto.randomUUID();
    const newcomer = crypto.randomUUID();
    const alwaysId = crypto.randomUUID();
    const steps: [string, () => Promise<unknown>][] = [
      ['a new role', () => sql`insert into roles (id, vendor_id, tenant_id, key, name) values (${roleId}, ${vendor.vendor_id}, ${member.tenant_id}, 'drift-role', 'Drift')`.execute(db)],
      ['a new permission', () => sql`insert into permissions (id, key, name) values (${permId}, 'drift.perm.write', 'Drift')`.execute(db)],
      ['a new permission that comes with every role', () => sql`insert into permissions (id, key, name, assignment_type) values (${alwaysId}, 'drift.always', 'Drift', 'ALWAYS')`.execute(db)],
      ['the permission given to the role', () => sql`insert into role_permissions (role_id, permission_id) values (${roleId}, ${permId})`.execute(db)],
      ['the role given to the member', () => sql`insert into user_roles (user_id, tenant_id, role_id) values (${member.user_id}, ${member.tenant_id}, ${roleId})`.execute(db)],
      ['the role renamed and moved', () => sql`update roles set key = 'drift-role-2', level = -1 where id = ${roleId}`.execute(db)],
      ['the role taken from the member', () => sql`delete from user_roles where role_id = ${roleId}`.execute(db)],
      ['a group holding the role', async () => {
        await sql`insert into groups (id, tenant_id, name) values (${groupId}, ${member.tenant_id}, 'drift group')`.execute(db);
        await sql`insert into group_roles (group_id, role_id) values (${groupId}, ${roleId})`.execute(db);
      }],
      ['the member joins the group', () => sql`insert into group_users (group_id, user_id) values (${groupId}, ${member.user_id})`.execute(db)],
      ['the permission renamed', () => sql`update permissions set key = 'drift.perm.edit' where id = ${permId}`.execute(db)],
      ['the permission made ALWAYS and taken from the role', async () => {
        await sql`update permissions set assignment_type = 'ALWAYS' where id = ${permId}`.execute(db);
        await sql`delete from role_permissions where permission_id = ${permId}`.execute(db);
      }],
      ['the permission made NEVER', () => sql`update permissions set assignment_type = 'NEVER' where id = ${permId}`.execute(db)],
      ['the group loses the role, then gets it back in one transaction with another change', () => db.transaction().execute(async (tx) => {
        await sql`delete from group_roles where group_id = ${groupId}`.execute(tx);
        await sql`update permissions set assignment_type = 'ASSIGNABLE' where id = ${permId}`.execute(tx);
        await sql`insert into role_permissions (role_id, permission_id) values (${roleId}, ${permId})`.execute(tx);
        await sql`insert into group_roles (group_id, role_id) values (${groupId}, ${roleId})`.execute(tx);
      })],
      ['a new member who holds the role through the group only', async () => {
        await sql`insert into users (id, vendor_id, email) values (${newcomer}, ${vendor.vendor_id}, 'drift-newcomer@acme.test')`.execute(db);
        await sql`insert into user_tenants (user_id, tenant_id, activated) values (${newcomer}, ${member.tenant_id}, true)`.execute(db);
        await sql`insert into group_users (group_id, user_id) values (${groupId}, ${newcomer})`.execute(db);
      }],
      ['the member leaves the group', () => sql`delete from group_users where group_id = ${groupId} and user_id = ${member.user_id}`.execute(db)],
      ['the group deleted', () => sql`delete from groups where id = ${groupId}`.execute(db)],
      ['the role deleted while held', async () => {
        await sql`insert into user_roles (user_id, tenant_id, role_id) values (${member.user_id}, ${member.tenant_id}, ${roleId})`.execute(db);
        expect((await drift())).toEqual([]);
        await sql`delete from roles where id = ${roleId}`.execute(db);
      }],
      ['the permission deleted', () => sql`delete from permissions where id = ${permId}`.execute(db)],
      ['the ALWAYS permission deleted', () => sql`delete from permissions where id = ${alwaysId}`.execute(db)],
      ['a membership ended', () => sql`delete from user_tenants where user_id = ${newcomer}`.execute(db)],
      ['a user deleted', () => sql`delete from users where id = ${member.user_id}`.execute(db)],
    ];
    for (const [what, change] of steps) {
      await change();
      expect(await drift(), what).toEqual([]);
    }
  });

  it('a role taken away is gone from the next refreshed token', async () => {
    const admin = await t.login(DEMO_ADMIN);
    const before = admin.data.accessToken as string;
    const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { roles: string[]; permissions: string[]; sub: string; tenantId: string };
    const { sub, tenantId, roles } = claims(before);
    expect(roles.length).toBeGreaterThan(0);
    await sql`delete from user_roles where user_id = ${sub} and tenant_id = ${tenantId}`.execute(t.db);
    await sql`delete from group_users where user_id = ${sub}`.execute(t.db);
    const refreshed = await admin.browser.fetch('/identity/resources/auth/v1/user/token/refresh', { json: {} });
    expect(refreshed.status).toBe(200);
    expect(claims(refreshed.data.accessToken as string)).toMatchObject({ roles: [], permissions: [] });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('member_grants under concurrent changes (PostgreSQL)', () => {
  it('two transactions committing together (a permission given to a role, the role given to a member) both reach the row', async () => {
    const db = t.db;
    const member = await one(sql<{ user_id: string; tenant_id: string }>`select ut.user_id, ut.tenant_id from user_tenants ut join users u on u.id = ut.user_id where u.email = ${DEMO_ADMIN} limit 1`.execute(db));
    const vendor = await one(sql<{ vendor_id: string }>`select vendor_id from roles limit 1`.execute(db));
    for (let i = 0; i < 8; i++) {
      const roleId = crypto.randomUUID();
      const permId = crypto.randomUUID();
      await sql`insert into roles (id, vendor_id, tenant_id, key, name) values (${roleId}, ${vendor.vendor_id}, ${member.tenant_id}, ${`race-${i}`}, 'Race')`.execute(db);
      await sql`insert into permissions (id, key, name) values (${permId}, ${`race.${i}`}, 'Race')`.execute(db);
      // Both insert, then both commit at once: neither sees the other's row before its commit.
      let arrived = 0;
      let release!: () => void;
      const together = new Promise<void>((r) => { release = r; });
      const meet = async () => { if (++arrived === 2) release(); await together; };
      await Promise.all([
        db.transaction().execute(async (tx) => { await sql`insert into role_permissions (role_id, permission_id) values (${roleId}, ${permId})`.execute(tx); await meet(); }),
        db.transaction().execute(async (tx) => { await sql`insert into user_roles (user_id, tenant_id, role_id) values (${member.user_id}, ${member.tenant_id}, ${roleId})`.execute(tx); await meet(); }),
      ]);
      expect(await drift(), `round ${i}`).toEqual([]);
    }
  });
});
