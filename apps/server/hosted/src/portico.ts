import { createPortico } from '@portico/core-state';
import { hostedPath } from './paths';

export { BASENAME } from './paths';

/**
 * The hosted page talks to its own origin in embedded mode: login sets the server's refresh cookie, then the page
 * goes back to the accepted `redirectUrl` (the authorize URL), where the server, seeing the cookie, issues the code.
 */
export const portico = createPortico({
  baseUrl: location.origin,
  mode: 'embedded',
  // Without a redirectUrl there is no app to return to: stay on the hosted login.
  routes: { authenticatedUrl: '/account/login' },
  navigate: (url) => location.assign(hostedPath(url)),
});
