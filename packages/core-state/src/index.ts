/**
 * @portico/core-state: headless Portico state. One store set per app ({@link createPortico}): auth, the login,
 * sign-up, activation, invitation, password, step-up and MFA-settings flow machines, the session, and the API port.
 * @packageDocumentation
 */

// Entry point
export { createPortico } from './portico';
export type { Portico } from './portico';
export type { PorticoOptions } from './options';

// Constants
export {
  POST_LOGIN_REDIRECT_MS,
  POST_ACTIVATION_REDIRECT_MS,
  IMPERSONATION_RELOAD_MS,
  SSO_REDIRECT_MS,
  SSO_FAILED_REDIRECT_MS,
  PROFILE_FETCH_ATTEMPTS,
  PROFILE_RETRY_DELAY_MS,
  PREVIEW_DELAY_MS,
  DEFAULT_TOKEN_EXPIRY_SECONDS,
  REFRESH_MARGIN_SECONDS,
  STEP_UP_PATH_KEY,
  STEP_UP_FLAG_KEY,
  MAX_REDIRECT_URL_LENGTH,
} from './constants';
export { CORE_MESSAGES } from './shared/messages';
export { EMAIL_PATTERN } from '@portico/rest-api';
export type { PorticoEvent } from './shared/context';

// API port
export { createRestApi } from './api/rest-lazy';
export type {
  AuthStrategy,
  AuthenticatorEnrollment,
  LoginResponse,
  MfaDevices,
  MfaStrategy,
  PasswordlessType,
  Permission,
  PorticoApi,
  Role,
  SignUpRequest,
  SignUpResponse,
  SocialLoginResponse,
  SsoPreLoginResponse,
  StepUpResponse,
  Tenant,
  UserAuthorization,
  UserProfile,
} from './api/types';

// Auth
export { DEFAULT_ROUTES, resolveRoutes } from './auth/routes';
export type { PorticoRoutes } from './auth/routes';
export type { AuthState, AuthStatus } from './auth/types';
export type { PorticoUser, TokenClaims } from './auth/user';
export { mergeUser } from './auth/user';
export { checkEntitlement } from './auth/entitlements';
export { AUTHORIZATION_FLAG, ENTITLEMENTS_FLAG } from './auth/flags';

// Redirects and scoping
export { resolveRedirectUrl } from './redirect/resolve';
export type { RedirectPolicy } from './redirect/resolve';
export { postLoginTarget, scopedTenantId } from './redirect/query';
export { APPLICATION_URL_PARAM, applyCustomLogin } from './redirect/custom-login';

// Flows
export type { LoginState, LoginStep } from './login/types';
export { selectMfa } from './mfa/select';
export type { MfaMethod, MfaState, MfaStep } from './mfa/types';
export type { SignUpState, SignUpStep } from './sign-up/types';
export type { ActivationState, ActivationStep } from './activation/types';
export type { AcceptInvitationState, AcceptInvitationStep } from './invitation/types';
export type { ForgotPasswordState, ForgotPasswordStep } from './forgot-password/types';
export type { MagicLinkState, MagicLinkStep } from './magic-link/types';
export type { ResetPhoneState, ResetPhoneStep } from './reset-phone/types';
export type { PhonePort } from './api/phone';
export type { ResetPasswordState, ResetPasswordStep } from './reset-password/types';
export type { LogoutState, LogoutStep } from './logout/types';
export type { StepUpState, StepUpStep } from './step-up/types';
export type { SocialLoginState, SocialLoginStep, SocialProvider, SocialProviderView } from './social/types';
export { SOCIAL_TRANSACTION_KEY } from './social/transaction';
export { ACR_MULTI_FACTOR, STEP_UP_METHODS, isSteppedUp } from './step-up/validity';
export { stepUpTarget } from './step-up/store';
export type { MfaSettingsState, MfaSettingsStep } from './mfa-settings/types';
export { hasMfaDevice, mfaEnrolOptions } from './mfa-settings/options';
export type { MfaEnrolKind } from './mfa-settings/options';
export { IMPERSONATION_MESSAGES, selectImpersonator, selectIsImpersonated } from './impersonation';
export type { ImpersonateInput, ImpersonationDialog, ImpersonationState, ImpersonationStep, Impersonator } from './impersonation';

// Session
export type { SessionController } from './session/types';
// createHostedAuth lives in the `/hosted` entry: it imports the OAuth client statically, which this entry only lazy-loads.
export { isSessionError, SessionError, SESSION_MESSAGES } from './session';
export type { HostedSessionController, SessionErrorCode } from './session';
