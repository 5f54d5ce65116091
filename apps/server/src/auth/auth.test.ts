import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { cookieSecure } from '../http/cookies';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());

const LOGIN = '/identity/resources/auth/v1/user';
const REFRESH = '/identity/resources/auth/v1/user/token/refresh';
const LOGOUT = '/identity/resources/auth/v1/logout';

describe('login', () => {
  it('returns an ES256 access token with the contract claims and sets an httpOnly refresh cookie', async () => {
    const b = t.browser();
    const res = await b.fetch(LOGIN, { json: { email: DEMO_ADMIN, password: 'Portico-demo-1' } });
    expect(res.status).toBe(200);
    expect(res.data.mfaRequired).toBe(false);
    expect(res.data.refreshToken).toBeUndefined();
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('portico_refresh='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const claims = decodeJwt(res.data.accessToken);
    for (const k of ['sub', 'email', 'tenantId', 'tenantIds', 'roles', 'permissions', 'amr', 'acr', 'auth_time', 'sid']) expect(claims).toHaveProperty(k);
    expect(claims.roles).toEqual(['Admin']);
    expect(claims.permissions).toContain('fe.secure.read.users');
    expect(claims.exp! - claims.iat!).toBe(600);
  });

  it('marks cookies Secure everywhere but plain-http loopback (SECURITY.md 14)', () => {
    for (const url of ['http://127.0.0.1:8787', 'http://localhost:5173', 'http://[::1]:8787']) expect(cookieSecure(url), url).toBe(false);
    for (const url of ['https://id.example.com', 'http://id.example.com', 'https://127.0.0.1', 'http://10.0.0.5:8787']) expect(cookieSecure(url), url).toBe(true);
  });

  it('answers unknown account and wrong password identically', async () => {
    const a = await t.browser().fetch(LOGIN, { json: { email: 'nobody@acme.test', password: 'whatever-1' } });
    const b = await t.browser().fetch(LOGIN, { json: { email: DEMO_MEMBER, password: 'whatever-1' } });
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.data).toEqual(b.data);
    expect(a.data).toEqual({ errors: ['Invalid email or password'] });
  });

  it('rejects bad input with 400 and readable errors', async () => {
    const res = await t.browser().fetch(LOGIN, { json: { email: 'not-an-email' } });
    expect(res.status).toBe(400);
    expect(res.data.errors.join(' ')).toMatch(/email/);
    expect(res.data.errors.join(' ')).toMatch(/password/);
    const bad = await t.browser().fetch(LOGIN, { body: '{oops', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toEqual(['Request body is not valid JSON']);
  });
});

describe('refresh', () => {
  it('rotates the cookie, and presenting a rotated token revokes the family', async () => {
    const { browser } = await t.login(DEMO_MEMBER);
    const first = browser.cookies.get('portico_refresh')!;
    const r1 = await browser.fetch(REFRESH, { json: {} });
    expect(r1.status).toBe(200);
    const second = browser.cookies.get('portico_refresh')!;
    expect(second).not.toBe(first);
    const thief = t.browser();
    thief.cookies.set('portico_refresh', first);
    const reuse = await thief.fetch(REFRESH, { json: {} });
    expect(reuse.status).toBe(401);
    // The legitimate holder's newer token died with the family.
    const r2 = await browser.fetch(REFRESH, { json: {} });
    expect(r2.status).toBe(401);
    const audit = await t.db.selectFrom('audits').selectAll().where('action', '=', 'Refresh token reuse').execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(audit[0]!.severity).toBe('SEVERE');
  });

  it('refuses a cookie call without the source header (CSRF) or from a foreign origin', async () => {
    const { browser } = await t.login(DEMO_MEMBER);
    expect((await browser.fetch(REFRESH, { json: {}, source: false })).status).toBe(403);
    expect((await browser.fetch(REFRESH, { json: {}, headers: { origin: 'https://evil.test' } })).status).toBe(403);
    expect((await browser.fetch(REFRESH, { json: {}, headers: { origin: 'http://app.test' } })).status).toBe(200);
  });

  it('answers 401 without a cookie', async () => {
    expect((await t.browser().fetch(REFRESH, { json: {} })).status).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the session: refresh and the old access token stop working', async () => {
    const { browser, accessToken } = await t.login(DEMO_MEMBER);
    const cookie = browser.cookies.get('portico_refresh')!;
    expect((await browser.fetch(LOGOUT, { json: {} })).status).toBe(200);
    expect(browser.cookies.has('portico_refresh')).toBe(false);
    const other = t.browser();
    other.cookies.set('portico_refresh', cookie);
    expect((await other.fetch(REFRESH, { json: {} })).status).toBe(401);
    expect((await browser.fetch('/identity/resources/users/v2/me', { token: accessToken })).status).toBe(401);
  });
});
