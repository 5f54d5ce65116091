import type { Hono } from 'hono';
import { impersonateSchema } from '@portico/rest-api/schemas';
import { signedInRouter, issues, requirePermission, type AppEnv } from '../access';
import type { Deps } from '../deps';
import { csrfGuard } from '../http/cookies';
import { body } from '../http/validate';
import { IMPERSONATE_PERMISSION } from './messages';
import { endImpersonation, startImpersonation } from './service';

const PATH = '/impersonation/v1';

/** `POST /impersonation/v1` starts impersonating a member of the caller's tenant; `DELETE` ends it (both set the refresh cookie). */
export function impersonationRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  app.post(PATH, csrfGuard(deps), requirePermission(IMPERSONATE_PERMISSION), issues('session', 'token'), async (c) => {
    const input = await body(c, impersonateSchema);
    return c.json(await startImpersonation(deps, c, c.get('principal'), input));
  });
  app.delete(PATH, csrfGuard(deps), issues('token'), async (c) => c.json(await endImpersonation(deps, c, c.get('principal'))));
  return app;
}
