import type { PorticoRoutes } from '../auth/routes';

/** Query parameter carrying the application URL to a custom-login page. */
export const APPLICATION_URL_PARAM = 'applicationUrl';

/**
 * Routes under a custom login alias (product-spec §2): the login route gets an application-url query appended and
 * the authenticated URL becomes the account's application URL (`customLoginAuthenticatedUrl`, else `applicationUrl`).
 * Without an alias the routes are returned unchanged.
 */
export function applyCustomLogin(routes: PorticoRoutes, custom: { alias?: string; applicationUrl?: string }): PorticoRoutes {
  if (!custom.alias) return routes;
  const appUrl = routes.customLoginAuthenticatedUrl ?? custom.applicationUrl ?? routes.authenticatedUrl;
  const separator = routes.loginUrl.includes('?') ? '&' : '?';
  return {
    ...routes,
    loginUrl: `${routes.loginUrl}${separator}${APPLICATION_URL_PARAM}=${encodeURIComponent(appUrl)}`,
    authenticatedUrl: appUrl,
  };
}
