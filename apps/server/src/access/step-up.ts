import type { MiddlewareHandler } from 'hono';
import { isSteppedUp } from '../step-up';
import type { AppEnv, Ctx } from './principal';
import { stepUpRequired } from './recent-auth';

/** Throws 403 (the step-up answer) unless the caller's token is stepped up within `maxAge` seconds. */
export function assertSteppedUp(c: Ctx, maxAge?: number): void {
  if (!isSteppedUp(c.get('principal'), { maxAge })) throw stepUpRequired(c, maxAge);
}

/** Refuses (403) a token that is not stepped up, or whose authentication is older than `maxAge` seconds. */
export function requireStepUp(maxAge?: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    assertSteppedUp(c, maxAge);
    await next();
  };
}

/** Seconds the demo's sensitive action accepts a step-up for. */
export const SENSITIVE_ACTION_MAX_AGE = 300;
