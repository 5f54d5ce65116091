import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTC_MSG } from '../passwordless';
import { ACR_MFA } from '../tokens/access';
import { DEMO_PASSWORD, startServer, type TestServer } from '../test/fixture';
import { ID, newTenantAdmin } from '../test/users-admin';
import { SMS_MFA_MSG } from './sms-devices';

let t: TestServer;
const M = `${ID}/users/v1/mfa`;
const L = `${ID}/auth/v1/user/mfa`;
const sms = async (to: string) => ((await (await fetch(`${t.url}/dev/sms`)).json()) as { to: string; codes: string[] }[]).find((m) => m.to === to)!.codes[0]!;
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const setSms = (isActive: boolean) =>
  t.deps.vendor.update({ mfaStrategies: t.deps.vendor.config.mfaStrategies.map((s) => (s.strategy === 'SMS' ? { ...s, isActive } : s)) });

/** A new tenant owner who enrols `phone` for SMS MFA in the profile; returns their login and device id. */
async function enrolled(email: string, phone: string) {
  const owner = await newTenantAdmin(t, email, `Co ${email}`);
  const start = await owner.browser.fetch(`${M}/sms/enroll`, { json: { phoneNumber: phone }, token: owner.accessToken });
  expect(start.status).toBe(200);
  const done = await owner.browser.fetch(`${M}/sms/enroll/verify`, { json: { otcToken: start.data.otcToken, code: await sms(phone) }, token: owner.accessToken });
  expect(done.status).toBe(200);
  const devices = await owner.browser.fetch(`${M}/devices`, { token: owner.accessToken });
  return { ...owner, deviceId: devices.data.phones[0].id as string, recoveryCodes: done.data.recoveryCodes as string[] };
}

async function loginPending(email: string) {
  const b = t.browser();
  const login = await b.fetch(`${ID}/auth/v1/user`, { json: { email, password: DEMO_PASSWORD } });
  expect(login.data.mfaRequired).toBe(true);
  return { b, login: login.data };
}

beforeAll(async () => {
  t = await startServer();
});
afterAll(async () => t?.close());

describe('SMS MFA in the profile', () => {
  it('is refused while the vendor has not allowed SMS (it is allowed by default)', async () => {
    await setSms(false);
    const owner = await newTenantAdmin(t, 'sms-off@corp.test', 'Off Co');
    const res = await owner.browser.fetch(`${M}/sms/enroll`, { json: { phoneNumber: '+447700900100' }, token: owner.accessToken });
    expect(res.status).toBe(400);
    expect(res.data.errors).toEqual([SMS_MFA_MSG.notAllowed]);
    await setSms(true);
  });

  it('enrols a phone with a texted code (wrong and reused codes refused), lists it and audits it', async () => {
    const owner = await newTenantAdmin(t, 'sms-profile@corp.test', 'Profile Co');
    const start = await owner.browser.fetch(`${M}/sms/enroll`, { json: { phoneNumber: '+447700900101' }, token: owner.accessToken });
    expect(start.data).toMatchObject({ phoneNumber: '+447700900101' });
    const code = await sms('+447700900101');
    expect(code).toMatch(/^\d{6}$/);
    const again = await owner.browser.fetch(`${M}/sms/enroll`, { json: { phoneNumber: '+447700900101' }, token: owner.accessToken });
    expect(again.status).toBe(429);
    expect(again.data.errors).toEqual([OTC_MSG.cooldown]);
    const wrong = await owner.browser.fetch(`${M}/sms/enroll/verify`, { json: { otcToken: start.data.otcToken, code: other(code) }, token: owner.accessToken });
    expect(wrong.data.errors).toEqual([OTC_MSG.codeWrong]);
    const ok = await owner.browser.fetch(`${M}/sms/enroll/verify`, { json: { otcToken: start.data.otcToken, code }, token: owner.accessToken });
    expect(ok.status).toBe(200);
    expect(ok.data.recoveryCodes).toHaveLength(10);
    const reuse = await owner.browser.fetch(`${M}/sms/enroll/verify`, { json: { otcToken: start.data.otcToken, code }, token: owner.accessToken });
    expect(reuse.data.errors).toEqual([OTC_MSG.codeUsed]);
    const devices = await owner.browser.fetch(`${M}/devices`, { token: owner.accessToken });
    expect(devices.data.phones).toEqual([{ id: expect.any(String), phoneNumber: '+447700900101' }]);
    const rows = await t.db.selectFrom('audits').select('description').where('user_id', '=', owner.userId).where('action', '=', 'MFA enrolled').execute();
    expect(rows.map((r) => r.description)).toEqual(['SMS enrolled']);
    // Only the code's hash is stored.
    const stored = await t.db.selectFrom('otc_challenges').select('code_hash').where('user_id', '=', owner.userId).execute();
    expect(stored.every((r) => r.code_hash !== code)).toBe(true);
  });

  it('disables a device with a code texted to it; the device of someone else is not found', async () => {
    const me = await enrolled('sms-disable@corp.test', '+447700900102');
    const stranger = await newTenantAdmin(t, 'sms-stranger@other.test', 'Other Co');
    expect((await stranger.browser.fetch(`${M}/sms/${me.deviceId}/disable`, { json: {}, token: stranger.accessToken })).status).toBe(404);
    const start = await me.browser.fetch(`${M}/sms/${me.deviceId}/disable`, { json: {}, token: me.accessToken });
    expect(start.status).toBe(200);
    const code = await sms('+447700900102');
    // Another user cannot spend my challenge, even with the right code.
    const theirs = await stranger.browser.fetch(`${M}/sms/${me.deviceId}/disable/verify`, { json: { otcToken: start.data.otcToken, code }, token: stranger.accessToken });
    expect(theirs.status).toBe(404);
    expect((await me.browser.fetch(`${M}/sms/${me.deviceId}/disable/verify`, { json: { otcToken: start.data.otcToken, code }, token: me.accessToken })).status).toBe(200);
    expect((await me.browser.fetch(`${M}/devices`, { token: me.accessToken })).data.phones).toEqual([]);
    expect(await t.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', me.userId).execute()).toEqual([]);
    const audit = await t.db.selectFrom('audits').select('description').where('user_id', '=', me.userId).where('action', '=', 'MFA disabled').execute();
    expect(audit).toHaveLength(1);
  });
});

describe('SMS MFA beside a security key', () => {
  it('removing the phone keeps MFA on while a security key is left; turning MFA off removes the key too', async () => {
    const me = await enrolled('sms-and-key@corp.test', '+447700900109');
    await t.db.insertInto('webauthn_credentials').values({ id: crypto.randomUUID(), user_id: me.userId, purpose: 'mfa', credential_id: `c-${crypto.randomUUID()}`,
      public_key: 'pk', device_type: 'CrossPlatform', device_name: 'Security key 1' }).execute();
    const start = await me.browser.fetch(`${M}/sms/${me.deviceId}/disable`, { json: {}, token: me.accessToken });
    const off = await me.browser.fetch(`${M}/sms/${me.deviceId}/disable/verify`, { json: { otcToken: start.data.otcToken, code: await sms('+447700900109') }, token: me.accessToken });
    expect(off.status).toBe(200);
    // The key still guards the login, and the recovery codes still work.
    expect((await loginPending('sms-and-key@corp.test')).login.mfaStrategies).toEqual([{ strategy: 'WebAuthnCrossPlatform', isActive: true }]);
    expect((await me.browser.fetch(`${M}/disable`, { json: { token: me.recoveryCodes[0] }, token: me.accessToken })).status).toBe(200);
    expect((await me.browser.fetch(`${M}/devices`, { token: me.accessToken })).data.webauthn).toEqual([]);
    const login = await t.browser().fetch(`${ID}/auth/v1/user`, { json: { email: 'sms-and-key@corp.test', password: DEMO_PASSWORD } });
    expect(login.data.mfaRequired).toBe(false);
    expect(login.data.accessToken).toBeTruthy();
  });
});

describe('SMS MFA at login', () => {
  it('lists SMS with the masked phone, texts a code, signs in once with amr sms; a replay fails', async () => {
    const me = await enrolled('sms-login@corp.test', '+447700900103');
    const { b, login } = await loginPending('sms-login@corp.test');
    expect(login.mfaStrategies).toEqual([{ strategy: 'SMS', isActive: true }]);
    expect(login.mfaDevices.phones).toEqual([{ id: me.deviceId, phoneNumber: '+4•••••••0103' }]);
    const pre = await b.fetch(`${L}/sms/${me.deviceId}`, { json: { mfaToken: login.mfaToken } });
    expect(pre.data.phoneNumber).toBe('+4•••••••0103');
    const code = await sms('+447700900103');
    const ok = await b.fetch(`${L}/sms/${me.deviceId}/verify`, { json: { mfaToken: login.mfaToken, otcToken: pre.data.otcToken, code } });
    expect(ok.status).toBe(200);
    expect(decodeJwt(ok.data.accessToken as string).amr).toEqual(['pwd', 'mfa', 'sms']);
    const replay = await t.browser().fetch(`${L}/sms/${me.deviceId}/verify`, { json: { mfaToken: login.mfaToken, otcToken: pre.data.otcToken, code } });
    expect(replay.status).toBe(400);
    expect(replay.data.errors).toEqual([OTC_MSG.codeUsed]);
    // The used code ended the resend cooldown: the next sign-in texts at once.
    const next = await loginPending('sms-login@corp.test');
    expect((await next.b.fetch(`${L}/sms/${me.deviceId}`, { json: { mfaToken: next.login.mfaToken } })).status).toBe(200);
    expect((await next.b.fetch(`${L}/sms/${me.deviceId}`, { json: { mfaToken: next.login.mfaToken } })).data.errors).toEqual([OTC_MSG.cooldown]);
  });

  it('limits guessing: the fifth wrong code ends the pending login (429), then even the right code is refused', async () => {
    const me = await enrolled('sms-brute@corp.test', '+447700900104');
    const { b, login } = await loginPending('sms-brute@corp.test');
    const pre = await b.fetch(`${L}/sms/${me.deviceId}`, { json: { mfaToken: login.mfaToken } });
    const code = await sms('+447700900104');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await b.fetch(`${L}/sms/${me.deviceId}/verify`, { json: { mfaToken: login.mfaToken, otcToken: pre.data.otcToken, code: other(code) } })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await b.fetch(`${L}/sms/${me.deviceId}/verify`, { json: { mfaToken: login.mfaToken, otcToken: pre.data.otcToken, code } });
    expect(right.status).toBe(429);
  });

  it("refuses another user's device id and otcToken with a valid mfaToken", async () => {
    const victim = await enrolled('sms-victim@corp.test', '+447700900105');
    const attacker = await enrolled('sms-attacker@other.test', '+447700900106');
    const { b, login } = await loginPending('sms-attacker@other.test');
    expect((await b.fetch(`${L}/sms/${victim.deviceId}`, { json: { mfaToken: login.mfaToken } })).status).toBe(404);
    const victimLogin = await loginPending('sms-victim@corp.test');
    const pre = await victimLogin.b.fetch(`${L}/sms/${victim.deviceId}`, { json: { mfaToken: victimLogin.login.mfaToken } });
    const code = await sms('+447700900105');
    const stolen = await b.fetch(`${L}/sms/${attacker.deviceId}/verify`, { json: { mfaToken: login.mfaToken, otcToken: pre.data.otcToken, code } });
    expect(stolen.status).toBe(400);
    // The victim's code is still good for the victim.
    expect((await victimLogin.b.fetch(`${L}/sms/${victim.deviceId}/verify`, { json: { mfaToken: victimLogin.login.mfaToken, otcToken: pre.data.otcToken, code } })).status).toBe(200);
  });

  it('forced MFA offers SMS; enrolling a phone during login signs in and shows recovery codes', async () => {
    await newTenantAdmin(t, 'sms-forced@corp.test', 'Forced Co');
    await t.deps.vendor.update({ mfaPolicy: { ...t.deps.vendor.config.mfaPolicy, enforceMFAType: 'Force' } });
    try {
      const { b, login } = await loginPending('sms-forced@corp.test');
      expect(login.mfaEnrolled).toBe(false);
      expect(login.mfaStrategies).toContainEqual({ strategy: 'SMS', isActive: true });
      const start = await b.fetch(`${L}/sms/enroll`, { json: { mfaToken: login.mfaToken, phoneNumber: '+447700900107' } });
      expect(start.status).toBe(200);
      const done = await b.fetch(`${L}/sms/enroll/verify`, { json: { mfaToken: login.mfaToken, otcToken: start.data.otcToken, code: await sms('+447700900107') } });
      expect(done.status).toBe(200);
      expect(done.data.recoveryCodes).toHaveLength(10);
      expect(decodeJwt(done.data.accessToken as string).amr).toEqual(['pwd', 'mfa', 'sms']);
      expect((await b.fetch(`${M}/devices`, { token: done.data.accessToken })).data.phones).toHaveLength(1);
      // A forged token enrols nothing.
      expect((await b.fetch(`${L}/sms/enroll`, { json: { mfaToken: 'forged', phoneNumber: '+447700900107' } })).status).toBe(401);
    } finally {
      await t.deps.vendor.update({ mfaPolicy: { ...t.deps.vendor.config.mfaPolicy, enforceMFAType: 'DontForce' } });
    }
  });
});

describe('step-up with SMS', () => {
  it('offers the phone, and an SMS verification gives a stepped-up token that the sensitive action accepts', async () => {
    const me = await enrolled('sms-stepup@corp.test', '+447700900108');
    const gen = await me.browser.fetch(`${ID}/auth/v1/user/step-up/generate`, { json: { maxAge: 300 }, token: me.accessToken });
    expect(gen.data).toMatchObject({ mfaRequired: true, mfaStrategies: [{ strategy: 'SMS', isActive: true }] });
    expect(gen.data.mfaDevices.phones).toEqual([{ id: me.deviceId, phoneNumber: '+4•••••••0108' }]);
    const pre = await me.browser.fetch(`${L}/sms/${me.deviceId}`, { json: { mfaToken: gen.data.mfaToken } });
    const ok = await me.browser.fetch(`${L}/sms/${me.deviceId}/verify`, { json: { mfaToken: gen.data.mfaToken, otcToken: pre.data.otcToken, code: await sms('+447700900108') } });
    const claims = decodeJwt(ok.data.accessToken as string);
    expect(claims.acr).toBe(ACR_MFA);
    expect(claims.amr).toEqual(expect.arrayContaining(['mfa', 'sms']));
    const action = await fetch(`${t.base}/dev/sensitive-action`, { method: 'POST', headers: { authorization: `Bearer ${ok.data.accessToken}` } });
    expect(action.status).toBe(200);
  });
});
