import { describe, expect, it, vi } from 'vitest';
import { createLazyApi } from './lazy';
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
});
