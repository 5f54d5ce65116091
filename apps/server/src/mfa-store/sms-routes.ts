import type { Hono, Context } from 'hono';
import {
  loginMfaSmsEnrollSchema, loginMfaSmsEnrollVerifySchema, loginMfaSmsPreVerifySchema, loginMfaSmsVerifySchema,
  mfaSmsDisableVerifySchema, mfaSmsEnrollSchema, mfaSmsEnrollVerifySchema,
} from '@portico/rest-api/schemas';
import { finishMfaLogin, pendingMfaLogin } from '../auth';
import { clearCooldowns, deliver, spend, spendRequest } from '../budgets';
import type { Deps } from '../deps';
import { requestMeta } from '../http/context';
import { signedInRoutes, publicRouter, credentialChanged, issues, requireRecentAuth, actor, type AppEnv } from '../access';
import { csrfGuard } from '../http/cookies';
import { body } from '../http/validate';
import type { MfaTokenClaims } from '../mfa';
import { checkCode, codeRefused, issueChallenge, type Challenge, type Purpose, type Refusal } from '../passwordless';
import { assertSecondFactorOpen, limitSecondFactor } from './attempts';
import { enrolledFactors, newRecoveryCodes } from './store';
import { addSmsDevice, assertSmsAllowed, deviceNotFound, maskPhone, removeSmsDevice, smsDevice } from './sms-devices';

const smsText = (code: string) => `Your verification code is ${code}. It expires in 10 minutes.`;

/**
 * Texts a fresh code for `purpose` to `phone` under the account's budgets: sign-in codes spend the second-factor
 * pool, enrolment and removal the phone-verification one (with the distinct numbers of account and address).
 * @returns the challenge token
 */
async function textCode(deps: Deps, c: Context, o: { userId: string; purpose: Purpose; phone: string; data: Record<string, unknown> }): Promise<string> {
  const budget = o.purpose === 'mfa-sms-login' ? 'mfa-sms' : 'phone-verify';
  const ticket = await spend(deps, budget, { userId: o.userId, ip: requestMeta(c).ip }, { channel: 'sms', to: o.phone, kind: o.purpose });
  const { code, token } = await issueChallenge(deps, { userId: o.userId, purpose: o.purpose, code: true, lookup: true, data: o.data });
  await deliver(deps, ticket, { channel: 'sms', to: o.phone, text: smsText(code!) });
  return token!;
}

/**
 * Checks a texted code of `purpose` for `userId` (single use, 5 tries per code) under the second-factor limits
 * (per pending login and per user); `accept` may refuse a right code sent for something else.
 * @throws 400 worded by the refusal (wrong, used, expired, too many), or 429 over the second-factor limits
 */
async function checkSmsCode(deps: Deps, c: Context, o: { userId: string; purpose: Purpose; otcToken: string; code: string; token?: MfaTokenClaims; accept?: (ch: Challenge) => boolean }): Promise<Challenge> {
  let refusal: Refusal = 'wrong';
  let challenge: Challenge | undefined;
  const ok = await limitSecondFactor(deps, c, o.userId, o.token, async () => {
    const r = await checkCode(deps, o.purpose, { token: o.otcToken, userId: o.userId }, o.code);
    if (!r.ok) refusal = r.reason;
    else if (!o.accept || o.accept(r.challenge)) challenge = r.challenge;
    return !!challenge;
  });
  if (!ok || !challenge) throw codeRefused(refusal);
  return challenge;
}

/** MFA by SMS: at login (`/auth/v1/user/mfa/sms…`, forced enrolment and verify) and in the profile (`/users/v1/mfa/sms…`). */
export function smsMfaRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  const signedIn = signedInRoutes(app, deps);
  // Profile changes of a factor are credential changes: a recent sign-in or step-up, never an impersonation.
  const recent = requireRecentAuth(deps);
  // Removing a phone factor texts a code to that phone and checks it: possession of the factor is the proof.
  const removal = requireRecentAuth(deps, undefined, { proof: 'a code texted to the phone being removed' });
  const audit = (c: Context, who: { tenantId: string | null; userId: string; email: string | null }, action: string, description: string) =>
    deps.audit.write({ ...who, action, description, severity: 'WARNING', ...requestMeta(c) });

  // ---- during login: finishing sets the refresh cookie, so the same CSRF check as login ----
  app.use('/auth/v1/user/mfa/sms/*', csrfGuard(deps), issues('session', 'token'));

  app.post('/auth/v1/user/mfa/sms/enroll', async (c) => {
    const input = await body(c, loginMfaSmsEnrollSchema);
    const claims = await pendingMfaLogin(deps, input.mfaToken, ['enroll']);
    assertSmsAllowed(deps);
    // No text while the user may not try a code anyway.
    await assertSecondFactorOpen(deps, claims.userId);
    const otcToken = await textCode(deps, c, { userId: claims.userId, purpose: 'mfa-sms-enroll', phone: input.phoneNumber, data: { phoneNumber: input.phoneNumber } });
    return c.json({ otcToken, phoneNumber: input.phoneNumber });
  });

  app.post('/auth/v1/user/mfa/sms/enroll/verify', async (c) => {
    const input = await body(c, loginMfaSmsEnrollVerifySchema);
    const claims = await pendingMfaLogin(deps, input.mfaToken, ['enroll']);
    assertSmsAllowed(deps);
    const ch = await checkSmsCode(deps, c, { userId: claims.userId, purpose: 'mfa-sms-enroll', otcToken: input.otcToken, code: input.code, token: claims });
    await addSmsDevice(deps.db, claims.userId, String(ch.data.phoneNumber));
    const codes = await newRecoveryCodes(deps.db, claims.userId);
    await audit(c, { tenantId: claims.tenantId, userId: claims.userId, email: null }, 'MFA enrolled', 'SMS enrolled at sign-in');
    return finishMfaLogin(deps, c, claims, 'sms', false, { recoveryCode: codes[0], recoveryCodes: codes });
  });

  app.post('/auth/v1/user/mfa/sms/:deviceId', async (c) => {
    const input = await body(c, loginMfaSmsPreVerifySchema);
    const claims = await pendingMfaLogin(deps, input.mfaToken, ['verify']);
    const device = await smsDevice(deps.db, claims.userId, c.req.param('deviceId'));
    if (!device) throw deviceNotFound();
    await assertSecondFactorOpen(deps, claims.userId);
    const otcToken = await textCode(deps, c, { userId: claims.userId, purpose: 'mfa-sms-login', phone: device.phoneNumber, data: { deviceId: device.id } });
    return c.json({ otcToken, phoneNumber: maskPhone(device.phoneNumber) });
  });

  app.post('/auth/v1/user/mfa/sms/:deviceId/verify', async (c) => {
    const input = await body(c, loginMfaSmsVerifySchema);
    const claims = await pendingMfaLogin(deps, input.mfaToken, ['verify']);
    const deviceId = c.req.param('deviceId');
    await checkSmsCode(deps, c, { userId: claims.userId, purpose: 'mfa-sms-login', otcToken: input.otcToken, code: input.code, token: claims, accept: (ch) => ch.data.deviceId === deviceId });
    // The device may have been removed since the code was sent.
    const device = await smsDevice(deps.db, claims.userId, deviceId);
    if (!device) throw deviceNotFound();
    // A used code ends the resend cooldown: the next sign-in or step-up may text at once.
    await clearCooldowns(deps, 'mfa-sms', { userId: claims.userId, kind: 'mfa-sms-login' });
    return finishMfaLogin(deps, c, claims, 'sms', input.rememberDevice);
  });

  // ---- signed in: the profile's MFA management ----
  signedIn.post('/users/v1/mfa/sms/enroll', recent, async (c) => {
    const { phoneNumber } = await body(c, mfaSmsEnrollSchema);
    assertSmsAllowed(deps);
    const me = actor(c);
    const otcToken = await textCode(deps, c, { userId: me.userId, purpose: 'mfa-sms-enroll', phone: phoneNumber, data: { phoneNumber } });
    return c.json({ otcToken, phoneNumber });
  });

  signedIn.post('/users/v1/mfa/sms/enroll/verify', recent, async (c) => {
    const input = await body(c, mfaSmsEnrollVerifySchema);
    assertSmsAllowed(deps);
    await spendRequest(deps, c, 'code-check');
    const me = actor(c);
    const ch = await checkSmsCode(deps, c, { userId: me.userId, purpose: 'mfa-sms-enroll', otcToken: input.otcToken, code: input.code });
    await addSmsDevice(deps.db, me.userId, String(ch.data.phoneNumber));
    const codes = await newRecoveryCodes(deps.db, me.userId);
    await audit(c, me, 'MFA enrolled', 'SMS enrolled');
    await credentialChanged(deps, me, 'A phone for two-factor codes', 'added');
    return c.json({ recoveryCode: codes[0], recoveryCodes: codes });
  });

  signedIn.post('/users/v1/mfa/sms/:deviceId/disable', removal, async (c) => {
    const me = actor(c);
    const device = await smsDevice(deps.db, me.userId, c.req.param('deviceId'));
    if (!device) throw deviceNotFound();
    const otcToken = await textCode(deps, c, { userId: me.userId, purpose: 'mfa-sms-disable', phone: device.phoneNumber, data: { deviceId: device.id } });
    return c.json({ otcToken, phoneNumber: device.phoneNumber });
  });

  signedIn.post('/users/v1/mfa/sms/:deviceId/disable/verify', removal, async (c) => {
    const input = await body(c, mfaSmsDisableVerifySchema);
    const me = actor(c);
    const deviceId = c.req.param('deviceId');
    if (!(await smsDevice(deps.db, me.userId, deviceId))) throw deviceNotFound();
    await checkSmsCode(deps, c, { userId: me.userId, purpose: 'mfa-sms-disable', otcToken: input.otcToken, code: input.code, accept: (ch) => ch.data.deviceId === deviceId });
    await removeSmsDevice(deps.db, me.userId, deviceId);
    const left = await enrolledFactors(deps.db, me.userId);
    await audit(c, me, 'MFA disabled', left.authenticator || left.email || left.sms ? 'SMS device removed' : 'SMS device removed: no MFA factor left');
    await credentialChanged(deps, me, 'A phone for two-factor codes', 'removed');
    return c.json({});
  });

  return app;
}
