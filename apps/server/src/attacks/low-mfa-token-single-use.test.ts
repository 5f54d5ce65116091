import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_PASSWORD, startServer, type TestServer } from '../test/fixture';
import { freshTotp } from '../test/totp-app';
import { ID, inviteAndActivate } from '../test/users-admin';

// LOW: an mfaToken could be used twice (a second session with the next TOTP code). It is single use.

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());

describe('an mfaToken starts at most one session', () => {
  it('a second verify with the next code and the same mfaToken is refused', async () => {
    const admin = (await t.login(DEMO_ADMIN)).accessToken;
    const user = await inviteAndActivate(t, admin, 'low-mfa-once@acme.test', []);
    const start = await user.browser.fetch(`${ID}/users/v1/mfa/authenticator/enroll`, { json: {}, token: user.accessToken });
    // Each code from a later step than the last one used, so only the mfaToken's reuse can refuse the second.
    await user.browser.fetch(`${ID}/users/v1/mfa/authenticator/enroll/verify`, { json: { token: await freshTotp(start.data.secret) }, token: user.accessToken });
    const login = await t.browser().fetch(`${ID}/auth/v1/user`, { json: { email: 'low-mfa-once@acme.test', password: DEMO_PASSWORD } });
    const first = await t.browser().fetch(`${ID}/auth/v1/user/mfa/verify`, { json: { mfaToken: login.data.mfaToken, value: await freshTotp(start.data.secret) } });
    expect(first.status).toBe(200);
    const second = await t.browser().fetch(`${ID}/auth/v1/user/mfa/verify`, { json: { mfaToken: login.data.mfaToken, value: await freshTotp(start.data.secret) } });
    expect(second.status).toBe(401);
  });
});
