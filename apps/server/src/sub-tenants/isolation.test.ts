import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, lastMail, linkParams, startServer, type TestServer } from '../test/fixture';
import { signInCallers, type Who } from '../test/isolation';
import { ID, inviteAndActivate, refresh, userIdOf } from '../test/users-admin';

// Reach into sub-accounts: the parent admin per access type and flag, a sibling's admin, another top-level account's
// admin (also naming our tenant in the scoped header), and callers without the hierarchy permissions.

let t: TestServer;
const tok = { owner: '', second: '', other: '', member: '', noRole: '', sibling: '' };
const ids = { acme: '', east: '', west: '', eastShop: '', second: '', member: '' };
const T = '/tenants/resources';
type Res = Awaited<ReturnType<ReturnType<TestServer['browser']>['fetch']>>;
const call = (token: string, method: string, path: string, json?: unknown, headers?: Record<string, string>): Promise<Res> =>
  t.browser().fetch(path, { method, json, token, ...(headers ? { headers } : {}) });
const childNames = async (token: string) => ((await call(token, 'GET', `${T}/hierarchy/v1/tree`)).data.children ?? []).map((c: { name: string }) => c.name);
const setType = async (tenantId: string, subAccountAccessType: string) =>
  expect((await call(tok.owner, 'PUT', `${T}/sub-tenants/v1/${tenantId}/hierarchy-settings`, { subAccountAccessType })).status).toBe(200);

beforeAll(async () => {
  t = await startServer();
  // The matrix's callers: our admin (the owner, who has sub-account access), another account's admin, our ReadOnly
  // member and our member without a role.
  const callers: Record<Who, string> = { own: '', other: '', otherScoped: '', noRole: '', member: '' };
  ids.acme = await signInCallers(t, callers);
  Object.assign(tok, { owner: callers.own, other: callers.other, member: callers.member, noRole: callers.noRole });
  ids.east = (await call(tok.owner, 'POST', `${T}/sub-tenants/v1`, { name: 'East' })).data.tenantId;
  ids.west = (await call(tok.owner, 'POST', `${T}/sub-tenants/v1`, { name: 'West' })).data.tenantId;
  ids.eastShop = (await call(tok.owner, 'POST', `${T}/sub-tenants/v1`, { name: 'East shop', parentTenantId: ids.east })).data.tenantId;
  const second = await inviteAndActivate(t, tok.owner, 'second@acme.test', ['Admin']);
  [tok.second, ids.second] = [second.accessToken, second.userId];
  ids.member = await userIdOf(t, DEMO_MEMBER);
  // An admin of West only, signed in to West.
  await call(tok.owner, 'POST', `${ID}/sub-tenants/users/v1`, { email: 'west-admin@acme.test', subTenants: [{ tenantId: ids.west, roleIds: ['Admin'] }] });
  const b = t.browser();
  const act = await b.fetch(`${ID}/users/v1/activate`, { json: { ...linkParams((await lastMail(t, 'west-admin@acme.test')).links[0]!), password: 'West admin password 1' } });
  expect(act.data.tenantId).toBe(ids.west);
  tok.sibling = act.data.accessToken;
  await refresh(b);
});
afterAll(async () => t?.close());

describe('a parent admin reaches sub-accounts as the access type says', () => {
  it('defaultOff: only with the flag turned on (the seeded owner has it, a new admin does not)', async () => {
    expect(await childNames(tok.owner)).toEqual(['East', 'West']);
    expect(await childNames(tok.second)).toEqual([]);
    expect((await call(tok.second, 'PATCH', `${T}/sub-tenants/v1/${ids.east}`, { name: 'Taken' })).status).toBe(404);
    expect((await call(tok.second, 'POST', `${ID}/sub-tenants/users/v1`, { email: 'x@acme.test', subTenants: [{ tenantId: ids.east }] })).status).toBe(404);
    expect((await call(tok.owner, 'PUT', `${ID}/sub-tenants/users/v1/${ids.second}/access`, { allowAccess: true })).status).toBe(200);
    expect(await childNames(tok.second)).toEqual(['East', 'West']);
    expect((await call(tok.owner, 'PUT', `${ID}/sub-tenants/users/v1/${ids.second}/access`, { allowAccess: false })).status).toBe(200);
    expect(await childNames(tok.second)).toEqual([]);
  });

  it('defaultOn: unless the flag was turned off; alwaysOn: whatever the flag', async () => {
    await t.db.updateTable('user_tenants').set({ allow_sub_account_access: null }).where('user_id', '=', ids.second).execute();
    await setType(ids.acme, 'defaultOn');
    expect(await childNames(tok.second)).toEqual(['East', 'West']);
    expect((await call(tok.owner, 'PUT', `${ID}/sub-tenants/users/v1/${ids.second}/access`, { allowAccess: false })).status).toBe(200);
    expect(await childNames(tok.second)).toEqual([]);
    await setType(ids.acme, 'alwaysOn');
    expect(await childNames(tok.second)).toEqual(['East', 'West']);
    await setType(ids.acme, 'defaultOff');
    expect(await childNames(tok.second)).toEqual([]);
  });
});

describe('nobody else reaches them', () => {
  const targets = () => [
    ['PATCH', `${T}/sub-tenants/v1/${ids.eastShop}`, { name: 'Taken' }],
    ['DELETE', `${T}/sub-tenants/v1/${ids.eastShop}`, undefined],
    ['PUT', `${T}/sub-tenants/v1/${ids.eastShop}/management`, { isReseller: true }],
    ['PUT', `${T}/sub-tenants/v1/${ids.eastShop}/hierarchy-settings`, { subAccountAccessType: 'alwaysOn' }],
    ['POST', `${T}/sub-tenants/v1`, { name: 'Intruder', parentTenantId: ids.east }],
    ['GET', `${T}/hierarchy/v1/parents/${ids.eastShop}`, undefined],
    ['GET', `${ID}/sub-tenants/users/v1?_tenantId=${ids.east}`, undefined],
    ['POST', `${ID}/sub-tenants/users/v2`, { email: 'intruder@x.test', subTenants: [{ tenantId: ids.east }] }],
    ['PATCH', `${ID}/sub-tenants/users/v1/${ids.member}/roles`, { subTenantsRoles: [{ tenantId: ids.east, roleIds: ['Admin'] }] }],
    ['DELETE', `${ID}/sub-tenants/users/v1/${ids.member}`, { subTenants: [{ tenantId: ids.east }] }],
  ] as const;
  const unchanged = async () => {
    const shop = await t.db.selectFrom('tenants').selectAll().where('id', '=', ids.eastShop).executeTakeFirstOrThrow();
    expect([shop.name, shop.is_reseller, shop.sub_account_access_type]).toEqual(['East shop', false, 'defaultOff']);
    expect(await t.db.selectFrom('tenants').select('id').where('name', '=', 'Intruder').execute()).toEqual([]);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'intruder@x.test').execute()).toEqual([]);
  };

  it.each([
    ['a sibling sub-account admin', 'sibling', 404, undefined],
    ['another account admin', 'other', 404, undefined],
    ['another account admin naming our tenant', 'other', 403, 'acme'],
    ['another account admin naming our tenant in frontegg-scoped-tenant', 'other', 403, 'acme-fe'],
    ['our admin without reach', 'second', 404, undefined],
  ] as const)('%s: 404 / 403 and nothing changes', async (_name, who, status, scoped) => {
    const headers: Record<string, string> | undefined = scoped ? { [scoped === 'acme' ? 'x-portico-tenant-id' : 'frontegg-scoped-tenant']: ids.acme } : undefined;
    for (const [method, path, json] of targets()) expect(`${method} ${path} ${(await call(tok[who], method, path, json, headers)).status}`).toBe(`${method} ${path} ${status}`);
    if (!scoped) {
      expect(await childNames(tok[who])).toEqual([]);
      expect((await call(tok[who], 'GET', `${T}/sub-tenants/v1/search?_filter=east`)).data.items).toEqual([]);
      expect((await call(tok[who], 'GET', `${T}/hierarchy/metadata/v2?_tenantIds=${ids.east}`)).data).toEqual([]);
      // The published client's paths of the same calls (search without _tenantIds, metadata under hierarchy/v2).
      expect((await call(tok[who], 'GET', `${T}/hierarchy/v2?_filter=east`)).data.items).toEqual([]);
      expect((await call(tok[who], 'GET', `${T}/hierarchy/v2/metadata?_tenantIds=${ids.east}`)).data).toEqual([]);
      expect((await call(tok[who], 'GET', `${ID}/sub-tenants/users/v1`)).data.items).toEqual([]);
    }
    await unchanged();
  });

  it('a sub-account admin sees its parents by name but never changes them', async () => {
    expect((await call(tok.sibling, 'GET', `${T}/hierarchy/v1/parents`)).data.map((x: { name: string }) => x.name)).toEqual(['Acme']);
    expect((await call(tok.sibling, 'DELETE', `${T}/sub-tenants/v1/${ids.acme}`)).status).toBe(404);
    expect((await call(tok.sibling, 'PUT', `${T}/sub-tenants/v1/${ids.acme}/hierarchy-settings`, { subAccountAccessType: 'alwaysOn' })).status).toBe(404);
  });

  it('needs fe.account-hierarchy.read.subAccount to read and write.subAccountAccess to change', async () => {
    expect((await call(tok.noRole, 'GET', `${T}/hierarchy/v1/tree`)).status).toBe(403);
    expect((await call(tok.noRole, 'GET', `${ID}/sub-tenants/users/v1`)).status).toBe(403);
    expect((await call(tok.member, 'GET', `${T}/hierarchy/v1/tree`)).status).toBe(200);
    for (const [method, path, json] of targets().filter(([m]) => m !== 'GET')) expect((await call(tok.member, method, path, json)).status).toBe(403);
    expect((await call(tok.member, 'PUT', `${ID}/sub-tenants/users/v1/${ids.second}/access`, { allowAccess: true })).status).toBe(403);
    expect((await call('', 'GET', `${T}/hierarchy/v1/tree`)).status).toBe(401);
    await unchanged();
  });

  it('a sub-account admin cannot give roles with permissions they do not hold', async () => {
    // Support holds fe.secure.write.users but not fe.*: giving Admin in a sub-account is refused.
    const id = (await call(tok.owner, 'POST', `${ID}/sub-tenants/users/v1`, { email: 'support@acme.test', subTenants: [{ tenantId: ids.east, roleIds: ['Support'] }] })).data.id;
    await t.db.updateTable('user_tenants').set({ allow_sub_account_access: true }).where('user_id', '=', id).execute();
    const supportRole = (await t.db.selectFrom('roles').select('id').where('key', '=', 'Support').executeTakeFirstOrThrow()).id;
    const wRole = (await t.db.selectFrom('permissions').select('id').where('key', '=', 'fe.account-hierarchy.write.subAccountAccess').executeTakeFirstOrThrow()).id;
    await t.db.insertInto('role_permissions').values({ role_id: supportRole, permission_id: wRole }).execute();
    const sup = await t.browser().fetch(`${ID}/users/v1/activate`, { json: { ...linkParams((await lastMail(t, 'support@acme.test')).links[0]!), password: 'Support password 1' } });
    const res = await call(sup.data.accessToken, 'POST', `${ID}/sub-tenants/users/v1`, { email: 'boss@x.test', subTenants: [{ tenantId: ids.eastShop, roleIds: ['Admin'] }] });
    expect(res.status).toBe(403);
    expect(res.data.errors).toEqual(['You cannot give roles with permissions you do not hold']);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'boss@x.test').execute()).toEqual([]);
  });
});
