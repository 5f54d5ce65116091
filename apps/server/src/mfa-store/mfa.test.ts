import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_PASSWORD, lastMail, startServer, type TestServer } from '../test/fixture';
import { freshTotp } from '../test/totp-app';

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());
const ID = '/identity/resources';
const secretOf = (uri: string) => new URL(uri).searchParams.get('secret')!;

describe('authenticator app in the profile, then at login', () => {
  let secret = '';
  let recovery: string[] = [];

  it('enrols with a QR URI and a verified code, returning recovery codes', async () => {
    const { accessToken } = await t.login(DEMO_ADMIN);
    const b = t.browser();
    const enrol = await b.fetch(`${ID}/users/v1/mfa/authenticator/enroll`, { json: {}, token: accessToken });
    expect(enrol.data.qrCode).toMatch(/^otpauth:\/\/totp\//);
    secret = secretOf(enrol.data.qrCode);
    expect((await b.fetch(`${ID}/users/v1/mfa/authenticator/enroll/verify`, { json: { token: '000000' }, token: accessToken })).status).toBe(400);
    const ok = await b.fetch(`${ID}/users/v1/mfa/authenticator/enroll/verify`, { json: { token: await freshTotp(secret) }, token: accessToken });
    expect(ok.status).toBe(200);
    recovery = ok.data.recoveryCodes;
    expect(recovery).toHaveLength(10);
    const devices = await b.fetch(`${ID}/users/v1/mfa/devices`, { token: accessToken });
    expect(devices.data.authenticators).toHaveLength(1);
  });

  it('login now answers mfaRequired + mfaToken; a code passes once, a replay fails; amr carries mfa', async () => {
    const b = t.browser();
    const login = await b.fetch(`${ID}/auth/v1/user`, { json: { email: DEMO_ADMIN, password: DEMO_PASSWORD } });
    expect(login.data).toMatchObject({ mfaRequired: true, mfaEnrolled: true });
    expect(login.data.accessToken).toBeUndefined();
    expect(b.cookies.has('portico_refresh')).toBe(false);
    const code = await freshTotp(secret);
    const ok = await b.fetch(`${ID}/auth/v1/user/mfa/verify`, { json: { mfaToken: login.data.mfaToken, value: code } });
    expect(ok.status).toBe(200);
    const claims = JSON.parse(Buffer.from(ok.data.accessToken.split('.')[1], 'base64url').toString());
    expect(claims.amr).toEqual(['pwd', 'mfa', 'otp']);
    const again = await t.browser().fetch(`${ID}/auth/v1/user/mfa/verify`, { json: { mfaToken: login.data.mfaToken, value: code } });
    expect(again.status).toBe(400);
    expect((await t.browser().fetch(`${ID}/auth/v1/user/mfa/verify`, { json: { mfaToken: 'forged', value: '123456' } })).status).toBe(401);
  });

  it('a recovery code works exactly once', async () => {
    const login = await t.browser().fetch(`${ID}/auth/v1/user`, { json: { email: DEMO_ADMIN, password: DEMO_PASSWORD } });
    const body = { mfaToken: login.data.mfaToken, email: DEMO_ADMIN, recoveryCode: recovery[0] };
    expect((await t.browser().fetch(`${ID}/auth/v1/user/mfa/recover`, { json: body })).status).toBe(200);
    expect((await t.browser().fetch(`${ID}/auth/v1/user/mfa/recover`, { json: body })).status).toBe(400);
  });

  it('turning MFA off needs a current code, not only a session (SECURITY.md 18)', async () => {
    const login = await t.browser().fetch(`${ID}/auth/v1/user`, { json: { email: DEMO_ADMIN, password: DEMO_PASSWORD } });
    const signedIn = await t.browser().fetch(`${ID}/auth/v1/user/mfa/recover`, { json: { mfaToken: login.data.mfaToken, email: DEMO_ADMIN, recoveryCode: recovery[1] } });
    const token = signedIn.data.accessToken as string;
    const b = t.browser();
    expect((await b.fetch(`${ID}/users/v1/mfa/disable`, { json: { token: '000000' }, token })).status).toBe(400);
    expect((await b.fetch(`${ID}/users/v1/mfa/disable`, { json: {}, token })).status).toBe(400);
    expect((await b.fetch(`${ID}/users/v1/mfa/devices`, { token })).data.authenticators).toHaveLength(1);
  });

  it('remember-device skips MFA on the next login from that browser only, until it expires', async () => {
    await t.deps.vendor.update({ mfaPolicy: { ...t.deps.vendor.config.mfaPolicy, allowRememberMyDevice: true } });
    const b = t.browser();
    const login = await b.fetch(`${ID}/auth/v1/user`, { json: { email: DEMO_ADMIN, password: DEMO_PASSWORD } });
    const ok = await b.fetch(`${ID}/auth/v1/user/mfa/verify`, { json: { mfaToken: login.data.mfaToken, value: await freshTotp(secret), rememberDevice: true } });
    expect(ok.status).toBe(200);
    expect(b.cookies.has('portico_mfa_device')).toBe(true);
    const second = await b.fetch(`${ID}/auth/v1/user`, { json: { email: DEMO_ADMIN, password: DEMO_PASSWORD } });
    expect(second.data.mfaRequired).toBe(false);
    expect((await t.browser().fetch(`${ID}/auth/v1/user`, { json: { email: DEMO_ADMIN, password: DEMO_PASSWORD } })).data.mfaRequired).toBe(true);
    await t.db.updateTable('remembered_devices').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    expect((await b.fetch(`${ID}/auth/v1/user`, { json: { email: DEMO_ADMIN, password: DEMO_PASSWORD } })).data.mfaRequired).toBe(true);
  });
});

describe('forced MFA policy', () => {
  it('makes an unenrolled user enrol during login (authenticator) or use an e-mail code', async () => {
    await t.deps.vendor.update({ mfaPolicy: { ...t.deps.vendor.config.mfaPolicy, enforceMFAType: 'Force' } });
    const b = t.browser();
    const login = await b.fetch(`${ID}/auth/v1/user`, { json: { email: DEMO_MEMBER, password: DEMO_PASSWORD } });
    expect(login.data).toMatchObject({ mfaRequired: true, mfaEnrolled: false });
    const enrol = await b.fetch(`${ID}/auth/v1/user/mfa/authenticator/enroll`, { json: { mfaToken: login.data.mfaToken } });
    const secret = secretOf(enrol.data.qrCode);
    const done = await b.fetch(`${ID}/auth/v1/user/mfa/authenticator/enroll/verify`, { json: { mfaToken: login.data.mfaToken, token: await freshTotp(secret) } });
    expect(done.data).toMatchObject({ mfaRequired: false });
    expect(done.status).toBe(200);
    expect(done.data.accessToken).toBeTruthy();
    expect(done.data.recoveryCodes).toHaveLength(10);
    // An enrol-step token cannot be used to skip verification.
    expect((await b.fetch(`${ID}/auth/v1/user/mfa/verify`, { json: { mfaToken: login.data.mfaToken, value: await freshTotp(secret) } })).status).toBe(401);
  });

  it('e-mail code: sent to the mailbox, expires on use, wrong code refused', async () => {
    const { accessToken } = await (async () => {
      await t.browser().fetch(`${ID}/users/v1/signUp`, { json: { email: 'mail-mfa@corp.test', password: 'long enough pw' } });
      await t.db.updateTable('users').set({ verified: true }).where('email', '=', 'mail-mfa@corp.test').execute();
      return { accessToken: '' };
    })();
    expect(accessToken).toBe('');
    const b = t.browser();
    const login = await b.fetch(`${ID}/auth/v1/user`, { json: { email: 'mail-mfa@corp.test', password: 'long enough pw' } });
    expect(login.data.mfaStrategies).toContainEqual({ strategy: 'EmailCode', isActive: true });
    const pre = await b.fetch(`${ID}/auth/v1/user/mfa/emailcode`, { json: { mfaToken: login.data.mfaToken } });
    // The sign-up's activation mail may land after the code's: the mail with the code, not merely the latest.
    const code = (await lastMail(t, 'mail-mfa@corp.test', (m) => m.codes.length > 0)).codes[0]!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await b.fetch(`${ID}/auth/v1/user/mfa/emailcode/verify`, { json: { mfaToken: login.data.mfaToken, otcToken: pre.data.otcToken, code: wrong } })).status).toBe(400);
    const ok = await b.fetch(`${ID}/auth/v1/user/mfa/emailcode/verify`, { json: { mfaToken: login.data.mfaToken, otcToken: pre.data.otcToken, code } });
    expect(ok.status).toBe(200);
    expect((await b.fetch(`${ID}/auth/v1/user/mfa/emailcode/verify`, { json: { mfaToken: login.data.mfaToken, otcToken: pre.data.otcToken, code } })).status).toBe(400);
    await t.deps.vendor.update({ mfaPolicy: { ...t.deps.vendor.config.mfaPolicy, enforceMFAType: 'DontForce' } });
  });
});
