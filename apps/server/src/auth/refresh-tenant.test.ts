import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startServer, type TestServer } from '../test/fixture';

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());
const REFRESH = '/identity/resources/auth/v1/user/token/refresh';

describe('refresh into a tenant the user may not enter', () => {
  it('refuses it without burning the refresh cookie, and a malformed tenant id is a 400, not a 500', async () => {
    const { browser, accessToken } = await t.login(DEMO_ADMIN);
    const stranger = await browser.fetch(REFRESH, { json: { tenantId: crypto.randomUUID() } });
    expect(stranger.status).toBe(403);
    const malformed = await browser.fetch(REFRESH, { json: { tenantId: 't-2' } });
    expect(malformed.status).toBe(400);
    expect(malformed.data).toEqual({ errors: ['Invalid identifier'] });
    // The cookie the browser still holds keeps working, and the session was never treated as stolen.
    const again = await browser.fetch(REFRESH, { json: {} });
    expect(again.status).toBe(200);
    expect(again.data.accessToken).toBeTruthy();
    expect((await t.browser().fetch('/identity/resources/users/v2/me', { token: accessToken })).status).toBe(200);
  });

  it('answers a malformed id in a path or body with 400 Invalid identifier', async () => {
    const { accessToken } = await t.login(DEMO_ADMIN);
    const res = await t.browser().fetch('/identity/resources/users/v3/me/token', { json: { tenantId: 'not-a-uuid' }, token: accessToken });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ errors: ['Invalid identifier'] });
  });
});
