import { describe, expect, it } from 'vitest';
import { fakeAdminServer, httpError, type AdminHandler } from '../../test/admin-server';
import { selectGroupsPage, selectGroupsPageCount } from './selectors';
import { createGroupsStore } from './store';

const GROUPS = '/identity/resources/groups/v1';

function setup(routes: Record<string, AdminHandler> = {}) {
  const groups = Array.from({ length: 12 }, (_, i) => ({ id: `g-${i}`, name: `Group ${String(i).padStart(2, '0')}`, users: [], roles: [] }));
  const server = fakeAdminServer({
    [`GET ${GROUPS}`]: () => groups,
    [`POST ${GROUPS}`]: (r) => ({ id: 'g-new', ...(r.body as object) }),
    [`POST ${GROUPS}/*/users`]: () => undefined,
    [`DELETE ${GROUPS}/*/users`]: () => undefined,
    [`POST ${GROUPS}/*/roles`]: () => undefined,
    [`DELETE ${GROUPS}/*/roles`]: () => undefined,
    [`PATCH ${GROUPS}/*`]: (r, [id]) => ({ id, ...(r.body as object) }),
    [`DELETE ${GROUPS}/*`]: () => undefined,
    ...routes,
  });
  return { ...server, store: createGroupsStore({ api: server.api.groups }) };
}

const writes = (seen: ReturnType<typeof setup>['seen']) => seen.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body]);

describe('groups store', () => {
  it('loads groups with users and roles, paged 10 at a time from page 0', async () => {
    const { store, seen } = setup();
    await store.getState().load();
    expect(seen[0]?.query.get('_groupsRelations')).toBe('rolesAndUsers');
    expect(selectGroupsPage(store.getState())).toHaveLength(10);
    expect(selectGroupsPageCount(store.getState())).toBe(2);
    store.getState().setPage(1);
    expect(selectGroupsPage(store.getState()).map((g) => g.id)).toEqual(['g-10', 'g-11']);
    await store.getState().load();
    expect(store.getState().page).toBe(0);
  });

  it('creates with name and color only (empty description left out), then reloads', async () => {
    const { store, seen } = setup();
    store.getState().openDialog('create');
    expect(await store.getState().createGroup({ name: ' Eng ', color: '#123456', description: ' ', userIds: [], roleIds: [] })).toBe(true);
    expect(writes(seen)).toEqual([['POST', GROUPS, { name: 'Eng', color: '#123456' }]]);
    expect(store.getState().dialogs.create.status).toBe('success');
    expect(seen.filter((r) => r.method === 'GET')).toHaveLength(1);
  });

  it('creates, then attaches users and roles when given', async () => {
    const { store, seen } = setup();
    await store.getState().createGroup({ name: 'Ops', description: 'On call', userIds: ['u-1'], roleIds: ['r-1'] });
    expect(writes(seen)).toEqual([
      ['POST', GROUPS, { name: 'Ops', description: 'On call' }],
      ['POST', `${GROUPS}/g-new/users`, { userIds: ['u-1'] }],
      ['POST', `${GROUPS}/g-new/roles`, { roleIds: ['r-1'] }],
    ]);
  });

  it('refuses a blank name locally; server refusals stay in the dialog', async () => {
    const { store, seen } = setup({ [`POST ${GROUPS}`]: () => { throw httpError(409, 'Group name already exists'); } });
    expect(await store.getState().createGroup({ name: '  ' })).toBe(false);
    expect(store.getState().dialogs.create).toEqual({ status: 'error', error: 'A group needs a name' });
    expect(seen).toHaveLength(0);
    expect(await store.getState().createGroup({ name: 'Eng' })).toBe(false);
    expect(store.getState().dialogs.create.error).toBe('Group name already exists');
  });

  it('edits, deletes, and adds/removes users and roles', async () => {
    const { store, seen } = setup();
    await store.getState().load();
    await store.getState().updateGroup('g-1', { name: 'Renamed', description: '' });
    expect(store.getState().items.find((g) => g.id === 'g-1')?.name).toBe('Renamed');
    await store.getState().deleteGroup('g-2');
    expect(store.getState().items.some((g) => g.id === 'g-2')).toBe(false);
    await store.getState().addUsers('g-1', ['u-1', 'u-2']);
    await store.getState().removeUsers('g-1', ['u-2']);
    await store.getState().addRoles('g-1', ['r-1']);
    await store.getState().removeRoles('g-1', ['r-1']);
    expect(writes(seen)).toEqual([
      ['PATCH', `${GROUPS}/g-1`, { name: 'Renamed', description: '' }],
      ['DELETE', `${GROUPS}/g-2`, undefined],
      ['POST', `${GROUPS}/g-1/users`, { userIds: ['u-1', 'u-2'] }],
      ['DELETE', `${GROUPS}/g-1/users`, { userIds: ['u-2'] }],
      ['POST', `${GROUPS}/g-1/roles`, { roleIds: ['r-1'] }],
      ['DELETE', `${GROUPS}/g-1/roles`, { roleIds: ['r-1'] }],
    ]);
    expect(store.getState().dialogs.members.status).toBe('success');
  });

  it('an empty membership change sends nothing (the contract refuses empty id lists)', async () => {
    const { store, seen, api } = setup();
    expect(await store.getState().addUsers('g-1', [])).toBe(true);
    expect(await store.getState().removeRoles('g-1', [''])).toBe(true);
    expect(seen).toHaveLength(0);
    await expect(api.groups.addUsers('g-1', [])).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^contract:/) });
  });
});
