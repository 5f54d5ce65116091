import { describe, expect, it } from 'vitest';
import { fakeAdminServer, httpError, type AdminHandler } from '../../test/admin-server';
import { createUsersStore } from './store';
import { selectKnownUserRows, selectOpenedUserRow, selectUserRows } from './selectors';

const USERS = '/identity/resources/users/v3';
const ONE = '/identity/resources/users/v1/*';
const ada = { id: 'u-1', email: 'ada@acme.test', name: 'Ada', roles: [{ id: 'r-admin', key: 'Admin', name: 'Admin' }], groups: [], mfaEnrolled: true };
const cy = { id: 'u-9', email: 'cy@acme.test', name: 'Cy', roles: [], groups: [{ id: 'g-1', name: 'Ops' }], mfaEnrolled: false, isDisabled: false };

function setup(routes: Record<string, AdminHandler> = {}) {
  const server = fakeAdminServer({
    [`GET ${USERS}`]: () => ({ items: [ada], _metadata: { totalItems: 30, totalPages: 2 } }),
    [`GET ${ONE}`]: (_r, [id]) => {
      if (id === 'u-9') return cy;
      throw httpError(404, 'Not found');
    },
    ...routes,
  });
  return { ...server, store: createUsersStore({ api: server.api.users }) };
}

const paths = (seen: ReturnType<typeof setup>['seen']) => seen.map((r) => `${r.method} ${r.path}`);

describe('users store: one user by id', () => {
  it('opens a user of the current page from the page, without a request', async () => {
    const { store, seen } = setup();
    await store.getState().load();
    await store.getState().openUser('u-1');
    expect(paths(seen)).toEqual([`GET ${USERS}`]);
    expect(store.getState().opened).toMatchObject({ id: 'u-1', status: 'ready', user: { email: 'ada@acme.test' } });
    expect(selectOpenedUserRow(store.getState())).toMatchObject({ id: 'u-1', name: 'Ada', mfaEnrolled: true, roles: [{ id: 'r-admin', name: 'Admin' }] });
  });

  it('loads a user on no loaded page with GET /users/v1/{id}, and offers it to the row actions', async () => {
    const { store, seen } = setup();
    const opening = store.getState().openUser('u-9');
    expect(store.getState().opened).toEqual({ id: 'u-9', status: 'loading', user: null });
    await opening;
    expect(paths(seen)).toEqual(['GET /identity/resources/users/v1/u-9']);
    expect(selectOpenedUserRow(store.getState())).toMatchObject({ name: 'Cy', groups: ['Ops'], mfaEnrolled: false });
    await store.getState().load();
    expect(selectKnownUserRows(store.getState()).map((r) => r.id)).toEqual(['u-1', 'u-9']);
    expect(selectUserRows(store.getState()).map((r) => r.id)).toEqual(['u-1']);
  });

  it('an unknown id (404) and a malformed one (400) are "missing"; another failure is an error with its message', async () => {
    const { store } = setup({
      [`GET ${ONE}`]: (_r, [id]) => {
        if (id === 'nope') throw httpError(400, 'userId: Invalid UUID');
        if (id === 'u-5') throw httpError(503, 'Service unavailable');
        throw httpError(404, 'Not found');
      },
    });
    await store.getState().openUser('00000000-0000-4000-8000-000000000000');
    expect(store.getState().opened).toEqual({ id: '00000000-0000-4000-8000-000000000000', status: 'missing', user: null });
    await store.getState().openUser('nope');
    expect(store.getState().opened.status).toBe('missing');
    await store.getState().openUser('u-5');
    expect(store.getState().opened).toMatchObject({ status: 'error', error: 'Service unavailable' });
    await store.getState().openUser(null);
    expect(store.getState().opened).toEqual({ id: null, status: 'idle', user: null });
  });

  it('a slower answer for a user left meanwhile never replaces the one opened after it', async () => {
    let release: () => void = () => undefined;
    const { store } = setup({
      [`GET ${ONE}`]: (_r, [id]) => (id === 'u-9' ? new Promise((resolve) => (release = () => resolve(cy))) : { ...ada, id: 'u-2', name: 'Bo' }),
    });
    const first = store.getState().openUser('u-9');
    await store.getState().openUser('u-2');
    release();
    await first;
    expect(store.getState().opened).toMatchObject({ id: 'u-2', status: 'ready', user: { name: 'Bo' } });
  });

  it('row actions keep the opened user current (roles, disable, temporary), and removing it marks it removed', async () => {
    const { store } = setup({
      'GET /team/resources/roles/v1': () => [{ id: 'r-admin', key: 'Admin', name: 'Admin' }],
      'PUT /team/resources/members/v1/*': () => ({ id: 'u-9', email: 'cy@acme.test', roleIds: ['r-admin'] }),
      'POST /identity/resources/tenants/users/v1/*/disable': () => undefined,
      'PUT /identity/resources/users/temporary/v1/*': () => ({ temporaryExpirationDate: '2026-12-01T00:00:00.000Z' }),
      'DELETE /team/resources/members/v1/*': () => undefined,
    });
    await store.getState().loadRoles();
    await store.getState().openUser('u-9');
    expect(await store.getState().changeRoles('u-9', ['r-admin'])).toBe(true);
    expect(selectOpenedUserRow(store.getState())?.roles).toEqual([{ id: 'r-admin', name: 'Admin' }]);
    await store.getState().disableUser('u-9');
    expect(selectOpenedUserRow(store.getState())?.isDisabled).toBe(true);
    await store.getState().setTemporary('u-9', 86400);
    expect(selectOpenedUserRow(store.getState())?.temporaryExpirationDate).toBe('2026-12-01T00:00:00.000Z');
    await store.getState().removeUser('u-9');
    expect(store.getState().opened).toEqual({ id: 'u-9', status: 'removed', user: null });
  });

  it('a refused role change of the opened user restores its roles', async () => {
    const { store } = setup({ 'PUT /team/resources/members/v1/*': () => { throw httpError(403, 'Forbidden'); } });
    await store.getState().openUser('u-9');
    expect(await store.getState().changeRoles('u-9', ['r-admin'])).toBe(false);
    expect(selectOpenedUserRow(store.getState())?.roles).toEqual([]);
    expect(store.getState().rowError).toBe('Forbidden');
  });
});
