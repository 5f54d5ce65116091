import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startServer, type TestServer } from '../test/fixture';

// The fixture's allow-list is http://app.test (APP_URL); any other origin is a stranger.
let t: TestServer;
let token = '';
const ME = '/identity/resources/users/v2/me';
const raw = (path: string, init: RequestInit) => fetch(`${t.base}${path}`, init);

beforeAll(async () => {
  t = await startServer();
  token = (await t.login(DEMO_ADMIN)).accessToken;
});
afterAll(async () => t?.close());

describe('CORS allow-list', () => {
  it('a listed origin gets its preflight answered with credentials and the headers it asked for', async () => {
    const res = await raw(ME, { method: 'OPTIONS', headers: { origin: 'http://app.test', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type,x-portico-source' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://app.test');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')).toBe('authorization,content-type,x-portico-source');
  });

  it('a stranger gets no CORS headers: no preflight grant, no readable answer, no credentials', async () => {
    const pre = await raw(ME, { method: 'OPTIONS', headers: { origin: 'https://evil.test', 'access-control-request-method': 'PUT' } });
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
    const res = await raw(ME, { headers: { origin: 'https://evil.test', authorization: `Bearer ${token}` } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers and errors to a listed origin are readable by it (Vary: Origin for caches)', async () => {
    for (const [auth, status] of [[`Bearer ${token}`, 200], ['Bearer nope', 401]] as const) {
      const res = await raw(ME, { headers: { origin: 'http://app.test', authorization: auth } });
      expect(res.status).toBe(status);
      expect(res.headers.get('access-control-allow-origin')).toBe('http://app.test');
      expect(res.headers.get('vary')).toContain('Origin');
      // The step-up challenge of a credential route (WWW-Authenticate) is readable too.
      expect(res.headers.get('access-control-expose-headers')).toBe('WWW-Authenticate');
    }
  });

  it('public documents (JWKS, discovery) are readable from anywhere, never with credentials', async () => {
    for (const path of ['/.well-known/jwks.json', '/oauth/.well-known/openid-configuration']) {
      const res = await raw(path, { headers: { origin: 'https://elsewhere.test' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('hosted pages keep frame-ancestors none', async () => {
    const res = await fetch(`${t.url}/oauth/account/login`, { headers: { origin: 'http://app.test' } });
    expect(res.headers.get('content-security-policy') ?? res.headers.get('x-frame-options')).toMatch(/frame-ancestors 'none'|DENY|SAMEORIGIN/);
  });
});
