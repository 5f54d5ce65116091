import {
  login, loginMfaAuthenticatorEnroll, loginMfaAuthenticatorEnrollVerify, loginMfaEmailCodePreVerify, loginMfaEmailCodeVerify, mfaRecover, mfaVerify, type LoginResult,
} from '@portico/rest-api/auth';
import { saveMfaPolicy } from '@portico/rest-api/configurations';
import * as S from '@portico/rest-api/schemas';
import { getMfaDevices, mfaAuthenticatorEnroll, mfaAuthenticatorEnrollVerify, mfaDisable } from '@portico/rest-api/users';
import { lastMail } from '@portico/server/src/test/fixture';
import { freshTotp, usedTotp } from '@portico/server/src/test/totp-app';
import { expect } from 'vitest';
import { refused, roundTrip, step, type StepContext } from '../harness/round-trip';

const ADMIN = { email: 'admin@acme.test', password: 'Portico-demo-1' };
// Each code comes from a later time-step than the last one used: the server refuses a replayed or older step.
const code = (c: StepContext) => freshTotp(c.kept.secret as string);
const MEMBER = { email: 'member@acme.test', password: 'Portico-demo-1' };
const pendingAs = async (c: StepContext, who: typeof ADMIN) => {
  const r = (await login(c.client, who)) as LoginResult;
  c.kept.mfaToken = r.mfaToken;
  return r;
};
const pending = (c: StepContext) => pendingAs(c, ADMIN);

// Enrol an authenticator in the profile, sign in with it and with a recovery code, then disable it.
roundTrip('MFA: authenticator enrolment in the profile, login with TOTP and with a recovery code, disable', [
  step('no devices yet', (c) => getMfaDevices(c.client), S.mfaDevicesSchema, (r) => expect(r).toMatchObject({ authenticators: [] })),
  step('enrol an authenticator', (c) => mfaAuthenticatorEnroll(c.client), S.mfaQrCodeSchema, (r, c) => {
    const uri = (r as { qrCode: string }).qrCode;
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    c.kept.secret = new URL(uri).searchParams.get('secret');
  }),
  refused('verify the enrolment with a wrong code', (c) => mfaAuthenticatorEnrollVerify(c.client, { token: '000000' }), 400),
  step('verify the enrolment', async (c) => mfaAuthenticatorEnrollVerify(c.client, { token: await code(c) }), S.mfaRecoveryCodeSchema, (r, c) => {
    c.kept.recoveryCode = (r as { recoveryCode: string }).recoveryCode;
  }),
  step('one authenticator listed', (c) => getMfaDevices(c.client), S.mfaDevicesSchema, (r) =>
    expect((r as { authenticators: unknown[] }).authenticators).toHaveLength(1)),
  step('login now asks for MFA, without tokens', pending, S.mfaRequiredResponseSchema, (r) => expect(r).toMatchObject({ mfaRequired: true, mfaEnrolled: true })),
  { name: 'verify with the authenticator', run: async (c) => mfaVerify(c.client, { mfaToken: c.kept.mfaToken as string, value: await code(c) }),
    shapes: [S.tokenResponseSchema, S.userSchema], check: (r) => expect((r as LoginResult).user?.mfaEnrolled).toBe(true) },
  step('login again', pending, S.mfaRequiredResponseSchema),
  { name: 'recover with the recovery code', run: (c) => mfaRecover(c.client, { email: ADMIN.email, recoveryCode: c.kept.recoveryCode as string, mfaToken: c.kept.mfaToken as string }),
    shapes: [S.tokenResponseSchema, S.userSchema] },
  step('login again', pending, S.mfaRequiredResponseSchema),
  refused('the recovery code works once only', (c) => mfaRecover(c.client, { email: ADMIN.email, recoveryCode: c.kept.recoveryCode as string, mfaToken: c.kept.mfaToken as string }), 400),
  refused('disable MFA with a used code', (c) => mfaDisable(c.client, { token: usedTotp(c.kept.secret as string) }), 400),
  step('disable MFA with a fresh code', async (c) => mfaDisable(c.client, { token: await code(c) })),
  { name: 'login no longer asks for MFA', run: (c) => login(c.client, ADMIN), shapes: [S.tokenResponseSchema, S.userSchema] },
]);

// With MFA forced, an unenrolled member enrols an authenticator during login, and the admin signs in with an e-mailed code.
roundTrip('MFA forced by policy: enrol during login, or an e-mailed code', [
  step('force MFA', (c) => saveMfaPolicy(c.client, { enforceMFAType: 'Force' })),
  step('member login asks to enrol', (c) => pendingAs(c, MEMBER), S.mfaRequiredResponseSchema, (r) => expect(r).toMatchObject({ mfaEnrolled: false })),
  step('enrol an authenticator during login', (c) => loginMfaAuthenticatorEnroll(c.client, { mfaToken: c.kept.mfaToken as string }), S.loginMfaQrCodeSchema, (r, c) => {
    c.kept.secret = new URL((r as { qrCode: string }).qrCode).searchParams.get('secret');
  }),
  { name: 'verify the enrolment: signed in', run: async (c) => loginMfaAuthenticatorEnrollVerify(c.client, { mfaToken: c.kept.mfaToken as string, token: await code(c) }),
    shapes: [S.tokenResponseSchema, S.userSchema], check: (r) => expect((r as LoginResult).user?.email).toBe(MEMBER.email) },
  step('admin login asks for a factor', (c) => pendingAs(c, ADMIN), S.mfaRequiredResponseSchema),
  step('send an e-mail code', (c) => loginMfaEmailCodePreVerify(c.client, { mfaToken: c.kept.mfaToken as string }), S.otcChallengeSchema, (r, c) => {
    c.kept.otcToken = (r as { otcToken: string }).otcToken;
  }),
  { name: 'verify the e-mailed code', run: async (c) => {
    const mail = await lastMail(c.t, ADMIN.email);
    return loginMfaEmailCodeVerify(c.client, { mfaToken: c.kept.mfaToken as string, otcToken: c.kept.otcToken as string, code: mail.codes[0] as string });
  }, shapes: [S.tokenResponseSchema, S.userSchema], check: (r) => expect((r as LoginResult).user?.email).toBe(ADMIN.email) },
]);
