import { describe, expect, it, vi } from 'vitest';
import { makeToken, PROFILE } from '../../test/fixtures';
import { METADATA, tokenAnswer } from '../../test/session/fake-as';
import { createHostedAuth } from './standalone';

const memory = () => {
  const map = new Map<string, string>();
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
};

describe('createHostedAuth', () => {
  it('without a session: tries the cookie refresh (source header, credentials), then redirects to authorize', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({ url: String(url), init });
      return tokenAnswer({ error: 'invalid_grant' }, 400);
    }) as unknown as typeof globalThis.fetch;
    const navigate = vi.fn();
    const storage = memory();
    const { auth, session } = createHostedAuth({
      baseUrl: 'https://as.test', clientId: 'app', fetch, navigate, logger: { warn: vi.fn(), error: vi.fn() },
      hosted: { metadata: METADATA, storage, redirectUri: 'https://app.test/oauth/callback' },
    });
    expect(auth.getState().status).toBe('loading');
    await session.start();
    expect(auth.getState().status).toBe('unauthenticated');
    expect(new Headers(calls[0]!.init.headers).get('x-portico-source')).toBe('portico');
    expect(calls[0]!.init.credentials).toBe('include');
    expect(new URL(navigate.mock.calls[0]![0]).pathname).toBe('/authorize');
    expect(storage.map.size).toBe(1);
    session.dispose();
  });

  it('with a session cookie: authenticated, the profile loaded from the API with the in-memory token', async () => {
    const token = makeToken();
    const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
      const u = String(url);
      if (u.endsWith('/token')) return tokenAnswer({ access_token: token, token_type: 'Bearer', expires_in: 600 });
      if (u.endsWith('/users/v2/me')) {
        expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${token}`);
        return tokenAnswer({ ...PROFILE });
      }
      return tokenAnswer({});
    }) as unknown as typeof globalThis.fetch;
    const { auth, session } = createHostedAuth({ baseUrl: 'https://as.test', clientId: 'app', fetch, navigate: vi.fn(), hosted: { metadata: METADATA, storage: memory() } });
    await session.start();
    expect(auth.getState()).toMatchObject({ status: 'authenticated', user: expect.objectContaining({ email: PROFILE.email }) });
    expect(session.getAccessToken()).toBe(token);
    session.dispose();
  });
});
