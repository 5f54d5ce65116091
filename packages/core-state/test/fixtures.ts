import { vi, type Mock } from 'vitest';
import type { LoginResponse, MfaStrategy, PorticoApi, UserProfile } from '../src/api/types';
import { DEFAULT_ROUTES, type PorticoRoutes } from '../src/auth/routes';
import { createAuthStore } from '../src/auth/store';
import type { FlowContext } from '../src/shared/context';
import { createTokenVault, type TokenVault } from '../src/tokens/vault';
import type { AuthState } from '../src/auth/types';
import type { StoreApi } from 'zustand/vanilla';

/** An unsigned JWT-shaped token whose payload decodes to `claims` (the client decodes, never verifies). */
export function makeToken(claims: Record<string, unknown> = {}): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'ES256', typ: 'JWT' })}.${part({ sub: 'u-1', tenantId: 't-1', ...claims })}.sig`;
}

export const PROFILE: UserProfile = {
  id: 'u-1',
  email: 'ada@app.test',
  name: 'Ada',
  tenantId: 't-1',
  roles: [{ id: 'r-1', key: 'admin', name: 'Admin' }],
  permissions: [{ key: 'fe.secure.*' }],
};

/** A token answer as the REST port maps the reference server's (600 s, the tenant, no MFA needed). */
export const tokens = (extra: Partial<LoginResponse> = {}): LoginResponse => ({ accessToken: makeToken(), expires_in: 600, tenantId: 't-1', mfaRequired: false, profile: { ...SERVER_PROFILE }, ...extra });

/** A refresh answer as the REST port maps the reference server's: {@link tokens} without a profile. */
export const refreshed = (extra: Partial<LoginResponse> = {}): LoginResponse => {
  const { profile: _profile, ...answer } = tokens(extra);
  return answer;
};

/**
 * `GET /flags` of the reference server (apps/server/src/vendor/flags.ts). The contract suite (tests/contract) compares
 * the fakes with the real server, so a flag turned on there must be turned on here too.
 */
export const SERVED_FLAGS: Readonly<Record<string, 'on' | 'off'>> = Object.freeze({
  authorization: 'on',
  entitlements: 'on',
  'new-mfa-pages': 'off',
  admin_portal_ip_restrictions: 'on',
  admin_portal_domain_restrictions: 'on',
  'show-passkeys-new': 'on',
  'groups-admin-box-new': 'on',
  'msp-all-accounts-new': 'off',
  'temporary-users': 'on',
  'fe-usage-page': 'on',
  'multi-apps-admin-portal': 'off',
});

const SERVER_ROLES = (PROFILE.roles ?? []).map((r) => ({ ...r, description: r.description ?? 'Full access to the account', isDefault: false, level: 0 }));
const SERVER_PERMISSIONS = (PROFILE.permissions ?? []).map((p, i) => ({ id: p.id ?? `p-${i + 1}`, key: p.key }));

/** {@link PROFILE} as the reference server shapes `GET /users/v2/me` (apps/server/src/users/view.ts). */
export const SERVER_PROFILE: UserProfile = Object.freeze({
  id: PROFILE.id, sub: PROFILE.id, email: PROFILE.email, name: PROFILE.name, phoneNumber: null, profilePictureUrl: null, profileImage: null,
  tenantId: PROFILE.tenantId, tenantIds: [PROFILE.tenantId], vendorId: 'v-1', verified: true, emailVerified: true, activatedForTenant: true,
  mfaEnrolled: false, metadata: '{}', roles: SERVER_ROLES, permissions: SERVER_PERMISSIONS, tenants: [{ tenantId: PROFILE.tenantId, roles: SERVER_ROLES }],
  createdAt: '2026-01-01T00:00:00.000Z', lastLogin: '2026-01-01T00:00:00.000Z', superUser: false, isDisabled: false,
  address: null, jobTitle: null, temporaryExpirationDate: null,
});

/** The user's grants as `GET /users/v1/me/authorization` answers them. */
export const SERVER_AUTHORIZATION = Object.freeze({ roles: SERVER_ROLES, permissions: SERVER_PERMISSIONS });

export type FakeApi = { [K in keyof PorticoApi]: Mock<PorticoApi[K]> };

/** A fake port whose every call succeeds with plausible data; override per test with `mockResolvedValue`. */
export function fakeApi(): FakeApi {
  return {
    getAuthStrategy: vi.fn(async () => 'EmailAndPassword' as const),
    getActiveAuthStrategies: vi.fn(async () => ['EmailAndPassword' as const]),
    passkeyLoginOptions: vi.fn(async () => ({ challenge: 'c-1', rpId: 'app.test', allowCredentials: [] })),
    passkeyLogin: vi.fn(async () => tokens()),
    listPasskeys: vi.fn(async () => []),
    passkeyRegistrationOptions: vi.fn(async () => ({ challenge: 'c-2', rp: { id: 'app.test', name: 'Demo' }, user: { id: 'dS0x', name: 'ada@app.test', displayName: 'Ada' }, pubKeyCredParams: [{ type: 'public-key' as const, alg: -7 }] })),
    registerPasskey: vi.fn(async () => ({ id: 'pk-1', deviceName: 'Passkey 1', deviceType: 'Platform' as const, createdAt: '2026-11-23T10:00:00.000Z' })),
    ssoPreLogin: vi.fn(async () => null),
    samlPostLogin: vi.fn(async () => tokens()),
    oidcPostLogin: vi.fn(async () => tokens()),
    passwordlessPreLogin: vi.fn(async () => {}),
    passwordlessPostLogin: vi.fn(async () => tokens()),
    login: vi.fn(async () => tokens()),
    logout: vi.fn(async () => {}),
    // As the REST port: a refresh answers the tokens without the profile (the session loads it).
    refreshToken: vi.fn(async () => refreshed()),
    verifyMfa: vi.fn(async () => tokens()),
    recoverMfa: vi.fn(async () => tokens()),
    enrollLoginAuthenticator: vi.fn(async () => ({ qrCodeUri: 'otpauth://totp/x', secret: 'S' })),
    verifyLoginAuthenticator: vi.fn(async () => tokens({ recoveryCode: 'RC-1' })),
    sendLoginEmailCode: vi.fn(async () => ({ otcToken: 'otc-1' })),
    verifyLoginEmailCode: vi.fn(async () => tokens()),
    generateStepUp: vi.fn(async () => ({ mfaToken: 'mfa-s', mfaDevices: { authenticators: [{ id: 'a' }] } })),
    getSocialProviders: vi.fn(async () => (['google', 'github', 'slack'] as const).map((type) => ({ type, active: type !== 'slack', redirectUrl: 'https://app.test/account/social/success',
      authorizationUrl: `https://api.test/frontegg/identity/resources/auth/v1/user/sso/${type}/prelogin` }))),
    socialPreLogin: vi.fn(async () => ({ authorizationUrl: 'https://idp.test/authorize?state=s' })),
    socialPostLogin: vi.fn(async () => ({ ...tokens(), email: 'new@acme.test', userId: 'u-new', tenantId: 't-1', isNewUser: true })),
    getProfile: vi.fn(async () => ({ ...SERVER_PROFILE })),
    getAuthorization: vi.fn(async () => ({ roles: [...SERVER_AUTHORIZATION.roles], permissions: [...SERVER_AUTHORIZATION.permissions] })),
    getTenants: vi.fn(async () => [{ id: 't-1', tenantId: 't-1', vendorId: 'v-1', name: 'Acme', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', deletedAt: null, metadata: '{}', isReseller: false, activated: true, isDefault: true }]),
    switchTenant: vi.fn(async () => {}),
    getFlags: vi.fn(async () => Object.fromEntries(Object.entries(SERVED_FLAGS).map(([k, v]) => [k, v === 'on']))),
    getEntitlements: vi.fn(async () => ({ features: {}, permissions: [] })),
    signUp: vi.fn(async () => ({ shouldActivate: true, userId: 'u-2', tenantId: 't-2' })),
    getActivationStrategy: vi.fn(async () => ({ shouldSetPassword: true })),
    activate: vi.fn(async () => tokens()),
    acceptInvitation: vi.fn(async () => {}),
    forgotPassword: vi.fn(async () => {}),
    resetPassword: vi.fn(async () => {}),
    getActiveMfaStrategies: vi.fn(async () => ['AuthenticatorApp', 'SMS', 'WebAuthnPlatform', 'WebAuthnCrossPlatform'] as MfaStrategy[]),
    enrollAuthenticator: vi.fn(async () => ({ qrCodeUri: 'otpauth://totp/y' })),
    verifyAuthenticator: vi.fn(async () => ({ recoveryCode: 'RC-2' })),
    disableMfa: vi.fn(async () => {}),
    impersonate: vi.fn(async () => {}),
    endImpersonation: vi.fn(async () => {}),
    setPhone: vi.fn(async () => ({ otcToken: 'otc-phone' })),
    verifyPhone: vi.fn(async () => {}),
    resetPhone: vi.fn(async () => ({ resetPhoneNumberToken: 'rp-1' })),
    verifyResetPhone: vi.fn(async () => ({ changePhoneNumberToken: 'cp-1' })),
    changePhone: vi.fn(async () => {}),
    enrollLoginSms: vi.fn(async (b: { phoneNumber: string }) => ({ otcToken: 'otc-sms-enrol', phoneNumber: b.phoneNumber })),
    verifyLoginSmsEnrollment: vi.fn(async () => tokens({ recoveryCode: 'RC-SMS' })),
    sendLoginSmsCode: vi.fn(async () => ({ otcToken: 'otc-sms', phoneNumber: '+4•••••••0103' })),
    verifyLoginSmsCode: vi.fn(async () => tokens()),
    enrollSms: vi.fn(async () => ({ otcToken: 'otc-sms-profile' })),
    verifySmsEnrollment: vi.fn(async () => ({ recoveryCode: 'RC-SMS-2' })),
    listMfaDevices: vi.fn(async () => ({ webauthn: [{ id: 'w-1', deviceType: 'CrossPlatform', name: 'Security key 1' }], phones: [{ id: 'ph-1', phoneNumber: '+447700900103' }], authenticators: [], emails: [] })),
    disableSms: vi.fn(async () => ({ otcToken: 'otc-sms-off' })),
    verifyDisableSms: vi.fn(async () => {}),
    ...fakeWebAuthnMfa(),
  };
}

/** The WebAuthn MFA calls of {@link fakeApi}: options as the server gives them, verify signs in. */
function fakeWebAuthnMfa() {
  const creation = { challenge: 'c-3', rp: { id: 'app.test', name: 'Demo' }, user: { id: 'dS0x', name: 'ada@app.test', displayName: 'Ada' }, pubKeyCredParams: [{ type: 'public-key' as const, alg: -7 }] };
  return {
    enrollLoginWebAuthn: vi.fn(async () => ({ options: creation, webauthnToken: 'c-3' })),
    verifyLoginWebAuthnEnrollment: vi.fn(async () => tokens({ recoveryCode: 'RC-3' })),
    webAuthnMfaOptions: vi.fn(async () => ({ options: { challenge: 'c-4', rpId: 'app.test', allowCredentials: [] }, webauthnToken: 'c-4' })),
    verifyWebAuthnMfa: vi.fn(async () => tokens()),
    enrollWebAuthnMfa: vi.fn(async () => ({ options: creation, webauthnToken: 'c-3' })),
    verifyWebAuthnMfaEnrollment: vi.fn(async () => ({ recoveryCode: 'RC-4' })),
    disableWebAuthnMfa: vi.fn(async () => {}),
    disableWebAuthnMfaOptions: vi.fn(async () => ({ options: { rpId: 'app.test', challenge: 'c-5', allowCredentials: [{ id: 'cred', type: 'public-key' as const, transports: ['usb'] }], timeout: 60_000, userVerification: 'preferred' }, webauthnToken: 'c-5' })),
    verifyWebAuthnMfaDisable: vi.fn(async () => {}),
  };
}

/** What {@link fakeContext} hands a test. */
export interface FakeContext {
  ctx: FlowContext;
  api: FakeApi;
  vault: TokenVault;
  auth: StoreApi<AuthState>;
  navigate: Mock<(url: string) => void>;
  emit: Mock<FlowContext['emit']>;
  logger: { warn: Mock<(...args: unknown[]) => void>; error: Mock<(...args: unknown[]) => void> };
}

/** A flow context over a fake API, recording navigations and events. */
export function fakeContext(options: { page?: string; routes?: Partial<PorticoRoutes>; api?: FakeApi } = {}): FakeContext {
  const api = options.api ?? fakeApi();
  const vault = createTokenVault();
  const { store: auth, controller } = createAuthStore({ api, routes: DEFAULT_ROUTES, reload: async () => {} });
  const navigate = vi.fn<(url: string) => void>();
  const emit = vi.fn<FlowContext['emit']>();
  const logger = { warn: vi.fn<(...args: unknown[]) => void>(), error: vi.fn<(...args: unknown[]) => void>() };
  const ctx: FlowContext = {
    api,
    vault,
    auth: controller,
    routes: { ...DEFAULT_ROUTES, ...options.routes },
    navigate,
    pageUrl: () => options.page ?? 'https://app.test/account/login',
    redirect: { enforceSameSite: true, allowedOrigins: [] },
    entitlementsEnabled: false,
    emit,
    logger,
  };
  return { ctx, api, vault, auth, navigate, emit, logger };
}

/** A server failure as the rest-api client throws it. */
export function apiError(message: string, status = 400) {
  return Object.assign(new Error(message), { kind: 'portico-error', code: 'api_error', status, messages: [message] });
}
