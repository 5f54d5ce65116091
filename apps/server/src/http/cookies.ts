import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ServerConfig } from '../config';
import { hasSourceHeader } from './compat-headers';
import { forbidden, MSG } from './errors';

/** What the cookie and CSRF helpers read of the server (structurally the app's Deps: http/ names no domain). */
export interface CookieDeps {
  config: Pick<ServerConfig, 'publicUrl' | 'prefix' | 'refreshTokenTtlSeconds' | 'allowedOrigins'>;
  vendor: { config: { cookieSameSite: 'Lax' | 'Strict' | 'None' } };
}

export const REFRESH_COOKIE = 'portico_refresh';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/;

/** Secure everywhere but plain-http loopback (SECURITY.md 14). */
export function cookieSecure(publicUrl: string): boolean {
  const u = new URL(publicUrl);
  return u.protocol === 'https:' || !LOOPBACK.test(u.hostname);
}

export function setRefreshCookie(c: Context, deps: CookieDeps, token: string): void {
  const sameSite = deps.vendor.config.cookieSameSite;
  setCookie(c, REFRESH_COOKIE, token, {
    httpOnly: true,
    secure: cookieSecure(deps.config.publicUrl) || sameSite === 'None',
    sameSite,
    path: `/${deps.config.prefix}`,
    maxAge: deps.config.refreshTokenTtlSeconds,
  });
}

export function clearRefreshCookie(c: Context, deps: CookieDeps): void {
  deleteCookie(c, REFRESH_COOKIE, { path: `/${deps.config.prefix}`, secure: cookieSecure(deps.config.publicUrl) });
}

export const readRefreshCookie = (c: Context): string | undefined => getCookie(c, REFRESH_COOKIE);

/**
 * CSRF defence for cookie-authenticated calls: a cross-site form cannot set the source header, and a present
 * Origin must be this server's own or an allowed one.
 */
export function csrfGuard(deps: CookieDeps): MiddlewareHandler {
  const own = new URL(deps.config.publicUrl).origin;
  const guard: MiddlewareHandler = async (c, next) => {
    if (!hasSourceHeader(c)) throw forbidden(MSG.csrf);
    const origin = c.req.header('origin');
    if (origin && origin !== own && !deps.config.allowedOrigins.includes(origin)) throw forbidden(MSG.csrf);
    await next();
  };
  // Marked, so the OpenAPI document can list which routes carry it (x-portico-csrf; access/issues.test.ts checks them).
  return Object.assign(guard, { csrf: true });
}
