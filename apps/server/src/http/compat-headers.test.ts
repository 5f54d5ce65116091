import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_PASSWORD, startServer, type TestServer } from '../test/fixture';

// Frontegg's published client sends `frontegg-source` and `frontegg-scoped-tenant`: the same checks apply to both names.
const ID = '/identity/resources';
const creds = { email: DEMO_MEMBER, password: DEMO_PASSWORD };
const FE_SOURCE = { 'frontegg-source': 'login-box' };
let t: TestServer;
let otherTenant: string;
beforeAll(async () => {
  t = await startServer();
  const signUp = await t.browser().fetch(`${ID}/users/v1/signUp`, { json: { email: 'fe-hdr@corp.test', password: 'correct horse battery', companyName: 'Other' } });
  otherTenant = signUp.data.tenantId as string;
});
afterAll(async () => t?.close());

describe('source header: frontegg-source is the CSRF marker too, with the same Origin rule', () => {
  it('login with frontegg-source from an allowed origin signs in and sets the cookie', async () => {
    const b = t.browser();
    const res = await b.fetch(`${ID}/auth/v1/user`, { json: creds, source: false, headers: { ...FE_SOURCE, origin: 'http://app.test' } });
    expect(res.status).toBe(200);
    expect(b.cookies.has('portico_refresh')).toBe(true);
    // The published client's refresh body names no tab tenant as null.
    const refreshed = await b.fetch(`${ID}/auth/v1/user/token/refresh`, { json: { tenantId: null }, source: false, headers: FE_SOURCE });
    expect(refreshed.status, refreshed.text).toBe(200);
    expect(refreshed.data.accessToken).toBeTruthy();
  });

  it('frontegg-source from another origin is refused (403) and sets no cookie', async () => {
    const res = await t.browser().fetch(`${ID}/auth/v1/user`, { json: creds, source: false, headers: { ...FE_SOURCE, origin: 'http://evil.com' } });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('no source header of either name is refused (403)', async () => {
    const res = await t.browser().fetch(`${ID}/auth/v1/user`, { json: creds, source: false });
    expect(res.status).toBe(403);
  });
});

describe('scoped tenant: frontegg-scoped-tenant gets the membership check of x-portico-tenant-id', () => {
  const me = (token: string, headers: Record<string, string>) => t.browser().fetch(`${ID}/users/v2/me`, { token, headers });

  it('a tenant the caller is not in is refused under either name', async () => {
    const { accessToken } = await t.login(DEMO_ADMIN);
    expect((await me(accessToken, { 'x-portico-tenant-id': otherTenant })).status).toBe(403);
    expect((await me(accessToken, { 'frontegg-scoped-tenant': otherTenant })).status).toBe(403);
  });

  it('the caller\'s own tenant passes under either name', async () => {
    const { accessToken, data } = await t.login(DEMO_ADMIN);
    const own = data.tenantId as string;
    expect((await me(accessToken, { 'frontegg-scoped-tenant': own })).status).toBe(200);
    expect((await me(accessToken, { 'x-portico-tenant-id': own, 'frontegg-scoped-tenant': own })).status).toBe(200);
  });

  it('two different tenants at once are refused (400)', async () => {
    const { accessToken, data } = await t.login(DEMO_ADMIN);
    const res = await me(accessToken, { 'x-portico-tenant-id': data.tenantId as string, 'frontegg-scoped-tenant': otherTenant });
    expect(res.status).toBe(400);
  });
});
