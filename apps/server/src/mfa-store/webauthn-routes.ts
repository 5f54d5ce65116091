import type { Hono, Context } from 'hono';
import {
  loginMfaWebAuthnEnrollSchema, loginMfaWebAuthnEnrollVerifySchema, loginMfaWebAuthnPreVerifySchema, loginMfaWebAuthnVerifySchema,
  mfaWebAuthnDisableVerifySchema, mfaWebAuthnEnrollVerifySchema,
} from '@portico/rest-api/schemas';
import { finishMfaLogin, pendingMfaLogin } from '../auth';
import type { Deps } from '../deps';
import { requestMeta } from '../http/context';
import { signedInRoutes, publicRouter, assertSteppedUp, credentialChanged, issues, requireRecentAuth, actor, type AppEnv, SENSITIVE_ACTION_MAX_AGE } from '../access';
import { csrfGuard } from '../http/cookies';
import { ApiError, MSG, notFound, unauthorized } from '../http/errors';
import { body } from '../http/validate';
import { getUser } from '../membership';
import {
  WEBAUTHN_MSG, asAssertion, asRegistration, clientDataChallenge, deleteCredential, finishAuthentication, finishRegistration, listCredentials,
  relyingParty, startAuthentication, startRegistration,
} from '../webauthn';
import { limitSecondFactor } from './attempts';
import { endMfaIfNoFactorLeft } from './enrolled';
import { newRecoveryCodes } from './store';

/** Messages of WebAuthn MFA besides the ceremony's own (WEBAUTHN_MSG). */
export const WEBAUTHN_MFA_MSG = { notAllowed: 'This MFA method is not allowed' } as const;

type DeviceType = 'Platform' | 'CrossPlatform';
const STRATEGY: Record<DeviceType, string> = { Platform: 'WebAuthnPlatform', CrossPlatform: 'WebAuthnCrossPlatform' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * MFA by WebAuthn (platform authenticators and security keys): at login (`/auth/v1/user/mfa/webauthn`, forced
 * enrolment and verify, §7.1) and in the profile (`/users/v1/mfa/webauthn`, enrol and disable, §7.2). The vendor's
 * MFA strategies WebAuthnPlatform / WebAuthnCrossPlatform decide which kinds may be enrolled.
 */
export function webAuthnMfaRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  const signedIn = signedInRoutes(app, deps);
  const rp = () => relyingParty(deps.config, deps.vendor.info.name);
  const allowed = (type?: DeviceType) => {
    const active = deps.vendor.config.mfaStrategies.filter((s) => s.isActive).map((s) => s.strategy);
    const ok = type ? active.includes(STRATEGY[type]) : active.includes(STRATEGY.Platform) || active.includes(STRATEGY.CrossPlatform);
    if (!ok) throw new ApiError(400, 'MFA_METHOD_NOT_ALLOWED', [WEBAUTHN_MFA_MSG.notAllowed]);
  };
  const startEnrolment = async (userId: string) => {
    allowed();
    const user = await getUser(deps.db, userId);
    if (!user) throw unauthorized();
    const options = await startRegistration(deps.db, rp(), user, 'mfa');
    // The token is the challenge itself: verify checks the credential answers this enrolment.
    return { options, webauthnToken: options.challenge };
  };
  /** Verifies and stores the new credential; returns fresh recovery codes (shown once). */
  const finishEnrolment = async (c: Context<AppEnv>, userId: string, tenantId: string | null, input: { webauthnToken: string; deviceType: DeviceType; options: Parameters<typeof asRegistration>[0] }) => {
    allowed(input.deviceType);
    if (challengeOf(input.options.response.clientDataJSON) !== input.webauthnToken) throw new ApiError(400, 'WEBAUTHN_CHALLENGE', [WEBAUTHN_MSG.challenge]);
    const row = await finishRegistration(deps.db, rp(), userId, 'mfa', asRegistration(input.options), input.deviceType);
    const codes = await newRecoveryCodes(deps.db, userId);
    const user = await getUser(deps.db, userId);
    await deps.audit.write({ tenantId, userId, email: user?.email ?? null, action: 'MFA enrolled', severity: 'WARNING', ...requestMeta(c),
      description: `${row.device_type === 'Platform' ? 'Platform authenticator' : 'Security key'} "${row.device_name}" enrolled`, json: { deviceId: row.id, deviceType: row.device_type } });
    return codes;
  };

  // Login: finishing sets the refresh cookie, so the CSRF check of login applies.
  app.use('/auth/v1/user/mfa/webauthn/*', csrfGuard(deps), issues('session', 'token'));
  app.post('/auth/v1/user/mfa/webauthn/enroll', async (c) => {
    const claims = await pendingMfaLogin(deps, (await body(c, loginMfaWebAuthnEnrollSchema)).mfaToken, ['enroll']);
    return c.json(await startEnrolment(claims.userId));
  });
  app.post('/auth/v1/user/mfa/webauthn/enroll/verify', async (c) => {
    const input = await body(c, loginMfaWebAuthnEnrollVerifySchema);
    const claims = await pendingMfaLogin(deps, input.mfaToken, ['enroll']);
    const codes = await finishEnrolment(c, claims.userId, claims.tenantId, input);
    return finishMfaLogin(deps, c, claims, 'hwk', false, { recoveryCode: codes[0], recoveryCodes: codes });
  });
  app.post('/auth/v1/user/mfa/webauthn/:deviceId', async (c) => {
    const claims = await pendingMfaLogin(deps, (await body(c, loginMfaWebAuthnPreVerifySchema)).mfaToken, ['verify']);
    await ownDevice(claims.userId, c.req.param('deviceId'));
    const options = await startAuthentication(deps.db, rp(), 'verify-mfa', claims.userId, 'mfa');
    return c.json({ options, webauthnToken: options.challenge });
  });
  app.post('/auth/v1/user/mfa/webauthn/:deviceId/verify', async (c) => {
    const input = await body(c, loginMfaWebAuthnVerifySchema);
    const claims = await pendingMfaLogin(deps, input.mfaToken, ['verify']);
    await ownDevice(claims.userId, c.req.param('deviceId'));
    let refusal: unknown;
    // Any of the user's MFA keys answers (the browser lets the user pick); failures count like wrong codes.
    const ok = await limitSecondFactor(deps, c, claims.userId, claims, async () => {
      try {
        if (input.webauthnToken && challengeOf(input.options.response.clientDataJSON) !== input.webauthnToken) throw new ApiError(400, 'WEBAUTHN_CHALLENGE', [WEBAUTHN_MSG.challenge]);
        await finishAuthentication(deps.db, rp(), 'verify-mfa', 'mfa', asAssertion(input.options), claims.userId);
        return true;
      } catch (error) {
        refusal = error;
        return false;
      }
    });
    if (!ok) throw refusal ?? new ApiError(400, 'MFA_INVALID_CODE', [MSG.mfaInvalidCode]);
    return finishMfaLogin(deps, c, claims, 'hwk', input.rememberDevice);
  });

  // Profile.
  signedIn.post('/users/v1/mfa/webauthn/enroll', requireRecentAuth(deps), async (c) => c.json(await startEnrolment(c.get('principal').sub)));
  signedIn.post('/users/v1/mfa/webauthn/enroll/verify', requireRecentAuth(deps), async (c) => {
    const p = c.get('principal');
    const codes = await finishEnrolment(c, p.sub, p.tenantId, await body(c, mfaWebAuthnEnrollVerifySchema));
    await credentialChanged(deps, actor(c), 'A security key', 'added');
    return c.json({ recoveryCode: codes[0], recoveryCodes: codes });
  });
  // Removal, in the two steps of Frontegg's published client: request options for the key, then its assertion. Possession
  // of the key being removed is the proof (as a texted code is for a phone); without an assertion, the second step is
  // the one-call removal and needs a step-up within the sensitive-action age (SECURITY.md 18).
  const removal = requireRecentAuth(deps, undefined, { proof: 'an assertion of the key being removed, or a step-up within the sensitive-action age' });
  signedIn.post('/users/v1/mfa/webauthn/:deviceId/disable', removal, async (c) => {
    const me = actor(c);
    const key = await ownKey(me.userId, c.req.param('deviceId'));
    const options = await startAuthentication(deps.db, rp(), 'disable-mfa', me.userId, 'mfa', key.id);
    return c.json({ webauthnToken: options.challenge, options });
  });
  signedIn.post('/users/v1/mfa/webauthn/:deviceId/disable/verify', removal, async (c) => {
    const input = await body(c, mfaWebAuthnDisableVerifySchema);
    const me = actor(c);
    const key = await ownKey(me.userId, c.req.param('deviceId'));
    if (input.options) await proveKey(c, me.userId, key.credential_id, input.webauthnToken, input.options);
    else assertSteppedUp(c, SENSITIVE_ACTION_MAX_AGE);
    if (!(await deleteCredential(deps.db, me.userId, key.id, 'mfa'))) throw notFound();
    await endMfaIfNoFactorLeft(deps.db, me.userId);
    await deps.audit.write({ ...me, action: 'MFA disabled', description: 'WebAuthn MFA device removed', severity: 'WARNING', json: { deviceId: key.id, proof: input.options ? 'assertion' : 'step-up' } });
    await credentialChanged(deps, me, 'A security key', 'removed');
    return c.json({});
  });

  /** The assertion answers a removal challenge issued to this user, comes from `credentialId`, and verifies; failures count like wrong codes. */
  async function proveKey(c: Context<AppEnv>, userId: string, credentialId: string, webauthnToken: string | undefined, assertion: Parameters<typeof asAssertion>[0]): Promise<void> {
    let refusal: unknown;
    const ok = await limitSecondFactor(deps, c, userId, undefined, async () => {
      try {
        if (webauthnToken && challengeOf(assertion.response.clientDataJSON) !== webauthnToken) throw new ApiError(400, 'WEBAUTHN_CHALLENGE', [WEBAUTHN_MSG.challenge]);
        // Another of the user's keys proves nothing about this one.
        if (assertion.id !== credentialId) throw new ApiError(400, 'WEBAUTHN_UNKNOWN', [WEBAUTHN_MSG.unknown]);
        await finishAuthentication(deps.db, rp(), 'disable-mfa', 'mfa', asAssertion(assertion), userId);
        return true;
      } catch (error) {
        refusal = error;
        return false;
      }
    });
    if (!ok) throw refusal ?? new ApiError(400, 'MFA_INVALID_CODE', [MSG.mfaInvalidCode]);
  }

  /** The user's own MFA key with this id, or 404. */
  async function ownKey(userId: string, deviceId: string) {
    const key = UUID.test(deviceId) ? (await listCredentials(deps.db, userId, 'mfa')).find((k) => k.id === deviceId) : undefined;
    if (!key) throw notFound();
    return key;
  }
  async function ownDevice(userId: string, deviceId: string): Promise<void> {
    if (!(await listCredentials(deps.db, userId, 'mfa')).some((k) => k.id === deviceId)) throw notFound();
  }
  return app;
}

function challengeOf(clientDataJSON: string): string | undefined {
  try {
    return clientDataChallenge(clientDataJSON);
  } catch {
    return undefined;
  }
}
