import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, DEMO_PASSWORD, lastMail, linkParams, startServer, type TestServer } from '../test/fixture';

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());
const P = '/identity/resources/users/v1/passwords';

describe('forgot / reset / change password', () => {
  it('forgot answers the same for unknown addresses and mails a single-use link to known ones', async () => {
    const unknown = await t.browser().fetch(`${P}/reset`, { json: { email: 'ghost@acme.test' } });
    const known = await t.browser().fetch(`${P}/reset`, { json: { email: DEMO_MEMBER } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.data).toEqual(known.data);
    const { userId, token } = linkParams((await lastMail(t, DEMO_MEMBER)).links[0]!);
    const { browser } = await t.login(DEMO_MEMBER);
    const reused = await t.browser().fetch(`${P}/reset/verify`, { json: { userId, token, password: DEMO_PASSWORD } });
    expect(reused.status).toBe(400);
    expect(reused.data.errors).toEqual(['Password was used recently, please choose another one']);
    const fresh = linkParams((await (async () => { await t.browser().fetch(`${P}/reset`, { json: { email: DEMO_MEMBER } }); return lastMail(t, DEMO_MEMBER); })()).links[0]!);
    const ok = await t.browser().fetch(`${P}/reset/verify`, { json: { ...fresh, password: 'brand new secret' } });
    expect(ok.status).toBe(200);
    expect((await t.browser().fetch(`${P}/reset/verify`, { json: { ...fresh, password: 'another new one' } })).status).toBe(400);
    // Other sessions ended.
    expect((await browser.fetch('/identity/resources/auth/v1/user/token/refresh', { json: {} })).status).toBe(401);
    await t.login(DEMO_MEMBER, 'brand new secret');
  });

  it('change needs the current password and honours history', async () => {
    const { accessToken } = await t.login('admin@acme.test');
    const b = t.browser();
    expect((await b.fetch(`${P}/change`, { json: { password: 'wrong', newPassword: 'something long' }, token: accessToken })).status).toBe(400);
    expect((await b.fetch(`${P}/change`, { json: { password: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }, token: accessToken })).status).toBe(400);
    expect((await b.fetch(`${P}/change`, { json: { password: DEMO_PASSWORD, newPassword: 'admin new secret' }, token: accessToken })).status).toBe(200);
    expect((await b.fetch(`${P}/change`, { json: { password: DEMO_PASSWORD, newPassword: 'x' } })).status).toBe(401);
    await t.login('admin@acme.test', 'admin new secret');
  });

  it('serves the password config', async () => {
    const res = await t.browser().fetch(`${P}/config`);
    expect(res.data.minLength).toBe(8);
    expect(res.data.maxLength).toBe(128);
  });
});
