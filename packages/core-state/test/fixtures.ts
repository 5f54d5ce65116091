import { vi, type Mock } from 'vitest';
import type { LoginResponse, PorticoApi, UserProfile } from '../src/api/types';
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

export const tokens = (extra: Partial<LoginResponse> = {}): LoginResponse => ({ accessToken: makeToken(), expires_in: 600, ...extra });

export type FakeApi = { [K in keyof PorticoApi]: Mock<PorticoApi[K]> };

/** A fake port whose every call succeeds with plausible data; override per test with `mockResolvedValue`. */
export function fakeApi(): FakeApi {
  return {
    getAuthStrategy: vi.fn(async () => 'EmailAndPassword' as const),
    ssoPreLogin: vi.fn(async () => null),
    passwordlessPreLogin: vi.fn(async () => {}),
    passwordlessPostLogin: vi.fn(async () => tokens()),
    login: vi.fn(async () => tokens()),
    logout: vi.fn(async () => {}),
    refreshToken: vi.fn(async () => tokens()),
    verifyMfa: vi.fn(async () => tokens()),
    recoverMfa: vi.fn(async () => tokens()),
    enrollLoginAuthenticator: vi.fn(async () => ({ qrCodeUri: 'otpauth://totp/x', secret: 'S' })),
    verifyLoginAuthenticator: vi.fn(async () => tokens({ recoveryCode: 'RC-1' })),
    sendLoginEmailCode: vi.fn(async () => ({ otcToken: 'otc-1' })),
    verifyLoginEmailCode: vi.fn(async () => tokens()),
    generateStepUp: vi.fn(async () => ({ mfaToken: 'mfa-s', mfaDevices: { authenticators: [{ id: 'a' }] } })),
    getProfile: vi.fn(async () => PROFILE),
    getAuthorization: vi.fn(async () => ({ roles: [], permissions: [] })),
    getTenants: vi.fn(async () => [{ tenantId: 't-1', name: 'Acme' }]),
    switchTenant: vi.fn(async () => {}),
    getFlags: vi.fn(async () => ({})),
    getEntitlements: vi.fn(async () => ({ features: {}, permissions: [] })),
    signUp: vi.fn(async () => ({ shouldActivate: true, userId: 'u-2', tenantId: 't-2' })),
    getActivationStrategy: vi.fn(async () => ({ shouldSetPassword: true })),
    activate: vi.fn(async () => tokens()),
    acceptInvitation: vi.fn(async () => {}),
    forgotPassword: vi.fn(async () => {}),
    resetPassword: vi.fn(async () => {}),
    enrollAuthenticator: vi.fn(async () => ({ qrCodeUri: 'otpauth://totp/y' })),
    verifyAuthenticator: vi.fn(async () => ({ recoveryCode: 'RC-2' })),
    disableMfa: vi.fn(async () => {}),
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
