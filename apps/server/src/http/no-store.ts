import type { MiddlewareHandler } from 'hono';

/**
 * Paths (under the API prefix) whose answers carry a token or a secret, refusals included: a cache cannot tell them
 * apart. `attacks/low-no-store.test.ts` checks every route the OpenAPI document shows answering a token or a secret.
 */
export const NO_STORE_ROUTES: readonly RegExp[] = [
  // Login, refresh, MFA, passwordless, passkeys, SSO and social post-login, step-up, API-token exchange.
  /^\/identity\/resources\/auth\//,
  // Authorize (code in the redirect), silent authorize, token, userinfo, logout; discovery and keys stay cacheable.
  /^\/oauth\/(?!\.well-known\/)/,
  /^\/identity\/resources\/impersonation\//,
  /^\/identity\/resources\/users\/v3\/me\/token$/,
  /^\/identity\/resources\/users\/v1\/(signUp|activate|invitation\/accept)$/,
  /^\/identity\/resources\/(users|tenants)\/(api-tokens|access-tokens)\//,
  /^\/webhook\/custom$/,
];

/** True when an answer to `path` (without the prefix) must not be stored. */
export const isNoStorePath = (path: string, routes: readonly RegExp[] = NO_STORE_ROUTES): boolean => routes.some((r) => r.test(path));

/** `Cache-Control: no-store` and `Pragma: no-cache` on every answer to a {@link NO_STORE_ROUTES} path under `/{prefix}`. */
export function noStore(prefix: string): MiddlewareHandler {
  const root = `/${prefix}`;
  return async (c, next) => {
    await next();
    if (c.req.path.startsWith(`${root}/`) && isNoStorePath(c.req.path.slice(root.length))) {
      // The answer's own headers, as cors.ts and log.ts do: c.header() after the handler rebuilt the whole response
      // (≈ 3 % of a refresh's CPU); a response with immutable headers still goes through it.
      try {
        c.res.headers.set('Cache-Control', 'no-store');
        c.res.headers.set('Pragma', 'no-cache');
      } catch {
        c.header('Cache-Control', 'no-store');
        c.header('Pragma', 'no-cache');
      }
    }
  };
}
