import {
  login, loginMfaWebAuthnEnroll, loginMfaWebAuthnEnrollVerify, loginMfaWebAuthnPreVerify, loginMfaWebAuthnVerify, type LoginResult,
} from '@portico/rest-api/auth';
import { saveMfaPolicy } from '@portico/rest-api/configurations';
import * as S from '@portico/rest-api/schemas';
import { getMfaDevices, mfaWebAuthnDisable, mfaWebAuthnDisableStart, mfaWebAuthnDisableVerify, mfaWebAuthnEnroll, mfaWebAuthnEnrollVerify } from '@portico/rest-api/users';
import { SoftAuthenticator } from '@portico/server/src/test/soft-authenticator';
import { expect } from 'vitest';
import { refused, roundTrip, step, type Step, type StepContext } from '../harness/round-trip';

// The test server's app is http://app.test: RP id app.test, origin http://app.test.
const ORIGIN = 'http://app.test';
const ADMIN = { email: 'admin@acme.test', password: 'Portico-demo-1' };
const MEMBER = { email: 'member@acme.test', password: 'Portico-demo-1' };
const key = new SoftAuthenticator();
const memberKey = new SoftAuthenticator();
type Creation = { options: { challenge: string; rp: { id?: string }; user: { id: string } }; webauthnToken: string };
const pendingAs = async (c: StepContext, who: typeof ADMIN) => {
  const r = (await login(c.client, who)) as LoginResult;
  c.kept.mfaToken = r.mfaToken;
  c.kept.deviceId = r.mfaDevices?.webauthn[0]?.id;
  return r;
};
const assertion = (c: StepContext) => ({ mfaToken: c.kept.mfaToken as string, webauthnToken: c.kept.webauthnToken as string,
  options: (c.kept.assertion = key.assert(c.kept.challenge as string, ORIGIN, 'app.test')) as never });

/** Enrols `authenticator` as a security key in the profile: creation options, then the new credential. */
const enrolSteps = (authenticator: SoftAuthenticator): Step[] => [
  step('creation options', (c) => mfaWebAuthnEnroll(c.client), S.webAuthnCreationOptionsResponseSchema, (r, c) => void (c.kept.creation = r)),
  step('enrol the security key', (c) => {
    const { options, webauthnToken } = c.kept.creation as Creation;
    return mfaWebAuthnEnrollVerify(c.client, { webauthnToken, deviceType: 'CrossPlatform', options: authenticator.register(options, ORIGIN) as never });
  }, S.mfaRecoveryCodeSchema),
];

// A security key as second factor: enrol in the profile, sign in with it, a replay is refused, remove it; forced enrolment at login.
roundTrip('WebAuthn MFA: profile enrolment, login verify, replay refused, disable, forced enrolment', [
  ...enrolSteps(key),
  step('the key is listed', (c) => getMfaDevices(c.client), S.mfaDevicesSchema, (r) =>
    expect((r as { webauthn: unknown[] }).webauthn).toEqual([expect.objectContaining({ deviceType: 'CrossPlatform' })])),
  step('login asks for the key', (c) => pendingAs(c, ADMIN), S.mfaRequiredResponseSchema, (r) =>
    expect(r).toMatchObject({ mfaRequired: true, mfaStrategies: [{ strategy: 'WebAuthnCrossPlatform', isActive: true }] })),
  step('request options for the key', (c) => loginMfaWebAuthnPreVerify(c.client, c.kept.deviceId as string, { mfaToken: c.kept.mfaToken as string }),
    S.webAuthnRequestOptionsResponseSchema, (r, c) => {
      c.kept.challenge = (r as { options: { challenge: string } }).options.challenge;
      c.kept.webauthnToken = (r as { webauthnToken: string }).webauthnToken;
    }),
  { name: 'verify with the key: signed in', run: (c) => loginMfaWebAuthnVerify(c.client, c.kept.deviceId as string, assertion(c)),
    shapes: [S.tokenResponseSchema, S.userSchema], check: (r, c) => {
      expect((r as LoginResult).user?.mfaEnrolled).toBe(true);
      // Removing a factor needs a recent step-up: the calls go on with this multi-factor session.
      c.session.token = (r as { accessToken?: string }).accessToken ?? (r as LoginResult).user?.accessToken ?? c.session.token;
    } },
  refused('the same assertion again', (c) => loginMfaWebAuthnVerify(c.client, c.kept.deviceId as string,
    { mfaToken: c.kept.mfaToken as string, options: c.kept.assertion as never }), 400),
  step('remove the key in one call (stepped up)', (c) => mfaWebAuthnDisable(c.client, c.kept.deviceId as string)),
  refused('remove it again', (c) => mfaWebAuthnDisable(c.client, c.kept.deviceId as string), 404),
  step('force MFA', (c) => saveMfaPolicy(c.client, { enforceMFAType: 'Force' })),
  step('member login asks to enrol', (c) => pendingAs(c, MEMBER), S.mfaRequiredResponseSchema, (r) => expect(r).toMatchObject({ mfaEnrolled: false })),
  step('creation options during login', (c) => loginMfaWebAuthnEnroll(c.client, { mfaToken: c.kept.mfaToken as string }),
    S.webAuthnCreationOptionsResponseSchema, (r, c) => void (c.kept.creation = r)),
  { name: 'enrol the platform authenticator: signed in', run: (c) => {
    const { options, webauthnToken } = c.kept.creation as Creation;
    return loginMfaWebAuthnEnrollVerify(c.client, { mfaToken: c.kept.mfaToken as string, webauthnToken, deviceType: 'Platform', options: memberKey.register(options, ORIGIN) as never });
  }, shapes: [S.tokenResponseSchema, S.userSchema], check: (r) => expect((r as LoginResult).user?.email).toBe(MEMBER.email) },
]);

// Removal in the two steps of Frontegg's published client: request options for the key, then its assertion. A
// password-only session suffices: the assertion of the key being removed is the proof.
const twoStepKey = new SoftAuthenticator();
roundTrip('WebAuthn MFA: removal in two steps with the key\'s assertion', [
  ...enrolSteps(twoStepKey),
  step('the key is listed', (c) => getMfaDevices(c.client), S.mfaDevicesSchema, (r, c) => void (c.kept.deviceId = (r as { webauthn: { id: string }[] }).webauthn[0]?.id)),
  refused('one call without a step-up', (c) => mfaWebAuthnDisable(c.client, c.kept.deviceId as string), 403),
  step('request options for the key being removed', (c) => mfaWebAuthnDisableStart(c.client, c.kept.deviceId as string), S.webAuthnRequestOptionsResponseSchema, (r, c) => {
    const { options, webauthnToken } = r as { options: { challenge: string; allowCredentials: { id: string }[] }; webauthnToken: string };
    expect(options.allowCredentials.map((k) => k.id)).toEqual([twoStepKey.id]);
    Object.assign(c.kept, { challenge: options.challenge, webauthnToken });
  }),
  step('its assertion removes it', (c) => mfaWebAuthnDisableVerify(c.client, c.kept.deviceId as string,
    { webauthnToken: c.kept.webauthnToken as string, options: (c.kept.assertion = twoStepKey.assert(c.kept.challenge as string, ORIGIN, 'app.test')) as never })),
  step('no key is listed', (c) => getMfaDevices(c.client), S.mfaDevicesSchema, (r) => expect((r as { webauthn: unknown[] }).webauthn).toEqual([])),
  refused('the same assertion again', (c) => mfaWebAuthnDisableVerify(c.client, c.kept.deviceId as string,
    { webauthnToken: c.kept.webauthnToken as string, options: c.kept.assertion as never }), 404),
]);
