import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { claimsOf, ID, newTenantAdmin, refresh, userIdOf } from '../test/users-admin';

let t: TestServer;
let admin = '';
let acme = '';
const T = '/tenants/resources';
type Res = Awaited<ReturnType<ReturnType<TestServer['browser']>['fetch']>>;
const call = (token: string, method: string, path: string, json?: unknown): Promise<Res> => t.browser().fetch(path, { method, json, token });
const audits = async (action: string) => (await t.db.selectFrom('audits').select('action').where('action', '=', action).execute()).length;

beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  acme = claimsOf(admin).tenantId;
});
afterAll(async () => t?.close());

describe('sub-accounts', () => {
  it('creates, lists as tree, renames, toggles reseller and access type, deletes leaves only', async () => {
    const east = await call(admin, 'POST', `${T}/sub-tenants/v1`, { name: 'East' });
    expect(east.status).toBe(201);
    expect(east.data).toMatchObject({ name: 'East', isReseller: false, subAccountAccessType: 'defaultOff', numberOfUsers: 0 });
    const shop = await call(admin, 'POST', `${T}/sub-tenants/v1`, { name: 'East shop', parentTenantId: east.data.tenantId, isReseller: true });
    expect(shop.data.isReseller).toBe(true);
    const tree = await call(admin, 'GET', `${T}/hierarchy/v1/tree`);
    expect(tree.data).toMatchObject({ tenantId: acme, name: 'Acme', numberOfUsers: 2, children: [{ name: 'East', children: [{ name: 'East shop', children: [] }] }] });
    expect((await call(admin, 'GET', `${T}/hierarchy/v1`)).data.map((x: { name: string }) => x.name)).toEqual(['East', 'East shop']);
    expect((await call(admin, 'GET', `${T}/hierarchy/v1/parents/${shop.data.tenantId}`)).data.map((x: { name: string }) => x.name)).toEqual(['Acme', 'East']);
    expect((await call(admin, 'GET', `${T}/hierarchy/v1/parents`)).data).toEqual([]);
    const meta = await call(admin, 'GET', `${T}/hierarchy/metadata/v2?_tenantIds=${shop.data.tenantId}`);
    expect(meta.data).toEqual([{ tenantId: shop.data.tenantId, name: 'East shop', parentTenantId: east.data.tenantId, isReseller: true, numberOfUsers: 0, totalSubTenants: 0, isParent: false }]);
    const v2 = await call(admin, 'GET', `${T}/hierarchy/v2?_tenantIds=${east.data.tenantId}&_tenantIds=${crypto.randomUUID()}`);
    expect(v2.data.map((x: { name: string; children: unknown[] }) => [x.name, x.children.length])).toEqual([['East', 1]]);

    expect((await call(admin, 'PATCH', `${T}/sub-tenants/v1/${east.data.tenantId}`, { name: 'East region' })).data.name).toBe('East region');
    expect((await call(admin, 'PATCH', `${T}/sub-tenants/v1/${east.data.tenantId}`, { name: '' })).status).toBe(400);
    expect((await call(admin, 'PUT', `${T}/sub-tenants/v1/${east.data.tenantId}/management`, { isReseller: true })).data.isReseller).toBe(true);
    expect((await call(admin, 'PUT', `${T}/sub-tenants/v1/${east.data.tenantId}/hierarchy-settings`, { subAccountAccessType: 'alwaysOn' })).data.subAccountAccessType).toBe('alwaysOn');
    expect((await call(admin, 'PUT', `${T}/sub-tenants/v1/${east.data.tenantId}/hierarchy-settings`, { subAccountAccessType: 'sometimes' })).status).toBe(400);
    // The reseller switch is the parent's: not on the account one is signed in to.
    expect((await call(admin, 'PUT', `${T}/sub-tenants/v1/${acme}/management`, { isReseller: true })).status).toBe(404);

    const refused = await call(admin, 'DELETE', `${T}/sub-tenants/v1/${east.data.tenantId}`);
    expect(refused.status).toBe(409);
    expect(refused.data.errors).toEqual(['This account has sub-accounts. Delete or move them first']);
    expect((await call(admin, 'DELETE', `${T}/sub-tenants/v1/${acme}`)).status).toBe(404);
    expect((await call(admin, 'DELETE', `${T}/sub-tenants/v1/${shop.data.tenantId}`)).status).toBe(200);
    expect((await call(admin, 'DELETE', `${T}/sub-tenants/v1/${east.data.tenantId}`)).status).toBe(200);
    expect((await call(admin, 'GET', `${T}/hierarchy/v1`)).data).toEqual([]);
    for (const a of ['Sub-account created', 'Sub-account updated', 'Sub-account deleted', 'Sub-account reseller changed', 'Sub-account access type changed']) {
      expect(await audits(a), a).toBeGreaterThan(0);
    }
  });

  it('searches sub-accounts by name, 50 per page by default, within a subtree', async () => {
    const north = (await call(admin, 'POST', `${T}/sub-tenants/v1`, { name: 'North' })).data.tenantId;
    for (let i = 0; i < 52; i++) await call(admin, 'POST', `${T}/sub-tenants/v1`, { name: `Store ${String(i).padStart(2, '0')}`, parentTenantId: north });
    const page = await call(admin, 'GET', `${T}/sub-tenants/v1/search?_limit=50&_filter=store`);
    expect(page.data.items).toHaveLength(50);
    expect(page.data._metadata).toEqual({ totalItems: 52, totalPages: 2 });
    const second = await call(admin, 'GET', `${T}/sub-tenants/v1/search?_limit=50&_offset=50&_filter=store`);
    expect(second.data.items.map((x: { name: string }) => x.name)).toEqual(['Store 50', 'Store 51']);
    expect((await call(admin, 'GET', `${T}/sub-tenants/v1/search?_subTenantId=${north}`)).data._metadata.totalItems).toBe(52);
    expect((await call(admin, 'GET', `${T}/sub-tenants/v1/search?_limit=x`)).status).toBe(400);
  });

  it('refuses bad input with clear errors and nothing written', async () => {
    expect((await call(admin, 'POST', `${T}/sub-tenants/v1`, {})).status).toBe(400);
    expect((await call(admin, 'POST', `${T}/sub-tenants/v1`, { name: 'X', tenantId: 'not-a-uuid' })).data.errors).toEqual(['tenantId: Expected a UUID']);
    expect((await call(admin, 'POST', `${T}/sub-tenants/v1`, { name: 'X', metadata: '[1]' })).data.errors).toEqual(['metadata: Expected a JSON object']);
    expect((await call(admin, 'POST', `${T}/sub-tenants/v1`, { name: 'X', parentTenantId: crypto.randomUUID() })).status).toBe(404);
    const id = crypto.randomUUID();
    expect((await call(admin, 'POST', `${T}/sub-tenants/v1`, { name: 'Fixed', tenantId: id })).data.tenantId).toBe(id);
    expect((await call(admin, 'POST', `${T}/sub-tenants/v1`, { name: 'Again', tenantId: id })).status).toBe(409);
    expect(await t.db.selectFrom('tenants').select('id').where('name', '=', 'X').execute()).toEqual([]);
  });
});

describe('sub-account users', () => {
  it('adds a parent member at once (no access below by default), lists 10 per page, gives and takes roles, removes', async () => {
    const west = (await call(admin, 'POST', `${T}/sub-tenants/v1`, { name: 'West' })).data.tenantId;
    const memberId = await userIdOf(t, DEMO_MEMBER);
    const add = await call(admin, 'POST', `${ID}/sub-tenants/users/v1`, { email: DEMO_MEMBER, subTenants: [{ tenantId: west, roleIds: ['ReadOnly'] }] });
    expect(add.status).toBe(201);
    expect(add.data).toMatchObject({ id: memberId, email: DEMO_MEMBER, subAccountAccessAllowed: false, tenants: [{ tenantId: west, roles: [{ key: 'ReadOnly' }] }] });
    const row = await t.db.selectFrom('user_tenants').selectAll().where('user_id', '=', memberId).where('tenant_id', '=', west).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ activated: true, allow_sub_account_access: false });
    expect((await call(admin, 'POST', `${ID}/sub-tenants/users/v2`, { email: DEMO_MEMBER, subTenants: [{ tenantId: west }] })).status).toBe(409);
    for (let i = 0; i < 11; i++) {
      expect((await call(admin, 'POST', `${ID}/sub-tenants/users/v2`, { email: `new${i}@west.test`, name: `New ${i}`, subTenants: [{ tenantId: west }] })).status).toBe(201);
    }
    const page = await call(admin, 'GET', `${ID}/sub-tenants/users/v1?_tenantId=${west}&_limit=10&_offset=0&_sortBy=email&_order=ASC`);
    expect(page.data.items).toHaveLength(10);
    expect(page.data._metadata).toEqual({ totalItems: 12, totalPages: 2 });
    expect(page.data.items[0].email).toBe(DEMO_MEMBER);
    expect((await call(admin, 'GET', `${ID}/sub-tenants/users/v2?_tenantId=${west}&_filter=new1`)).data._metadata.totalItems).toBe(2);

    expect((await call(admin, 'POST', `${ID}/sub-tenants/users/v1/${memberId}/roles`, { subTenantsRoles: [{ tenantId: west, roleIds: ['Support'] }] })).status).toBe(200);
    expect((await call(admin, 'POST', `${ID}/sub-tenants/users/v1/${memberId}/roles`, { subTenantsRoles: [{ tenantId: west, roleIds: ['Nope'] }] })).data.errors).toEqual(['roleIds: Unknown role']);
    const roles = async () => (await call(admin, 'GET', `${ID}/sub-tenants/users/v1?_tenantId=${west}&_filter=member`)).data.items[0].tenants[0].roles.map((r: { key: string }) => r.key);
    expect(await roles()).toEqual(['Support', 'ReadOnly']);
    const supportId = (await t.db.selectFrom('roles').select('id').where('key', '=', 'Support').executeTakeFirstOrThrow()).id;
    expect((await call(admin, 'DELETE', `${ID}/sub-tenants/users/v1/${memberId}/roles`, { subTenantsRoles: [{ tenantId: west, roleIds: [supportId] }] })).status).toBe(200);
    expect(await roles()).toEqual(['ReadOnly']);
    // PATCH sets (the published client's setUserRolesForSubTenants): the named roles and no others; the same checks.
    expect((await call(admin, 'PATCH', `${ID}/sub-tenants/users/v1/${memberId}/roles`, { subTenantsRoles: [{ tenantId: west, roleIds: ['Nope'] }] })).data.errors).toEqual(['roleIds: Unknown role']);
    expect(await roles()).toEqual(['ReadOnly']);
    expect((await call(admin, 'PATCH', `${ID}/sub-tenants/users/v1/${memberId}/roles`, { subTenantsRoles: [{ tenantId: west, roleIds: ['Support'] }] })).status).toBe(200);
    expect(await roles()).toEqual(['Support']);
    expect((await call(admin, 'PATCH', `${ID}/sub-tenants/users/v1/${memberId}/roles`, { subTenantsRoles: [{ tenantId: west, roleIds: ['ReadOnly'] }] })).status).toBe(200);
    expect(await roles()).toEqual(['ReadOnly']);
    expect(await audits('Sub-account roles set')).toBe(2);

    expect((await call(admin, 'PUT', `${ID}/sub-tenants/users/v1/${memberId}/access`, { allowAccess: true })).status).toBe(200);
    expect((await call(admin, 'GET', `${ID}/sub-tenants/users/v1?_tenantId=${west}&_filter=member`)).data.items[0].subAccountAccessAllowed).toBe(true);
    expect((await call(admin, 'PUT', `${ID}/sub-tenants/users/v1/${crypto.randomUUID()}/access`, { allowAccess: true })).status).toBe(404);

    expect((await call(admin, 'DELETE', `${ID}/sub-tenants/users/v1/${memberId}`, { subTenants: [{ tenantId: west }] })).status).toBe(200);
    expect((await call(admin, 'DELETE', `${ID}/sub-tenants/users/v2/${memberId}`, { subTenants: [{ tenantId: west }] })).status).toBe(404);
    expect(await t.db.selectFrom('user_tenants').select('tenant_id').where('user_id', '=', memberId).execute()).toEqual([{ tenant_id: acme }]);
    for (const a of ['User added to sub-accounts', 'Sub-account roles added', 'Sub-account roles removed', 'Sub-account access changed', 'User removed from sub-accounts']) {
      expect(await audits(a), a).toBeGreaterThan(0);
    }
  });

  it("reads the published client's forms with the same checks: user: {email, name}, several users (v2), the id in the body", async () => {
    const north = (await call(admin, 'POST', `${T}/sub-tenants/v1`, { name: 'North' })).data.tenantId;
    const one = await call(admin, 'POST', `${ID}/sub-tenants/users/v1`, { user: { email: 'one@north.test', name: 'One' }, subTenants: [{ tenantId: north, roleIds: ['ReadOnly'] }] });
    expect(one).toMatchObject({ status: 201, data: { email: 'one@north.test', name: 'One', sub: one.data.id, tenantIds: [north], mfaEnrolled: null, metadata: null } });
    expect((await call(admin, 'POST', `${ID}/sub-tenants/users/v1`, { user: { name: 'No address' }, subTenants: [{ tenantId: north }] })).status).toBe(400);
    expect((await call(admin, 'POST', `${ID}/sub-tenants/users/v1`, { subTenants: [{ tenantId: north }] })).data.errors).toEqual(['email: Invalid input: expected string, received undefined']);
    // Several into one sub-account: all or none when one of them is already there.
    const several = (users: unknown[], roleIds = ['Support']) => call(admin, 'POST', `${ID}/sub-tenants/users/v2/`, { tenantId: north, users, roleIds, allowSubAccountAccess: false });
    expect((await several([{ email: 'two@north.test' }, { email: 'one@north.test' }])).status).toBe(409);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'two@north.test').executeTakeFirst()).toBeUndefined();
    expect((await several([{ email: 'two@north.test' }], ['Nope'])).data.errors).toEqual(['roleIds: Unknown role']);
    expect((await call(admin, 'POST', `${ID}/sub-tenants/users/v2`, { users: [{ email: 'two@north.test' }] })).data.errors).toEqual(['tenantId: Invalid input: expected string, received undefined']);
    const added = await several([{ email: 'two@north.test', name: 'Two' }, { email: 'three@north.test' }]);
    expect(added.status).toBe(201);
    expect(added.data.map((u: { email: string; tenants: { roles: { key: string }[] }[] }) => [u.email, u.tenants[0]!.roles.map((r) => r.key)]))
      .toEqual([['two@north.test', ['Support']], ['three@north.test', ['Support']]]);
    // Another tenant's sub-account is not found, whatever the form.
    const g = await newTenantAdmin(t, 'forms@globex.test', 'Globex forms');
    expect((await call(g.accessToken, 'POST', `${ID}/sub-tenants/users/v2`, { tenantId: north, users: [{ email: 'x@north.test' }] })).status).toBe(404);
    expect((await call(g.accessToken, 'DELETE', `${ID}/sub-tenants/users/v1`, { userId: one.data.id, subTenants: [{ tenantId: north }] })).status).toBe(404);
    // Ids joined with commas, as the published client sends them.
    const meta = await call(admin, 'GET', `${T}/hierarchy/v2/metadata?_tenantIds=${acme},${north}`);
    expect(meta.data.map((m: { tenantId: string; totalSubTenants: number }) => m.tenantId).sort()).toEqual([acme, north].sort());
    // The sub-account's member counts, for the parent's admin (who reaches it) only.
    const count = (token: string) => call(token, 'POST', `${ID}/tenants/users/v1/count`, { tenantIds: [north] });
    expect((await count(admin)).data).toEqual([{ tenantId: north, totalUsers: 3, totalAccessAllowedUsers: 0 }]);
    expect((await count(g.accessToken)).data).toEqual([]);
    expect((await call(admin, 'DELETE', `${ID}/sub-tenants/users/v1`, { userId: 'nope', subTenants: [{ tenantId: north }] })).data.errors).toEqual(['userId: Invalid UUID']);
    expect((await call(admin, 'DELETE', `${ID}/sub-tenants/users/v1`, { userId: one.data.id, subTenants: [{ tenantId: north }] })).status).toBe(200);
    expect((await count(admin)).data[0].totalUsers).toBe(2);
  });

  it('a user added to a sub-account switches to it and gets their roles there', async () => {
    const south = (await call(admin, 'POST', `${T}/sub-tenants/v1`, { name: 'South' })).data.tenantId;
    expect((await call(admin, 'POST', `${ID}/sub-tenants/users/v1`, { email: DEMO_ADMIN, subTenants: [{ tenantId: south, roleIds: ['Support'] }] })).status).toBe(201);
    const { browser, accessToken } = await t.login(DEMO_ADMIN);
    const tenants = await browser.fetch(`${ID}/users/v3/me/tenants`, { token: accessToken });
    expect(tenants.data.tenants.map((x: { name: string }) => x.name)).toContain('South');
    expect((await browser.fetch(`${ID}/users/v1/tenant`, { method: 'PUT', json: { tenantId: south }, token: accessToken })).status).toBe(200);
    const claims = claimsOf((await refresh(browser)).data.accessToken);
    expect([claims.tenantId, claims.roles]).toEqual([south, ['Support']]);
  });
});
