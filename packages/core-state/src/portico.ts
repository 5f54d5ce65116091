import { createApiClient, type ApiClient } from '@portico/rest-api';
import type { StoreApi } from 'zustand/vanilla';
import { createLazyApi } from './api/lazy';
import { createRestApi } from './api/rest-lazy';
import type { PorticoApi } from './api/types';
import { createActivationStore } from './activation/store';
import type { ActivationState } from './activation/types';
import { resolveRoutes } from './auth/routes';
import { createAuthStore } from './auth/store';
import type { AuthState } from './auth/types';
import { createForgotPasswordStore } from './forgot-password/store';
import { createImpersonationStore } from './impersonation/store';
import type { ImpersonationState } from './impersonation/types';
import type { ForgotPasswordState } from './forgot-password/types';
import { createInvitationStore } from './invitation/store';
import type { AcceptInvitationState } from './invitation/types';
import { createLoginStore } from './login/store';
import { createMagicLinkStore, type MagicLinkState } from './magic-link';
import { createResetPhoneStore, type ResetPhoneState } from './reset-phone';
import type { LoginState } from './login/types';
import { createLogoutStore } from './logout/store';
import type { LogoutState } from './logout/types';
import { createMfaSettingsStore } from './mfa-settings/store';
import type { MfaSettingsState } from './mfa-settings/types';
import type { PorticoOptions } from './options';
import { applyCustomLogin } from './redirect/custom-login';
import { createResetPasswordStore } from './reset-password/store';
import type { ResetPasswordState } from './reset-password/types';
import { createSessionController } from './session/create';
import type { SessionController } from './session/types';
import type { FlowContext } from './shared/context';
import { defaultNavigate, pageHref } from './shared/env';
import { createSignUpStore } from './sign-up/store';
import type { SignUpState } from './sign-up/types';
import { createSocialLoginStore } from './social/store';
import type { SocialLoginState } from './social/types';
import { createStepUpStore } from './step-up/store';
import type { StepUpState } from './step-up/types';
import { createTokenVault } from './tokens/vault';

/** One app's store set, built by {@link createPortico}. */
export interface Portico {
  auth: StoreApi<AuthState>;
  login: StoreApi<LoginState>;
  signUp: StoreApi<SignUpState>;
  activation: StoreApi<ActivationState>;
  invitation: StoreApi<AcceptInvitationState>;
  forgotPassword: StoreApi<ForgotPasswordState>;
  resetPassword: StoreApi<ResetPasswordState>;
  stepUp: StoreApi<StepUpState>;
  /** Social login (7 providers): provider buttons and the callback route. */
  social: StoreApi<SocialLoginState>;
  mfaSettings: StoreApi<MfaSettingsState>;
  logout: StoreApi<LogoutState>;
  /** Impersonation: start (admin) and end, with the session reload between (product-spec §4). */
  impersonation: StoreApi<ImpersonationState>;
  /** The magic-link callback (`/account/login/magic-link`). */
  magicLink: StoreApi<MagicLinkState>;
  /** Lost phone: ResetPhoneNumber → VerifyResetPhoneNumber → ChangePhoneNumber, then an SMS login. */
  resetPhone: StoreApi<ResetPhoneState>;
  session: SessionController;
  /** The port in use (REST or preview); UI code never calls it. */
  api: PorticoApi;
  /** The REST client behind `api` (null in preview mode or with an injected `api`); the admin stores build on it. */
  client: ApiClient | null;
  /** Whether the Portico runs on preview data (`previewMode` without an injected `api`). */
  previewMode: boolean;
}

// Only names the tab-sync channel when there is no real API (preview mode or an injected port).
const PREVIEW_BASE_URL = 'http://portico.preview.invalid';

function apiFor(options: PorticoOptions, getToken: () => string | null): { api: PorticoApi; client: ApiClient | null } {
  if (options.api) return { api: options.api, client: null };
  // The sample data loads only in preview mode, on the first call.
  if (options.previewMode) {
    // The port itself names the preview's shared data, so the admin preview of this Portico sees the same MFA devices.
    const api: PorticoApi = createLazyApi(() => import('./preview/api').then((m) => m.createPreviewApi({ world: api })));
    return { api, client: null };
  }
  if (typeof options.baseUrl !== 'string' && typeof options.baseUrl !== 'function') {
    throw new TypeError('createPortico needs a baseUrl (the Portico API origin), unless previewMode or api is given');
  }
  const client = createApiClient({
    baseUrl: options.baseUrl,
    ...(options.prefix ? { prefix: options.prefix } : {}),
    // The refresh token is an httpOnly cookie of the API origin; it must travel with cross-origin calls.
    credentials: 'include',
    getToken,
    getPageUrl: pageHref,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.loginAlias ? { loginAlias: options.loginAlias } : {}),
    ...(options.appId ? { appId: options.appId } : {}),
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
  });
  return { api: createRestApi(client), client };
}

/**
 * Builds one independent store set for an app: auth, every flow machine, the session and the API port.
 * Several may coexist on a page; nothing touches `window` until an action runs (SSR-safe).
 * @example
 * const portico = createPortico({ baseUrl: 'http://127.0.0.1:8787' });
 * await portico.session.start();
 * portico.auth.getState().isAuthenticated;
 */
export function createPortico(options: PorticoOptions = {}): Portico {
  const vault = createTokenVault();
  const getToken = () => {
    const entry = vault.get();
    return entry && entry.expiresAt > Date.now() ? entry.accessToken : null;
  };
  const { api, client } = apiFor(options, getToken);
  const routes = applyCustomLogin(resolveRoutes(options.routes), {
    ...(options.loginAlias ? { alias: options.loginAlias } : {}),
    ...(options.applicationUrl ? { applicationUrl: options.applicationUrl } : {}),
  });
  const entitlementsEnabled = options.entitlements?.enabled === true;
  const { store: auth, controller } = createAuthStore({
    api,
    routes,
    // The session reloads the user itself when the refreshed token names another tenant.
    reload: async () => void (await sessionController.refresh()),
    sessionPerTenant: options.sessionPerTenant === true,
  });
  const ctx: FlowContext = {
    api,
    vault,
    auth: controller,
    routes,
    navigate: options.navigate ?? defaultNavigate,
    pageUrl: pageHref,
    redirect: { enforceSameSite: options.enforceRedirectToSameSite !== false, allowedOrigins: options.allowedRedirectOrigins ?? [] },
    entitlementsEnabled,
    sessionPerTenant: options.sessionPerTenant === true,
    emit: (event) => options.onEvent?.(event),
    logger: options.logger ?? console,
  };
  const sessionController: SessionController = createSessionController(
    { ctx, readAuth: () => auth.getState() },
    {
      baseUrl: options.baseUrl ?? PREVIEW_BASE_URL,
      ...(options.mode ? { mode: options.mode } : {}),
      ...(options.prefix ? { prefix: options.prefix } : {}),
      ...(options.clientId ? { clientId: options.clientId } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    },
  );
  const login = createLoginStore(ctx);
  const portico = {
    auth,
    login: login.store,
    session: sessionController,
    api,
    client,
    previewMode: !options.api && options.previewMode === true,
  } as Portico;
  // Flow stores a page never opens are never built: a login page pays only for auth and login (issue 14, page load).
  const flows: { [K in Exclude<keyof Portico, 'auth' | 'login' | 'session' | 'api' | 'client' | 'previewMode'>]: () => Portico[K] } = {
    signUp: () => createSignUpStore(ctx, login),
    activation: () => createActivationStore(ctx),
    invitation: () => createInvitationStore(ctx),
    forgotPassword: () => createForgotPasswordStore(ctx),
    resetPassword: () => createResetPasswordStore(ctx),
    stepUp: () => createStepUpStore(ctx, () => auth.getState().user?.email ?? ''),
    social: () => createSocialLoginStore(ctx, login),
    mfaSettings: () => createMfaSettingsStore(ctx),
    logout: () => createLogoutStore(sessionController),
    impersonation: () => createImpersonationStore(ctx, () => sessionController.refresh()),
    magicLink: () => createMagicLinkStore(ctx, login),
    resetPhone: () => createResetPhoneStore(ctx, login),
  };
  for (const [key, make] of Object.entries(flows)) {
    let made: unknown;
    Object.defineProperty(portico, key, { enumerable: true, get: () => (made ??= make()) });
  }
  return portico;
}
