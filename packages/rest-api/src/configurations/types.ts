/** Whether MFA is forced at login. */
export type EnforceMfaType = 'DontForce' | 'Force' | 'ForceExceptSAML';
/** Interactive login strategies (product-spec §3). */
export type AuthStrategy = 'EmailAndPassword' | 'MagicLink' | 'Code' | 'NoLocalAuthentication' | 'SmsCode' | 'Passkeys' | 'SmsCodeV2';
/** Machine-to-machine strategies. */
export type MachineAuthStrategy = 'ClientCredentials' | 'AccessToken';
/** MFA strategies. */
export type MfaStrategy = 'AuthenticatorApp' | 'WebAuthnPlatform' | 'WebAuthnCrossPlatform' | 'SMS' | 'EmailCode';
/** Allow or block list of e-mail domains. */
export type EmailDomainListType = 'allow' | 'block';
/** Allow or block list of IP addresses. */
export type IpRestrictionStrategy = 'ALLOW' | 'BLOCK';

// ---- policies ----

/** MFA policy of the tenant (or the vendor's default). */
export interface MfaPolicy {
  id?: string;
  enforceMFAType: EnforceMfaType;
  allowRememberMyDevice?: boolean;
  /** Seconds a remembered device stays trusted. */
  mfaDeviceExpiration?: number;
  createdAt?: string;
  updatedAt?: string;
}

/** Body of `POST /configurations/v1/mfa-policy`. */
export interface SaveMfaPolicyRequest {
  enforceMFAType?: EnforceMfaType;
  allowRememberMyDevice?: boolean;
  mfaDeviceExpiration?: number;
}

/** Whether "remember this device" may be offered at MFA, and for how long. */
export interface MfaRememberDevicePolicy {
  allowRememberMyDevice: boolean;
  mfaDeviceExpiration?: number;
}

/** Lockout policy. */
export interface LockoutPolicy {
  id?: string;
  enabled: boolean;
  maxAttempts: number;
}

/** Body of `POST /configurations/v1/lockout-policy`. */
export interface SaveLockoutPolicyRequest {
  enabled?: boolean;
  maxAttempts?: number;
}

/** Public captcha policy (read before login). */
export interface CaptchaPolicy {
  id?: string;
  enabled: boolean;
  siteKey?: string;
  minScore?: number;
  ignoredEmails?: string[];
}

/** Password history policy. */
export interface PasswordHistoryPolicy {
  id?: string;
  enabled: boolean;
  historySize: number;
}

/** Body of `POST /configurations/v1/password-history-policy`. */
export interface SavePasswordHistoryPolicyRequest {
  enabled?: boolean;
  historySize?: number;
}

/** Password rules. */
export interface PasswordConfig {
  minLength?: number;
  maxLength?: number;
  allowPassphrases?: boolean;
  minPhraseLength?: number;
  minOptionalTestsToPass?: number;
}

/** The vendor's public configuration. */
export interface PublicConfigurations {
  allowSignups?: boolean;
  allowNotVerifiedUsersLogin?: boolean;
  apiTokensEnabled?: boolean;
  forcePermissions?: boolean;
  authStrategy?: AuthStrategy;
  machineToMachineAuthStrategy?: MachineAuthStrategy;
  cookieSameSite?: string;
  jwtAccessTokenExpiration?: number;
  jwtRefreshTokenExpiration?: number;
  publicKey?: string;
}

/** Login strategies and which are on. */
export interface AuthStrategiesConfig {
  strategies: Array<{ strategy: AuthStrategy; isActive: boolean }>;
  mainAuthStrategy?: AuthStrategy;
}

/** MFA strategies and which are on. */
export interface MfaStrategiesConfig {
  strategies: Array<{ strategy: MfaStrategy; isActive: boolean }>;
}

// ---- e-mail domain restrictions ----

/** One allowed or blocked e-mail domain. */
export interface EmailDomainRestriction {
  id: string;
  domain: string;
  type: EmailDomainListType;
  createdAt?: string;
}

/** Body of `POST /configurations/restrictions/v1/email-domain`. */
export interface CreateEmailDomainRestrictionRequest {
  domain: string;
  type: EmailDomainListType;
}

/** E-mail domain restriction settings; the list shows only entries of `listType`. */
export interface EmailDomainRestrictionsConfig {
  active: boolean;
  blockPublicDomains?: boolean;
  listType?: EmailDomainListType;
}

/** Body of `POST /configurations/restrictions/v1/email-domain/config`. */
export interface UpdateEmailDomainRestrictionsConfigRequest {
  active: boolean;
  blockPublicDomains?: boolean;
  listType?: EmailDomainListType;
}

// ---- IP restrictions ----

/** One allowed or blocked address (IPv4, IPv6 or CIDR). */
export interface IpRestriction {
  id: string;
  ip: string;
  isActive: boolean;
  strategy: IpRestrictionStrategy;
  description?: string;
  createdAt?: string;
  updatedAt?: string;
}

/** Query of `GET /configurations/v1/restrictions/ip`. Defaults: `_limit` 10, `_offset` 0. */
export interface IpRestrictionsQuery {
  _filter?: IpRestrictionStrategy;
  _limit?: number;
  _offset?: number;
}

/** A page of IP restrictions. */
export interface IpRestrictionsPage {
  items: IpRestriction[];
  _metadata?: { totalItems: number; totalPages: number };
}

/** Body of `POST /configurations/v1/restrictions/ip`. */
export interface CreateIpRestrictionRequest {
  ip: string;
  strategy: IpRestrictionStrategy;
  isActive: boolean;
  description?: string;
}

/** Body of `POST /configurations/v1/restrictions/ip/bulk`. */
export interface CreateIpRestrictionsBulkRequest {
  ips: CreateIpRestrictionRequest[];
}

/** IP restriction settings. */
export interface IpRestrictionsConfig {
  isActive: boolean;
  strategy: IpRestrictionStrategy;
}

/** Body of `POST /configurations/v1/restrictions/ip/config`. */
export interface UpdateIpRestrictionsConfigRequest {
  isActive: boolean;
  strategy: IpRestrictionStrategy;
}

/** Whether the caller's address passes the restrictions. */
export interface IpVerification {
  valid: boolean;
}
