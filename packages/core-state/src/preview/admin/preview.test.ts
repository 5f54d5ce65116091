import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiTokensStore } from '../../api-tokens/store';
import { createUsersStore } from '../../users/store';
import { selectUserRows, selectUsersPaging } from '../../users/selectors';
import { createAdminPreviewApi } from './api';

afterEach(() => vi.useRealTimers());

describe('admin preview API', () => {
  it('answers after 500 ms', async () => {
    vi.useFakeTimers();
    const api = createAdminPreviewApi();
    let roles: unknown;
    void api.roles.getRoles().then((r) => (roles = r));
    await vi.advanceTimersByTimeAsync(499);
    expect(roles).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect((roles as { name: string }[]).map((r) => r.name)).toEqual(['Admin', 'ReadOnly', 'Support']);
  });

  it('serves the users table: 20 per page by name DESC, filters, invite with refusals collected', async () => {
    const store = createUsersStore({ api: createAdminPreviewApi({ delayMs: 0 }).users });
    await store.getState().load();
    const names = selectUserRows(store.getState()).map((r) => r.name);
    expect(names).toHaveLength(20);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    expect(selectUsersPaging(store.getState())).toMatchObject({ totalItems: 23, totalPages: 2 });
    await store.getState().setFilter('inactive');
    expect(selectUserRows(store.getState()).map((r) => r.name).sort()).toEqual(['Edsger Dijkstra', 'Grace Hopper']);
    await store.getState().setFilter('breached-passwords');
    expect(selectUserRows(store.getState()).map((r) => r.name)).toEqual(['Claude Shannon']);
    await store.getState().bulkInvite({ emails: ['new@acme.example', 'ada.lovelace@acme.example', 'bad'], roleIds: ['role-support'] });
    expect(store.getState().bulkResult).toEqual({ allowed: ['new@acme.example'], unallowed: ['ada.lovelace@acme.example', 'bad'], reasons: { 'ada.lovelace@acme.example': 'User already exists', bad: 'Not a valid e-mail address' } });
    await store.getState().setFilter(null);
    expect(store.getState().totalItems).toBe(24);
  });

  it('keeps role changes and reports an unknown user as the server would', async () => {
    const api = createAdminPreviewApi({ delayMs: 0 });
    await api.users.updateTeamMember('preview-user-2', { roleIds: [''] });
    expect((await api.users.getUsersRoles(['preview-user-2']))[0]?.roles).toEqual([]);
    await expect(api.users.deleteTeamMember('nobody')).rejects.toMatchObject({ status: 404, message: 'User not found' });
    await expect(api.account.updateAdminBoxConfiguration([])).rejects.toMatchObject({ code: 'no_changes', message: 'No changes to update' });
    // The server's alias rule: a URL-safe slug, nothing else; a refusal keeps what was saved.
    await expect(api.account.updateAdminBoxConfiguration([{ type: 'set', path: 'alias', payload: 'ux probe!' }])).rejects.toMatchObject({ status: 400 });
    expect((await api.account.updateAdminBoxConfiguration([{ type: 'set', path: 'alias', payload: 'acme-eu' }])).configuration.alias).toBe('acme-eu');
  });

  it('creates tokens with a secret once and lists them without it', async () => {
    vi.useFakeTimers();
    const store = createApiTokensStore({ api: createAdminPreviewApi({ delayMs: 0 }).apiTokens });
    await store.getState().load('tenant');
    await store.getState().create('tenant', { description: 'deploy', expiresInDays: 7, roleIds: ['role-readonly'] });
    await vi.advanceTimersByTimeAsync(200);
    expect(store.getState().created).toMatchObject({ kind: 'tenant', type: 'clientCredentials', secret: expect.stringMatching(/^preview-secret-/) });
    await store.getState().load('tenant');
    const listed = store.getState().tenant.data;
    expect(listed[0]).toMatchObject({ description: 'deploy', roleIds: ['role-readonly'] });
    expect(listed.every((t) => !('secret' in t))).toBe(true);
  });
});
