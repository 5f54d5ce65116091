import type { Deps } from '../deps';
import { ApiError, forbidden, MSG, unauthorized } from '../http/errors';
import { IMPERSONATION_MSG } from '../impersonation';
import { signMfaToken } from '../mfa';
import { sessionAccessToken } from '../access';
import { type AccessPayload, ACR_MFA, ACR_PASSWORD } from '../tokens';
import { getUser } from '../membership';
import { maskPhone } from '../mfa-store';
import { listCredentials } from '../webauthn';
import { isSteppedUp } from './validity';

/** Enrolled factors that can step a session up (an e-mail code cannot: it is not otp, sms or hwk). */
async function stepUpDevices(deps: Deps, userId: string) {
  const [rows, keys] = await Promise.all([
    deps.db.selectFrom('mfa_authenticators').select(['id', 'kind', 'phone_number']).where('user_id', '=', userId).where('verified', '=', true).execute(),
    listCredentials(deps.db, userId, 'mfa'),
  ]);
  const webauthn = keys.map((k) => ({ id: k.id, deviceType: k.device_type, name: k.device_name }));
  const phones = rows.filter((r) => r.kind === 'sms').map((r) => ({ id: r.id, phoneNumber: maskPhone(r.phone_number ?? '') }));
  return { authenticators: rows.filter((r) => r.kind === 'totp').map((r) => ({ id: r.id })), webauthn, phones, emails: [] };
}

/** The strategies the step-up answer offers, one per enrolled kind. */
const strategiesOf = (d: Awaited<ReturnType<typeof stepUpDevices>>) => [
  ...(d.authenticators.length ? ['AuthenticatorApp'] : []),
  ...(d.phones.length ? ['SMS'] : []),
  ...(d.webauthn.some((k) => k.deviceType === 'Platform') ? ['WebAuthnPlatform'] : []),
  ...(d.webauthn.some((k) => k.deviceType === 'CrossPlatform') ? ['WebAuthnCrossPlatform'] : []),
].map((strategy) => ({ strategy, isActive: true }));

/**
 * Generates a step-up session (POST /auth/v1/user/step-up/generate). A session already stepped up within `maxAge`
 * gets a fresh access token at once; otherwise an mfaToken and the devices to verify with; no step-up-capable
 * factor answers 'MFA is not enrolled'.
 */
export async function generateStepUp(deps: Deps, principal: AccessPayload, maxAge: number | undefined) {
  const session = await deps.sessions.get(principal.sid);
  const user = await getUser(deps.db, principal.sub);
  if (!session || session.revoked_at || !user || principal.apiToken) throw unauthorized();
  // An impersonator has none of the target's factors: an impersonation is never stepped up (access/sessions.ts).
  if (session.act) throw forbidden(IMPERSONATION_MSG.restricted);
  const amr = session.amr as string[];
  const evidence = { acr: amr.includes('mfa') ? ACR_MFA : ACR_PASSWORD, amr, auth_time: Math.floor(session.auth_time.getTime() / 1000) };
  if (isSteppedUp(evidence, { maxAge })) {
    const accessToken = await sessionAccessToken(deps, user, session);
    return { token_type: 'Bearer', accessToken, expiresIn: deps.tokens.expiresIn, mfaRequired: false, userId: user.id, tenantId: session.tenant_id };
  }
  const mfaDevices = await stepUpDevices(deps, user.id);
  if (!mfaDevices.authenticators.length && !mfaDevices.webauthn.length && !mfaDevices.phones.length) throw new ApiError(400, 'MFA_NOT_ENROLLED', [MSG.mfaNotEnrolled]);
  // The token names the session being stepped up, so verifying it replaces that session.
  const mfaToken = await signMfaToken({ userId: user.id, tenantId: session.tenant_id, step: 'verify', sid: session.id }, deps.config.cookieSecret);
  return {
    mfaRequired: true, mfaToken, mfaEnrolled: true, mfaDevices, userId: user.id, email: user.email,
    mfaStrategies: strategiesOf(mfaDevices),
  };
}
