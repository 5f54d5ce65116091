import { describe, expect, it } from 'vitest';
import { fakeAdminServer, httpError } from '../../test/admin-server';
import { createProvisioningStore } from './store';

const SCIM = '/directory/resources/v1/configurations/scim2';

function setup(extra: Record<string, Parameters<typeof fakeAdminServer>[0][string]> = {}) {
  const server = fakeAdminServer({
    [`GET ${SCIM}`]: () => [{ id: 'c-1', connectionName: 'Okta', source: 'okta', syncToUserManagement: true }],
    'GET /directory/resources/scim/temp/*/Users/count': (_r, [id]) => ({ count: id === 'c-1' ? 3 : 0 }),
    [`POST ${SCIM}`]: (r) => ({ id: 'c-2', ...(r.body as object), syncToUserManagement: true, token: 'portico_scim_secret' }),
    [`DELETE ${SCIM}/*`]: () => ({}),
    ...extra,
  });
  return { ...server, store: createProvisioningStore({ api: server.api.provisioning }) };
}

describe('provisioning store', () => {
  it('loads connections, then their user counts; knows the SCIM base URL', async () => {
    const { store } = setup();
    expect(await store.getState().load()).toBe(true);
    expect(store.getState().connections).toMatchObject({ status: 'ready', data: [{ id: 'c-1', connectionName: 'Okta', userCount: 3 }] });
    expect(store.getState().scimBaseUrl).toBe('http://api.test/frontegg/scim/v2');
  });

  it('creates a connection: dialog closes, token kept only in `created` until dismissed, never in the list', async () => {
    const { store, calls } = setup();
    await store.getState().load();
    store.getState().openDialog('create');
    expect(await store.getState().create({ connectionName: '  Azure ', source: 'azure-ad' })).toBe(true);
    expect(calls('POST', SCIM)[0]?.body).toEqual({ connectionName: 'Azure', source: 'azure-ad' });
    const s = store.getState();
    expect(s.dialogs.create.status).toBe('success');
    expect(s.created).toEqual({ id: 'c-2', connectionName: 'Azure', token: 'portico_scim_secret' });
    expect(JSON.stringify(s.connections.data)).not.toContain('portico_scim_secret');
    expect(s.connections.data.map((c) => c.userCount)).toEqual([3, 0]);
    store.getState().dismissToken();
    expect(store.getState().created).toBeNull();
  });

  it('refuses a blank name locally and keeps server refusals in the dialog', async () => {
    const { store, calls } = setup({ [`POST ${SCIM}`]: () => { throw httpError(403, 'Forbidden'); } });
    expect(await store.getState().create({ connectionName: ' ', source: 'okta' })).toBe(false);
    expect(store.getState().dialogs.create).toMatchObject({ status: 'error', error: 'Connection name is required' });
    expect(calls('POST', SCIM)).toHaveLength(0);
    expect(await store.getState().create({ connectionName: 'X', source: 'okta' })).toBe(false);
    expect(store.getState().dialogs.create).toMatchObject({ status: 'error', error: 'Forbidden' });
  });

  it('deletes a connection after confirmation; a failure keeps it listed with the message', async () => {
    const { store } = setup();
    await store.getState().load();
    store.getState().openDialog('remove', 'c-1');
    expect(await store.getState().deleteConnection('c-1')).toBe(true);
    expect(store.getState().connections.data).toEqual([]);
    const failing = setup({ [`DELETE ${SCIM}/*`]: () => { throw httpError(404, 'SCIM connection not found'); } });
    await failing.store.getState().load();
    expect(await failing.store.getState().deleteConnection('c-1')).toBe(false);
    expect(failing.store.getState().dialogs.remove).toMatchObject({ status: 'error', error: 'SCIM connection not found', target: 'c-1' });
    expect(failing.store.getState().connections.data).toHaveLength(1);
  });
});
