import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { ID } from '../test/users-admin';
import { SoftAuthenticator } from '../test/soft-authenticator';

// LOW (issue 24): an anonymous passkey pre-login with an e-mail answered the account's credential ids, which told
// whether the account exists and has passkeys. The answer must not depend on the e-mail.

let t: TestServer;
const ORIGIN = 'http://app.test';
const auth = new SoftAuthenticator();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed options, each assertion states its shape
const preLogin = async (json: object): Promise<any> => {
  const res = await t.browser().fetch(`${ID}/auth/v1/webauthn/prelogin`, { json });
  expect(res.status).toBe(200);
  return res.data.options;
};
/** The options with the per-call challenge left out: what an observer compares between two e-mails. */
const shapeOf = (options: Record<string, unknown>) => ({ ...options, challenge: typeof options.challenge });

beforeAll(async () => {
  t = await startServer();
  await t.deps.vendor.update({ activeAuthStrategies: ['EmailAndPassword', 'Passkeys'] });
  const token = (await t.login(DEMO_ADMIN)).accessToken;
  const start = await t.browser().fetch(`${ID}/users/webauthn/v1/devices`, { method: 'POST', token });
  const added = await t.browser().fetch(`${ID}/users/webauthn/v1/devices/verify`, { json: { ...auth.register(start.data.options, ORIGIN), deviceType: 'Platform' }, token });
  expect(added.status).toBe(200);
});
afterAll(async () => t?.close());

describe('passkey pre-login with an e-mail', () => {
  it('answers the same for an account with passkeys, one without and an unknown address, naming no credential', async () => {
    const withPasskey = await preLogin({ email: DEMO_ADMIN });
    expect(JSON.stringify(withPasskey)).not.toContain(auth.id);
    const without = await preLogin({ email: DEMO_MEMBER });
    const unknown = await preLogin({ email: 'nobody-here@acme.test' });
    const none = await preLogin({});
    expect(shapeOf(withPasskey)).toEqual(shapeOf(without));
    expect(shapeOf(withPasskey)).toEqual(shapeOf(unknown));
    expect(shapeOf(withPasskey)).toEqual(shapeOf(none));
  });

  it('the passkey still signs in with the options of an e-mail pre-login', async () => {
    const options = await preLogin({ email: DEMO_ADMIN });
    const login = await t.browser().fetch(`${ID}/auth/v1/webauthn/postlogin`, { json: auth.assert(options.challenge, ORIGIN, 'app.test') });
    expect(login.status).toBe(200);
    expect((await t.deps.tokens.verify(login.data.accessToken)).email).toBe(DEMO_ADMIN);
  });
});
