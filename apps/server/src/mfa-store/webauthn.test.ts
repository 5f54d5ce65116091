import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_PASSWORD, startServer, type Browser, type TestServer } from '../test/fixture';
import { ACR_MFA } from '../tokens/access';
import { inviteAndActivate } from '../test/users-admin';
import { SoftAuthenticator } from '../test/soft-authenticator';

// MFA by WebAuthn with the soft authenticator: profile enrolment, login verify, forced enrolment, step-up.
let t: TestServer;
let memberKey: SoftAuthenticator | undefined;
const ORIGIN = 'http://app.test';
const RP = 'app.test';
const MFA = '/users/v1/mfa';
const LOGIN_MFA = '/auth/v1/user/mfa';
const GENERATE = '/auth/v1/user/step-up/generate';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON, each assertion states its shape
type Res = { status: number; data: any };
const post = (b: Browser, path: string, json: unknown = {}, token?: string): Promise<Res> => b.fetch(`${t.id}${path}`, { json, ...(token ? { token } : {}) });
const password = (b: Browser, email: string) => post(b, '/auth/v1/user', { email, password: DEMO_PASSWORD });
const strategies = (platform: boolean, cross: boolean) => t.deps.vendor.update({ mfaStrategies: [
  { strategy: 'AuthenticatorApp', isActive: true }, { strategy: 'EmailCode', isActive: true },
  { strategy: 'WebAuthnPlatform', isActive: platform }, { strategy: 'WebAuthnCrossPlatform', isActive: cross }] });

/** Enrols a security key for a signed-in user through the profile calls. */
async function enrolKey(email: string, deviceType: 'Platform' | 'CrossPlatform' = 'CrossPlatform', session?: { browser: Browser; accessToken: string }) {
  const { browser, accessToken } = session ?? (await t.login(email));
  const start = await post(browser, `${MFA}/webauthn/enroll`, {}, accessToken);
  expect(start.status).toBe(200);
  const key = new SoftAuthenticator();
  const done = await post(browser, `${MFA}/webauthn/enroll/verify`, { webauthnToken: start.data.webauthnToken, deviceType, options: key.register(start.data.options, ORIGIN) }, accessToken);
  expect(done.status).toBe(200);
  return { key, browser, accessToken, recoveryCode: done.data.recoveryCode as string };
}

/** Password, then the key: returns the login's MFA answer and the finished login. */
async function loginWithKey(email: string, key: SoftAuthenticator, origin = ORIGIN, rpId = RP) {
  const b = t.browser();
  const login = await password(b, email);
  expect(login.data).toMatchObject({ mfaRequired: true, mfaEnrolled: true });
  const deviceId = login.data.mfaDevices.webauthn[0].id as string;
  const pre = await post(b, `${LOGIN_MFA}/webauthn/${deviceId}`, { mfaToken: login.data.mfaToken });
  const verify = await post(b, `${LOGIN_MFA}/webauthn/${deviceId}/verify`, { mfaToken: login.data.mfaToken, webauthnToken: pre.data.webauthnToken, options: key.assert(pre.data.options.challenge, origin, rpId) });
  return { b, login, pre, verify, deviceId };
}

beforeAll(async () => {
  t = await startServer();
});
afterAll(async () => t?.close());

describe('WebAuthn MFA', () => {
  it('enrols a security key in the profile, lists it, signs in with it as second factor (amr hwk), then disables it (audited)', async () => {
    const { key, browser, accessToken, recoveryCode } = await enrolKey(DEMO_ADMIN);
    expect(recoveryCode).toBeTruthy();
    const devices = (await browser.fetch(`${t.id}${MFA}/devices`, { token: accessToken })).data;
    expect(devices.webauthn).toEqual([expect.objectContaining({ deviceType: 'CrossPlatform', name: 'Security key 1' })]);
    expect((await browser.fetch(`${t.id}/users/v2/me`, { token: accessToken })).data.mfaEnrolled).toBe(true);

    const { login, pre, verify, deviceId } = await loginWithKey(DEMO_ADMIN, key);
    expect(login.data.mfaStrategies).toEqual([{ strategy: 'WebAuthnCrossPlatform', isActive: true }]);
    expect(pre.data.options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([key.id]);
    expect(verify.status).toBe(200);
    expect(decodeJwt(verify.data.accessToken as string).amr).toEqual(expect.arrayContaining(['mfa', 'hwk']));

    // Removing in one call (no assertion) needs a recent step-up (a password-only session is refused); another user
    // cannot remove it; the owner, stepped up with the key, can, and the next login asks for no second factor.
    const weak = await post(browser, `${MFA}/webauthn/${deviceId}/disable/verify`, {}, accessToken);
    expect(weak.status).toBe(403);
    expect(weak.data.errors).toEqual(['Step-up authentication required']);
    const member = (await t.login(DEMO_MEMBER)).accessToken;
    expect((await post(t.browser(), `${MFA}/webauthn/${deviceId}/disable/verify`, {}, member)).status).toBe(404);
    expect((await post(browser, `${MFA}/webauthn/${deviceId}/disable/verify`, {}, verify.data.accessToken)).status).toBe(200);
    expect((await password(t.browser(), DEMO_ADMIN)).data.accessToken).toBeTruthy();
    // The last factor gone, MFA is off: its recovery codes go too.
    const adminId = (await t.db.selectFrom('users').select('id').where('email', '=', DEMO_ADMIN).executeTakeFirstOrThrow()).id;
    expect(await t.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', adminId).execute()).toEqual([]);
    const actions = (await t.db.selectFrom('audits').select('action').where('action', 'like', 'MFA%').execute()).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['MFA enrolled', 'MFA disabled']));
  });

  it('removes a key in two steps: options for that key only, then its assertion (no step-up needed); every other proof is refused', async () => {
    const admin = (await t.login(DEMO_ADMIN)).accessToken;
    const email = 'wa-disable@acme.test';
    const { browser, accessToken } = await inviteAndActivate(t, admin, email, []);
    const first = await enrolKey(email, 'CrossPlatform', { browser, accessToken });
    const second = await enrolKey(email, 'Platform', { browser, accessToken });
    const keys = (await browser.fetch(`${t.id}${MFA}/devices`, { token: accessToken })).data.webauthn as { id: string }[];
    const [id1, id2] = keys.map((k) => k.id) as [string, string];
    const disable = (id: string, json: unknown = {}) => post(browser, `${MFA}/webauthn/${id}/disable`, json, accessToken);
    const verify = (id: string, json: unknown) => post(browser, `${MFA}/webauthn/${id}/disable/verify`, json, accessToken);

    const pre = await disable(id1);
    expect(pre.status).toBe(200);
    expect(pre.data.webauthnToken).toBe(pre.data.options.challenge);
    expect(pre.data.options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([first.key.id]);
    // Another user's key, an unknown id and a malformed id: 404.
    expect((await post(t.browser(), `${MFA}/webauthn/${id1}/disable`, {}, admin)).status).toBe(404);
    expect((await disable('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await disable('not-a-uuid')).status).toBe(404);
    // The other key of the same user does not prove this one; a wrong origin fails; a mismatched token is refused.
    const other = await verify(id1, { webauthnToken: pre.data.webauthnToken, options: second.key.assert(pre.data.options.challenge, ORIGIN, RP) });
    expect(other.status).toBe(400);
    expect(other.data.errors).toEqual(['This passkey is not registered']);
    expect((await verify(id1, { webauthnToken: 'other-token', options: first.key.assert(pre.data.options.challenge, ORIGIN, RP) })).status).toBe(400);
    expect((await verify(id1, { webauthnToken: pre.data.webauthnToken, options: first.key.assert(pre.data.options.challenge, 'https://evil.test', RP) })).status).toBe(400);
    // The failed verification spent the challenge: single use.
    const spent = await verify(id1, { webauthnToken: pre.data.webauthnToken, options: first.key.assert(pre.data.options.challenge, ORIGIN, RP) });
    expect(spent.data.errors).toEqual(['The passkey request expired or was already used. Try again']);
    // A login challenge (another ceremony) does not remove a key.
    const login = await password(t.browser(), email);
    const loginPre = await post(browser, `${LOGIN_MFA}/webauthn/${id1}`, { mfaToken: login.data.mfaToken });
    expect((await verify(id1, { options: first.key.assert(loginPre.data.options.challenge, ORIGIN, RP) })).data.errors).toEqual(['The passkey request expired or was already used. Try again']);
    // An expired challenge is refused.
    const late = await disable(id1);
    await t.db.updateTable('webauthn_challenges').set({ expires_at: new Date(Date.now() - 1000) }).where('challenge', '=', late.data.webauthnToken).execute();
    expect((await verify(id1, { webauthnToken: late.data.webauthnToken, options: first.key.assert(late.data.options.challenge, ORIGIN, RP) })).status).toBe(400);

    // Without an assertion this password-only session may not remove a key (the one-call removal needs a step-up).
    expect((await verify(id2, {})).data.errors).toEqual(['Step-up authentication required']);
    // The key's own fresh assertion removes it, from a session with no step-up; the other key stays.
    const ok = await disable(id1);
    const done = await verify(id1, { webauthnToken: ok.data.webauthnToken, options: first.key.assert(ok.data.options.challenge, ORIGIN, RP) });
    expect(done.status).toBe(200);
    expect((await browser.fetch(`${t.id}${MFA}/devices`, { token: accessToken })).data.webauthn.map((k: { id: string }) => k.id)).toEqual([id2]);
    expect((await verify(id1, { options: first.key.assert(ok.data.options.challenge, ORIGIN, RP) })).status).toBe(404);
    const audit = await t.db.selectFrom('audits').select('json').where('action', '=', 'MFA disabled').where('email', '=', email).executeTakeFirst();
    expect(JSON.stringify(audit?.json)).toContain('assertion');
  });

  it('refuses a wrong origin, a wrong RP id, a replayed challenge and a counter going back', async () => {
    const { key } = await enrolKey(DEMO_MEMBER, 'Platform');
    memberKey = key;
    const wrongOrigin = await loginWithKey(DEMO_MEMBER, key, 'https://evil.test');
    expect(wrongOrigin.verify.status).toBe(400);
    expect(wrongOrigin.verify.data.errors).toEqual(['The passkey could not be verified']);
    expect((await loginWithKey(DEMO_MEMBER, key, ORIGIN, 'evil.test')).verify.status).toBe(400);

    const ok = await loginWithKey(DEMO_MEMBER, key);
    expect(ok.verify.status).toBe(200);
    // The same challenge again, even with a fresh signature, is refused.
    const replay = await post(ok.b, `${LOGIN_MFA}/webauthn/${ok.deviceId}/verify`, { mfaToken: ok.login.data.mfaToken, options: key.assert(ok.pre.data.options.challenge, ORIGIN, RP) });
    expect(replay.status).toBe(400);
    expect(replay.data.errors).toEqual(['The passkey request expired or was already used. Try again']);
    // A cloned key shows an old counter.
    const b = t.browser();
    const login = await password(b, DEMO_MEMBER);
    const pre = await post(b, `${LOGIN_MFA}/webauthn/${ok.deviceId}`, { mfaToken: login.data.mfaToken });
    expect((await post(b, `${LOGIN_MFA}/webauthn/${ok.deviceId}/verify`, { mfaToken: login.data.mfaToken, options: key.assert(pre.data.options.challenge, ORIGIN, RP, { counter: 1 }) })).status).toBe(400);
  });

  it('steps a password-only session up with the key (amr hwk); the weaker session is gone afterwards', async () => {
    const key = memberKey!;
    // The previous test wound the counter back on purpose.
    key.counter = 100;
    const { b, verify } = await loginWithKey(DEMO_MEMBER, key);
    const token = verify.data.accessToken as string;
    // Make the session password-only, as after a remembered-device sign-in.
    await t.db.updateTable('sessions').set({ amr: JSON.stringify(['pwd']) }).where('id', '=', decodeJwt(token).sid as string).execute();
    const oldCookies = new Map(b.cookies);
    const gen = await post(b, GENERATE, { maxAge: 300 }, token);
    expect(gen.data).toMatchObject({ mfaRequired: true, mfaStrategies: [{ strategy: 'WebAuthnPlatform', isActive: true }] });
    const deviceId = gen.data.mfaDevices.webauthn[0].id as string;
    const pre = await post(b, `${LOGIN_MFA}/webauthn/${deviceId}`, { mfaToken: gen.data.mfaToken });
    const done = await post(b, `${LOGIN_MFA}/webauthn/${deviceId}/verify`, { mfaToken: gen.data.mfaToken, webauthnToken: pre.data.webauthnToken, options: key.assert(pre.data.options.challenge, ORIGIN, RP) });
    expect(done.status).toBe(200);
    const stepped = done.data.accessToken as string;
    expect(decodeJwt(stepped)).toMatchObject({ acr: ACR_MFA, amr: expect.arrayContaining(['mfa', 'hwk']) });
    expect((await fetch(`${t.base}/dev/sensitive-action`, { method: 'POST', headers: { authorization: `Bearer ${stepped}` } })).status).toBe(200);
    // The weaker session is revoked: neither its access token nor its refresh cookie works any more.
    expect((await b.fetch(`${t.id}/users/v2/me`, { token })).status).toBe(401);
    const old = t.browser();
    for (const [k, v] of oldCookies) old.cookies.set(k, v);
    expect((await post(old, '/auth/v1/user/token/refresh')).data?.accessToken).toBeUndefined();
    expect((await b.fetch(`${t.id}/users/v2/me`, { token: stepped })).status).toBe(200);
    expect(await t.db.selectFrom('audits').select('action').where('action', '=', 'Stepped up').executeTakeFirst()).toBeTruthy();
  });

  it('forced enrolment offers WebAuthn when the vendor allows it, and refuses a kind it does not', async () => {
    await t.deps.vendor.update({ mfaPolicy: { enforceMFAType: 'Force', allowRememberMyDevice: false, mfaDeviceExpiration: 1_209_600 } });
    try {
      // The admin removed their key in the first test: no factor, so forced MFA asks to enrol one.
      const b = t.browser();
      const email = DEMO_ADMIN;
      const first = await password(b, email);
      expect(first.data).toMatchObject({ mfaRequired: true, mfaEnrolled: false });
      expect(first.data.mfaStrategies.map((s: { strategy: string }) => s.strategy)).toEqual(expect.arrayContaining(['WebAuthnPlatform', 'WebAuthnCrossPlatform']));
      await strategies(true, false);
      const start = await post(b, `${LOGIN_MFA}/webauthn/enroll`, { mfaToken: first.data.mfaToken });
      const key = new SoftAuthenticator();
      const refused = await post(b, `${LOGIN_MFA}/webauthn/enroll/verify`, { mfaToken: first.data.mfaToken, webauthnToken: start.data.webauthnToken, deviceType: 'CrossPlatform', options: key.register(start.data.options, ORIGIN) });
      expect(refused.status).toBe(400);
      expect(refused.data.errors).toEqual(['This MFA method is not allowed']);
      // Registration for another RP id is refused.
      const again = await post(b, `${LOGIN_MFA}/webauthn/enroll`, { mfaToken: first.data.mfaToken });
      expect((await post(b, `${LOGIN_MFA}/webauthn/enroll/verify`, { mfaToken: first.data.mfaToken, webauthnToken: again.data.webauthnToken, deviceType: 'Platform', options: key.register(again.data.options, ORIGIN, 'evil.test') })).status).toBe(400);
      const next = await post(b, `${LOGIN_MFA}/webauthn/enroll`, { mfaToken: first.data.mfaToken });
      const done = await post(b, `${LOGIN_MFA}/webauthn/enroll/verify`, { mfaToken: first.data.mfaToken, webauthnToken: next.data.webauthnToken, deviceType: 'Platform', options: key.register(next.data.options, ORIGIN) });
      expect(done.status).toBe(200);
      expect(done.data.recoveryCode).toBeTruthy();
      expect(decodeJwt(done.data.accessToken as string).amr).toEqual(expect.arrayContaining(['mfa', 'hwk']));
      await strategies(false, false);
      expect((await post(t.browser(), `${MFA}/webauthn/enroll`, {}, done.data.accessToken)).data.errors).toEqual(['This MFA method is not allowed']);
    } finally {
      await t.deps.vendor.update({ mfaPolicy: { enforceMFAType: 'DontForce', allowRememberMyDevice: true, mfaDeviceExpiration: 1_209_600 } });
      await strategies(true, true);
    }
  });

});
