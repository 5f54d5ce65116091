import type { Hono, Context } from 'hono';
import { signedInRoutes, publicRouter, issues, type AppEnv } from '../access';
import { socialPostLoginQuerySchema, socialPostLoginSchema, socialPreLoginSchema, socialProviderSchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { csrfGuard } from '../http/cookies';
import { body, check, query } from '../http/validate';
import { customProviders } from './custom';
import { publicProviders } from './settings';
import { socialPostLogin, socialPreLogin } from './service';

/**
 * Social login (product-spec §3, api-calls-and-errors.md §7.1, §7.5): the public provider lists (built-in and custom), the pre-login that starts
 * the authorization-code + PKCE flow, and the post-login the callback page calls.
 */
export function socialRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  const signedIn = signedInRoutes(app, deps);
  const list = async (c: Context) => c.json(await publicProviders(deps));
  app.get('/sso/v1', list);
  app.get('/sso/v2', list);
  signedIn.get('/sso/v2/authenticated', list);
  // { providers }: the published client's reading (the spec names no shape).
  app.get('/sso/custom/v1', (c) => c.json({ providers: customProviders(deps) }));

  // Both set or read the signed transaction cookie: same CSRF check as login.
  app.post('/auth/v1/user/sso/:provider/prelogin', csrfGuard(deps), async (c) => {
    const provider = check(socialProviderSchema, c.req.param('provider'));
    const input = await body(c, socialPreLoginSchema);
    return c.json(await socialPreLogin(deps, c, provider, input.codeChallenge));
  });
  app.post('/auth/v1/user/sso/:provider/postlogin', csrfGuard(deps), issues('session', 'token', 'membership'), async (c) => {
    const provider = check(socialProviderSchema, c.req.param('provider'));
    const q = query(c, socialPostLoginQuerySchema);
    await body(c, socialPostLoginSchema);
    return c.json(await socialPostLogin(deps, c, provider, q));
  });
  return app;
}
