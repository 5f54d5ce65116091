import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, DEMO_PASSWORD, startServer, type TestServer } from '../test/fixture';

const ID = '/identity/resources';
const LOGIN = `${ID}/auth/v1/user`;
const creds = { email: DEMO_MEMBER, password: DEMO_PASSWORD };
let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());

describe('login CSRF: JSON only, and the Origin + source-header check on every cookie-setting call', () => {
  it.each([
    ['text/plain', 'text/plain;charset=UTF-8', JSON.stringify(creds)],
    ['form-encoded', 'application/x-www-form-urlencoded', new URLSearchParams(creds).toString()],
    ['multipart', 'multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${DEMO_MEMBER}\r\n--x--\r\n`],
    // fetch labels a string body text/plain; bytes go without any Content-Type.
    ['no content type', undefined, new TextEncoder().encode(JSON.stringify(creds))],
  ])('login sent as %s is refused with 415 and sets no cookie', async (_name, type, payload) => {
    const b = t.browser();
    const res = await b.fetch(LOGIN, { method: 'POST', body: payload, headers: type ? { 'content-type': type } : {} });
    expect(res.status).toBe(415);
    expect(res.data.errors).toEqual(['Send the request body as JSON (Content-Type: application/json)']);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(b.cookies.size).toBe(0);
  });

  it('JSON with a charset still signs in', async () => {
    const b = t.browser();
    const res = await b.fetch(LOGIN, { method: 'POST', body: JSON.stringify(creds), headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(res.status).toBe(200);
    expect(b.cookies.has('portico_refresh')).toBe(true);
  });

  it.each([
    ['login', 'auth/v1/user', creds],
    ['sign-up', 'users/v1/signUp', { email: 'csrf@corp.test', password: 'correct horse battery' }],
    ['activate', 'users/v1/activate', { userId: crypto.randomUUID(), token: 'x' }],
    ['MFA verify', 'auth/v1/user/mfa/verify', { mfaToken: 'x', value: '123456' }],
    ['MFA device verify', `auth/v1/user/mfa/authenticator/${crypto.randomUUID()}/verify`, { mfaToken: 'x', value: '123456' }],
    ['MFA recover', 'auth/v1/user/mfa/recover', { mfaToken: 'x', email: DEMO_MEMBER, recoveryCode: 'abcd-efgh-jkmn' }],
    ['MFA email code verify', 'auth/v1/user/mfa/emailcode/verify', { mfaToken: 'x', otcToken: 'y', code: '123456' }],
    ['invitation accept', 'users/v1/invitation/accept', { userId: crypto.randomUUID(), token: 'x' }],
    ['refresh', 'auth/v1/user/token/refresh', {}],
    ['logout', 'auth/v1/logout', {}],
  ])('%s: refused (403) from Origin http://evil.com and without the source header', async (_name, path, json) => {
    const evil = await t.browser().fetch(`${ID}/${path}`, { json, headers: { origin: 'http://evil.com' } });
    expect(evil.status).toBe(403);
    expect(evil.data.errors[0]).toMatch(/CSRF/);
    expect(evil.headers.get('set-cookie')).toBeNull();
    const bare = await t.browser().fetch(`${ID}/${path}`, { json, source: false });
    expect(bare.status).toBe(403);
  });

  it('no account is created by a cross-site sign-up', async () => {
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'csrf@corp.test').executeTakeFirst()).toBeUndefined();
  });

  it('from an allowed origin with the source header, login works', async () => {
    const b = t.browser();
    const res = await b.fetch(LOGIN, { json: creds, headers: { origin: 'http://app.test' } });
    expect(res.status).toBe(200);
  });
});
