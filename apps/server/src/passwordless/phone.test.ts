import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, DEMO_MEMBER, type TestServer } from '../test/fixture';
import { OTC_MSG } from './index';

let t: TestServer;
beforeAll(async () => {
  t = await startServer();
  await t.deps.vendor.update({ authStrategy: 'SmsCode', activeAuthStrategies: ['EmailAndPassword', 'SmsCode'] });
});
afterAll(async () => t?.close());

const U = '/identity/resources/users/v1/phone';
const inbox = async (to: string) => (await (await fetch(`${t.url}/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as { text: string; codes: string[] }[];
const lastSms = async (to: string) => ((await (await fetch(`${t.url}/dev/sms`)).json()) as { to: string; codes: string[] }[]).find((m) => m.to === to)!;
/** The sign-in phone (SMS login's number), which verification also shows as the profile's phone number. */
const phoneOf = async (email: string) => {
  const row = await t.db.selectFrom('users').select(['sign_in_phone', 'phone_number']).where('email', '=', email).executeTakeFirstOrThrow();
  return row.sign_in_phone === row.phone_number ? row.sign_in_phone : `${row.sign_in_phone} (profile ${row.phone_number})`;
};

describe('setting the phone (quick SMS sign-up)', () => {
  it('texts a code to the new number; the right code stores it, once', async () => {
    const { browser, accessToken } = await t.login(DEMO_MEMBER);
    const start = await browser.fetch(U, { json: { phoneNumber: '+447700900333' }, token: accessToken });
    expect(start.status).toBe(200);
    expect(start.data.otcToken).toBeTruthy();
    const code = (await lastSms('+447700900333')).codes[0]!;
    const wrong = await browser.fetch(`${U}/verify`, { json: { otcToken: start.data.otcToken, code: code === '000000' ? '111111' : '000000' }, token: accessToken });
    expect(wrong.data.errors).toEqual([OTC_MSG.codeWrong]);
    expect(await phoneOf(DEMO_MEMBER)).toBeNull();
    expect((await browser.fetch(`${U}/verify`, { json: { otcToken: start.data.otcToken, code }, token: accessToken })).status).toBe(200);
    expect(await phoneOf(DEMO_MEMBER)).toBe('+447700900333');
    expect((await browser.fetch(`${U}/verify`, { json: { otcToken: start.data.otcToken, code }, token: accessToken })).data.errors).toEqual([OTC_MSG.codeUsed]);
  });

  it("another user cannot confirm someone else's phone challenge, even with the right code", async () => {
    const admin = await t.login('admin@acme.test');
    const start = await admin.browser.fetch(U, { json: { phoneNumber: '+447700900777' }, token: admin.accessToken });
    const code = (await lastSms('+447700900777')).codes[0]!;
    const member = await t.login(DEMO_MEMBER);
    const res = await member.browser.fetch(`${U}/verify`, { json: { otcToken: start.data.otcToken, code }, token: member.accessToken });
    expect(res.status).toBe(400);
    expect(await phoneOf('admin@acme.test')).toBeNull();
    // The owner's code was not spent by the other user's attempt.
    expect((await admin.browser.fetch(`${U}/verify`, { json: { otcToken: start.data.otcToken, code }, token: admin.accessToken })).status).toBe(200);
    await t.db.updateTable('users').set({ phone_number: null, sign_in_phone: null }).where('email', '=', 'admin@acme.test').execute();
  });

  it('needs a signed-in user', async () => {
    expect((await t.browser().fetch(U, { json: { phoneNumber: '+447700900444' } })).status).toBe(401);
  });
});

describe('phone reset: ResetPhoneNumber → VerifyResetPhoneNumber → ChangePhoneNumber', () => {
  it('mails a code, trades it for a change token, changes the number once; the SMS login then texts the new number, whose code stores it', async () => {
    const b = t.browser();
    const reset = await b.fetch(`${U}/reset`, { json: { email: DEMO_MEMBER } });
    expect(reset.status).toBe(200);
    const code = (await inbox(DEMO_MEMBER))[0]!.codes[0]!;
    const verified = await b.fetch(`${U}/reset/verify`, { json: { resetPhoneNumberToken: reset.data.resetPhoneNumberToken, code } });
    expect(verified.status).toBe(200);
    const changeToken = verified.data.changePhoneNumberToken as string;
    expect((await b.fetch(`${U}/change`, { method: 'PUT', json: { changePhoneNumberToken: changeToken, phoneNumber: '+447700900555' } })).status).toBe(200);
    // Nothing stored yet: the new number has not been texted a code.
    expect(await phoneOf(DEMO_MEMBER)).toBe('+447700900333');
    const again = await b.fetch(`${U}/change`, { method: 'PUT', json: { changePhoneNumberToken: changeToken, phoneNumber: '+447700900666' } });
    expect(again.status).toBe(400);
    expect(again.data.errors).toEqual([OTC_MSG.phoneTokenInvalid]);
    await b.fetch('/identity/resources/auth/v1/passwordless/SmsCode/prelogin', { json: { email: DEMO_MEMBER } });
    const sms = await lastSms('+447700900555');
    const login = await b.fetch('/identity/resources/auth/v1/passwordless/SmsCode/postlogin', { json: { token: sms.codes[0], email: DEMO_MEMBER } });
    expect(login.status).toBe(200);
    // The texted code proved the number: now it is stored, audited and the owner is told.
    expect(await phoneOf(DEMO_MEMBER)).toBe('+447700900555');
    const audit = await t.db.selectFrom('audits').select('action').where('action', '=', 'Phone number changed').execute();
    expect(audit.length).toBe(1);
    expect((await inbox(DEMO_MEMBER))[0]!.text).toMatch(/phone number of your account was changed/);
  });

  it('the e-mailed code proves the address: a never-verified account loses the phone and password given at sign-up', async () => {
    const email = 'unproven-phone@acme.test';
    const up = await t.browser().fetch('/identity/resources/users/v1/signUp', { json: { email, password: 'typed at sign-up', phoneNumber: '+447700900888' } });
    expect(up.status).toBe(200);
    const reset = await t.browser().fetch(`${U}/reset`, { json: { email } });
    const code = (await inbox(email)).find((m) => m.codes.length > 0)!.codes[0]!;
    const verified = await t.browser().fetch(`${U}/reset/verify`, { json: { resetPhoneNumberToken: reset.data.resetPhoneNumberToken, code } });
    expect(verified.status).toBe(200);
    expect(await t.db.selectFrom('users').select(['verified', 'password_hash', 'phone_number']).where('email', '=', email).executeTakeFirstOrThrow())
      .toEqual({ verified: true, password_hash: null, phone_number: null });
    expect((await t.browser().fetch(`${U}/change`, { method: 'PUT', json: { changePhoneNumberToken: verified.data.changePhoneNumberToken, phoneNumber: '+447700900999' } })).status).toBe(200);
    // The owner's new number is proven by the SMS login that follows (nothing is stored before).
    expect(await phoneOf(email)).toBeNull();
    const b = t.browser();
    await b.fetch('/identity/resources/auth/v1/passwordless/SmsCode/prelogin', { json: { email } });
    const login = await b.fetch('/identity/resources/auth/v1/passwordless/SmsCode/postlogin', { json: { token: (await lastSms('+447700900999')).codes[0], email } });
    expect(login.status).toBe(200);
    expect(await phoneOf(email)).toBe('+447700900999');
  });

  it('gives an unknown address a token too, which no code opens', async () => {
    const reset = await t.browser().fetch(`${U}/reset`, { json: { email: 'ghost@acme.test' } });
    expect(reset.status).toBe(200);
    expect(reset.data.resetPhoneNumberToken).toBeTruthy();
    const verify = await t.browser().fetch(`${U}/reset/verify`, { json: { resetPhoneNumberToken: reset.data.resetPhoneNumberToken, code: '123456' } });
    expect(verify.data.errors).toEqual([OTC_MSG.codeWrong]);
  });
});
