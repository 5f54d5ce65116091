import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTES, resolveRoutes } from './routes';

describe('routes', () => {
  it.each([
    ['authenticatedUrl', '/'],
    ['loginUrl', '/account/login'],
    ['stepUpUrl', '/account/step-up'],
    ['logoutUrl', '/account/logout'],
    ['activateUrl', '/account/activate'],
    ['impersonationUrl', '/account/impersonate'],
    ['acceptInvitationUrl', '/account/invitation/accept'],
    ['forgetPasswordUrl', '/account/forget-password'],
    ['resetPhoneNumberUrl', '/account/reset-phone-number'],
    ['resetPasswordUrl', '/account/reset-password'],
    ['socialLoginCallbackUrl', '/account/social/success'],
    ['signUpUrl', '/account/sign-up'],
    ['oidcRedirectUrl', '/account/oidc/callback'],
    ['samlCallbackUrl', '/account/saml/callback'],
    ['magicLinkCallbackUrl', '/account/login/magic-link'],
    ['hostedLoginRedirectUrl', '/oauth/callback'],
    ['openAppUrl', '/account/redirect'],
  ] as const)('%s defaults to %s', (key, path) => {
    expect(DEFAULT_ROUTES[key]).toBe(path);
  });

  it('lets every key be overridden and ignores undefined overrides', () => {
    const routes = resolveRoutes({ loginUrl: '/signin', logoutUrl: undefined, customLoginAuthenticatedUrl: '/app' });
    expect(routes.loginUrl).toBe('/signin');
    expect(routes.logoutUrl).toBe('/account/logout');
    expect(routes.customLoginAuthenticatedUrl).toBe('/app');
    expect(routes.signUpSuccessUrl).toBeUndefined();
  });
});
