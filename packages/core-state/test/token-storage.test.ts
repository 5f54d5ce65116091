// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPortico } from '../src/portico';
import { fakeServerFetch } from './fake-server';
import { PASSKEYS_DONT_SHOW_KEY, PREFERRED_METHOD_KEY } from '../src/passkeys/prompt';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/account/login?redirectUrl=%2Fadmin%3Fx%3D1');
});
afterEach(() => vi.useRealTimers());

async function indexedDbNames(): Promise<string[]> {
  const idb = globalThis.indexedDB as (IDBFactory & { databases?: () => Promise<Array<{ name?: string }>> }) | undefined;
  if (!idb?.databases) return [];
  return (await idb.databases()).map((d) => d.name ?? '');
}

describe('tokens live in memory only (SECURITY.md §6)', () => {
  it('a full login over the REST adapter leaves every storage and document.cookie free of tokens', async () => {
    // A server that also puts the refresh token in the body (as for OAuth clients that ask for it): it must not be kept.
    const server = fakeServerFetch({
      'POST /frontegg/identity/resources/auth/v1/user': () => ({ accessToken: server.token, refreshToken: 'cookie-only', expiresIn: 600 }),
    });
    const navigate = vi.fn();
    const portico = createPortico({ baseUrl: 'https://api.app.test', fetch: server.fetch, navigate });

    await portico.login.getState().submitEmail('ada@app.test');
    expect(portico.login.getState().step).toBe('loginWithPassword');
    await portico.login.getState().submitPassword('correct horse battery');
    expect(portico.login.getState().step).toBe('success');
    expect(portico.auth.getState()).toMatchObject({ isAuthenticated: true, user: { email: 'ada@app.test' } });

    // The token is sent as a bearer header and the cookie travels with credentials 'include'.
    const me = server.seen.find((r) => r.path.endsWith('/users/v2/me'))!;
    expect(me.headers.authorization).toBe(`Bearer ${server.token}`);
    expect(server.seen.every((r) => r.credentials === 'include')).toBe(true);

    vi.advanceTimersByTime(200);
    expect(navigate).toHaveBeenCalledWith(`${location.origin}/admin?x=1`);

    const everything = [
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
      document.cookie,
      JSON.stringify(portico.auth.getState()),
      JSON.stringify(portico.login.getState()),
    ].join('\n');
    // Only non-secret UI preferences may be kept (the passkey prompt's "how this browser last signed in").
    expect(Object.keys({ ...localStorage }).filter((k) => k !== PREFERRED_METHOD_KEY && k !== PASSKEYS_DONT_SHOW_KEY)).toEqual([]);
    expect(Object.values({ ...localStorage }).every((v) => ['passkeys', 'other', 'true', '1'].includes(String(v)))).toBe(true);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain(server.token);
    expect(document.cookie).not.toContain('portico_refresh');
    expect(everything).not.toContain(server.token);
    expect(everything).not.toContain('cookie-only');
    expect(await indexedDbNames()).toEqual([]);
    expect(portico.session.getAccessToken()).toBe(server.token);
    portico.session.dispose();
  });
});
