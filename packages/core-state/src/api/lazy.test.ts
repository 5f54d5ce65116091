import { describe, expect, it, vi } from 'vitest';
import { createLazyApi, preloadApi } from './lazy';
import type { PorticoApi } from './types';

describe('createLazyApi', () => {
  it('loads the implementation once, on the first call, and forwards arguments and answers', async () => {
    const logout = vi.fn(async () => undefined);
    const login = vi.fn(async (body: { email: string }) => ({ accessToken: `t-${body.email}` }));
    const load = vi.fn(async () => ({ login, logout }) as unknown as PorticoApi);
    const api = createLazyApi(load);
    expect(load).not.toHaveBeenCalled();
    expect(await api.login({ email: 'a@b.c', password: 'x' })).toEqual({ accessToken: 't-a@b.c' });
    await api.logout();
    expect(load).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledWith({ email: 'a@b.c', password: 'x' });
  });

  it('is not a thenable, and a call the implementation lacks fails clearly', async () => {
    const api = createLazyApi(async () => ({}) as PorticoApi);
    expect((api as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(api.logout()).rejects.toThrow('The API has no call logout');
  });

  it('loads again after a failed load, so one network blip does not break every later call', async () => {
    const logout = vi.fn(async () => undefined);
    const load = vi.fn<() => Promise<PorticoApi>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValue({ logout } as unknown as PorticoApi);
    const api = createLazyApi(load);
    await expect(api.logout()).rejects.toThrow('Failed to fetch');
    await api.logout();
    await api.logout();
    expect(load).toHaveBeenCalledTimes(2);
    expect(logout).toHaveBeenCalledTimes(2);
  });

  it('preloadApi starts the load before any call, once; on any other port it does nothing', async () => {
    const logout = vi.fn(async () => undefined);
    const load = vi.fn(async () => ({ logout }) as unknown as PorticoApi);
    const api = createLazyApi(load);
    preloadApi(api);
    expect(load).toHaveBeenCalledTimes(1);
    await api.logout();
    expect(load).toHaveBeenCalledTimes(1);
    expect(() => preloadApi({ logout } as unknown as PorticoApi)).not.toThrow();
  });
});
