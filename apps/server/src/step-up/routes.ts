import type { Hono } from 'hono';
import { stepUpGenerateSchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { csrfGuard } from '../http/cookies';
import { signedInRouter, issues, actor, type AppEnv, requireStepUp, SENSITIVE_ACTION_MAX_AGE } from '../access';
import { body } from '../http/validate';
import { generateStepUp } from './service';

/** Step-up (api-calls-and-errors.md §7.1): POST /auth/v1/user/step-up/generate [maxAge]. */
export function stepUpRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  app.post('/auth/v1/user/step-up/generate', csrfGuard(deps), issues('token'), async (c) => {
    const input = await body(c, stepUpGenerateSchema);
    return c.json(await generateStepUp(deps, c.get('principal'), input.maxAge));
  });
  return app;
}

/** `POST /{prefix}/dev/sensitive-action`: the demo's sensitive action, allowed only with a recent step-up (not mounted in production). */
export function devSensitiveActionRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  app.post('/dev/sensitive-action', requireStepUp(SENSITIVE_ACTION_MAX_AGE), async (c) => {
    await deps.audit.write({ ...actor(c), action: 'Sensitive action', description: 'Performed the demo sensitive action after step-up', severity: 'WARNING' });
    return c.json({ ok: true, at: new Date().toISOString() });
  });
  return app;
}
