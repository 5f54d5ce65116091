import { Hono, type MiddlewareHandler } from 'hono';
import { stepUpGenerateSchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { actor, requireAuth, type AppEnv } from '../http/context';
import { csrfGuard } from '../http/cookies';
import { issues, stepUpRequired } from '../access';
import { body } from '../http/validate';
import { generateStepUp } from './service';
import { isSteppedUp } from './validity';

/** Answer when a call needs a stepped-up token the caller does not have (worded once, in the access layer). */
export { STEP_UP_REQUIRED } from '../access/recent-auth';

/** Step-up (api-calls-and-errors.md §7.1): POST /auth/v1/user/step-up/generate [maxAge]. */
export function stepUpRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/auth/v1/user/step-up/generate', csrfGuard(deps), requireAuth(deps), issues('token'), async (c) => {
    const input = await body(c, stepUpGenerateSchema);
    return c.json(await generateStepUp(deps, c.get('principal'), input.maxAge));
  });
  return app;
}

/** Refuses (403) a token that is not stepped up, or whose authentication is older than `maxAge` seconds. */
export function requireStepUp(maxAge?: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isSteppedUp(c.get('principal'), { maxAge })) throw stepUpRequired(c, maxAge);
    await next();
  };
}

/** Seconds the demo's sensitive action accepts a step-up for. */
export const SENSITIVE_ACTION_MAX_AGE = 300;

/** `POST /{prefix}/dev/sensitive-action`: the demo's sensitive action, allowed only with a recent step-up (not mounted in production). */
export function devSensitiveActionRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/dev/sensitive-action', requireAuth(deps), requireStepUp(SENSITIVE_ACTION_MAX_AGE), async (c) => {
    await deps.audit.write({ ...actor(c), action: 'Sensitive action', description: 'Performed the demo sensitive action after step-up', severity: 'WARNING' });
    return c.json({ ok: true, at: new Date().toISOString() });
  });
  return app;
}
