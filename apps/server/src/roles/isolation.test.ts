import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { claimsOf, ID, inviteAndActivate, newTenantAdmin, userIdOf } from '../test/users-admin';

// Every route of the roles, groups and applications domains × (own tenant's admin, another tenant's admin — also with
// the scoped-tenant header naming our tenant — own tenant without the permission) → only the first reads or changes
// our tenant. "Without permission" is a member with no role for reads, and also the seeded member (ReadOnly) for writes.

let t: TestServer;
const tok = { own: '', other: '', noRole: '', member: '' };
let acme = '';
const ids: Record<string, string> = {};
type Res = Awaited<ReturnType<ReturnType<TestServer['browser']>['fetch']>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON, each assertion states its shape
const api = async (method: string, path: string, json?: unknown): Promise<any> => (await t.browser().fetch(path, { method, json, token: tok.own })).data;
const permId = async (key: string) => (await t.db.selectFrom('permissions').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
const role = (id: string) => t.db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
const group = (id: string) => t.db.selectFrom('groups').selectAll().where('id', '=', id).executeTakeFirst();
const holds = async (roleId: string, permissionId: string) =>
  !!(await t.db.selectFrom('role_permissions').select('role_id').where('role_id', '=', roleId).where('permission_id', '=', permissionId).executeTakeFirst());
const linked = async (table: 'group_roles' | 'group_users', groupId: string) => (await t.db.selectFrom(table).select('group_id').where('group_id', '=', groupId).execute()).length;
/** The answer holds the value (read when the call is made: ids are set up in beforeAll). */
const has = (value: () => string) => (r: Res) => r.status === 200 && JSON.stringify(r.data ?? '').includes(value());
const appRow = async (appId: string) => t.db.selectFrom('application_users').select('enabled').where('app_id', '=', appId).where('tenant_id', '=', acme).where('user_id', '=', ids.member!).executeTakeFirst();

beforeAll(async () => {
  t = await startServer();
  tok.own = (await t.login(DEMO_ADMIN)).accessToken;
  acme = claimsOf(tok.own).tenantId;
  tok.other = (await newTenantAdmin(t, 'owner@globex.test', 'Globex')).accessToken;
  tok.member = (await t.login(DEMO_MEMBER)).accessToken;
  tok.noRole = (await inviteAndActivate(t, tok.own, 'norole@acme.test', [])).accessToken;
  ids.member = await userIdOf(t, DEMO_MEMBER);
  ids.pRead = await permId('fe.secure.read.audits');
  ids.pSet = await permId('fe.secure.read.users');
  for (const key of ['secret', 'patch1', 'patch2', 'del1', 'del2', 'perms1', 'perms2', 'permRoles']) ids[key] = (await api('POST', `${ID}/roles/v1`, { key: `acme-${key}`, name: key })).id;
  await api('PUT', `${ID}/roles/v1/${ids.secret}/permissions`, { permissionIds: [ids.pRead] });
  ids.vendorHolders = JSON.stringify((await api('GET', `${ID}/permissions/v1`)).find((p: { id: string }) => p.id === ids.pSet).roleIds);
  for (const name of ['secret', 'patch', 'del', 'addRoles', 'removeRoles', 'addUsers', 'removeUsers']) ids[`g_${name}`] = (await api('POST', `${ID}/groups/v1`, { name: `acme-group-${name}` })).id;
  await api('POST', `${ID}/groups/v1/${ids.g_secret}/users`, { userIds: [ids.member] });
  await api('POST', `${ID}/groups/v1/${ids.g_removeRoles}/roles`, { roleIds: [ids.secret] });
  await api('POST', `${ID}/groups/v1/${ids.g_removeUsers}/users`, { userIds: [ids.member] });
  await api('POST', `${ID}/groups/v1/config`, { rolesEnabled: false });
  for (const a of await api('GET', '/applications/resources/applications/v1')) ids[`app_${a.name.replace(/\s/g, '')}`] = a.id;
});
afterAll(async () => t?.close());

interface Case {
  name: string;
  write: boolean;
  method: string;
  path: () => string;
  json?: () => unknown;
  /** True when the call read or changed our tenant's data. */
  effect: (res: Res) => Promise<boolean> | boolean;
}

const R = `${ID}/roles`;
const G = `${ID}/groups/v1`;
const A = `${ID}/applications/v1`;
const cases: Case[] = [
  { name: 'GET roles v1', write: false, method: 'GET', path: () => `${R}/v1`, effect: has(() => 'acme-secret') },
  { name: 'GET roles v2', write: false, method: 'GET', path: () => `${R}/v2`, effect: has(() => 'acme-secret') },
  { name: 'GET team roles', write: false, method: 'GET', path: () => '/team/resources/roles/v1', effect: has(() => 'acme-secret') },
  { name: 'GET permissions', write: false, method: 'GET', path: () => `${ID}/permissions/v1`, effect: has(() => ids.secret!) },
  { name: 'GET users roles', write: false, method: 'GET', path: () => `${ID}/users/v3/roles?ids=${ids.member}`, effect: has(() => ids.member!) },
  ...(['v1', 'v2'] as const).flatMap((v, i): Case[] => [
    { name: `POST roles ${v}`, write: true, method: 'POST', path: () => `${R}/${v}`, json: () => ({ key: `m-created-${v}`, name: 'C' }),
      effect: async () => !!(await t.db.selectFrom('roles').select('id').where('key', '=', `m-created-${v}`).where('tenant_id', '=', acme).executeTakeFirst()) },
    { name: `PATCH roles ${v}`, write: true, method: 'PATCH', path: () => `${R}/${v}/${ids[`patch${i + 1}`]}`, json: () => ({ name: 'Patched' }),
      effect: async () => (await role(ids[`patch${i + 1}`]!))?.name === 'Patched' },
    { name: `PUT roles ${v} permissions`, write: true, method: 'PUT', path: () => `${R}/${v}/${ids[`perms${i + 1}`]}/permissions`, json: () => ({ permissionIds: [ids.pSet] }),
      effect: () => holds(ids[`perms${i + 1}`]!, ids.pSet!) },
    { name: `DELETE roles ${v}`, write: true, method: 'DELETE', path: () => `${R}/${v}/${ids[`del${i + 1}`]}`, effect: async () => !(await role(ids[`del${i + 1}`]!)) },
  ]),
  { name: 'PUT permission roles', write: true, method: 'PUT', path: () => `${ID}/permissions/v1/${ids.pSet}/roles`,
    json: () => ({ roleIds: [...(JSON.parse(ids.vendorHolders!) as string[]), ids.permRoles] }), effect: () => holds(ids.permRoles!, ids.pSet!) },
  { name: 'GET groups', write: false, method: 'GET', path: () => G, effect: has(() => 'acme-group-secret') },
  { name: 'GET group', write: false, method: 'GET', path: () => `${G}/${ids.g_secret}?_groupsRelations=rolesAndUsers`, effect: has(() => 'acme-group-secret') },
  { name: 'POST groups bulkGet', write: false, method: 'POST', path: () => `${G}/bulkGet`, json: () => ({ groupsIds: [ids.g_secret] }), effect: has(() => 'acme-group-secret') },
  { name: 'GET groups config', write: false, method: 'GET', path: () => `${G}/config`, effect: (r) => r.status === 200 && r.data.rolesEnabled === false },
  { name: 'GET users groups', write: false, method: 'GET', path: () => `${ID}/users/v3/groups?ids=${ids.member}`, effect: has(() => 'acme-group-secret') },
  { name: 'POST groups', write: true, method: 'POST', path: () => G, json: () => ({ name: 'm-created-group' }),
    effect: async () => !!(await t.db.selectFrom('groups').select('id').where('name', '=', 'm-created-group').where('tenant_id', '=', acme).executeTakeFirst()) },
  { name: 'PATCH group', write: true, method: 'PATCH', path: () => `${G}/${ids.g_patch}`, json: () => ({ color: '#123456' }), effect: async () => (await group(ids.g_patch!))?.color === '#123456' },
  { name: 'DELETE group', write: true, method: 'DELETE', path: () => `${G}/${ids.g_del}`, effect: async () => !(await group(ids.g_del!)) },
  { name: 'POST group roles', write: true, method: 'POST', path: () => `${G}/${ids.g_addRoles}/roles`, json: () => ({ roleIds: [ids.secret] }), effect: async () => (await linked('group_roles', ids.g_addRoles!)) === 1 },
  { name: 'DELETE group roles', write: true, method: 'DELETE', path: () => `${G}/${ids.g_removeRoles}/roles`, json: () => ({ roleIds: [ids.secret] }), effect: async () => (await linked('group_roles', ids.g_removeRoles!)) === 0 },
  { name: 'POST group users', write: true, method: 'POST', path: () => `${G}/${ids.g_addUsers}/users`, json: () => ({ userIds: [ids.member] }), effect: async () => (await linked('group_users', ids.g_addUsers!)) === 1 },
  { name: 'DELETE group users', write: true, method: 'DELETE', path: () => `${G}/${ids.g_removeUsers}/users`, json: () => ({ userIds: [ids.member] }), effect: async () => (await linked('group_users', ids.g_removeUsers!)) === 0 },
  { name: 'POST groups config', write: true, method: 'POST', path: () => `${G}/config`, json: () => ({ enabled: false }),
    effect: async () => (await t.db.selectFrom('groups_config').select('config').where('tenant_id', '=', acme).executeTakeFirst())?.config.enabled === false },
  { name: 'GET tenant application assignments', write: false, method: 'GET', path: () => '/applications/resources/applications/tenant-assignments/v1', effect: has(() => acme) },
  { name: 'GET applications users', write: false, method: 'GET', path: () => `${A}/users?appIds=${ids.app_PorticoDemo}`, effect: has(() => ids.member!) },
  { name: 'GET users applications', write: false, method: 'GET', path: () => `${A}/apps?userIds=${ids.member}`, effect: has(() => ids.member!) },
  { name: 'POST applications (assign)', write: true, method: 'POST', path: () => A, json: () => ({ appId: ids.app_Analytics, tenantId: acme, userIds: [ids.member] }),
    effect: async () => (await appRow(ids.app_Analytics!))?.enabled === true },
  { name: 'DELETE applications (unassign)', write: true, method: 'DELETE', path: () => A, json: () => ({ appId: ids.app_Reports, tenantId: acme, userIds: [ids.member] }),
    effect: async () => (await appRow(ids.app_Reports!))?.enabled === false },
];

const call = (c: Case, token: string, headers: Record<string, string> = {}) =>
  t.browser().fetch(c.path(), { method: c.method, token, headers, ...(c.json ? { json: c.json() } : {}) });

describe('cross-tenant matrix of the roles, groups and applications routes', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const outsiders: [string, string, Record<string, string>][] = [
      ['other tenant', tok.other, {}],
      ['other tenant naming ours in the scoped-tenant header', tok.other, { 'x-portico-tenant-id': acme }],
      ['own tenant without permission', tok.noRole, {}],
      ...(c.write ? [['member without write permission', tok.member, {}] as [string, string, Record<string, string>]] : []),
    ];
    for (const [who, token, headers] of outsiders) {
      const res = await call(c, token, headers);
      expect(res.status, `${who}: ${res.text}`).toBeLessThan(500);
      if (who.includes('permission')) expect(res.status, who).toBe(403);
      expect(await c.effect(res), `${who} reached our tenant`).toBe(false);
    }
    const own = await call(c, tok.own);
    expect(own.status, own.text).toBeLessThan(300);
    expect(await c.effect(own), 'own admin').toBe(true);
  });

  // Not tenant data (the same for every tenant): only the permission decides.
  it.each([[`${ID}/permissions/v1/categories`], ['/applications/resources/applications/v1']])('%s needs its read permission', async (path) => {
    expect((await t.browser().fetch(path, { token: tok.noRole })).status).toBe(403);
    expect((await t.browser().fetch(path, { token: tok.own })).status).toBe(200);
    expect((await t.browser().fetch(path)).status).toBe(401);
  });

  it('every change above left an audit row in our tenant', async () => {
    const rows = await t.db.selectFrom('audits').select('action').where('tenant_id', '=', acme).execute();
    const actions = new Set(rows.map((r) => r.action));
    for (const a of ['Role created', 'Role updated', 'Role deleted', 'Role permissions changed', 'Permission roles changed', 'Group created', 'Group updated', 'Group deleted',
      'Group roles added', 'Group roles removed', 'Group users added', 'Group users removed', 'Groups configuration changed', 'Application users assigned', 'Application users unassigned']) {
      expect(actions.has(a), a).toBe(true);
    }
  });
});
