import type { Hono } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from '../access';
import { ssoLoginRoutes } from '../sso/login-routes';

/**
 * SSO pre-login and post-login (api-calls-and-errors.md §7.1) live in the sso domain; the auth route list keeps this name.
 * "No SSO" is a 200 with no `address`, answered alike for every account of a domain without verified SSO.
 */
export function ssoPreLoginRoutes(deps: Deps): Hono<AppEnv> {
  return ssoLoginRoutes(deps);
}
