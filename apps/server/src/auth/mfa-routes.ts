import type { Hono, Context } from 'hono';
import { z } from 'zod';
import {
  loginMfaAuthenticatorEnrollSchema, loginMfaAuthenticatorEnrollVerifySchema, loginMfaAuthenticatorVerifySchema,
  loginMfaEmailCodePreVerifySchema, loginMfaEmailCodeVerifySchema, mfaRecoverSchema, mfaVerifySchema,
} from '@portico/rest-api/schemas';
import { publicRouter, issues, type AppEnv } from '../access';
import type { Deps } from '../deps';
import { requestMeta } from '../http/context';
import { csrfGuard } from '../http/cookies';
import { ApiError, MSG } from '../http/errors';
import { body } from '../http/validate';
import { createTotpEnrolment, type MfaTokenClaims } from '../mfa';
import { checkEmailCodeFor, checkTotp, enrollEmailFactor, enrolledFactors, newRecoveryCodes, savePendingTotp, sendEmailCode, useRecoveryCode, assertSecondFactorOpen, limitSecondFactor } from '../mfa-store';
import { findUserByEmail } from '../users';
import { getUser } from '../membership';
import { finishMfaLogin, pendingMfaLogin } from './mfa-steps';

const badCode = () => new ApiError(400, 'MFA_INVALID_CODE', [MSG.mfaInvalidCode]);

/** MFA during login: verify, recover, and first-factor enrolment under forced MFA (§7.1). */
export function loginMfaRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  // Finishing MFA sets the refresh (and remember-device) cookie: same CSRF check as login; it starts or steps up a session.
  app.use('/auth/v1/user/mfa/*', csrfGuard(deps), issues('session', 'token'));
  // At the verify step only an enrolled e-mail factor may stand in for the second factor.
  const emailAllowed = async (claims: MfaTokenClaims) => {
    if (claims.step === 'verify' && !(await enrolledFactors(deps.db, claims.userId)).email) throw new ApiError(400, 'MFA_NOT_ENROLLED', [MSG.mfaNotEnrolled]);
  };
  const verifyTotpLogin = async (c: Context, input: { mfaToken: string; value: string; rememberDevice?: boolean | undefined }) => {
    const claims = await pendingMfaLogin(deps, input.mfaToken, ['verify']);
    if (!(await limitSecondFactor(deps, c, claims.userId, claims, () => checkTotp(deps.db, claims.userId, input.value, false)))) throw badCode();
    return finishMfaLogin(deps, c, claims, 'otp', input.rememberDevice);
  };

  app.post('/auth/v1/user/mfa/verify', async (c) => verifyTotpLogin(c, await body(c, mfaVerifySchema)));

  app.post('/auth/v1/user/mfa/recover', async (c) => {
    // The recovery code replaces the second factor only: the pending login's mfaToken is still required.
    const input = await body(c, mfaRecoverSchema.extend({ mfaToken: z.string().min(1).max(8192) }));
    const claims = await pendingMfaLogin(deps, input.mfaToken, ['verify']);
    const user = await findUserByEmail(deps.db, deps.vendor.id, input.email);
    const ok = await limitSecondFactor(deps, c, claims.userId, claims,
      async () => !!user && user.id === claims.userId && (await useRecoveryCode(deps.db, user.id, input.recoveryCode)));
    if (!ok) throw badCode();
    await deps.audit.write({ tenantId: claims.tenantId, userId: claims.userId, email: null, action: 'MFA recovery code used', description: 'Signed in with a recovery code', severity: 'WARNING', ...requestMeta(c) });
    return finishMfaLogin(deps, c, claims, 'rec');
  });

  app.post('/auth/v1/user/mfa/authenticator/enroll', async (c) => {
    const claims = await pendingMfaLogin(deps, (await body(c, loginMfaAuthenticatorEnrollSchema)).mfaToken, ['enroll']);
    const user = await getUser(deps.db, claims.userId);
    if (!user) throw new ApiError(401, 'MFA_TOKEN_INVALID', [MSG.mfaTokenInvalid]);
    const enrolment = createTotpEnrolment(deps.vendor.info.name, user.email);
    await savePendingTotp(deps.db, user.id, enrolment.secret);
    return c.json({ qrCode: enrolment.uri, secret: enrolment.secret });
  });

  app.post('/auth/v1/user/mfa/authenticator/enroll/verify', async (c) => {
    const input = await body(c, loginMfaAuthenticatorEnrollVerifySchema);
    const claims = await pendingMfaLogin(deps, input.mfaToken, ['enroll']);
    if (!(await checkTotp(deps.db, claims.userId, input.token, true))) throw badCode();
    const codes = await newRecoveryCodes(deps.db, claims.userId);
    await deps.audit.write({ tenantId: claims.tenantId, userId: claims.userId, email: null, action: 'MFA enrolled', description: 'Authenticator app enrolled at sign-in', severity: 'WARNING', ...requestMeta(c) });
    return finishMfaLogin(deps, c, claims, 'otp', false, { recoveryCode: codes[0], recoveryCodes: codes });
  });

  // After the enroll routes: ':deviceId' would otherwise swallow 'enroll'.
  app.post('/auth/v1/user/mfa/authenticator/:deviceId/verify', async (c) => verifyTotpLogin(c, await body(c, loginMfaAuthenticatorVerifySchema)));

  app.post('/auth/v1/user/mfa/emailcode', async (c) => {
    const claims = await pendingMfaLogin(deps, (await body(c, loginMfaEmailCodePreVerifySchema)).mfaToken, ['verify', 'enroll']);
    await emailAllowed(claims);
    // No mail while the user may not try a code anyway.
    await assertSecondFactorOpen(deps, claims.userId);
    const user = await getUser(deps.db, claims.userId);
    if (!user) throw new ApiError(401, 'MFA_TOKEN_INVALID', [MSG.mfaTokenInvalid]);
    return c.json({ otcToken: await sendEmailCode(deps, user.id, user.email) });
  });

  app.post('/auth/v1/user/mfa/emailcode/verify', async (c) => {
    const input = await body(c, loginMfaEmailCodeVerifySchema);
    const claims = await pendingMfaLogin(deps, input.mfaToken, ['verify', 'enroll']);
    await emailAllowed(claims);
    // Limited like the other factors: each code allows 5 guesses, but new codes can be asked for without end.
    if (!(await limitSecondFactor(deps, c, claims.userId, claims, () => checkEmailCodeFor(deps, claims.userId, input.otcToken, input.code)))) throw badCode();
    if (claims.step === 'enroll') {
      await enrollEmailFactor(deps.db, claims.userId);
      await deps.audit.write({ tenantId: claims.tenantId, userId: claims.userId, email: null, action: 'MFA enrolled', description: 'Email code enrolled at sign-in', severity: 'WARNING', ...requestMeta(c) });
    }
    return finishMfaLogin(deps, c, claims, 'email', input.rememberDevice);
  });

  return app;
}
