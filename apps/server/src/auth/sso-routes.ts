import { Hono } from 'hono';
import { samlPreLoginSchema, ssoPreLoginSchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/context';
import { body } from '../http/validate';

/**
 * SSO pre-login (api-calls-and-errors.md §7.1). No tenant can configure SSO on this server yet, so the truthful answer for
 * every e-mail is "no SSO": 200 with no `address`, which the login machine reads as "use the policy's strategy" (no error).
 * The answer does not depend on the e-mail, so it reveals nothing about which accounts exist.
 */
export function ssoPreLoginRoutes(_deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/auth/v2/user/sso/prelogin', async (c) => {
    await body(c, ssoPreLoginSchema);
    return c.json({});
  });
  app.post('/auth/v1/user/saml/prelogin', async (c) => {
    await body(c, samlPreLoginSchema);
    return c.json({});
  });
  return app;
}
