import { SoftAuthenticator } from '@portico/server/src/test/soft-authenticator';
import type { Ctx, Fn } from '../harness';
import { all, deliberate, FRESH_PASSWORD, has, listAt, spec } from '../harness';
import { LOGIN } from './shapes';

// Second factors, in the profile and during login. Each TOTP secret gets codes from strictly later 30-second steps
// (-1, 0, +1): the server refuses a replayed or older step.
const a = (x: Ctx) => x.api.auth;
const secretOf = (qrCode: string) => {
  // The client shows qrCode as a picture; ours is the otpauth:// key URI (or a data URL of it).
  const m = /secret=([A-Z2-7]+)/i.exec(decodeURIComponent(qrCode));
  if (!m) throw new Error(`no TOTP secret in ${qrCode.slice(0, 80)}`);
  return m[1]!;
};
const ORIGIN = 'http://app.test';
const RP = 'app.test';
const key = new SoftAuthenticator();
const loginKey = new SoftAuthenticator();
const passkey = new SoftAuthenticator();
type Creation = { challenge: string; rp: { id?: string }; user: { id: string } };
const v3 = all(has('user'), (r, x) => has(...LOGIN)((r as { user: unknown }).user, x));
const DEVICES = has('webauthn', 'phones', 'authenticators', 'emails');

/** Signs in with a password and keeps the pending MFA token (the client returns the answer as is when MFA is due). */
const pending = async (x: Ctx, email: string, password = FRESH_PASSWORD) => {
  const r = await a(x).login({ email, password });
  if (!r.mfaToken) throw new Error(`expected an MFA step, got ${JSON.stringify(r).slice(0, 200)}`);
  x.kept.mfaToken = r.mfaToken;
  x.kept.mfaDevices = r.mfaDevices;
  return r;
};
const signInWith = async (x: Ctx, r: { accessToken?: string; user?: { accessToken?: string } }) => {
  if (!(r.accessToken ?? r.user?.accessToken)) throw new Error(`not signed in: ${JSON.stringify(r).slice(0, 200)}`);
  return r;
};
const lastCode = async (x: Ctx, to: string) => (await x.sms(to)).codes[0] as string;
const mailedCode = async (x: Ctx, to: string) => (await x.mail(to)).codes[0] as string;
const forceMfa = (x: Ctx) => x.api.securityPolicy.saveMfaPolicy({ enforceMFAType: 'Force' } as never);

// The authenticator app in the profile (the legacy calls), then login with it, remembering the device, recovery.
export const authenticatorApp: Fn[] = [
  spec('auth.getMFAStrategiesConfig', async (x) => {
    await x.freshAccount('totp@fe-compat.test');
    return a(x).getMFAStrategiesConfig();
  }, listAt('strategies', ['strategy', 'isActive'], 1)),
  spec('auth.enrollMfa', async (x) => {
    const r = await a(x).enrollMfa();
    x.kept.secret1 = secretOf(r.qrCode);
    return r;
  }, has('qrCode')),
  spec('auth.verifyMfa', async (x) => a(x).verifyMfa({ token: await x.totp(x.kept.secret1 as string) }), has('recoveryCode')),
  spec('auth.getMFADevices', (x) => a(x).getMFADevices(), all(DEVICES, listAt('authenticators', ['id'], 1))),
  spec('auth.checkIfAllowToRememberMfaDevice', async (x) => {
    await pending(x, 'totp@fe-compat.test');
    return a(x).checkIfAllowToRememberMfaDevice(x.kept.mfaToken as string);
  }, has('isAllowedToRemember', 'mfaDeviceExpiration')),
  spec('auth.loginWithMfa', async (x) => a(x).loginWithMfa({ mfaToken: x.kept.mfaToken as string, value: await x.totp(x.kept.secret1 as string) }), has(...LOGIN)),
  // A session that just passed MFA is answered with fresh tokens (ILoginResponseV3), else with the MFA step to take.
  spec('auth.generateStepupSession', (x) => a(x).generateStepupSession({ maxAge: 60 }), (r, x) => ((r as { user?: unknown }).user ? v3 : has('mfaToken', 'mfaDevices'))(r, x)),
  spec('auth.disableMfa', async (x) => a(x).disableMfa({ token: await x.totp(x.kept.secret1 as string) })),
];

// The device-based authenticator calls, on a second account.
export const authenticatorDevices: Fn[] = [
  spec('auth.preEnrollMFAAuthenticatorApp', async (x) => {
    await x.freshAccount('totp2@fe-compat.test');
    const r = await a(x).preEnrollMFAAuthenticatorApp();
    x.kept.secret2 = secretOf(r.qrCode);
    return r;
  }, has('qrCode')),
  spec('auth.enrollMFAAuthenticatorApp', async (x) => {
    const r = await a(x).enrollMFAAuthenticatorApp({ token: await x.totp(x.kept.secret2 as string) });
    x.kept.device2 = (await a(x).getMFADevices()).authenticators[0]?.id;
    return r;
  }),
  spec('auth.verifyMFAAuthenticatorAppForLogin', async (x) => {
    await pending(x, 'totp2@fe-compat.test');
    const r = await a(x).verifyMFAAuthenticatorAppForLogin(x.kept.device2 as string, { mfaToken: x.kept.mfaToken as string, value: await x.totp(x.kept.secret2 as string) });
    return signInWith(x, r);
  }, has('accessToken')),
  deliberate('auth.recoverMfaToken', 'a recovery code replaces only the second factor: it needs the pending login\'s mfaToken, which the client\'s request type does not carry', async (x) => {
    await pending(x, 'totp2@fe-compat.test');
    return a(x).recoverMfaToken({ email: 'totp2@fe-compat.test', recoveryCode: 'not-the-code' });
  }),
  spec('auth.disableMFAAuthenticatorApp', async (x) => {
    // Still signed in from the verification above: the pending login of the recovery attempt changed nothing.
    return a(x).disableMFAAuthenticatorApp(x.kept.device2 as string, { token: await x.totp(x.kept.secret2 as string) });
  }),
];

// Enrolment during login, with MFA forced by the account's own policy; each enrolment on an account of its own.
const forcedAccount = async (x: Ctx, email: string) => {
  await x.freshAccount(email);
  await forceMfa(x);
  await pending(x, email);
};
export const enrolAtLogin: Fn[] = [
  spec('auth.preEnrollMFAAuthenticatorAppForLogin', async (x) => {
    await forcedAccount(x, 'force-totp@fe-compat.test');
    const r = await a(x).preEnrollMFAAuthenticatorAppForLogin({ mfaToken: x.kept.mfaToken as string });
    x.kept.secret3 = secretOf(r.qrCode);
    return r;
  }, has('qrCode')),
  spec('auth.enrollMFAAuthenticatorAppForLogin', async (x) => signInWith(x, await a(x).enrollMFAAuthenticatorAppForLogin({ mfaToken: x.kept.mfaToken as string, token: await x.totp(x.kept.secret3 as string) })), has('accessToken')),
  spec('auth.loginWithMfaV2', async (x) => {
    await pending(x, 'force-totp@fe-compat.test');
    return a(x).loginWithMfaV2({ mfaToken: x.kept.mfaToken as string, value: await x.totp(x.kept.secret3 as string) });
  }, v3),
  spec('auth.enrollMFAAuthenticatorAppForLoginV2', async (x) => {
    await forcedAccount(x, 'force-totp2@fe-compat.test');
    const { qrCode } = await a(x).preEnrollMFAAuthenticatorAppForLogin({ mfaToken: x.kept.mfaToken as string });
    return a(x).enrollMFAAuthenticatorAppForLoginV2({ mfaToken: x.kept.mfaToken as string, token: await x.totp(secretOf(qrCode)) });
  }, v3),
  spec('auth.preEnrollMFASMSForLogin', async (x) => {
    await forcedAccount(x, 'force-sms@fe-compat.test');
    const r = await a(x).preEnrollMFASMSForLogin({ mfaToken: x.kept.mfaToken as string, phoneNumber: '+447700900411' });
    x.kept.otcToken = r.otcToken;
    return r;
  }, has('otcToken', 'phoneNumber')),
  spec('auth.enrollMFASMSForLogin', async (x) => signInWith(x, await a(x).enrollMFASMSForLogin({ mfaToken: x.kept.mfaToken as string, otcToken: x.kept.otcToken as string, code: await lastCode(x, '+447700900411') })), has('accessToken')),
  spec('auth.enrollMFASMSForLoginV2', async (x) => {
    await forcedAccount(x, 'force-sms2@fe-compat.test');
    const { otcToken } = await a(x).preEnrollMFASMSForLogin({ mfaToken: x.kept.mfaToken as string, phoneNumber: '+447700900412' });
    return a(x).enrollMFASMSForLoginV2({ mfaToken: x.kept.mfaToken as string, otcToken, code: await lastCode(x, '+447700900412') });
  }, v3),
  spec('auth.preVerifyMFASMSForLogin', async (x) => {
    await pending(x, 'force-sms@fe-compat.test');
    const phone = (x.kept.mfaDevices as { phones: { id: string }[] } | undefined)?.phones[0]?.id;
    x.kept.phoneDevice = phone ?? (await (async () => { throw new Error('the MFA step lists no phone device'); })());
    const r = await a(x).preVerifyMFASMSForLogin(x.kept.phoneDevice as string, { mfaToken: x.kept.mfaToken as string });
    x.kept.otcToken = r.otcToken;
    return r;
  }, has('otcToken', 'phoneNumber')),
  spec('auth.verifyMFASMSForLogin', async (x) => signInWith(x, await a(x).verifyMFASMSForLogin(x.kept.phoneDevice as string, { mfaToken: x.kept.mfaToken as string, otcToken: x.kept.otcToken as string, code: await lastCode(x, '+447700900411') })), has('accessToken')),
  spec('auth.verifyMFASMSForLoginV2', async (x) => {
    await pending(x, 'force-sms@fe-compat.test');
    const { otcToken } = await a(x).preVerifyMFASMSForLogin(x.kept.phoneDevice as string, { mfaToken: x.kept.mfaToken as string });
    return a(x).verifyMFASMSForLoginV2(x.kept.phoneDevice as string, { mfaToken: x.kept.mfaToken as string, otcToken, code: await lastCode(x, '+447700900411') });
  }, v3),
  spec('auth.preEnrollMFAWebAuthnForLogin', async (x) => {
    await forcedAccount(x, 'force-key@fe-compat.test');
    const r = await a(x).preEnrollMFAWebAuthnForLogin({ mfaToken: x.kept.mfaToken as string });
    x.kept.creation = r;
    return r;
  }, all(has('webauthnToken', 'options.challenge', 'options.rp', 'options.user'))),
  spec('auth.enrollMFAWebAuthnForLogin', async (x) => {
    const { options, webauthnToken } = x.kept.creation as { options: Creation; webauthnToken: string };
    return signInWith(x, await a(x).enrollMFAWebAuthnForLogin({ mfaToken: x.kept.mfaToken as string, webauthnToken, deviceType: 'CrossPlatform' as never, options: loginKey.register(options, ORIGIN) as never }));
  }, has('accessToken')),
  spec('auth.enrollMFAWebAuthnForLoginV2', async (x) => {
    await forcedAccount(x, 'force-key2@fe-compat.test');
    const { options, webauthnToken } = await a(x).preEnrollMFAWebAuthnForLogin({ mfaToken: x.kept.mfaToken as string });
    return a(x).enrollMFAWebAuthnForLoginV2({ mfaToken: x.kept.mfaToken as string, webauthnToken, deviceType: 'Platform' as never, options: new SoftAuthenticator().register(options as Creation, ORIGIN) as never });
  }, v3),
  spec('auth.preVerifyMFAWebAuthnForLogin', async (x) => {
    await pending(x, 'force-key@fe-compat.test');
    const id = (x.kept.mfaDevices as { webauthn: { id: string }[] } | undefined)?.webauthn[0]?.id;
    if (!id) throw new Error('the MFA step lists no security key');
    x.kept.keyDevice = id;
    const r = await a(x).preVerifyMFAWebAuthnForLogin(id, { mfaToken: x.kept.mfaToken as string });
    x.kept.request = r;
    return r;
  }, has('webauthnToken', 'options.challenge')),
  spec('auth.verifyMFAWebAuthnForLogin', async (x) => {
    const { options, webauthnToken } = x.kept.request as { options: { challenge: string }; webauthnToken: string };
    return signInWith(x, await a(x).verifyMFAWebAuthnForLogin(x.kept.keyDevice as string, { mfaToken: x.kept.mfaToken as string, webauthnToken, options: loginKey.assert(options.challenge, ORIGIN, RP) } as never));
  }, has('accessToken')),
  spec('auth.verifyMFAWebAuthnForLoginV2', async (x) => {
    await pending(x, 'force-key@fe-compat.test');
    const { options, webauthnToken } = await a(x).preVerifyMFAWebAuthnForLogin(x.kept.keyDevice as string, { mfaToken: x.kept.mfaToken as string }) as unknown as { options: { challenge: string }; webauthnToken: string };
    return a(x).verifyMFAWebAuthnForLoginV2(x.kept.keyDevice as string, { mfaToken: x.kept.mfaToken as string, webauthnToken, options: loginKey.assert(options.challenge, ORIGIN, RP) } as never);
  }, v3),
  spec('auth.preVerifyMFAEmailCode', async (x) => {
    await forcedAccount(x, 'force-mail@fe-compat.test');
    const r = await a(x).preVerifyMFAEmailCode({ mfaToken: x.kept.mfaToken as string });
    x.kept.otcToken = r.otcToken;
    return r;
  }, has('otcToken')),
  spec('auth.verifyMFAEmailCode', async (x) => signInWith(x, await a(x).verifyMFAEmailCode({ mfaToken: x.kept.mfaToken as string, otcToken: x.kept.otcToken as string, code: await mailedCode(x, 'force-mail@fe-compat.test') })), has('accessToken')),
  spec('auth.verifyMFAEmailCodeV2', async (x) => {
    await pending(x, 'force-mail@fe-compat.test');
    const { otcToken } = await a(x).preVerifyMFAEmailCode({ mfaToken: x.kept.mfaToken as string });
    return a(x).verifyMFAEmailCodeV2({ mfaToken: x.kept.mfaToken as string, otcToken, code: await mailedCode(x, 'force-mail@fe-compat.test') });
  }, v3),
];

// SMS and security keys as second factors in the profile.
export const profileFactors: Fn[] = [
  spec('auth.preEnrollMFASMS', async (x) => {
    await x.freshAccount('factors@fe-compat.test');
    const r = await a(x).preEnrollMFASMS({ phoneNumber: '+447700900421' });
    x.kept.otcToken = r.otcToken;
    return r;
  }, has('otcToken', 'phoneNumber')),
  spec('auth.enrollMFASMS', async (x) => a(x).enrollMFASMS({ otcToken: x.kept.otcToken as string, code: await lastCode(x, '+447700900421') })),
  spec('auth.preDisableMFASMS', async (x) => {
    x.kept.phoneDevice = (await a(x).getMFADevices()).phones[0]?.id;
    const r = await a(x).preDisableMFASMS(x.kept.phoneDevice as string);
    x.kept.otcToken = r.otcToken;
    return r;
  }, has('otcToken', 'phoneNumber')),
  spec('auth.disableMFASMS', async (x) => a(x).disableMFASMS(x.kept.phoneDevice as string, { otcToken: x.kept.otcToken as string, code: await lastCode(x, '+447700900421') })),
  spec('auth.preEnrollMFAWebAuthn', async (x) => {
    const r = await a(x).preEnrollMFAWebAuthn();
    x.kept.creation = r;
    return r;
  }, has('webauthnToken', 'options.challenge', 'options.rp', 'options.user')),
  spec('auth.enrollMFAWebAuthn', async (x) => {
    const { options, webauthnToken } = x.kept.creation as { options: Creation; webauthnToken: string };
    return a(x).enrollMFAWebAuthn({ webauthnToken, deviceType: 'CrossPlatform' as never, options: key.register(options, ORIGIN) as never });
  }),
  spec('auth.preDisableMFAWebAuthn', async (x) => {
    x.kept.keyDevice = (await a(x).getMFADevices()).webauthn[0]?.id;
    // No step-up first: the key's assertion in the second step is the proof.
    const r = await a(x).preDisableMFAWebAuthn(x.kept.keyDevice as string);
    x.kept.request = r;
    return r;
  }, has('webauthnToken', 'options.challenge')),
  spec('auth.disableMFAWebAuthn', async (x) => {
    const { options, webauthnToken } = x.kept.request as { options: { challenge: string }; webauthnToken: string };
    await a(x).disableMFAWebAuthn(x.kept.keyDevice as string, { webauthnToken, options: key.assert(options.challenge, ORIGIN, RP) } as never);
    // The key is gone, not only answered for.
    if ((await a(x).getMFADevices()).webauthn.some((d) => d.id === x.kept.keyDevice)) throw new Error('the key is still listed');
  }),
];

// Passkeys: register in the profile, sign in with one, delete it (the vendor's Passkeys strategy is turned on first).
const passkeysOn = async (x: Ctx) => {
  const res = await fetch(`${x.server.url}/dev/auth-strategies`, { method: 'PUT', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mainAuthStrategy: 'EmailAndPassword', strategies: [{ strategy: 'EmailAndPassword', isActive: true }, { strategy: 'Passkeys', isActive: true }] }) });
  if (res.status !== 200) throw new Error(`could not turn passkeys on: ${res.status}`);
};
export const passkeys: Fn[] = [
  spec('auth.webAuthnCreateNewDeviceSession', async (x) => {
    await passkeysOn(x);
    await x.freshAccount('passkey@fe-compat.test');
    const r = await a(x).webAuthnCreateNewDeviceSession();
    x.kept.creation = r;
    return r;
  }, has('rp', 'user', 'challenge', 'pubKeyCredParams')),
  spec('auth.verifyNewDeviceSession', async (x) => a(x).verifyNewDeviceSession({ ...passkey.register(x.kept.creation as Creation, ORIGIN), deviceType: 'Platform' } as never)),
  spec('auth.getWebAuthnDevices', async (x) => {
    const r = await a(x).getWebAuthnDevices();
    x.kept.passkeyId = r.devices[0]?.id;
    return r;
  }, listAt('devices', ['id', 'deviceType', 'createdAt'], 1)),
  spec('auth.webAuthnPreLogin', async (x) => {
    const r = await a(x).webAuthnPreLogin({ email: 'passkey@fe-compat.test' });
    x.kept.challenge = r.challenge;
    return r;
  }, has('challenge')),
  spec('auth.webAuthnPostLogin', async (x) => signInWith(x, await a(x).webAuthnPostLogin(passkey.assert(x.kept.challenge as string, ORIGIN, RP) as never)), has('accessToken')),
  spec('auth.webAuthnPostLoginV2', async (x) => {
    const { challenge } = await a(x).webAuthnPreLogin({ email: 'passkey@fe-compat.test' });
    return a(x).webAuthnPostLoginV2(passkey.assert(challenge, ORIGIN, RP) as never);
  }, v3),
  spec('auth.deleteWebAuthnDevice', (x) => a(x).deleteWebAuthnDevice(x.kept.passkeyId as string)),
];
