import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';

/** What a route may do through the access layer: start or derive a session, sign a token, attach an account to a tenant. */
export type Issue = 'session' | 'token' | 'membership';

interface RequestScope {
  route: string;
  declared: Set<Issue>;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Opens the per-request scope the access layer checks declarations against (mounted once, first, in app.ts). */
export const accessScope = (): MiddlewareHandler => async (c, next) => {
  await scope.run({ route: `${c.req.method} ${c.req.path}`, declared: new Set() }, next);
};

/**
 * Route middleware declaring what the route issues. The OpenAPI document lists it (`x-portico-issues`), and the access
 * layer refuses to issue anything a route did not declare, so a new route cannot create sessions, tokens or
 * memberships unseen (access/issues.test.ts).
 */
export function issues(...what: Issue[]): MiddlewareHandler {
  const mw: MiddlewareHandler = async (_c, next) => {
    const s = scope.getStore();
    if (s) for (const w of what) s.declared.add(w);
    await next();
  };
  return Object.assign(mw, { issues: what });
}

/** Thrown (a 500, logged) when a route issues what it did not declare: a programming error, never a user's. */
export class UndeclaredIssue extends Error {}

/** Called by every access-layer function before it issues `what`; outside a request (seeding, jobs) nothing is checked. */
export function assertDeclared(what: Issue): void {
  const s = scope.getStore();
  if (s && !s.declared.has(what)) throw new UndeclaredIssue(`${s.route} issues a ${what} without declaring it (access/declare.ts issues())`);
}
