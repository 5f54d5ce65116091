import { login, loginMfaSmsEnroll, loginMfaSmsEnrollVerify, loginMfaSmsPreVerify, loginMfaSmsVerify, type LoginResult } from '@portico/rest-api/auth';
import { saveMfaPolicy } from '@portico/rest-api/configurations';
import * as S from '@portico/rest-api/schemas';
import {
  createPhoneNumber, deletePhoneNumber, getMfaDevices, listPhoneNumbers, mfaSmsDisable, mfaSmsDisableVerify, mfaSmsEnroll, mfaSmsEnrollVerify,
  preVerifyPhoneNumber, verifyDeletePhoneNumber, verifyPhoneNumber,
} from '@portico/rest-api/users';
import { expect } from 'vitest';
import { refused, roundTrip, step, type StepContext } from '../harness/round-trip';

const ADMIN = { email: 'admin@acme.test', password: 'Portico-demo-1' };
const MEMBER = { email: 'member@acme.test', password: 'Portico-demo-1' };
const PHONE = '+447700900301';
const lastSms = async (c: StepContext, to: string) =>
  ((await (await fetch(`${c.t.url}/dev/sms`)).json()) as { to: string; codes: string[] }[]).find((m) => m.to === to)!.codes[0]!;
const wrong = async (c: StepContext, to: string) => ((await lastSms(c, to)) === '000000' ? '111111' : '000000');
const keepOtc = (r: unknown, c: StepContext) => void (c.kept.otc = (r as { otcToken: string }).otcToken);
const pendingAs = async (c: StepContext, who: typeof ADMIN) => {
  const r = (await login(c.client, who)) as LoginResult;
  c.kept.mfaToken = r.mfaToken;
  return r;
};
const signedIn = [S.tokenResponseSchema, S.userSchema];

// Enrol SMS in the profile, sign in with a texted code (once), remove the phone; then a forced enrolment by SMS at login.
roundTrip('MFA by SMS: profile enrolment, login, removal, forced enrolment at login', [
  step('enrol a phone: a code is texted', (c) => mfaSmsEnroll(c.client, { phoneNumber: PHONE }), S.otcChallengeSchema, keepOtc),
  refused('enrolment with a wrong code', async (c) => mfaSmsEnrollVerify(c.client, { otcToken: c.kept.otc as string, code: await wrong(c, PHONE) }), 400),
  step('enrolment with the texted code', async (c) => mfaSmsEnrollVerify(c.client, { otcToken: c.kept.otc as string, code: await lastSms(c, PHONE) }), S.mfaRecoveryCodeSchema),
  step('the phone is listed', (c) => getMfaDevices(c.client), S.mfaDevicesSchema, (r, c) => {
    const phones = (r as { phones: { id: string; phoneNumber: string }[] }).phones;
    expect(phones).toEqual([{ id: expect.any(String), phoneNumber: PHONE }]);
    c.kept.deviceId = phones[0]!.id;
  }),
  step('login asks for SMS', (c) => pendingAs(c, ADMIN), S.mfaRequiredResponseSchema, (r) =>
    expect(r).toMatchObject({ mfaEnrolled: true, mfaStrategies: [{ strategy: 'SMS', isActive: true }] })),
  step('text a code to the enrolled phone', (c) => loginMfaSmsPreVerify(c.client, c.kept.deviceId as string, { mfaToken: c.kept.mfaToken as string }), S.otcChallengeSchema, keepOtc),
  { name: 'verify the texted code: signed in', run: async (c) => loginMfaSmsVerify(c.client, c.kept.deviceId as string, { mfaToken: c.kept.mfaToken as string, otcToken: c.kept.otc as string, code: (c.kept.code = await lastSms(c, PHONE)) as string }),
    shapes: signedIn },
  refused('the same code again', (c) => loginMfaSmsVerify(c.client, c.kept.deviceId as string, { mfaToken: c.kept.mfaToken as string, otcToken: c.kept.otc as string, code: c.kept.code as string }), 400),
  step('removing the phone texts a code', (c) => mfaSmsDisable(c.client, c.kept.deviceId as string), S.otcChallengeSchema, keepOtc),
  step('remove it with the code', async (c) => mfaSmsDisableVerify(c.client, c.kept.deviceId as string, { otcToken: c.kept.otc as string, code: await lastSms(c, PHONE) })),
  { name: 'login no longer asks for MFA', run: (c) => login(c.client, ADMIN), shapes: signedIn },
  step('force MFA', (c) => saveMfaPolicy(c.client, { enforceMFAType: 'Force' })),
  step('member login asks to enrol, SMS allowed', (c) => pendingAs(c, MEMBER), S.mfaRequiredResponseSchema, (r) =>
    expect((r as { mfaStrategies: unknown[] }).mfaStrategies).toContainEqual({ strategy: 'SMS', isActive: true })),
  step('enrol a phone during login', (c) => loginMfaSmsEnroll(c.client, { mfaToken: c.kept.mfaToken as string, phoneNumber: '+447700900302' }), S.otcChallengeSchema, keepOtc),
  { name: 'verify the enrolment: signed in with a recovery code', run: async (c) => loginMfaSmsEnrollVerify(c.client, { mfaToken: c.kept.mfaToken as string, otcToken: c.kept.otc as string, code: await lastSms(c, '+447700900302') }),
    shapes: signedIn, check: (r) => expect((r as LoginResult).user?.email).toBe(MEMBER.email) },
]);

// The signed-in user's phone numbers: each is proven by a texted code before it is stored, and before it is removed.
roundTrip('phone numbers: add (create or preverify), verify, list, remove', [
  step('create: a code is texted', (c) => createPhoneNumber(c.client, { phoneNumber: PHONE }), S.otcChallengeSchema, keepOtc),
  refused('verify with a wrong code', async (c) => verifyPhoneNumber(c.client, { otcToken: c.kept.otc as string, code: await wrong(c, PHONE) }), 400),
  step('verify', async (c) => verifyPhoneNumber(c.client, { otcToken: c.kept.otc as string, code: await lastSms(c, PHONE) }), undefined, (r, c) => {
    expect(r).toMatchObject({ id: expect.any(String), phoneNumber: PHONE });
    c.kept.id = (r as { id: string }).id;
  }),
  refused('the same number again', (c) => createPhoneNumber(c.client, { phoneNumber: PHONE }), 409),
  step('preverify another number', (c) => preVerifyPhoneNumber(c.client, { phoneNumber: '+447700900303' }), S.otcChallengeSchema, keepOtc),
  step('verify it', async (c) => verifyPhoneNumber(c.client, { otcToken: c.kept.otc as string, code: await lastSms(c, '+447700900303') })),
  step('list (10 a page)', (c) => listPhoneNumbers(c.client), undefined, (r) =>
    expect(r).toMatchObject({ items: [{ phoneNumber: PHONE }, { phoneNumber: '+447700900303' }], _metadata: { totalItems: 2, totalPages: 1 } })),
  step('delete texts a code', (c) => deletePhoneNumber(c.client, c.kept.id as string), S.otcChallengeSchema, keepOtc),
  step('confirm the removal', async (c) => verifyDeletePhoneNumber(c.client, c.kept.id as string, { otcToken: c.kept.otc as string, code: await lastSms(c, PHONE) })),
  refused('delete it again', (c) => deletePhoneNumber(c.client, c.kept.id as string), 404),
]);
