import type { Hono } from 'hono';
import { signedInRouter, credentialChanged, requireRecentAuth, actor, type AppEnv, type Ctx } from '../access';
import { mfaAuthenticatorDisableSchema, mfaAuthenticatorEnrollVerifySchema, mfaDisableSchema, mfaEnrollVerifySchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { ApiError, MSG, unauthorized } from '../http/errors';
import { body } from '../http/validate';
import { createTotpEnrolment } from '../mfa';
import { getUser } from '../membership';
import { limitSecondFactor } from './attempts';
import { checkTotp, enrolledFactors, mfaDevices, newRecoveryCodes, savePendingTotp, useRecoveryCode } from './store';

/** MFA management in the profile under `/users/v1/mfa` (§7.2): enrol an authenticator app, list, disable. */
export function profileMfaRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  // Every change here is a credential change: a recent sign-in or step-up, never an impersonation (access/recent-auth.ts).
  const recent = requireRecentAuth(deps);
  // Turning MFA off checks a current code of it in the request: that is the proof, recency is not asked on top.
  const removal = requireRecentAuth(deps, undefined, { proof: 'a current authenticator or recovery code' });

  const enroll = async (c: Ctx) => {
    const user = await getUser(deps.db, c.get('principal').sub);
    if (!user) throw unauthorized();
    if ((await enrolledFactors(deps.db, user.id)).authenticator) throw new ApiError(400, 'MFA_ALREADY_ENROLLED', [MSG.mfaAlreadyEnrolled]);
    const enrolment = createTotpEnrolment(deps.vendor.info.name, user.email);
    await savePendingTotp(deps.db, user.id, enrolment.secret);
    return c.json({ qrCode: enrolment.uri, secret: enrolment.secret });
  };
  const verify = async (c: Ctx, code: string) => {
    const p = c.get('principal');
    if (!(await checkTotp(deps.db, p.sub, code, true))) throw new ApiError(400, 'MFA_INVALID_CODE', [MSG.mfaInvalidCode]);
    const codes = await newRecoveryCodes(deps.db, p.sub);
    await deps.audit.write({ ...actor(c), action: 'MFA enrolled', description: 'Authenticator app enrolled', severity: 'WARNING' });
    await credentialChanged(deps, actor(c), 'An authenticator app', 'added');
    return c.json({ recoveryCode: codes[0], recoveryCodes: codes });
  };
  const disable = async (c: Ctx, code: string) => {
    const p = c.get('principal');
    // Disabling needs a fresh second factor: an authenticator code or a recovery code.
    const ok = await limitSecondFactor(deps, c, p.sub, undefined, async () => (await checkTotp(deps.db, p.sub, code, false)) || (await useRecoveryCode(deps.db, p.sub, code)));
    if (!ok) throw new ApiError(400, 'MFA_INVALID_CODE', [MSG.mfaInvalidCode]);
    await deps.db.deleteFrom('mfa_authenticators').where('user_id', '=', p.sub).execute();
    // Security keys enrolled as second factor go too (passkeys for signing in stay).
    await deps.db.deleteFrom('webauthn_credentials').where('user_id', '=', p.sub).where('purpose', '=', 'mfa').execute();
    await deps.db.deleteFrom('recovery_codes').where('user_id', '=', p.sub).execute();
    await deps.db.deleteFrom('remembered_devices').where('user_id', '=', p.sub).execute();
    await deps.audit.write({ ...actor(c), action: 'MFA disabled', description: 'All MFA factors removed', severity: 'WARNING' });
    await credentialChanged(deps, actor(c), 'Two-factor authentication (every factor)', 'removed');
    return c.json({});
  };

  app.post('/users/v1/mfa/enroll', recent, enroll);
  app.post('/users/v1/mfa/authenticator/enroll', recent, enroll);
  app.post('/users/v1/mfa/enroll/verify', recent, async (c) => verify(c, (await body(c, mfaEnrollVerifySchema)).token));
  app.post('/users/v1/mfa/authenticator/enroll/verify', recent, async (c) => verify(c, (await body(c, mfaAuthenticatorEnrollVerifySchema)).token));
  app.post('/users/v1/mfa/disable', removal, async (c) => disable(c, (await body(c, mfaDisableSchema)).token));
  app.post('/users/v1/mfa/authenticator/:deviceId/disable/verify', removal, async (c) => disable(c, (await body(c, mfaAuthenticatorDisableSchema)).token));
  app.get('/users/v1/mfa/devices', async (c) => {
    const p = c.get('principal');
    return c.json(await mfaDevices(deps.db, p.sub, p.email));
  });
  return app;
}
