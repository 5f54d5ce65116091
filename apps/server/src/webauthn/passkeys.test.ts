import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { SoftAuthenticator } from '../test/soft-authenticator';
import { relyingParty } from './relying-party';

let t: TestServer;
let token = '';
const ORIGIN = 'http://app.test';
const RP = 'app.test';
const DEV = '/users/webauthn/v1/devices';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON, each assertion states its shape
const call = (method: string, path: string, json?: unknown, bearer = token): Promise<{ status: number; data: any }> => t.browser().fetch(`${t.id}${path}`, { method, json, token: bearer });
const strategies = (on: boolean) => fetch(`${t.url}/dev/auth-strategies`, { method: 'PUT', headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ mainAuthStrategy: 'EmailAndPassword', strategies: [{ strategy: 'EmailAndPassword', isActive: true }, { strategy: 'Passkeys', isActive: on }] }) });
const preLogin = async (email?: string) => (await call('POST', '/auth/v1/webauthn/prelogin', email ? { email } : {}, '')).data.options;
const postLogin = (assertion: unknown) => t.browser().fetch(`${t.id}/auth/v1/webauthn/postlogin`, { json: assertion });

/** Registers a passkey for the signed-in admin through the two device calls. */
async function register(auth = new SoftAuthenticator()) {
  const { data } = await call('POST', DEV);
  const created = await call('POST', `${DEV}/verify`, { ...auth.register(data.options, ORIGIN), deviceType: 'Platform' });
  expect(created.status).toBe(200);
  return { auth, device: created.data };
}

beforeAll(async () => {
  t = await startServer();
  token = (await t.login(DEMO_ADMIN)).accessToken;
  await strategies(true);
});
afterAll(async () => t?.close());

describe('passkeys', () => {
  it('registers from the profile, lists, signs in without a password, and deletes (audited)', async () => {
    expect((await call('GET', DEV)).data).toEqual({ devices: [] });
    const { data } = await call('POST', DEV);
    expect(data.options).toMatchObject({ rp: { id: RP }, authenticatorSelection: { residentKey: 'required', userVerification: 'required' } });
    const { auth, device } = await register();
    expect(device).toMatchObject({ deviceType: 'Platform', deviceName: 'Passkey 1' });
    expect((await call('GET', DEV)).data.devices.map((d: { id: string }) => d.id)).toEqual([device.id]);

    // Conditional UI: no e-mail, no allow-list; the authenticator finds the passkey.
    const options = await preLogin();
    expect(options.allowCredentials).toEqual([]);
    const login = await postLogin(auth.assert(options.challenge, ORIGIN, RP));
    expect(login.status).toBe(200);
    expect(login.data.accessToken).toBeTruthy();
    expect((await t.deps.tokens.verify(login.data.accessToken)).email).toBe(DEMO_ADMIN);
    expect((await call('GET', DEV)).data.devices[0].lastUsedAt).toBeTruthy();

    // With the e-mail, the answer is the same (no allow-list: the account's passkey ids are not told to anyone), and
    // the authenticator still finds its discoverable passkey.
    const withEmail = await preLogin(DEMO_ADMIN);
    expect(withEmail.allowCredentials).toEqual([]);
    const again = await postLogin(auth.assert(withEmail.challenge, ORIGIN, RP));
    expect(again.status).toBe(200);

    expect((await call('DELETE', `${DEV}/${device.id}`)).status).toBe(200);
    expect((await call('GET', DEV)).data.devices).toEqual([]);
    const actions = (await t.db.selectFrom('audits').select('action').where('action', 'like', 'Passkey%').execute()).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['Passkey added', 'Passkey removed']));
    // The deleted passkey no longer signs in.
    expect((await postLogin(auth.assert((await preLogin()).challenge, ORIGIN, RP))).status).toBe(400);
  });

  it('refuses an assertion for a wrong origin or a wrong RP id', async () => {
    const { auth } = await register();
    const wrongOrigin = await postLogin(auth.assert((await preLogin()).challenge, 'https://evil.test', RP));
    expect(wrongOrigin.status).toBe(400);
    expect(wrongOrigin.data.errors).toEqual(['The passkey could not be verified']);
    expect((await postLogin(auth.assert((await preLogin()).challenge, ORIGIN, 'evil.test'))).status).toBe(400);
    // A registration made for another RP id is refused too.
    const { data } = await call('POST', DEV);
    expect((await call('POST', `${DEV}/verify`, new SoftAuthenticator().register(data.options, ORIGIN, 'evil.test'))).status).toBe(400);
  });

  it('uses each challenge once, only before it expires, only for its ceremony, and refuses a counter going back', async () => {
    const { auth } = await register();
    const options = await preLogin();
    expect((await postLogin(auth.assert(options.challenge, ORIGIN, RP))).status).toBe(200);
    const replay = await postLogin(auth.assert(options.challenge, ORIGIN, RP));
    expect(replay.status).toBe(400);
    expect(replay.data.errors).toEqual(['The passkey request expired or was already used. Try again']);
    // A registration challenge cannot sign in.
    const { data } = await call('POST', DEV);
    expect((await postLogin(auth.assert(data.options.challenge, ORIGIN, RP))).status).toBe(400);
    // Expired: the stored expiry passed.
    const stale = await preLogin();
    await t.db.updateTable('webauthn_challenges').set({ expires_at: new Date(Date.now() - 1) }).where('challenge', '=', stale.challenge).execute();
    expect((await postLogin(auth.assert(stale.challenge, ORIGIN, RP))).status).toBe(400);
    // A cloned authenticator shows an old counter.
    const back = await postLogin(auth.assert((await preLogin()).challenge, ORIGIN, RP, { counter: 1 }));
    expect(back.status).toBe(400);
    // Passkeys require user verification.
    expect((await postLogin(auth.assert((await preLogin()).challenge, ORIGIN, RP, { counter: 100, uv: false }))).status).toBe(400);
  });

  it("keeps each user's passkeys their own and answers only while the strategy is on", async () => {
    const { device } = await register();
    const member = (await t.login(DEMO_MEMBER)).accessToken;
    expect((await call('GET', DEV, undefined, member)).data.devices).toEqual([]);
    expect((await call('DELETE', `${DEV}/${device.id}`, undefined, member)).status).toBe(404);
    expect((await call('DELETE', `${DEV}/not-a-uuid`)).status).toBe(404);
    expect((await call('GET', DEV, undefined, '')).status).toBe(401);
    await strategies(false);
    try {
      const off = await call('POST', '/auth/v1/webauthn/prelogin', {}, '');
      expect(off.status).toBe(400);
      expect(off.data.errors).toEqual(['Passkeys are not enabled']);
      expect((await call('POST', DEV)).status).toBe(400);
    } finally {
      await strategies(true);
    }
  });
});

describe('relying party', () => {
  it('uses the app host as RP id (localhost for an IP) and only origins on it', () => {
    expect(relyingParty({ appUrl: 'https://app.example.com', allowedOrigins: ['https://evil.test', 'https://x.app.example.com'] }, 'Demo', {}))
      .toEqual({ id: 'app.example.com', name: 'Demo', origins: ['https://app.example.com', 'https://x.app.example.com'] });
    expect(relyingParty({ appUrl: 'http://127.0.0.1:5173', allowedOrigins: ['http://localhost:5173'] }, 'Demo', {}).origins).toEqual(['http://localhost:5173']);
    expect(relyingParty({ appUrl: 'http://127.0.0.1:5173', allowedOrigins: [] }, 'Demo', { WEBAUTHN_RP_ID: 'portico.test' }).id).toBe('portico.test');
  });
});
