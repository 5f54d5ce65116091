import { passwordlessPostLogin, passwordlessPreLogin } from '@portico/rest-api/auth';
import * as S from '@portico/rest-api/schemas';
import { changePhone, resetPhone, setPhone, verifyPhone, verifyResetPhone } from '@portico/rest-api/users';
import { lastMail } from '@portico/server/src/test/fixture';
import { expect } from 'vitest';
import { refused, roundTrip, step, type StepContext } from '../harness/round-trip';

const ADMIN = 'admin@acme.test';
const MEMBER = 'member@acme.test';
const PHONE = '+447700900123';
const NEW_PHONE = '+447700900456';
const lastSms = async (c: StepContext, to: string) =>
  ((await (await fetch(`${c.t.url}/dev/sms`)).json()) as { to: string; codes: string[] }[]).find((m) => m.to === to)!.codes[0]!;
const linkToken = async (c: StepContext, to: string) => new URL((await lastMail(c.t, to)).links[0]!).searchParams.get('token')!;
const signedIn = [S.tokenResponseSchema, S.userSchema];

// E-mail code, magic link, phone set by SMS, SMS code login, then the lost-phone reset and an SMS login to the new number.
roundTrip('passwordless: e-mail code, magic link, SMS code, phone set and reset', [
  step('the vendor turns the passwordless strategies on', async (c) =>
    c.t.deps.vendor.update({ authStrategy: 'Code', activeAuthStrategies: ['EmailAndPassword', 'Code', 'MagicLink', 'SmsCode'] })),
  step('e-mail code: prelogin', (c) => passwordlessPreLogin(c.client, 'Code', { email: MEMBER })),
  { name: 'e-mail code: postlogin', run: async (c) => passwordlessPostLogin(c.client, 'Code', { token: (c.kept.code = (await lastMail(c.t, MEMBER)).codes[0]) as string, email: MEMBER }), shapes: signedIn },
  refused('e-mail code: the same code again', (c) => passwordlessPostLogin(c.client, 'Code', { token: c.kept.code as string, email: MEMBER }), 400),
  step('magic link: prelogin', (c) => passwordlessPreLogin(c.client, 'MagicLink', { email: MEMBER })),
  { name: 'magic link: postlogin', run: async (c) => passwordlessPostLogin(c.client, 'MagicLink', { token: (c.kept.link = await linkToken(c, MEMBER)) as string }), shapes: signedIn },
  refused('magic link: used again', (c) => passwordlessPostLogin(c.client, 'MagicLink', { token: c.kept.link as string }), 400),
  step('sign in again as the admin with the password', (c) => c.session.login()),
  step('phone: set (as the signed-in admin)', (c) => setPhone(c.client, { phoneNumber: PHONE }), S.otcChallengeSchema, (r, c) => void (c.kept.otcToken = (r as { otcToken: string }).otcToken)),
  refused('phone: verify with a wrong code', async (c) => verifyPhone(c.client, { otcToken: c.kept.otcToken as string, code: (await lastSms(c, PHONE)) === '000000' ? '111111' : '000000' }), 400),
  step('phone: verify', async (c) => verifyPhone(c.client, { otcToken: c.kept.otcToken as string, code: await lastSms(c, PHONE) })),
  step('SMS code: prelogin texts the phone', (c) => passwordlessPreLogin(c.client, 'SmsCode', { email: ADMIN })),
  { name: 'SMS code: postlogin', run: async (c) => passwordlessPostLogin(c.client, 'SmsCode', { token: await lastSms(c, PHONE), email: ADMIN }), shapes: signedIn },
  step('phone reset: e-mail a code', (c) => resetPhone(c.client, { email: ADMIN }), S.resetPhoneResponseSchema, (r, c) =>
    void (c.kept.reset = (r as { resetPhoneNumberToken: string }).resetPhoneNumberToken)),
  step('phone reset: verify the e-mailed code', async (c) =>
    verifyResetPhone(c.client, { resetPhoneNumberToken: c.kept.reset as string, code: (await lastMail(c.t, ADMIN)).codes[0]! }), S.verifyResetPhoneResponseSchema, (r, c) =>
    void (c.kept.change = (r as { changePhoneNumberToken: string }).changePhoneNumberToken)),
  step('phone reset: change the number', (c) => changePhone(c.client, { changePhoneNumberToken: c.kept.change as string, phoneNumber: NEW_PHONE })),
  refused('phone reset: the change token again', (c) => changePhone(c.client, { changePhoneNumberToken: c.kept.change as string, phoneNumber: PHONE }), 400),
  step('SMS code: prelogin texts the new number', (c) => passwordlessPreLogin(c.client, 'SmsCode', { email: ADMIN })),
  { name: 'SMS code: postlogin with the new number\'s code', run: async (c) => passwordlessPostLogin(c.client, 'SmsCode', { token: await lastSms(c, NEW_PHONE), email: ADMIN }), shapes: signedIn,
    check: (r) => expect(r).toMatchObject({ accessToken: expect.any(String) }) },
]);
