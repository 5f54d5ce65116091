/** Paths of the login box's screens, keyed as core-state's `routes` (product-spec §2). */
export interface LoginBoxPaths {
  loginUrl: string;
  logoutUrl: string;
  signUpUrl: string;
  activateUrl: string;
  acceptInvitationUrl: string;
  forgetPasswordUrl: string;
  resetPasswordUrl: string;
  hostedLoginRedirectUrl: string;
  stepUpUrl: string;
  impersonationUrl: string;
  socialLoginCallbackUrl: string;
  samlCallbackUrl: string;
  oidcRedirectUrl: string;
  magicLinkCallbackUrl: string;
  resetPhoneNumberUrl: string;
}

/** The spec's default paths. */
export const defaultPaths: LoginBoxPaths = {
  loginUrl: '/account/login',
  logoutUrl: '/account/logout',
  signUpUrl: '/account/sign-up',
  activateUrl: '/account/activate',
  acceptInvitationUrl: '/account/invitation/accept',
  forgetPasswordUrl: '/account/forget-password',
  resetPasswordUrl: '/account/reset-password',
  hostedLoginRedirectUrl: '/oauth/callback',
  stepUpUrl: '/account/step-up',
  impersonationUrl: '/account/impersonate',
  socialLoginCallbackUrl: '/account/social/success',
  samlCallbackUrl: '/account/saml/callback',
  oidcRedirectUrl: '/account/oidc/callback',
  magicLinkCallbackUrl: '/account/login/magic-link',
  resetPhoneNumberUrl: '/account/reset-phone-number',
};

/** Defaults, then the store's configured routes, then the `routes` prop; only known keys with string values win. */
export function resolvePaths(...layers: Array<Partial<LoginBoxPaths> | undefined>): LoginBoxPaths {
  const out: LoginBoxPaths = { ...defaultPaths };
  for (const layer of layers) {
    for (const key of Object.keys(defaultPaths) as Array<keyof LoginBoxPaths>) {
      const value = layer?.[key];
      if (typeof value === 'string' && value.startsWith('/')) out[key] = value;
    }
  }
  return out;
}
