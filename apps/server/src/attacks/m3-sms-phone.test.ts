import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, lastMail, startServer, type TestServer } from '../test/fixture';
import { claimsOf, ID, newTenantAdmin } from '../test/users-admin';

// M3: an SMS login must land in the one account that proved the number, never in another that merely claims it.
let t: TestServer;
beforeAll(async () => {
  t = await startServer();
  await t.deps.vendor.update({ activeAuthStrategies: ['EmailAndPassword', 'SmsCode'] });
});
afterAll(async () => t?.close());

const P = `${ID}/auth/v1/passwordless/SmsCode`;
const PHONE = `${ID}/users/v1/phone`;
const smsCode = async (to: string) => ((await (await fetch(`${t.url}/dev/sms`)).json()) as { to: string; codes: string[] }[]).find((m) => m.to === to)?.codes[0];

/** A new account (newer than the seeded ones) whose sign-in phone is `phone`, proved by the texted code. */
async function victimWith(email: string, phone: string) {
  const v = await newTenantAdmin(t, email, `Co ${email}`);
  const start = await v.browser.fetch(PHONE, { json: { phoneNumber: phone }, token: v.accessToken });
  expect(start.status).toBe(200);
  const done = await v.browser.fetch(`${PHONE}/verify`, { json: { otcToken: start.data.otcToken, code: await smsCode(phone) }, token: v.accessToken });
  expect(done.status).toBe(200);
  return v;
}

/** Signs in by SMS naming only the number; returns the account the login landed in. */
async function smsLoginWith(phone: string): Promise<string | undefined> {
  const b = t.browser();
  await b.fetch(`${P}/prelogin`, { json: { phoneNumber: phone } });
  const code = await smsCode(phone);
  const res = await b.fetch(`${P}/postlogin`, { json: { token: code ?? '000000', phoneNumber: phone } });
  return res.status === 200 ? (claimsOf(res.data.accessToken as string).sub as string) : undefined;
}

describe('M3: SMS login lands in the account that proved the number', () => {
  it('a phone change stores nothing until a code texted to the new number is verified', async () => {
    const victim = await victimWith('m3-victim@corp.test', '+447700901001');
    // The attacker (an older account) resets its own phone through its mailbox and names the victim's number.
    const b = t.browser();
    const reset = await b.fetch(`${PHONE}/reset`, { json: { email: DEMO_MEMBER } });
    const verified = await b.fetch(`${PHONE}/reset/verify`, { json: { resetPhoneNumberToken: reset.data.resetPhoneNumberToken, code: (await lastMail(t, DEMO_MEMBER)).codes[0] } });
    await b.fetch(`${PHONE}/change`, { method: 'PUT', json: { changePhoneNumberToken: verified.data.changePhoneNumberToken, phoneNumber: '+447700901001' } });
    expect(await smsLoginWith('+447700901001')).toBe(victim.userId);
  });

  it('a second account cannot take a sign-in number another account holds, even with the texted code', async () => {
    const victim = await victimWith('m3-first@corp.test', '+447700901002');
    const admin = await t.login(DEMO_ADMIN);
    const start = await admin.browser.fetch(PHONE, { json: { phoneNumber: '+447700901002' }, token: admin.accessToken });
    const done = await admin.browser.fetch(`${PHONE}/verify`, { json: { otcToken: start.data.otcToken, code: await smsCode('+447700901002') }, token: admin.accessToken });
    expect(done.status).not.toBe(200);
    expect(await smsLoginWith('+447700901002')).toBe(victim.userId);
  });

  it('a profile phone number (never texted) is not a sign-in phone', async () => {
    const victim = await victimWith('m3-profile@corp.test', '+447700901003');
    const member = await t.login(DEMO_MEMBER);
    const put = await member.browser.fetch(`${ID}/users/v2/me`, { method: 'PUT', json: { phoneNumber: '+447700901003' }, token: member.accessToken });
    expect(put.status).toBe(200);
    expect(await smsLoginWith('+447700901003')).toBe(victim.userId);
  });
});
