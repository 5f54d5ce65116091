import type { PhonePort } from './phone';
import type { SmsMfaPort } from './sms-mfa';
import type { UserEntitlementsState } from '@portico/entitlements';
import type { PasskeyPort } from '../passkeys/port';
import type { WebAuthnMfaPort } from '../mfa-webauthn/port';
import type { SocialProvider, SocialProviderView } from '../social/types';

/** Local sign-in strategies (product-spec §3). */
export type AuthStrategy = 'EmailAndPassword' | 'MagicLink' | 'Code' | 'NoLocalAuthentication' | 'SmsCode' | 'Passkeys' | 'SmsCodeV2';
/** MFA strategies (product-spec §3). */
export type MfaStrategy = 'AuthenticatorApp' | 'WebAuthnPlatform' | 'WebAuthnCrossPlatform' | 'SMS' | 'EmailCode';
/** Passwordless kinds with a pre-login call. */
export type PasswordlessType = 'MagicLink' | 'Code' | 'SmsCode';

/** The user's enrolled MFA devices, by kind. */
export interface MfaDevices {
  webauthn?: Array<{ id: string; deviceType?: string; name?: string }>;
  phones?: Array<{ id: string; phoneNumber?: string }>;
  authenticators?: Array<{ id: string }>;
  emails?: Array<{ email: string }>;
}

/** Answer of the login, MFA, refresh and activation calls (product-spec §3 "Login result fields"). */
export interface LoginResponse {
  accessToken?: string;
  refreshToken?: string;
  id_token?: string;
  refresh_token?: string;
  /** Seconds; 300 when absent. */
  expires_in?: number;
  expiresIn?: number;
  tenantId?: string;
  mfaRequired?: boolean;
  mfaToken?: string;
  /** False when MFA is forced but the user has no factor yet (enrolment branch). */
  mfaEnrolled?: boolean;
  mfaDevices?: MfaDevices;
  /** Factors the user may verify with (enrolled) or enrol (forced). */
  mfaStrategies?: MfaStrategy[];
  allowRememberMe?: boolean;
  /** Remembered-device lifetime, seconds. */
  mfaDeviceExpiration?: number;
  /** Remembered-device lifetime, days (wins over `mfaDeviceExpiration`). */
  rememberDeviceDays?: number;
  isBreachedPassword?: boolean;
  /** Returned once when an authenticator is enrolled. */
  recoveryCode?: string;
  /** The profile, when the call already fetched it with the new token (saves a second fetch). Never holds tokens. */
  profile?: UserProfile;
}

/** A role as the profile and authorization calls return it. */
export interface Role {
  id: string;
  key: string;
  name: string;
  description?: string | null;
  permissions?: string[];
}

/** A permission key held by the user. */
export interface Permission {
  id?: string;
  key: string;
}

/** `GET /users/v2/me`. */
export interface UserProfile {
  id: string;
  email: string;
  name?: string | null;
  phoneNumber?: string | null;
  profilePictureUrl?: string | null;
  tenantId: string;
  tenantIds?: string[];
  vendorId?: string;
  verified?: boolean;
  mfaEnrolled?: boolean;
  roles?: Role[];
  permissions?: Permission[];
  superUser?: boolean;
  metadata?: string;
  [extra: string]: unknown;
}

/** `GET /users/v1/me/authorization`. */
export interface UserAuthorization {
  roles: Role[];
  permissions: Permission[];
}

/** A tenant the user belongs to. */
export interface Tenant {
  tenantId: string;
  name: string;
  id?: string;
  isReseller?: boolean;
  [extra: string]: unknown;
}

/** Body of `POST /users/v1/signUp`. */
export interface SignUpRequest {
  email: string;
  name?: string;
  companyName?: string;
  password?: string;
  phoneNumber?: string;
  invitationToken?: string;
}

/** Answer of the sign-up call. */
export interface SignUpResponse {
  shouldActivate: boolean;
  userId?: string;
  tenantId?: string;
  authResponse?: LoginResponse;
}

/** Answer of the SSO pre-login; null when the e-mail has no SSO. */
export interface SsoPreLoginResponse {
  address: string;
  idpType?: string;
}

/** Answer of the social post-login: the login answer plus who signed in (product-spec §3 social login result). */
export interface SocialLoginResponse extends LoginResponse {
  email?: string;
  isNewUser?: boolean;
  userId?: string;
  name?: string;
}

/** Answer of `POST /auth/v1/user/step-up/generate`. */
export interface StepUpResponse {
  /** Present when the current session already satisfies the step-up. */
  user?: LoginResponse;
  mfaToken?: string;
  mfaDevices?: MfaDevices;
  mfaStrategies?: MfaStrategy[];
}

/** Authenticator-app enrolment challenge. */
export interface AuthenticatorEnrollment {
  qrCodeUri: string;
  secret?: string;
}

/**
 * The port: every server call the stores make. The REST adapter ({@link createRestApi}) and the preview fake
 * both implement it, and no store knows which one it talks to.
 */
export interface PorticoApi extends PasskeyPort, PhonePort, SmsMfaPort, WebAuthnMfaPort {
  // ---- sign-in ----
  getAuthStrategy(): Promise<AuthStrategy>;
  ssoPreLogin(body: { email: string; tenantId?: string }): Promise<SsoPreLoginResponse | null>;
  /** SAML answer handed on by the server's ACS (`/account/saml/callback` fragment). */
  samlPostLogin(body: { SAMLResponse: string; RelayState?: string }): Promise<LoginResponse>;
  /** OIDC callback parameters (`/account/oidc/callback` query). */
  oidcPostLogin(body: { code: string; state?: string; iss?: string; redirectUri: string }): Promise<LoginResponse>;
  passwordlessPreLogin(type: PasswordlessType, body: { email: string }): Promise<void>;
  passwordlessPostLogin(type: PasswordlessType, body: { token: string; email?: string }): Promise<LoginResponse>;
  login(body: { email: string; password: string; invitationToken?: string; recaptchaToken?: string }): Promise<LoginResponse>;
  logout(): Promise<void>;
  /** New tokens from the refresh cookie (optionally for another tenant); the answer holds no profile, the session reads it. */
  refreshToken(body: { tenantId?: string }): Promise<LoginResponse>;
  // ---- MFA during login and step-up ----
  verifyMfa(body: { mfaToken: string; value: string; rememberDevice?: boolean }): Promise<LoginResponse>;
  recoverMfa(body: { mfaToken: string; email: string; recoveryCode: string }): Promise<LoginResponse>;
  enrollLoginAuthenticator(body: { mfaToken: string }): Promise<AuthenticatorEnrollment>;
  verifyLoginAuthenticator(body: { mfaToken: string; value: string }): Promise<LoginResponse>;
  /** E-mails a one-time code; the answer's `otcToken` goes back with the code. */
  sendLoginEmailCode(body: { mfaToken: string }): Promise<{ otcToken?: string }>;
  verifyLoginEmailCode(body: { mfaToken: string; value: string; otcToken?: string; rememberDevice?: boolean }): Promise<LoginResponse>;
  generateStepUp(body: { maxAge?: number }): Promise<StepUpResponse>;
  // ---- social login ----
  getSocialProviders(): Promise<SocialProviderView[]>;
  socialPreLogin(provider: SocialProvider, body: { codeChallenge: string }): Promise<{ authorizationUrl: string }>;
  socialPostLogin(provider: SocialProvider, query: { code: string; state: string; code_verifier: string; redirectUri: string }): Promise<SocialLoginResponse>;
  // ---- user ----
  getProfile(): Promise<UserProfile>;
  getAuthorization(): Promise<UserAuthorization>;
  getTenants(): Promise<Tenant[]>;
  switchTenant(body: { tenantId: string }): Promise<void>;
  getFlags(): Promise<Record<string, boolean>>;
  getEntitlements(): Promise<UserEntitlementsState>;
  // ---- account flows ----
  signUp(body: SignUpRequest): Promise<SignUpResponse>;
  getActivationStrategy(body: { userId: string; token: string }): Promise<{ shouldSetPassword: boolean }>;
  activate(body: { userId: string; token: string; password?: string }): Promise<LoginResponse>;
  acceptInvitation(body: { userId: string; token: string }): Promise<void>;
  forgotPassword(body: { email: string }): Promise<void>;
  resetPassword(body: { userId: string; token: string; password: string }): Promise<void>;
  // ---- MFA settings (profile) ----
  /** MFA strategies the vendor has switched on (what the profile may enrol). */
  getActiveMfaStrategies(): Promise<MfaStrategy[]>;
  enrollAuthenticator(): Promise<AuthenticatorEnrollment>;
  verifyAuthenticator(body: { value: string }): Promise<{ recoveryCode?: string }>;
  disableMfa(body: { value: string }): Promise<void>;
  // ---- impersonation ----
  /** Starts impersonating a member of the caller's tenant; the refresh cookie then belongs to the impersonation session. */
  impersonate(body: { userId: string; reason: string; tenantId?: string }): Promise<void>;
  /** Ends the caller's impersonation; the admin's own session is handed back. */
  endImpersonation(): Promise<void>;
}
