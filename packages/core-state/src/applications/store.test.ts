import { describe, expect, it } from 'vitest';
import { fakeAdminServer } from '../../test/admin-server';
import { selectAppUsers, selectUserApplications } from './selectors';
import { createApplicationsStore } from './store';

function setup() {
  const server = fakeAdminServer({
    'GET /applications/resources/applications/v1': () => [
      { id: 'app-free', name: 'Free', accessType: 'FREE_ACCESS' },
      { id: 'app-m', name: 'Managed', accessType: 'MANAGED_ACCESS' },
    ],
    'GET /identity/resources/applications/v1/users': () => [{ appId: 'app-m', userIds: ['u-1', 'u-2'] }],
    'POST /identity/resources/applications/v1': () => undefined,
    'DELETE /identity/resources/applications/v1': () => undefined,
  });
  return { ...server, store: createApplicationsStore({ api: server.api.applications, tenantId: () => 't-1' }) };
}

describe('applications store', () => {
  it('loads apps and the users of managed ones only', async () => {
    const { store, seen } = setup();
    await store.getState().load();
    expect(seen[1]?.query.getAll('appIds')).toEqual(['app-m']);
    expect(selectAppUsers('app-free')(store.getState())).toBe('all');
    expect(selectAppUsers('app-m')(store.getState())).toEqual(['u-1', 'u-2']);
    expect(selectUserApplications('u-3')(store.getState()).map((a) => a.id)).toEqual(['app-free']);
  });

  it('sets assigned users with one assign and one unassign call carrying the tenant', async () => {
    const { store, seen } = setup();
    await store.getState().load();
    expect(await store.getState().setAssignedUsers('app-m', ['u-2', 'u-3'])).toBe(true);
    expect(seen.slice(2).map((r) => [r.method, r.body])).toEqual([
      ['POST', { appId: 'app-m', tenantId: 't-1', userIds: ['u-3'] }],
      ['DELETE', { appId: 'app-m', tenantId: 't-1', userIds: ['u-1'] }],
    ]);
    expect(store.getState().assignments['app-m']).toEqual(['u-2', 'u-3']);
  });

  it('refuses assignments to a free-access app (everyone has it)', async () => {
    const { store, seen } = setup();
    await store.getState().load();
    expect(await store.getState().assignUsers('app-free', ['u-1'])).toBe(false);
    expect(store.getState().dialogs.assign.error).toBe('Every user has access to this application');
    expect(seen).toHaveLength(2);
  });
});
