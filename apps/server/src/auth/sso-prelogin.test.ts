import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startServer, type TestServer } from '../test/fixture';

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());
const ID = '/identity/resources';

describe('SSO pre-login', () => {
  it.each([`${ID}/auth/v2/user/sso/prelogin`, `${ID}/auth/v1/user/saml/prelogin`])('%s answers "no SSO" alike for known and unknown e-mails', async (path) => {
    for (const email of [DEMO_ADMIN, 'nobody@nowhere.test']) {
      const res = await t.browser().fetch(path, { json: { email } });
      expect(res.status).toBe(200);
      expect(res.data).toEqual({});
    }
  });

  it('refuses a body without a valid e-mail with a clear 400', async () => {
    const res = await t.browser().fetch(`${ID}/auth/v2/user/sso/prelogin`, { json: { email: 'not-an-email' } });
    expect(res.status).toBe(400);
    expect(res.data.errors.length).toBeGreaterThan(0);
    expect(res.headers.get('x-portico-route')).toBeNull();
  });
});
