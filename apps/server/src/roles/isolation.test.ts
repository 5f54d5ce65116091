import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { saveConfig } from '../groups/service';
import { matrixTests, signInCallers, type MatrixCase, type Res, type Who } from '../test/isolation';
import { ID, userIdOf } from '../test/users-admin';

// Every route of the roles, groups and applications domains × (own tenant's admin, another tenant's admin — also with
// the scoped-tenant header naming our tenant — own tenant without the permission) → only the first reads or changes
// our tenant. "Without permission" is a member with no role for reads, and also the seeded member (ReadOnly) for writes.

let t: TestServer;
const tok: Record<Who, string> = { own: '', other: '', otherScoped: '', noRole: '', member: '' };
let acme = '';
const ids: Record<string, string> = {};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON, each assertion states its shape
const api = async (method: string, path: string, json?: unknown): Promise<any> => (await t.browser().fetch(path, { method, json, token: tok.own })).data;
const permId = async (key: string) => (await t.db.selectFrom('permissions').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
const role = (id: string) => t.db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
const group = (id: string) => t.db.selectFrom('groups').selectAll().where('id', '=', id).executeTakeFirst();
const holds = async (roleId: string, permissionId: string) =>
  !!(await t.db.selectFrom('role_permissions').select('role_id').where('role_id', '=', roleId).where('permission_id', '=', permissionId).executeTakeFirst());
const unhold = (roleId: string, permissionId: string) => t.db.deleteFrom('role_permissions').where('role_id', '=', roleId).where('permission_id', '=', permissionId).execute();
const linked = async (table: 'group_roles' | 'group_users', groupId: string) => (await t.db.selectFrom(table).select('group_id').where('group_id', '=', groupId).execute()).length;
/** The answer holds the value (read when the call is made: ids are set up in beforeAll). */
const has = (value: () => string) => async (r: Res) => r.status === 200 && JSON.stringify(r.data ?? '').includes(value());
const appRow = async (appId: string) => t.db.selectFrom('application_users').select('enabled').where('app_id', '=', appId).where('tenant_id', '=', acme).where('user_id', '=', ids.member!).executeTakeFirst();
const setApp = (appId: string, enabled: boolean) => t.db.insertInto('application_users').values({ app_id: appId, tenant_id: acme, user_id: ids.member!, enabled })
  .onConflict((oc) => oc.columns(['app_id', 'tenant_id', 'user_id']).doUpdateSet({ enabled })).execute();
const fresh = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
/** Runs `work` and answers '' (a setup whose case needs no reference). */
const prepared = (work: () => Promise<unknown>) => async () => { await work(); return ''; };

beforeAll(async () => {
  t = await startServer();
  acme = await signInCallers(t, tok);
  ids.member = await userIdOf(t, DEMO_MEMBER);
  ids.pRead = await permId('fe.secure.read.audits');
  ids.pSet = await permId('fe.secure.read.users');
  for (const key of ['secret', 'patch1', 'patch2', 'perms1', 'perms2', 'permRoles']) ids[key] = (await api('POST', `${ID}/roles/v1`, { key: `acme-${key}`, name: key })).id;
  await api('PUT', `${ID}/roles/v1/${ids.secret}/permissions`, { permissionIds: [ids.pRead] });
  ids.vendorHolders = JSON.stringify((await api('GET', `${ID}/permissions/v1`)).find((p: { id: string }) => p.id === ids.pSet).roleIds);
  for (const name of ['secret', 'patch', 'addRoles', 'removeRoles', 'addUsers', 'removeUsers']) ids[`g_${name}`] = (await api('POST', `${ID}/groups/v1`, { name: `acme-group-${name}` })).id;
  await api('POST', `${ID}/groups/v1/${ids.g_secret}/users`, { userIds: [ids.member] });
  await api('POST', `${ID}/groups/v1/config`, { rolesEnabled: false });
  for (const a of await api('GET', '/applications/resources/applications/v1')) ids[`app_${a.name.replace(/\s/g, '')}`] = a.id;
});
afterAll(async () => t?.close());

const send = (method: string, path: string, token: string, headers: Record<string, string>, json?: unknown) =>
  t.browser().fetch(path, { method, token, headers, ...(json !== undefined ? { json } : {}) });
const read = (name: string, path: () => string, affected: (res: Res) => Promise<boolean>, json?: () => unknown): MatrixCase =>
  ({ name, write: false, run: (tk, h) => send(json ? 'POST' : 'GET', path(), tk, h, json?.()), affected });

const R = `${ID}/roles`;
const G = `${ID}/groups/v1`;
const A = `${ID}/applications/v1`;
// Writes whose effect stays prepare their target again before every attempt (own goes first).
const CASES: MatrixCase[] = [
  read('GET roles v1', () => `${R}/v1`, has(() => 'acme-secret')),
  read('GET roles v2', () => `${R}/v2`, has(() => 'acme-secret')),
  read('GET team roles', () => '/team/resources/roles/v1', has(() => 'acme-secret')),
  read('GET permissions', () => `${ID}/permissions/v1`, has(() => ids.secret!)),
  read('GET users roles', () => `${ID}/users/v3/roles?ids=${ids.member}`, has(() => ids.member!)),
  ...(['v1', 'v2'] as const).flatMap((v, i): MatrixCase[] => [
    { name: `POST roles ${v}`, write: true, setup: async () => fresh(`m-created-${v}`), run: (tk, h, key) => send('POST', `${R}/${v}`, tk, h, { key, name: 'C' }),
      affected: async (_r, key) => !!(await t.db.selectFrom('roles').select('id').where('key', '=', key).where('tenant_id', '=', acme).executeTakeFirst()) },
    { name: `PATCH roles ${v}`, write: true, setup: prepared(() => t.db.updateTable('roles').set({ name: `patch${i + 1}` }).where('id', '=', ids[`patch${i + 1}`]!).execute()),
      run: (tk, h) => send('PATCH', `${R}/${v}/${ids[`patch${i + 1}`]}`, tk, h, { name: 'Patched' }), affected: async () => (await role(ids[`patch${i + 1}`]!))?.name === 'Patched' },
    { name: `PUT roles ${v} permissions`, write: true, setup: prepared(() => unhold(ids[`perms${i + 1}`]!, ids.pSet!)),
      run: (tk, h) => send('PUT', `${R}/${v}/${ids[`perms${i + 1}`]}/permissions`, tk, h, { permissionIds: [ids.pSet] }), affected: () => holds(ids[`perms${i + 1}`]!, ids.pSet!) },
    { name: `DELETE roles ${v}`, write: true, setup: async () => (await api('POST', `${R}/v1`, { key: fresh('acme-del'), name: 'del' })).id as string,
      run: (tk, h, id) => send('DELETE', `${R}/${v}/${id}`, tk, h), affected: async (_r, id) => !(await role(id)) },
  ]),
  { name: 'PUT permission roles', write: true, setup: prepared(() => unhold(ids.permRoles!, ids.pSet!)),
    run: (tk, h) => send('PUT', `${ID}/permissions/v1/${ids.pSet}/roles`, tk, h, { roleIds: [...(JSON.parse(ids.vendorHolders!) as string[]), ids.permRoles] }),
    affected: () => holds(ids.permRoles!, ids.pSet!) },
  read('GET groups', () => G, has(() => 'acme-group-secret')),
  read('GET group', () => `${G}/${ids.g_secret}?_groupsRelations=rolesAndUsers`, has(() => 'acme-group-secret')),
  read('POST groups bulkGet', () => `${G}/bulkGet`, has(() => 'acme-group-secret'), () => ({ groupsIds: [ids.g_secret] })),
  read('GET groups config', () => `${G}/config`, async (r) => r.status === 200 && r.data.rolesEnabled === false),
  read('GET users groups', () => `${ID}/users/v3/groups?ids=${ids.member}`, has(() => 'acme-group-secret')),
  { name: 'POST groups', write: true, setup: async () => fresh('m-created-group'), run: (tk, h, name) => send('POST', G, tk, h, { name }),
    affected: async (_r, name) => !!(await t.db.selectFrom('groups').select('id').where('name', '=', name).where('tenant_id', '=', acme).executeTakeFirst()) },
  { name: 'PATCH group', write: true, setup: prepared(() => t.db.updateTable('groups').set({ color: null }).where('id', '=', ids.g_patch!).execute()),
    run: (tk, h) => send('PATCH', `${G}/${ids.g_patch}`, tk, h, { color: '#123456' }), affected: async () => (await group(ids.g_patch!))?.color === '#123456' },
  { name: 'DELETE group', write: true, setup: async () => (await api('POST', G, { name: fresh('acme-group-del') })).id as string,
    run: (tk, h, id) => send('DELETE', `${G}/${id}`, tk, h), affected: async (_r, id) => !(await group(id)) },
  { name: 'POST group roles', write: true, setup: prepared(() => t.db.deleteFrom('group_roles').where('group_id', '=', ids.g_addRoles!).execute()),
    run: (tk, h) => send('POST', `${G}/${ids.g_addRoles}/roles`, tk, h, { roleIds: [ids.secret] }), affected: async () => (await linked('group_roles', ids.g_addRoles!)) === 1 },
  { name: 'DELETE group roles', write: true,
    setup: prepared(() => t.db.insertInto('group_roles').values({ group_id: ids.g_removeRoles!, role_id: ids.secret! }).onConflict((oc) => oc.doNothing()).execute()),
    run: (tk, h) => send('DELETE', `${G}/${ids.g_removeRoles}/roles`, tk, h, { roleIds: [ids.secret] }), affected: async () => (await linked('group_roles', ids.g_removeRoles!)) === 0 },
  { name: 'POST group users', write: true, setup: prepared(() => t.db.deleteFrom('group_users').where('group_id', '=', ids.g_addUsers!).execute()),
    run: (tk, h) => send('POST', `${G}/${ids.g_addUsers}/users`, tk, h, { userIds: [ids.member] }), affected: async () => (await linked('group_users', ids.g_addUsers!)) === 1 },
  { name: 'DELETE group users', write: true,
    setup: prepared(() => t.db.insertInto('group_users').values({ group_id: ids.g_removeUsers!, user_id: ids.member! }).onConflict((oc) => oc.doNothing()).execute()),
    run: (tk, h) => send('DELETE', `${G}/${ids.g_removeUsers}/users`, tk, h, { userIds: [ids.member] }), affected: async () => (await linked('group_users', ids.g_removeUsers!)) === 0 },
  { name: 'POST groups config', write: true, setup: prepared(() => saveConfig(t.db, acme, { enabled: true })),
    run: (tk, h) => send('POST', `${G}/config`, tk, h, { enabled: false }),
    affected: async () => (await t.db.selectFrom('groups_config').select('config').where('tenant_id', '=', acme).executeTakeFirst())?.config.enabled === false },
  read('GET tenant application assignments', () => '/applications/resources/applications/tenant-assignments/v1', has(() => acme)),
  read('GET applications users', () => `${A}/users?appIds=${ids.app_PorticoDemo}`, has(() => ids.member!)),
  read('GET users applications', () => `${A}/apps?userIds=${ids.member}`, has(() => ids.member!)),
  { name: 'POST applications (assign)', write: true, setup: prepared(() => setApp(ids.app_Analytics!, false)),
    run: (tk, h) => send('POST', A, tk, h, { appId: ids.app_Analytics, tenantId: acme, userIds: [ids.member] }), affected: async () => (await appRow(ids.app_Analytics!))?.enabled === true },
  { name: 'DELETE applications (unassign)', write: true, setup: prepared(() => setApp(ids.app_Reports!, true)),
    run: (tk, h) => send('DELETE', A, tk, h, { appId: ids.app_Reports, tenantId: acme, userIds: [ids.member] }), affected: async () => (await appRow(ids.app_Reports!))?.enabled === false },
];

describe('cross-tenant matrix of the roles, groups and applications routes', () => {
  matrixTests(CASES, tok, () => acme);

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
