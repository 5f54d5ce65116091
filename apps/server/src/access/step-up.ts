import type { MiddlewareHandler } from 'hono';
import { isSteppedUp } from '../step-up';
import type { AppEnv } from './principal';
import { stepUpRequired } from './recent-auth';

/** Refuses (403) a token that is not stepped up, or whose authentication is older than `maxAge` seconds. */
export function requireStepUp(maxAge?: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isSteppedUp(c.get('principal'), { maxAge })) throw stepUpRequired(c, maxAge);
    await next();
  };
}

/** Seconds the demo's sensitive action accepts a step-up for. */
export const SENSITIVE_ACTION_MAX_AGE = 300;
