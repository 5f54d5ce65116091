import type { Deps } from '../deps';

/** One custom social login provider as the login box reads it (`CustomSocialLoginProvider` of @portico/rest-api). */
export interface PublicCustomSocialProvider {
  id: string;
  displayName: string;
  active: boolean;
  authorizationUrl: string;
  clientId: string;
  redirectUrl: string;
  scopes: string;
  ssoLogoUrl?: string;
}

/**
 * The vendor's custom social login providers from its stored configuration (the spec names no call that configures
 * them, so the list is empty until the vendor configuration holds some). Active only with a client id; never the secret.
 */
export function customProviders(deps: Deps): PublicCustomSocialProvider[] {
  return (deps.vendor.config.customSocialProviders ?? []).map((p) => ({
    id: p.id, displayName: p.displayName, active: p.active && !!p.clientId, authorizationUrl: p.authorizationUrl, clientId: p.clientId,
    redirectUrl: p.redirectUrl ?? `${deps.config.appUrl}/account/social/success`, scopes: p.scopes ?? 'openid email profile',
    ...(p.ssoLogoUrl ? { ssoLogoUrl: p.ssoLogoUrl } : {}),
  }));
}
