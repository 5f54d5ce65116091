import { describe, expect, it } from 'vitest';
import { fakeAdminServer, httpError, type AdminHandler } from '../../test/admin-server';
import { createUsersStore, USERS_MESSAGES } from './store';
import { selectUserRows, selectUsersPaging } from './selectors';

const USERS = '/identity/resources/users/v3';
const ada = { id: 'u-1', email: 'ada@acme.test', name: 'Ada', roles: [{ id: 'r-admin', key: 'Admin', name: 'Admin' }], groups: [] };
const bob = { id: 'u-2', email: 'bob@acme.test', name: 'Bob', roles: [], groups: [], activatedForTenant: false };
const page = (items: unknown[], totalItems = items.length) => ({ items, _metadata: { totalItems, totalPages: Math.max(1, Math.ceil(totalItems / 20)) } });

function setup(routes: Record<string, AdminHandler> = {}) {
  const server = fakeAdminServer({
    [`GET ${USERS}`]: () => page([ada, bob], 45),
    'GET /team/resources/roles/v1': () => [
      { id: 'r-admin', key: 'Admin', name: 'Admin' },
      { id: 'r-support', key: 'Support', name: 'Support' },
    ],
    ...routes,
  });
  return { ...server, store: createUsersStore({ api: server.api.users }) };
}

const listQueries = (seen: ReturnType<typeof setup>['seen']) =>
  seen.filter((r) => r.method === 'GET' && r.path === USERS).map((r) => Object.fromEntries(r.query));

describe('users store: table', () => {
  it('loads page 0 of 20 sorted by name DESC and exposes rows and paging', async () => {
    const { store, seen } = setup();
    await store.getState().load();
    expect(listQueries(seen)).toEqual([{ _limit: '20', _offset: '0', _sortBy: 'name', _order: 'DESC' }]);
    const s = store.getState();
    expect(s.status).toBe('ready');
    expect(selectUserRows(s).map((r) => [r.name, r.roles.map((x) => x.name), r.pendingActivation])).toEqual([
      ['Ada', ['Admin'], false],
      ['Bob', [], true],
    ]);
    expect(selectUsersPaging(s)).toMatchObject({ page: 0, totalItems: 45, totalPages: 3, canPrevious: false, canNext: true });
    expect(selectUserRows(s)).toBe(selectUserRows(store.getState()));
  });

  it('sends paging, search, sort and each filter (inactive with 7776000 s), back to page 0 on a new search/filter', async () => {
    const { store, seen } = setup();
    await store.getState().setPage(2);
    await store.getState().setSearch(' ada ');
    await store.getState().setSort('email', 'ASC');
    await store.getState().setFilter('inactive');
    await store.getState().setFilter('mfa-unenrolled');
    await store.getState().setFilter('breached-passwords');
    await store.getState().setFilter(null);
    const q = listQueries(seen);
    expect(q[0]).toMatchObject({ _offset: '40', _limit: '20' });
    expect(q[1]).toMatchObject({ _offset: '0', _filter: 'ada' });
    expect(q[2]).toMatchObject({ _sortBy: 'email', _order: 'ASC', _filter: 'ada' });
    expect(q[3]).toMatchObject({ _preset: 'inactive', _maxInactiveSeconds: '7776000' });
    expect(q[4]).toMatchObject({ _preset: 'mfa-unenrolled' });
    expect(q[4]).not.toHaveProperty('_maxInactiveSeconds');
    expect(q[5]).toMatchObject({ _preset: 'breached-passwords' });
    expect(q[6]).not.toHaveProperty('_preset');
  });

  it('a slower answer to an older query never replaces the newer one', async () => {
    const releases: Array<() => void> = [];
    const { store } = setup({
      [`GET ${USERS}`]: (r) => new Promise((resolve) => releases.push(() => resolve(page([r.query.get('_filter') === 'bob' ? bob : ada])))),
    });
    const first = store.getState().setSearch('ada');
    const second = store.getState().setSearch('bob');
    await new Promise((r) => setTimeout(r, 0));
    releases[1]?.();
    await second;
    releases[0]?.();
    await first;
    expect(selectUserRows(store.getState()).map((r) => r.name)).toEqual(['Bob']);
    expect(store.getState().status).toBe('ready');
  });

  it('fills roles and groups with the batched calls when the list leaves them out', async () => {
    const { store, seen } = setup({
      [`GET ${USERS}`]: () => page([{ id: 'u-1', email: 'ada@acme.test' }]),
      [`GET ${USERS}/roles`]: () => [{ userId: 'u-1', roles: [{ id: 'r-support', key: 'Support', name: 'Support' }] }],
      [`GET ${USERS}/groups`]: () => [{ userId: 'u-1', groups: [{ id: 'g-1', name: 'Eng' }] }],
    });
    await store.getState().load();
    expect(seen.find((r) => r.path === `${USERS}/roles`)?.query.getAll('ids')).toEqual(['u-1']);
    expect(selectUserRows(store.getState())[0]).toMatchObject({ roles: [{ id: 'r-support', name: 'Support' }], groups: ['Eng'] });
  });

  it('shows the server message as-is when the list fails', async () => {
    const { store } = setup({ [`GET ${USERS}`]: () => { throw httpError(403, 'Missing permission fe.secure.read.users'); } });
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'error', error: 'Missing permission fe.secure.read.users' });
  });
});

describe('users store: roles change', () => {
  it('is optimistic and sends the role ids', async () => {
    let release!: () => void;
    const { store, seen } = setup({
      'PUT /team/resources/members/v1/*': () => new Promise((r) => (release = () => r({ id: 'u-2', email: 'bob@acme.test' }))),
    });
    await store.getState().load();
    await store.getState().loadRoles();
    const done = store.getState().changeRoles('u-2', ['r-support']);
    await Promise.resolve();
    expect(selectUserRows(store.getState())[1]?.roles).toEqual([{ id: 'r-support', name: 'Support' }]);
    expect(store.getState().dialogs.editRoles.status).toBe('loading');
    await new Promise((r) => setTimeout(r, 0));
    release();
    expect(await done).toBe(true);
    expect(store.getState().dialogs.editRoles.status).toBe('success');
    expect(store.getState().notice).toBe('rolesUpdated');
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({ roleIds: ['r-support'] });
  });

  it('restores the previous roles when the server refuses, with its message', async () => {
    const { store } = setup({ 'PUT /team/resources/members/v1/*': () => { throw httpError(400, 'Role not assignable'); } });
    await store.getState().load();
    expect(await store.getState().changeRoles('u-1', ['r-support'])).toBe(false);
    const s = store.getState();
    expect(selectUserRows(s)[0]?.roles).toEqual([{ id: 'r-admin', name: 'Admin' }]);
    expect(s.rowError).toBe('Role not assignable');
    expect(s.dialogs.editRoles).toEqual({ status: 'error', target: 'u-1', error: 'Role not assignable' });
    expect(s.pending).toEqual({});
  });

  it('removing every role sends one empty-string role id', async () => {
    const { store, seen } = setup({ 'PUT /team/resources/members/v1/*': (_r, [id]) => ({ id, email: 'ada@acme.test' }) });
    await store.getState().load();
    await store.getState().changeRoles('u-1', []);
    expect(seen.find((r) => r.method === 'PUT')).toMatchObject({ path: '/team/resources/members/v1/u-1', body: { roleIds: [''] } });
    expect(selectUserRows(store.getState())[0]?.roles).toEqual([]);
  });
});

describe('users store: invitations', () => {
  it('invite: dialog open → loading → closed on success, expirationInSeconds only when non-zero, table reloaded', async () => {
    const { store, seen } = setup({ 'POST /identity/resources/users/v2': (r) => ({ id: 'u-3', ...(r.body as object) }) });
    store.getState().openDialog('invite');
    expect(store.getState().dialogs.invite.status).toBe('open');
    const done = store.getState().invite({ name: ' Cy ', email: 'cy@acme.test', phoneNumber: '', roleIds: ['r-support'], expirationInSeconds: 0 });
    expect(store.getState().dialogs.invite.status).toBe('loading');
    expect(await done).toBe(true);
    expect(store.getState().dialogs.invite.status).toBe('success');
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Cy', email: 'cy@acme.test', roleIds: ['r-support'], provider: 'local' });
    expect(listQueries(seen)).toHaveLength(1);
    await store.getState().invite({ name: 'Di', email: 'di@acme.test', roleIds: [], expirationInSeconds: 3600 });
    expect(seen.filter((r) => r.method === 'POST')[1]?.body).toMatchObject({ expirationInSeconds: 3600 });
  });

  it('invite and bulk invite refuse blank input locally', async () => {
    const { store, seen } = setup();
    expect(await store.getState().invite({ name: ' ', email: 'x@acme.test', roleIds: [] })).toBe(false);
    expect(store.getState().dialogs.invite.error).toBe("Enter the user's name");
    expect(await store.getState().bulkInvite({ emails: [' ', ''], roleIds: [] })).toBe(false);
    expect(store.getState().dialogs.bulkInvite.error).toBe('Enter at least one email');
    expect(seen).toHaveLength(0);
  });

  it('invite refused: the dialog stays open with the server message', async () => {
    const { store } = setup({ 'POST /identity/resources/users/v2': () => { throw httpError(409, 'User already exists'); } });
    store.getState().openDialog('invite');
    expect(await store.getState().invite({ name: 'Ada', email: 'ada@acme.test', roleIds: [] })).toBe(false);
    expect(store.getState().dialogs.invite).toEqual({ status: 'error', error: 'User already exists' });
  });

  it('bulk invite: each row alone; a malformed one is not sent, the server refusals keep its reason, the dialog stays open on them', async () => {
    const { store, seen } = setup({
      'POST /identity/resources/users/v2': (r) => {
        const { email } = r.body as { email: string };
        if (email === 'taken@acme.test') throw httpError(409, 'User already exists');
        return { id: `id-${email}`, email };
      },
    });
    store.getState().openDialog('bulkInvite');
    expect(await store.getState().bulkInvite({ emails: ['a@acme.test', 'not-an-email', ' b@acme.test ', 'a@acme.test', '', 'taken@acme.test'], roleIds: ['r-support'] })).toBe(false);
    const posts = seen.filter((r) => r.method === 'POST');
    expect(posts.map((p) => (p.body as { email: string }).email)).toEqual(['a@acme.test', 'b@acme.test', 'taken@acme.test']);
    expect(posts.every((p) => !('expirationInSeconds' in (p.body as object)))).toBe(true);
    expect(store.getState().bulkResult).toEqual({
      allowed: ['a@acme.test', 'b@acme.test'], unallowed: ['not-an-email', 'taken@acme.test'],
      reasons: { 'not-an-email': USERS_MESSAGES.emailInvalid, 'taken@acme.test': 'User already exists' },
    });
    expect(store.getState().dialogs.bulkInvite).toMatchObject({ status: 'error', error: USERS_MESSAGES.someRefused });
    // All good: the dialog closes.
    expect(await store.getState().bulkInvite({ emails: ['c@acme.test'], roleIds: [] })).toBe(true);
    expect(store.getState().dialogs.bulkInvite.status).toBe('success');
  });

  it('bulk invite under a full seat plan: every address the server refuses (403, one answer each) is listed with the plan\'s words', async () => {
    // The reference server answers each POST alone; seats run out part-way through the batch.
    const FULL = 'Plan limit reached: the Free plan allows 3 seats. Choose a larger plan under Subscription to add more.';
    let seats = 1;
    const { store } = setup({
      'POST /identity/resources/users/v2': (r) => {
        if (seats >= 2) throw httpError(403, FULL);
        seats += 1;
        return { id: 'id-1', email: (r.body as { email: string }).email };
      },
    });
    store.getState().openDialog('bulkInvite');
    expect(await store.getState().bulkInvite({ emails: ['a@acme.test', 'b@acme.test', 'c@acme.test'], roleIds: [] })).toBe(false);
    const result = store.getState().bulkResult!;
    expect(result.allowed).toHaveLength(1);
    expect(result.unallowed).toHaveLength(2);
    expect([...result.allowed, ...result.unallowed].sort()).toEqual(['a@acme.test', 'b@acme.test', 'c@acme.test']);
    for (const e of result.unallowed) expect(result.reasons?.[e]).toBe(FULL);
    expect(store.getState().dialogs.bulkInvite).toMatchObject({ status: 'error', error: USERS_MESSAGES.someRefused });
  });

  it('invite link: get (none yet), create with 43200 min, update, delete', async () => {
    let link: { token: string; expires?: string; shouldSendEmail?: boolean } | null = null;
    const path = 'identity/resources/tenants/invites/v1/user';
    const { store, seen } = setup({
      [`GET /${path}`]: () => {
        if (!link) throw httpError(404, 'Invite link not found');
        return link;
      },
      [`POST /${path}`]: (r) => (link = { token: 'tok-1', ...(r.body as object) }),
      [`PATCH /${path}`]: (r) => (link = { ...link!, ...(r.body as object) }),
      [`DELETE /${path}`]: () => void (link = null),
    });
    await store.getState().loadInviteLink();
    expect(store.getState().inviteLink).toEqual({ status: 'ready', data: null });
    await store.getState().createInviteLink();
    expect(seen.at(-1)?.body).toEqual({ expiresInMinutes: 43200 });
    expect(store.getState().inviteLink.data?.token).toBe('tok-1');
    await store.getState().updateInviteLink({ expiresInMinutes: 60, shouldSendEmail: true });
    expect(seen.at(-1)).toMatchObject({ method: 'PATCH', body: { expiresInMinutes: 60, shouldSendEmail: true } });
    expect(store.getState().inviteLink.data).toMatchObject({ shouldSendEmail: true });
    await store.getState().deleteInviteLink();
    expect(store.getState().inviteLink.data).toBeNull();
    expect(store.getState().dialogs.inviteLink.status).toBe('success');
  });
});

describe('users store: user actions', () => {
  it('resend activation, disable, enable, remove, temporary and permanent', async () => {
    const { store, seen } = setup({
      'POST /team/resources/members/v1/*/resendActivationEmail': () => undefined,
      'POST /identity/resources/tenants/users/v1/*/disable': () => undefined,
      'POST /identity/resources/tenants/users/v1/*/enable': () => undefined,
      'DELETE /team/resources/members/v1/*': () => undefined,
      'PUT /identity/resources/users/temporary/v1/*': () => ({ temporaryExpirationDate: '2026-12-01T00:00:00.000Z' }),
      'DELETE /identity/resources/users/temporary/v1/*': () => undefined,
    });
    await store.getState().load();
    expect(await store.getState().resendActivation('u-2')).toBe(true);
    expect(store.getState().notice).toBe('activationResent');
    store.getState().openDialog('disable', 'u-2');
    expect(store.getState().dialogs.disable).toEqual({ status: 'open', target: 'u-2' });
    await store.getState().disableUser('u-2');
    expect(selectUserRows(store.getState())[1]?.isDisabled).toBe(true);
    expect(store.getState().dialogs.disable.status).toBe('success');
    await store.getState().enableUser('u-2');
    expect(selectUserRows(store.getState())[1]?.isDisabled).toBe(false);
    await store.getState().setTemporary('u-2', 86400);
    expect(seen.at(-1)?.body).toEqual({ expirationInSeconds: 86400 });
    expect(selectUserRows(store.getState())[1]?.temporaryExpirationDate).toBe('2026-12-01T00:00:00.000Z');
    await store.getState().setPermanent('u-2');
    expect(selectUserRows(store.getState())[1]?.temporaryExpirationDate).toBeNull();
    await store.getState().removeUser('u-2');
    expect(store.getState().items.map((u) => u.id)).toEqual(['u-1']);
    expect(store.getState().totalItems).toBe(44);
    expect(seen.map((r) => `${r.method} ${r.path}`).slice(1)).toEqual([
      'POST /team/resources/members/v1/u-2/resendActivationEmail',
      'POST /identity/resources/tenants/users/v1/u-2/disable',
      'POST /identity/resources/tenants/users/v1/u-2/enable',
      'PUT /identity/resources/users/temporary/v1/u-2',
      'DELETE /identity/resources/users/temporary/v1/u-2',
      'DELETE /team/resources/members/v1/u-2',
    ]);
  });

  it('loads the temporary users configuration', async () => {
    const { store } = setup({ 'GET /identity/resources/users/temporary/v1/configuration': () => ({ enabled: true }) });
    await store.getState().loadTemporaryConfig();
    expect(store.getState().temporaryConfig).toEqual({ status: 'ready', data: { enabled: true } });
  });

  it('a refused removal keeps the user and leaves the dialog open with the error', async () => {
    const { store } = setup({ 'DELETE /team/resources/members/v1/*': () => { throw httpError(400, 'You cannot remove yourself'); } });
    await store.getState().load();
    store.getState().openDialog('remove', 'u-1');
    expect(await store.getState().removeUser('u-1')).toBe(false);
    expect(store.getState().dialogs.remove).toEqual({ status: 'error', target: 'u-1', error: 'You cannot remove yourself' });
    expect(store.getState().items).toHaveLength(2);
    store.getState().closeDialog('remove');
    expect(store.getState().dialogs.remove.status).toBe('closed');
  });
});
