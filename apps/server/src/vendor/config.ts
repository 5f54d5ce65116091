/** Vendor-wide configuration and security policies (product-spec.md §3 "Security policies"). */
export interface VendorConfig {
  allowSignups: boolean;
  allowNotVerifiedUsersLogin: boolean;
  apiTokensEnabled: boolean;
  forcePermissions: boolean;
  authStrategy: string;
  /** Login strategies turned on besides `authStrategy` (which is always on); see auth-strategies/. */
  activeAuthStrategies?: string[];
  /** Magic links work only in the browser that asked for them (passwordless/README.md). */
  magicLinkSameBrowser?: boolean;
  machineToMachineAuthStrategy: string;
  cookieSameSite: 'Lax' | 'Strict' | 'None';
  defaultRoleKeys: string[];
  mfaPolicy: { enforceMFAType: 'DontForce' | 'Force' | 'ForceExceptSAML'; allowRememberMyDevice: boolean; mfaDeviceExpiration: number };
  mfaStrategies: { strategy: string; isActive: boolean }[];
  lockoutPolicy: { enabled: boolean; maxAttempts: number };
  passwordHistoryPolicy: { enabled: boolean; historySize: number };
  captchaPolicy: { enabled: boolean; siteKey: string | null; minScore: number; ignoredEmails: string[] };
  /** Vendor-defined custom (OIDC) social login providers (`GET /sso/custom/v1`); none by default. */
  customSocialProviders?: CustomSocialProviderSetting[];
}

/** One vendor-defined custom social login provider as stored; the client secret never leaves the server. */
export interface CustomSocialProviderSetting {
  id: string;
  displayName: string;
  active: boolean;
  authorizationUrl: string;
  clientId: string;
  clientSecret?: string;
  redirectUrl?: string;
  /** Space-separated, as in an OAuth `scope` parameter. */
  scopes?: string;
  ssoLogoUrl?: string;
}

/** Defaults of a new vendor. */
export const DEFAULT_VENDOR_CONFIG: VendorConfig = {
  allowSignups: true,
  allowNotVerifiedUsersLogin: false,
  apiTokensEnabled: true,
  forcePermissions: false,
  authStrategy: 'EmailAndPassword',
  machineToMachineAuthStrategy: 'ClientCredentials',
  cookieSameSite: 'Lax',
  defaultRoleKeys: ['ReadOnly'],
  mfaPolicy: { enforceMFAType: 'DontForce', allowRememberMyDevice: true, mfaDeviceExpiration: 60 * 60 * 24 * 14 },
  mfaStrategies: [
    { strategy: 'AuthenticatorApp', isActive: true },
    { strategy: 'EmailCode', isActive: true },
    { strategy: 'SMS', isActive: true },
    { strategy: 'WebAuthnPlatform', isActive: true },
    { strategy: 'WebAuthnCrossPlatform', isActive: true },
  ],
  lockoutPolicy: { enabled: true, maxAttempts: 5 },
  passwordHistoryPolicy: { enabled: true, historySize: 3 },
  captchaPolicy: { enabled: false, siteKey: null, minScore: 0.5, ignoredEmails: [] },
};
