/** The social providers (product-spec §3), in the order the login box shows them. */
export const SOCIAL_PROVIDERS = ['google', 'microsoft', 'facebook', 'github', 'slack', 'apple', 'linkedin'] as const;
export type SocialProviderType = (typeof SOCIAL_PROVIDERS)[number];

/** How a provider proves who signed in: an OIDC ID token, or OAuth 2 plus a userinfo call (GitHub, Facebook). */
export type ProviderKind = 'oidc' | 'oauth2';

/** A provider's shape and its public endpoints; every endpoint can be replaced per vendor (tests and the demo use loopback). */
export interface ProviderShape {
  kind: ProviderKind;
  scopes: string[];
  /** OIDC: discovery at `{issuer}/.well-known/openid-configuration`. */
  issuer?: string;
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  userinfoEndpoint?: string;
  /** GitHub: the address list with `verified` flags (the profile's e-mail says nothing about verification). */
  emailsEndpoint?: string;
  /** The provider only ever returns confirmed addresses (Facebook's Graph API). */
  emailAlwaysVerified?: boolean;
}

export const PROVIDER_SHAPES: Record<SocialProviderType, ProviderShape> = {
  google: { kind: 'oidc', issuer: 'https://accounts.google.com', scopes: ['openid', 'email', 'profile'] },
  // Microsoft's multi-tenant issuer is per tenant: a vendor sets its own (e.g. .../{tenant}/v2.0); consumers is the default.
  microsoft: { kind: 'oidc', issuer: 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0', scopes: ['openid', 'email', 'profile'] },
  slack: { kind: 'oidc', issuer: 'https://slack.com', scopes: ['openid', 'email', 'profile'] },
  // Apple's client secret is the ES256 JWT the vendor generates from its key; it is stored as given.
  apple: { kind: 'oidc', issuer: 'https://appleid.apple.com', scopes: ['openid', 'email', 'name'] },
  linkedin: { kind: 'oidc', issuer: 'https://www.linkedin.com/oauth', scopes: ['openid', 'email', 'profile'] },
  github: {
    kind: 'oauth2', scopes: ['read:user', 'user:email'], authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token', userinfoEndpoint: 'https://api.github.com/user', emailsEndpoint: 'https://api.github.com/user/emails',
  },
  facebook: {
    kind: 'oauth2', scopes: ['email', 'public_profile'], authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token', userinfoEndpoint: 'https://graph.facebook.com/me?fields=id,name,email', emailAlwaysVerified: true,
  },
};

/** True for a known provider name. */
export const isSocialProvider = (v: string): v is SocialProviderType => (SOCIAL_PROVIDERS as readonly string[]).includes(v);
