import type { Context, ErrorHandler, Hono, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isApiError, MSG } from './errors';
import { uniqueViolationAnswer, type UniqueAnswers } from './unique-errors';
import { isDatabaseUnavailable } from './db-unavailable';
import { log, requestId } from './log';

/**
 * Turns any thrown error into `{ errors: [...] }`; unexpected ones become a plain 500 (logged, never sent). `unique`:
 * the domains' answers to a lost unique-constraint race (app.ts composes them).
 */
export const errorHandler = (unique: UniqueAnswers = {}): ErrorHandler => (err, c) => {
  if (isApiError(err)) {
    if (err.retryAfter !== undefined) c.header('Retry-After', String(err.retryAfter));
    return c.json({ errors: err.errors }, err.status as 400);
  }
  // An id that is not a UUID reached a uuid column (PostgreSQL and PGlite: invalid_text_representation): bad input, not a crash.
  if ((err as { code?: unknown }).code === '22P02') return c.json({ errors: [MSG.invalidId] }, 400);
  // A reference to a row that does not exist (e.g. a tenant API token, which has no user, on a route that records one).
  if ((err as { code?: unknown }).code === '23503') return c.json({ errors: ['This caller or a referenced record cannot be used here'] }, 400);
  // PostgreSQL down or restarting: a clear, retryable 503 (the pool reconnects by itself once it is back).
  if (isDatabaseUnavailable(err)) {
    log.error({ reqId: requestId(c), method: c.req.method, path: c.req.path, code: (err as { code?: unknown }).code ?? (err as Error).message }, 'database unavailable');
    c.header('Retry-After', '5');
    return c.json({ errors: [MSG.dbUnavailable] }, 503);
  }
  // A lost race on a unique constraint answers what the calm twin answers (see unique-errors.ts), never a 500.
  const dup = uniqueViolationAnswer(err, unique);
  if (dup) {
    if (!dup.mapped) log.warn({ reqId: requestId(c), method: c.req.method, path: c.req.path, constraint: (err as { constraint?: unknown }).constraint }, 'unmapped unique violation');
    return c.json({ errors: dup.error.errors }, dup.error.status as 409);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    return c.json({ errors: [status === 413 ? MSG.tooLarge : err.message || MSG.internal] }, status);
  }
  log.error({ reqId: requestId(c), method: c.req.method, path: c.req.path, err }, 'unhandled error');
  return c.json({ errors: [MSG.internal] }, 500);
};

/** {@link errorHandler} with no domain's unique answers (tests of the transport alone). */
export const onError: ErrorHandler = errorHandler();

const toPattern = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\/:[^/]+/g, '/[^/]+').replace(/\/\*$/, '(?:/.*)?')}/?$`);

/**
 * Header set only on the router's own 404/405 (no route for this path and method), never on a 404 a handler throws
 * for a missing resource: the contract suite counts a call as unserved exactly when it sees this header.
 */
export const ROUTE_MISS_HEADER = 'x-portico-route';
/** Value of {@link ROUTE_MISS_HEADER} on a router 404/405. */
export const ROUTE_MISS_VALUE = 'none';

/** 404 for unknown paths, 405 (with Allow) when the path exists under another method; both carry the route-miss header. */
export function notFoundOrMethod(app: Hono<never>): NotFoundHandler {
  let table: { method: string; pattern: RegExp }[] | undefined;
  return (c: Context) => {
    table ??= app.routes.filter((r) => r.method !== 'ALL').map((r) => ({ method: r.method, pattern: toPattern(r.path) }));
    const allowed = [...new Set(table.filter((r) => r.pattern.test(c.req.path)).map((r) => r.method))];
    c.header(ROUTE_MISS_HEADER, ROUTE_MISS_VALUE);
    if (allowed.length > 0) {
      c.header('Allow', allowed.join(', '));
      return c.json({ errors: [MSG.methodNotAllowed] }, 405);
    }
    return c.json({ errors: [MSG.notFound] }, 404);
  };
}
