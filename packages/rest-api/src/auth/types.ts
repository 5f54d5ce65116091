import type { CallOptions } from '../core/request';
import type {
  MfaDevices,
  MyTenant,
  User,
  WebAuthnAssertionCredential,
  WebAuthnCreationOptions,
  WebAuthnDeviceType,
  WebAuthnRegistrationCredential,
  WebAuthnRequestOptions,
} from '../users/types';

// Request and response types of the auth calls (api-calls-and-errors.md §7.1).

/** MFA strategies a vendor may allow. */
export type MfaStrategy = 'AuthenticatorApp' | 'WebAuthnPlatform' | 'WebAuthnCrossPlatform' | 'SMS' | 'EmailCode';

/** What token-issuing calls return, as sent by the server (either naming style, OAuth or Portico). */
export interface TokenResponse {
  accessToken?: string;
  refreshToken?: string;
  access_token?: string;
  refresh_token?: string;
  id_token?: string;
  token_type?: string;
  scope?: string;
  /** Seconds. */
  expires_in?: number;
  /** Seconds. */
  expiresIn?: number;
  mfaRequired?: boolean;
  mfaToken?: string;
  mfaEnrolled?: boolean;
  mfaDevices?: MfaDevices;
  mfaStrategies?: { strategy: MfaStrategy; isActive: boolean }[];
  allowRememberMe?: boolean;
  rememberDeviceDays?: number;
  tenantId?: string;
  tenants?: MyTenant[];
  activeTenant?: MyTenant;
  userId?: string;
  email?: string;
  emailVerified?: boolean;
  isBreachedPassword?: boolean;
  redirectLocation?: string;
}

/** Claims read from the access token (decoded, not verified). */
export interface TokenClaims {
  sub?: string;
  iss?: string;
  aud?: string | string[];
  exp?: number;
  iat?: number;
  /** Authentication time (seconds); step-up checks it against maxAge. */
  auth_time?: number;
  /** Authentication context class; the multi-factor class after step-up. */
  acr?: string;
  /** Authentication methods (`mfa`, `otp`, `sms`, `hwk`, `pwd`...). */
  amr?: string[];
  sid?: string;
  type?: string;
  email?: string;
  name?: string;
  tenantId?: string;
  tenantIds?: string[];
}

/** The signed-in user: the profile (GET /users/v2/me) plus the tokens; core-state adds the decoded claims. */
export interface AuthUser extends User {
  accessToken: string;
  refreshToken?: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}

/** A token response that carries no access token (e.g. MFA required): returned exactly as the server sent it. */
export interface PendingLogin extends TokenResponse {
  user?: undefined;
}

/** A token response with an access token, enriched with the user. `expiresIn` defaults to 300 s. */
export interface AuthenticatedLogin extends TokenResponse {
  accessToken: string;
  refreshToken?: string;
  /** Seconds; 300 when the server gave no expiry. */
  expiresIn: number;
  user: AuthUser;
}

/** What every login-like call resolves to: narrow with `if (result.user)`. */
export type LoginResult = PendingLogin | AuthenticatedLogin;

/** Body of `login` (login v2 payload). */
export interface LoginRequest {
  email: string;
  password: string;
  recaptchaToken?: string;
  invitationToken?: string;
}

/** Body of `refreshToken`. */
export interface RefreshTokenRequest {
  /** Switches the session to this tenant while refreshing. */
  tenantId?: string;
}

/** Body of `mfaVerify`. */
export interface MfaVerifyRequest {
  mfaToken: string;
  /** The code from the authenticator. */
  value: string;
  rememberDevice?: boolean;
}

/** Body of `mfaRecover`. */
export interface MfaRecoverRequest {
  email: string;
  recoveryCode: string;
  /** The pending login's MFA token; the Portico server requires it so a recovery code only replaces the second factor. */
  mfaToken?: string;
}

/** Body of `samlPreLogin` and `ssoPreLogin`. */
export interface SsoPreLoginRequest {
  email: string;
  tenantId?: string;
}

/** Response of `samlPreLogin`: the identity provider address, when SSO applies. */
export interface SamlPreLoginResponse {
  address?: string;
}

/** Response of `ssoPreLogin`. */
export interface SsoPreLoginResponse {
  address?: string;
  idpType?: string;
}

/** Body of `samlPostLogin`. */
export interface SamlPostLoginRequest {
  SAMLResponse: string;
  RelayState?: string;
}

/** Body of `oidcPostLogin`. */
export interface OidcPostLoginRequest {
  code: string;
  redirectUri: string;
  state?: string;
  /** The `iss` callback parameter (RFC 9207), checked when the IdP advertises it. */
  iss?: string;
}

/** Social login providers. */
export type SocialProvider = 'microsoft' | 'facebook' | 'google' | 'github' | 'slack' | 'apple' | 'linkedin';

/** Query of `socialPostLogin`: the provider's callback parameters. */
export interface SocialPostLoginQuery {
  code?: string;
  id_token?: string;
  redirectUri?: string;
  code_verifier?: string;
  state?: string;
}

/** Body of `socialPostLogin`. */
export interface SocialPostLoginBody {
  /** JSON text. */
  metadata?: string;
  invitationToken?: string;
}

/** Body of `socialPreLogin`: the S256 challenge of the PKCE verifier the client keeps for `socialPostLogin`. */
export interface SocialPreLoginRequest {
  codeChallenge: string;
}

/** Response of `socialPreLogin`: where to send the browser (state and nonce stay in an httpOnly cookie). */
export interface SocialPreLoginResponse {
  authorizationUrl: string;
}

/** Response of `socialPostLogin`. */
export interface SocialLoginResult {
  email?: string;
  isNewUser?: boolean;
  userId?: string;
  tenantId?: string;
  name?: string;
}

/** Passwordless kinds. */
export type PasswordlessType = 'MagicLink' | 'Code' | 'SmsCode';

/** Body of `passwordlessPreLogin`: who gets the link or code. */
export interface PasswordlessPreLoginRequest {
  email?: string;
  phoneNumber?: string;
  userId?: string;
  recaptchaToken?: string;
  invitationToken?: string;
}

/** Response of `passwordlessPreLogin` (beyond the phone number, not shown by the spec). */
export interface PasswordlessPreLoginResponse {
  phoneNumber?: string;
}

/** Body of `passwordlessPostLogin`. */
export interface PasswordlessPostLoginRequest {
  /** The magic-link token or the code. */
  token: string;
  /** The account a code was sent for (codes only). */
  email?: string;
  phoneNumber?: string;
  recaptchaToken?: string;
  invitationToken?: string;
}

/** Body of `webAuthnPreLogin`. */
export interface WebAuthnPreLoginRequest {
  /** Absent for conditional UI (autofill): any discoverable passkey of this site may answer. */
  email?: string;
  recaptchaToken?: string;
  invitationToken?: string;
}

/** Response of `webAuthnPreLogin`: options for `navigator.credentials.get`. */
export interface WebAuthnPreLoginResponse {
  options: WebAuthnRequestOptions;
}

/** Body of `webAuthnPostLogin`. */
export interface WebAuthnPostLoginRequest extends WebAuthnAssertionCredential {
  recaptchaToken?: string;
  invitationToken?: string;
}

/** Body of `stepUpGenerate`. */
export interface StepUpGenerateRequest {
  /** Seconds the multi-factor authentication may be old. */
  maxAge?: number;
}

/** Body holding only the pending login's mfaToken. */
export interface PendingMfaRequest {
  mfaToken: string;
}

/** Body of `loginMfaAuthenticatorEnrollVerify`. */
export interface LoginMfaAuthenticatorEnrollVerifyRequest extends PendingMfaRequest {
  token: string;
}

/** Body of `loginMfaAuthenticatorVerify`. */
export interface LoginMfaAuthenticatorVerifyRequest extends PendingMfaRequest {
  value: string;
  rememberDevice?: boolean;
}

/** Body of `loginMfaSmsEnroll`. */
export interface LoginMfaSmsEnrollRequest extends PendingMfaRequest {
  phoneNumber: string;
}

/** Body of the SMS and e-mail code verify calls during login. */
export interface LoginMfaCodeVerifyRequest extends PendingMfaRequest {
  otcToken: string;
  code: string;
  rememberDevice?: boolean;
}

/** Response of the SMS and e-mail code steps during login. */
export interface LoginMfaCodeChallenge {
  otcToken: string;
  phoneNumber?: string;
}

/** Response of `loginMfaAuthenticatorEnroll`. */
export interface LoginMfaQrCode {
  qrCode: string;
}

/** Response of `loginMfaWebAuthnEnroll`. */
export interface LoginMfaWebAuthnEnrollResponse {
  options: WebAuthnCreationOptions;
  webauthnToken: string;
}

/** Body of `loginMfaWebAuthnEnrollVerify`. */
export interface LoginMfaWebAuthnEnrollVerifyRequest extends PendingMfaRequest {
  webauthnToken: string;
  deviceType: WebAuthnDeviceType;
  options: WebAuthnRegistrationCredential;
  rememberDevice?: boolean;
}

/** Response of `loginMfaWebAuthnPreVerify`. */
export interface LoginMfaWebAuthnChallenge {
  options: WebAuthnRequestOptions;
  webauthnToken?: string;
}

/** Body of `loginMfaWebAuthnVerify`. */
export interface LoginMfaWebAuthnVerifyRequest extends PendingMfaRequest {
  webauthnToken?: string;
  options: WebAuthnAssertionCredential;
  rememberDevice?: boolean;
}

/** Body of `oauthToken` (RFC 6749 names), discriminated on `grant_type`. */
export type OAuthTokenRequest =
  | { grant_type: 'authorization_code'; code: string; redirect_uri: string; code_verifier: string; client_id?: string }
  /** The refresh token may instead travel in the httpOnly cookie. */
  | { grant_type: 'refresh_token'; refresh_token?: string; scope?: string; client_id?: string };

/** Body of `oauthSilent`. */
export interface OAuthSilentRequest {
  tenantId?: string;
}

/** Query of `oauthLogout`. */
export interface OAuthLogoutQuery {
  post_logout_redirect_uri?: string;
  /** An ID token this server issued: proves the logout comes from the client, not a cross-site link. */
  id_token_hint?: string;
  client_id?: string;
  state?: string;
}

/** Feature flags by key. */
export type FeatureFlags = Record<string, 'on' | 'off'>;

/** Options of `refreshToken`. */
export interface RefreshTokenOptions extends CallOptions {
  /**
   * `false` returns the token answer as the server sent it, without GET me: for a caller that loads the user itself
   * alongside its other reads (one round trip fewer). @default true
   */
  withUser?: boolean;
}
