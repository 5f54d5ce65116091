import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, fakeContext } from '../../test/fixtures';
import { DEFAULT_ROUTES } from './routes';
import { createEmbeddedSession } from '../session/embedded';
import { ACTIVE_TENANT_KEY, rememberedActiveTenant } from './active-tenant';
import { createAuthStore } from './store';

// Product-spec §4: tenant switching stores the active tenant in session storage when session-per-tenant is on.
const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('session per tenant', () => {
  it.each([[true, 't-2'], [false, undefined]] as const)('on=%s: a switch keeps the tenant in this tab (%s)', async (on, kept) => {
    const api = fakeApi();
    const { store: auth } = createAuthStore({ api, routes: DEFAULT_ROUTES, reload: async () => {}, sessionPerTenant: on });
    await auth.getState().switchTenant('t-2');
    expect(api.switchTenant).toHaveBeenCalledWith({ tenantId: 't-2' });
    expect(store.get(ACTIVE_TENANT_KEY)).toBe(kept);
  });

  it('a failed switch remembers nothing', async () => {
    const api = fakeApi();
    api.switchTenant.mockRejectedValue(apiError('Forbidden', 403));
    const { store: auth } = createAuthStore({ api, routes: DEFAULT_ROUTES, reload: async () => {}, sessionPerTenant: true });
    await auth.getState().switchTenant('t-2');
    expect(store.has(ACTIVE_TENANT_KEY)).toBe(false);
  });

  it('the tab restores its session in the remembered tenant; the page tenantId still wins', async () => {
    store.set(ACTIVE_TENANT_KEY, 't-9');
    const f = fakeContext();
    await createEmbeddedSession({ ...f.ctx, sessionPerTenant: true }).start();
    expect(f.api.refreshToken).toHaveBeenCalledWith({ tenantId: 't-9' });
    const scoped = fakeContext({ page: 'https://app.test/?tenantId=t-7' });
    await createEmbeddedSession({ ...scoped.ctx, sessionPerTenant: true }).start();
    expect(scoped.api.refreshToken).toHaveBeenCalledWith({ tenantId: 't-7' });
  });

  it('a remembered tenant the user left is forgotten and the session goes on in their own', async () => {
    store.set(ACTIVE_TENANT_KEY, 't-gone');
    const f = fakeContext();
    const first = f.api.refreshToken.getMockImplementation();
    f.api.refreshToken.mockImplementationOnce(() => Promise.reject(apiError('Forbidden', 403)));
    if (first) f.api.refreshToken.mockImplementation(first);
    await createEmbeddedSession({ ...f.ctx, sessionPerTenant: true }).start();
    expect(f.api.refreshToken.mock.calls).toEqual([[{ tenantId: 't-gone' }], [{}]]);
    expect(f.auth.getState().status).toBe('authenticated');
    expect(rememberedActiveTenant()).toBeNull();
  });

  it('off: the remembered tenant is ignored', async () => {
    store.set(ACTIVE_TENANT_KEY, 't-9');
    const f = fakeContext();
    await createEmbeddedSession(f.ctx).start();
    expect(f.api.refreshToken).toHaveBeenCalledWith({});
  });
});
