import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../mfa';
import { ACR_MFA } from '../tokens/access';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_PASSWORD, startServer, type TestServer } from '../test/fixture';
import { freshTotp } from '../test/totp-app';

const ID = '/identity/resources';
const GENERATE = `${ID}/auth/v1/user/step-up/generate`;
let t: TestServer;
let secret = '';

beforeAll(async () => {
  t = await startServer();
  // The member enrols an authenticator app; the admin has no second factor.
  const { browser, accessToken } = await t.login(DEMO_MEMBER);
  const enrol = await browser.fetch(`${ID}/users/v1/mfa/authenticator/enroll`, { json: {}, token: accessToken });
  secret = new URL(enrol.data.qrCode as string).searchParams.get('secret')!;
  expect((await browser.fetch(`${ID}/users/v1/mfa/authenticator/enroll/verify`, { json: { token: await freshTotp(secret) }, token: accessToken })).status).toBe(200);
});
afterAll(async () => t?.close());

/** A fresh code: the replay marker is cleared first, so one test can use the current step more than once. */
async function code(): Promise<string> {
  await t.db.updateTable('mfa_authenticators').set({ last_used_step: null }).where('kind', '=', 'totp').execute();
  return totpCode(secret);
}

/** The admin (no second factor): a password-only session. */
async function memberWithPasswordOnlySession() {
  const { browser, accessToken } = await t.login(DEMO_ADMIN);
  return { browser, accessToken };
}

async function stepUpMember() {
  const b = t.browser();
  const login = await b.fetch(`${ID}/auth/v1/user`, { json: { email: DEMO_MEMBER, password: DEMO_PASSWORD } });
  // The member has MFA: sign-in itself is multi-factor; set the session back to password-only to exercise step-up.
  expect(login.data.mfaRequired).toBe(true);
  const done = await b.fetch(`${ID}/auth/v1/user/mfa/verify`, { json: { mfaToken: login.data.mfaToken, value: await code() } });
  expect(done.status).toBe(200);
  return { b, token: done.data.accessToken as string };
}

describe('step-up', () => {
  it('refuses without a token and needs the CSRF source header', async () => {
    expect((await t.browser().fetch(GENERATE, { json: {} })).status).toBe(401);
    const { browser, accessToken } = await memberWithPasswordOnlySession();
    expect((await browser.fetch(GENERATE, { json: {}, token: accessToken, source: false })).status).toBe(403);
  });

  it("answers 'MFA is not enrolled' when the user has no step-up factor", async () => {
    const { browser, accessToken } = await memberWithPasswordOnlySession();
    const res = await browser.fetch(GENERATE, { json: { maxAge: 300 }, token: accessToken });
    expect(res.status).toBe(400);
    expect(res.data.errors).toEqual(['MFA is not enrolled']);
  });

  it('asks for MFA on a password-only session, then the verified token carries acr, amr and auth_time', async () => {
    const { b, token } = await stepUpMember();
    // Make the session password-only, as after a remembered-device or social sign-in.
    const sid = decodeJwt(token).sid as string;
    await t.db.updateTable('sessions').set({ amr: JSON.stringify(['pwd']) }).where('id', '=', sid).execute();
    const gen = await b.fetch(GENERATE, { json: { maxAge: 300 }, token });
    expect(gen.status).toBe(200);
    expect(gen.data).toMatchObject({ mfaRequired: true, mfaEnrolled: true, mfaStrategies: [{ strategy: 'AuthenticatorApp', isActive: true }] });
    expect(gen.data.mfaDevices.authenticators).toHaveLength(1);
    expect(gen.data.accessToken).toBeUndefined();
    const verified = await b.fetch(`${ID}/auth/v1/user/mfa/verify`, { json: { mfaToken: gen.data.mfaToken, value: await code() } });
    expect(verified.status).toBe(200);
    const claims = decodeJwt(verified.data.accessToken as string);
    expect(claims.acr).toBe(ACR_MFA);
    expect(claims.amr).toEqual(expect.arrayContaining(['mfa', 'otp']));
    expect(Math.abs((claims.auth_time as number) - Date.now() / 1000)).toBeLessThan(10);
    // The weaker session was replaced: its token no longer works.
    expect((await b.fetch(GENERATE, { json: {}, token })).status).toBe(401);
    // Stepped up within maxAge: generate answers with tokens at once, and the sensitive action is allowed.
    const again = await b.fetch(GENERATE, { json: { maxAge: 300 }, token: verified.data.accessToken });
    expect(again.data).toMatchObject({ mfaRequired: false });
    expect(decodeJwt(again.data.accessToken as string).acr).toBe(ACR_MFA);
    const action = await fetch(`${t.base}/dev/sensitive-action`, { method: 'POST', headers: { authorization: `Bearer ${verified.data.accessToken}` } });
    expect(action.status).toBe(200);
  });

  it('refuses a step-up older than maxAge: generate asks for MFA again and the sensitive action is refused', async () => {
    const { b, token } = await stepUpMember();
    const sid = decodeJwt(token).sid as string;
    // The multi-factor sign-in happened ten minutes ago.
    await t.db.updateTable('sessions').set({ auth_time: new Date(Date.now() - 600_000) }).where('id', '=', sid).execute();
    const refreshed = await b.fetch(`${ID}/auth/v1/user/token/refresh`, { json: {} });
    const old = refreshed.data.accessToken as string;
    expect(decodeJwt(old).acr).toBe(ACR_MFA);
    const gen = await b.fetch(GENERATE, { json: { maxAge: 300 }, token: old });
    expect(gen.data).toMatchObject({ mfaRequired: true });
    // Without maxAge the older multi-factor session still counts.
    expect((await b.fetch(GENERATE, { json: {}, token: old })).data).toMatchObject({ mfaRequired: false });
    const action = await fetch(`${t.base}/dev/sensitive-action`, { method: 'POST', headers: { authorization: `Bearer ${old}` } });
    expect(action.status).toBe(403);
    expect(((await action.json()) as { errors: string[] }).errors).toEqual(['Step-up authentication required']);
    // A password-only token is refused too.
    const { accessToken } = await memberWithPasswordOnlySession();
    expect((await fetch(`${t.base}/dev/sensitive-action`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}` } })).status).toBe(403);
  });

  it('refuses a bad maxAge', async () => {
    const { browser, accessToken } = await memberWithPasswordOnlySession();
    expect((await browser.fetch(GENERATE, { json: { maxAge: -5 }, token: accessToken })).status).toBe(400);
  });
});
