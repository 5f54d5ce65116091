/** Route keys of product-spec §2 plus the default paths of its table; every one overridable. */
export interface PorticoRoutes {
  authenticatedUrl: string;
  loginUrl: string;
  logoutUrl: string;
  stepUpUrl: string;
  activateUrl: string;
  impersonationUrl: string;
  acceptInvitationUrl: string;
  forgetPasswordUrl: string;
  resetPhoneNumberUrl: string;
  resetPasswordUrl: string;
  socialLoginCallbackUrl: string;
  signUpUrl: string;
  oidcRedirectUrl: string;
  samlCallbackUrl: string;
  magicLinkCallbackUrl: string;
  hostedLoginRedirectUrl: string;
  openAppUrl: string;
  /** Where sign-up success goes; none by default (the success step is shown). */
  signUpSuccessUrl?: string;
  /** Authenticated URL used instead of `authenticatedUrl` when a custom login alias is set. */
  customLoginAuthenticatedUrl?: string;
}

/** Default paths, exactly as product-spec §2 lists them. */
export const DEFAULT_ROUTES: Readonly<PorticoRoutes> = Object.freeze({
  authenticatedUrl: '/',
  loginUrl: '/account/login',
  stepUpUrl: '/account/step-up',
  logoutUrl: '/account/logout',
  activateUrl: '/account/activate',
  impersonationUrl: '/account/impersonate',
  acceptInvitationUrl: '/account/invitation/accept',
  forgetPasswordUrl: '/account/forget-password',
  resetPhoneNumberUrl: '/account/reset-phone-number',
  resetPasswordUrl: '/account/reset-password',
  socialLoginCallbackUrl: '/account/social/success',
  signUpUrl: '/account/sign-up',
  oidcRedirectUrl: '/account/oidc/callback',
  samlCallbackUrl: '/account/saml/callback',
  magicLinkCallbackUrl: '/account/login/magic-link',
  hostedLoginRedirectUrl: '/oauth/callback',
  openAppUrl: '/account/redirect',
});

/** Defaults overridden by the host's partial routes (undefined values keep the default). */
export function resolveRoutes(overrides: Partial<PorticoRoutes> = {}): PorticoRoutes {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, v]) => typeof v === 'string'));
  return { ...DEFAULT_ROUTES, ...defined };
}
