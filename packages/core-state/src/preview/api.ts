import type { AuthStrategy, LoginResponse, MfaStrategy, PorticoApi } from '../api/types';
import { PREVIEW_DELAY_MS } from '../constants';
import { sleep } from '../shared/timers';
import { previewPasskeyCalls } from '../passkeys/preview';
import { previewWebAuthnMfaCalls } from '../mfa-webauthn/preview';
import { previewPhoneCalls } from './phone';
import { previewSmsMfaCalls } from './sms-mfa';
import { previewWorld } from './world';
import { PREVIEW_FLAGS, PREVIEW_ROLES, PREVIEW_SAMPLE_FLAGS, PREVIEW_TENANTS, PREVIEW_USER } from './data';

const PREVIEW_TOKEN_SECONDS = 3600;

const b64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const PREVIEW_SOCIAL_PROVIDERS = ['google', 'microsoft', 'facebook', 'github', 'slack', 'apple', 'linkedin'] as const;

/** An unsigned, JWT-shaped sample token: decodable like a real one, useless to any server. */
function previewToken(tenantId: string, actingFor?: string): string {
  const now = Math.floor(Date.now() / 1000);
  // The reference server's claim set (apps/server/src/auth/claims.ts), so preview users look like real ones.
  const claims = {
    email: PREVIEW_USER.email, name: PREVIEW_USER.name, tenantId, tenantIds: PREVIEW_USER.tenantIds, roles: PREVIEW_ROLES.map((r) => r.key),
    permissions: ['fe.*'], amr: ['pwd'], acr: 'urn:portico:acr:password', auth_time: now, sid: 'preview-session', type: 'userToken',
    sub: actingFor ?? PREVIEW_USER.id, iss: 'preview', aud: 'portico', iat: now, exp: now + PREVIEW_TOKEN_SECONDS,
    // Impersonating: the sample user acts for another (RFC 8693 `act`), as the server's impersonation tokens say.
    ...(actingFor ? { act: { sub: PREVIEW_USER.id, email: PREVIEW_USER.email } } : {}),
  };
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.preview`;
}

/** Options of {@link createPreviewApi}. */
export interface PreviewApiOptions {
  /** Latency of every call. @default 500 */
  delayMs?: number;
  /** Whether the sample user starts signed in. @default true */
  signedIn?: boolean;
  /** Names the data shared with an admin preview given the same object (MFA devices); none: this fake's own. */
  world?: object;
}

/**
 * A fake {@link PorticoApi} over fixed sample data: "Preview User" of tenant "Acme" with role Admin, three sample
 * tenants, every call answering after `delayMs`. Login accepts any password; MFA is never required.
 * @example createPortico({ baseUrl: '', previewMode: true }) // uses this API
 */
export function createPreviewApi(options: PreviewApiOptions = {}): PorticoApi {
  const delay = options.delayMs ?? PREVIEW_DELAY_MS;
  let signedIn = options.signedIn ?? true;
  let tenantId = PREVIEW_USER.tenantId;
  let impersonated: string | undefined;
  const { mfa } = previewWorld(options.world);
  let authenticators = 0;
  const answer = async <T>(value: T | (() => T)): Promise<T> => {
    if (delay > 0) await sleep(delay);
    return typeof value === 'function' ? (value as () => T)() : value;
  };
  const profile = () => ({ ...PREVIEW_USER, tenantId, roles: [...PREVIEW_ROLES] });
  // Like the REST port over the server: the token, its lifetime, the tenant and the profile fetched with it.
  const session = (): LoginResponse => {
    signedIn = true;
    return { accessToken: previewToken(tenantId, impersonated), expires_in: PREVIEW_TOKEN_SECONDS, tenantId, mfaRequired: false, profile: profile() };
  };
  const none = () => answer<void>(undefined);

  return {
    getAuthStrategy: () => answer<AuthStrategy>('EmailAndPassword'),
    ssoPreLogin: () => answer(null),
    passwordlessPreLogin: none,
    passwordlessPostLogin: () => answer(session),
    login: () => answer(session),
    samlPostLogin: () => answer(session),
    oidcPostLogin: () => answer(session),
    logout: () => answer(() => void (signedIn = false)),
    refreshToken: () =>
      answer(() => {
        if (!signedIn) throw new Error('Preview session signed out');
        // As the REST port: a refresh answers the token only; the session reads the profile itself.
        const { profile: _profile, ...tokenOnly } = session();
        return tokenOnly;
      }),
    verifyMfa: () => answer(session),
    recoverMfa: () => answer(session),
    enrollLoginAuthenticator: () => answer({ qrCodeUri: 'otpauth://totp/Portico:preview.user@acme.example?secret=PREVIEW&issuer=Portico' }),
    verifyLoginAuthenticator: () => answer(() => ({ ...session(), recoveryCode: 'PREVIEW-RECOVERY-CODE' })),
    sendLoginEmailCode: () => answer({ otcToken: 'preview-otc' }),
    verifyLoginEmailCode: () => answer(session),
    generateStepUp: () => answer(() => ({ user: session() })),
    // Sample: Google and GitHub on; "the provider" sends the browser straight back to the callback route.
    getSocialProviders: () => answer(PREVIEW_SOCIAL_PROVIDERS.map((type) => ({ type, active: type === 'google' || type === 'github', redirectUrl: '/account/social/success',
      authorizationUrl: `/frontegg/identity/resources/auth/v1/user/sso/${type}/prelogin` }))),
    socialPreLogin: () => answer({ authorizationUrl: '/account/social/success?code=preview-code&state=preview-state' }),
    socialPostLogin: () => answer(() => ({ ...session(), email: PREVIEW_USER.email, userId: PREVIEW_USER.id, name: PREVIEW_USER.name ?? '', isNewUser: false })),
    getProfile: () => answer(profile),
    getAuthorization: () => answer({ roles: [...PREVIEW_ROLES], permissions: [...(PREVIEW_USER.permissions ?? [])] }),
    getTenants: () => answer([...PREVIEW_TENANTS]),
    switchTenant: (body) => answer(() => void (tenantId = body.tenantId)),
    getFlags: () => answer({ ...PREVIEW_FLAGS, ...PREVIEW_SAMPLE_FLAGS }),
    // As the reference server answers a tenant on the default (Free) plan: the plans' features known, none granted.
    getEntitlements: () => answer({ features: { analytics: {}, reports: {} }, permissions: ['fe.*'], flags: {}, plans: [] }),
    signUp: () => answer({ shouldActivate: true, userId: 'preview-new-user', tenantId: 'preview-tenant-acme' }),
    getActivationStrategy: () => answer({ shouldSetPassword: true }),
    activate: () => answer(session),
    acceptInvitation: none,
    forgotPassword: none,
    resetPassword: none,
    // Like the reference server's default vendor: every MFA strategy on.
    getActiveMfaStrategies: () => answer<MfaStrategy[]>(['AuthenticatorApp', 'EmailCode', 'SMS', 'WebAuthnPlatform', 'WebAuthnCrossPlatform']),
    enrollAuthenticator: () => answer({ qrCodeUri: 'otpauth://totp/Portico:preview.user@acme.example?secret=PREVIEW&issuer=Portico' }),
    verifyAuthenticator: () => answer(() => (mfa.authenticators.push({ id: `preview-authenticator-${++authenticators}` }), { recoveryCode: 'PREVIEW-RECOVERY-CODE' })),
    disableMfa: () => answer(() => void Object.assign(mfa, { webauthn: [], phones: [], authenticators: [], emails: [] })),
    // The server's refusals, worded as it words them (apps/server/src/impersonation/messages.ts).
    impersonate: (body) =>
      answer(() => {
        if (!body.reason.trim()) throw new Error('A reason is required to impersonate a user');
        if (impersonated) throw new Error('You cannot impersonate while impersonating');
        if (body.userId === PREVIEW_USER.id) throw new Error('You cannot impersonate yourself');
        impersonated = body.userId;
      }),
    endImpersonation: () =>
      answer(() => {
        if (!impersonated) throw new Error('This session is not an impersonation');
        impersonated = undefined;
      }),
    ...previewPasskeyCalls(answer),
    ...previewWebAuthnMfaCalls(answer),
    ...previewPhoneCalls(answer),
    ...previewSmsMfaCalls(answer, session, mfa),
  };
}
