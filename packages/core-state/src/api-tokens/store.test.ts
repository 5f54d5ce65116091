import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAdminServer, httpError, type AdminHandler } from '../../test/admin-server';
import { createApiTokensStore } from './store';
import { TOKEN_SUCCESS_DELAY_MS } from './store';

const USER_CC = '/identity/resources/users/api-tokens/v1';
const TENANT_CC_V1 = '/identity/resources/tenants/api-tokens/v1';
const TENANT_CC_V2 = '/identity/resources/tenants/api-tokens/v2';
const USER_AT = '/identity/resources/users/access-tokens/v1';

function setup(strategy: 'ClientCredentials' | 'AccessToken' | undefined, routes: Record<string, AdminHandler> = {}) {
  const server = fakeAdminServer({
    'GET /identity/resources/configurations/v1/public': () => (strategy ? { machineToMachineAuthStrategy: strategy } : {}),
    [`GET ${USER_CC}`]: () => [{ id: 'p-1', clientId: 'p-1', description: 'old' }],
    [`GET ${TENANT_CC_V1}`]: () => [{ id: 't-1', clientId: 't-1', description: 'ci' }],
    [`GET ${USER_AT}`]: () => [{ id: 'a-1', description: 'pat' }],
    [`POST ${USER_CC}`]: (r) => ({ id: 'p-2', clientId: 'p-2', secret: 's3cret', ...(r.body as object) }),
    [`POST ${TENANT_CC_V2}`]: (r) => ({ id: 't-2', clientId: 't-2', secret: 'tenant-secret', ...(r.body as object) }),
    [`POST ${USER_AT}`]: () => ({ id: 'a-2', secret: 'pat-secret' }),
    ...routes,
  });
  return { ...server, store: createApiTokensStore({ api: server.api.apiTokens }) };
}

afterEach(() => vi.useRealTimers());

describe('api tokens store', () => {
  it('creates a personal client-credentials token: dialog closes, new token first, secret and clientId shown 200 ms later, once', async () => {
    vi.useFakeTimers();
    const { store, seen } = setup('ClientCredentials');
    await store.getState().load('personal');
    expect(store.getState().strategy).toBe('ClientCredentials');
    store.getState().openCreate('personal');
    expect(await store.getState().create('personal', { description: 'laptop', expiresInDays: 30 })).toBe(true);
    expect(seen.find((r) => r.method === 'POST')).toMatchObject({ path: USER_CC, body: { description: 'laptop', expiresInMinutes: 43200 } });
    const s = store.getState();
    expect(s.dialogs.create.status).toBe('success');
    expect(s.personal.data.map((t) => t.id)).toEqual(['p-2', 'p-1']);
    expect(s.personal.data[0]).not.toHaveProperty('secret');
    expect(s.personal.data[0]?.type).toBe('clientCredentials');
    expect(s.created).toBeNull();
    vi.advanceTimersByTime(TOKEN_SUCCESS_DELAY_MS - 1);
    expect(store.getState().created).toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.getState().created).toEqual({ kind: 'personal', type: 'clientCredentials', id: 'p-2', secret: 's3cret', clientId: 'p-2' });
    store.getState().dismissSecret();
    expect(store.getState().created).toBeNull();
  });

  it('tenant tokens send roleIds and a null expiry when none is given; the strategy is asked once', async () => {
    vi.useFakeTimers();
    const { store, seen } = setup(undefined);
    await store.getState().load('tenant');
    await store.getState().create('tenant', { description: 'ci', roleIds: ['r-1'] });
    expect(seen.find((r) => r.method === 'POST')).toMatchObject({ path: TENANT_CC_V2, body: { description: 'ci', expiresInMinutes: null, roleIds: ['r-1'] } });
    expect(seen.filter((r) => r.path.endsWith('/configurations/v1/public'))).toHaveLength(1);
    expect(store.getState().tenant.data[0]?.id).toBe('t-2');
    vi.advanceTimersByTime(TOKEN_SUCCESS_DELAY_MS);
    expect(store.getState().created).toMatchObject({ kind: 'tenant', secret: 'tenant-secret', clientId: 't-2' });
  });

  it('follows the AccessToken machine strategy (access-token calls, no clientId shown)', async () => {
    vi.useFakeTimers();
    const { store, seen } = setup('AccessToken');
    await store.getState().load('personal');
    expect(store.getState().personal.data[0]?.id).toBe('a-1');
    await store.getState().create('personal', { expiresInDays: 1 });
    expect(seen.find((r) => r.method === 'POST')).toMatchObject({ path: USER_AT, body: { expiresInMinutes: 1440 } });
    vi.advanceTimersByTime(TOKEN_SUCCESS_DELAY_MS);
    expect(store.getState().created).toEqual({ kind: 'personal', type: 'accessToken', id: 'a-2', secret: 'pat-secret' });
  });

  it('refuses a bad expiry locally with the rest-api message; the dialog stays open with it and no success follows', async () => {
    vi.useFakeTimers();
    const { store, seen } = setup('ClientCredentials');
    store.getState().openCreate('personal');
    expect(await store.getState().create('personal', { expiresInDays: -3 })).toBe(false);
    expect(store.getState().dialogs.create).toMatchObject({ status: 'error', target: 'personal' });
    expect(store.getState().dialogs.create.error).toMatch(/expiresInDays/);
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(store.getState().created).toBeNull();
  });

  it('delete picks personal or tenant by the id; an unknown id is refused', async () => {
    const { store, seen } = setup('ClientCredentials', {
      [`DELETE ${USER_CC}/*`]: () => undefined,
      [`DELETE ${TENANT_CC_V1}/*`]: () => { throw httpError(403, 'Forbidden'); },
    });
    await store.getState().load('personal');
    await store.getState().load('tenant');
    expect(await store.getState().deleteToken('p-1')).toBe(true);
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', path: `${USER_CC}/p-1` });
    expect(store.getState().personal.data).toEqual([]);
    expect(await store.getState().deleteToken('t-1')).toBe(false);
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', path: `${TENANT_CC_V1}/t-1` });
    expect(store.getState().dialogs.remove).toEqual({ status: 'error', target: 't-1', error: 'Forbidden' });
    expect(store.getState().tenant.data).toHaveLength(1);
    expect(await store.getState().deleteToken('nope')).toBe(false);
    expect(store.getState().dialogs.remove.error).toBe('Unknown token');
  });
});
