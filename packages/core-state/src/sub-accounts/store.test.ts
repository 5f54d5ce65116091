import { describe, expect, it } from 'vitest';
import { fakeAdminServer } from '../../test/admin-server';
import { createAdminPreviewApi } from '../preview/admin/api';
import { selectSelectedPath, selectSubAccountRows } from './selectors';
import { createSubAccountsStore, SUB_ACCOUNTS_MESSAGES } from './store';

const setup = async () => {
  const store = createSubAccountsStore({ api: createAdminPreviewApi({ delayMs: 0 }).subAccounts });
  await store.getState().load();
  return store;
};
const names = (s: ReturnType<typeof selectSubAccountRows>) => s.map((r) => `${'-'.repeat(r.depth)}${r.node.name}`);

describe('sub-accounts store', () => {
  it('loads the tree, selects the root and shows tree rows with depth and position', async () => {
    const store = await setup();
    const rows = selectSubAccountRows(store.getState());
    expect(names(rows)).toEqual(['Acme', '-Acme Europe', '--Acme Berlin', '--Acme Paris', '-Acme US', '--Acme Boston']);
    expect(rows[2]).toMatchObject({ depth: 2, position: 1, setSize: 2, parentId: 'preview-sub-europe', hasChildren: false });
    expect(selectSubAccountRows(store.getState())).toBe(rows);
    expect(store.getState().selectedId).toBe(rows[0]!.node.tenantId);
  });

  it('never lists the own account through the sub-account users call (the server answers it 404)', async () => {
    const server = fakeAdminServer({
      'GET /tenants/resources/hierarchy/v1/tree': () => ({ tenantId: 't-root', name: 'Root', children: [{ tenantId: 't-a', name: 'A', children: [] }] }),
      'GET /identity/resources/sub-tenants/users/v1': () => ({ items: [], _metadata: { totalItems: 0, totalPages: 0 } }),
    });
    const store = createSubAccountsStore({ api: server.api.subAccounts });
    await store.getState().load();
    await store.getState().select('t-root');
    expect(server.seen.filter((r) => r.path.endsWith('/sub-tenants/users/v1'))).toEqual([]);
    expect(store.getState().users.error).toBeUndefined();
    await store.getState().select('t-a');
    expect(server.seen.filter((r) => r.path.endsWith('/sub-tenants/users/v1')).length).toBe(1);
  });

  it('updates the tree locally on create, rename, reseller, access type and delete', async () => {
    const store = await setup();
    const before = store.getState().tree.data;
    expect(await store.getState().createSubAccount({ name: ' Acme Asia ', parentTenantId: 'preview-sub-europe' })).toBe(true);
    expect(store.getState().dialogs.create.status).toBe('success');
    expect(store.getState().notice).toBe('created');
    store.getState().openDialog('rename', 'preview-sub-us');
    expect(store.getState().notice).toBeUndefined();
    expect(names(selectSubAccountRows(store.getState()))).toContain('--Acme Asia');
    expect(store.getState().tree.data).not.toBe(before);
    expect(await store.getState().renameSubAccount('preview-sub-us', 'Acme Americas')).toBe(true);
    expect(await store.getState().setReseller('preview-sub-us', true)).toBe(true);
    expect(await store.getState().setAccessType('preview-sub-us', 'alwaysOn')).toBe(true);
    const us = selectSubAccountRows(store.getState()).find((r) => r.node.tenantId === 'preview-sub-us')!.node;
    expect([us.name, us.isReseller, us.subAccountAccessType]).toEqual(['Acme Americas', true, 'alwaysOn']);
    expect(await store.getState().deleteSubAccount('preview-sub-boston')).toBe(true);
    expect(names(selectSubAccountRows(store.getState()))).not.toContain('--Acme Boston');
  });

  it('keeps refusals in the dialog: blank names locally, a parent with sub-accounts from the server', async () => {
    const store = await setup();
    expect(await store.getState().createSubAccount({ name: '  ', parentTenantId: 'preview-sub-us' })).toBe(false);
    expect(store.getState().dialogs.create).toMatchObject({ status: 'error', error: SUB_ACCOUNTS_MESSAGES.nameRequired });
    expect(await store.getState().deleteSubAccount('preview-sub-europe')).toBe(false);
    expect(store.getState().dialogs.remove).toMatchObject({ status: 'error', error: 'This account has sub-accounts. Delete or move them first', target: 'preview-sub-europe' });
    expect(names(selectSubAccountRows(store.getState()))).toContain('-Acme Europe');
  });

  it('selects an account, pages its users 10 at a time, adds (no access below by default), edits roles and access, removes', async () => {
    const store = await setup();
    await store.getState().select('preview-sub-berlin');
    expect(selectSelectedPath(store.getState())).toEqual([store.getState().tree.data!.tenantId, 'preview-sub-europe', 'preview-sub-berlin']);
    expect(store.getState().users).toMatchObject({ status: 'ready', pageSize: 10, totalItems: 2 });
    for (let i = 0; i < 9; i++) expect(await store.getState().addUser({ email: `p${i}@berlin.example`, roleIds: ['role-support'] })).toBe(true);
    expect(store.getState().users).toMatchObject({ totalItems: 11, totalPages: 2 });
    expect(store.getState().users.items).toHaveLength(10);
    await store.getState().setUsersPage(1);
    expect(store.getState().users.items).toHaveLength(1);
    const added = store.getState().users.items[0]!;
    expect(added.subAccountAccessAllowed).toBe(false);
    expect(await store.getState().setUserRoles(added.id, ['role-admin'])).toBe(true);
    expect(store.getState().users.items[0]!.tenants![0]!.roles!.map((r) => r.key)).toEqual(['Admin']);
    expect(await store.getState().setUserAccess(added.id, true)).toBe(true);
    expect(store.getState().users.items[0]!.subAccountAccessAllowed).toBe(true);
    expect(await store.getState().addUser({ email: added.email })).toBe(false);
    expect(store.getState().dialogs.addUser.error).toBe('User already exists');
    expect(await store.getState().removeUser(added.id)).toBe(true);
    expect(store.getState().users).toMatchObject({ page: 0, totalItems: 10 });
  });

  it('searches 50 at a time; an empty text clears without a call', async () => {
    const store = await setup();
    expect(await store.getState().searchAccounts('paris')).toBe(true);
    expect(store.getState().search.items.map((t) => t.name)).toEqual(['Acme Paris']);
    expect(await store.getState().searchAccounts(' ')).toBe(true);
    expect(store.getState().search).toMatchObject({ status: 'idle', items: [] });
  });

  it('sends the calls as the server expects them', async () => {
    const TREE = { tenantId: 't-root', name: 'Root', children: [{ tenantId: 't-a', name: 'A', children: [] }] };
    const server = fakeAdminServer({
      'GET /tenants/resources/hierarchy/v1/tree': () => TREE,
      'GET /identity/resources/sub-tenants/users/v1': () => ({ items: [{ id: 'u1', email: 'a@x.co', tenants: [{ tenantId: 't-a', roles: [{ id: 'r1' }] }] }], _metadata: { totalItems: 1, totalPages: 1 } }),
      'POST /identity/resources/sub-tenants/users/v1': () => ({ id: 'u2', email: 'b@x.co' }),
      'POST /identity/resources/sub-tenants/users/v1/*/roles': () => undefined,
      'DELETE /identity/resources/sub-tenants/users/v1/*/roles': () => undefined,
      'GET /tenants/resources/sub-tenants/v1/search': () => ({ items: [], _metadata: { totalItems: 0, totalPages: 0 } }),
    });
    const store = createSubAccountsStore({ api: server.api.subAccounts });
    await store.getState().load();
    await store.getState().select('t-a');
    const list = server.seen.filter((r) => r.path.endsWith('/sub-tenants/users/v1') && r.method === 'GET').at(-1)!;
    expect(Object.fromEntries(list.query)).toEqual({ _tenantId: 't-a', _limit: '10', _offset: '0', _sortBy: 'name', _order: 'DESC' });
    await store.getState().addUser({ email: 'b@x.co' });
    await store.getState().setUserRoles('u1', ['r2']);
    await store.getState().searchAccounts('a');
    expect(server.seen.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/identity/resources/sub-tenants/users/v1', { email: 'b@x.co', subTenants: [{ tenantId: 't-a' }], allowSubAccountAccess: false }],
      ['POST', '/identity/resources/sub-tenants/users/v1/u1/roles', { subTenantsRoles: [{ tenantId: 't-a', roleIds: ['r2'] }] }],
      ['DELETE', '/identity/resources/sub-tenants/users/v1/u1/roles', { subTenantsRoles: [{ tenantId: 't-a', roleIds: ['r1'] }] }],
    ]);
    expect(Object.fromEntries(server.seen.at(-1)!.query)).toEqual({ _filter: 'a', _limit: '50', _offset: '0' });
  });
});
