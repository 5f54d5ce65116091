import type { MiddlewareHandler } from 'hono';
import { sql, type RawBuilder } from 'kysely';
import { ACCESS_TOKEN_PREFIX } from '../api-tokens';
import type { Deps } from '../deps';
import { scopedTenantHeader } from '../http/compat-headers';
import { requestMeta } from '../http/context';
import { forbidden, unauthorized } from '../http/errors';
import { assertIpAllowed, ipAllowed, ipRestricted } from '../restrictions';
import { hasPermission } from '../roles';
import { accessTokenPrincipal } from './api-tokens';
import { guardImpersonated } from './impersonation';
import { liveCheck } from './live-check';
import type { AppEnv } from './principal';
import type { AccessPayload } from '../tokens';

/** A route's read computed in the caller's live check (GET me): one round trip for liveness, IP rules and the answer. */
export type LiveRead = (principal: AccessPayload) => RawBuilder<unknown>;

/**
 * Requires a valid bearer (access JWT with a live session or API token, or an access-token secret); honours the
 * scoped-tenant header. With `read`, the route's read runs in the same statement as the live check and is handed to
 * the route as `liveRead` only once every check has passed.
 */
export function requireAuth(deps: Deps, read?: LiveRead): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    if (!token) throw unauthorized();
    // An access-token secret (recognised by its prefix) stands for its token; a JWT's session, or API token, must be live.
    const secret = token.startsWith(ACCESS_TOKEN_PREFIX);
    const principal = secret ? await accessTokenPrincipal(deps, token) : await deps.tokens.verify(token);
    if (principal.apiToken && !secret && !deps.vendor.config.apiTokensEnabled) throw unauthorized();
    const scoped = scopedTenantHeader(c);
    const scopedOk = !scoped || scoped === principal.tenantId || principal.tenantIds.includes(scoped);
    const tenants = [principal.tenantId, scoped && scopedOk ? scoped : principal.tenantId] as const;
    // Liveness and the IP rules of both tenants come back in one prepared statement (undefined: ids not UUIDs).
    // A tenant API token acts for no person; every other token's owner must still be a usable member (checked in the same statement).
    const owner = principal.apiToken === 'tenant' ? undefined : principal.sub;
    const check = secret ? undefined : await liveCheck(deps.db, principal.apiToken ? 'apiToken' : 'session', principal.sid, ...tenants, owner, read?.(principal));
    const live = secret || (check ? check.live : false);
    if (!live) throw unauthorized();
    // An impersonation token (RFC 8693 `act`): expiry and what it may not do are checked on every call.
    if (principal.act) await guardImpersonated(deps, c, principal);
    if (!scopedOk) throw forbidden();
    // Every authenticated call is within the tenant's IP restrictions (and those of a scoped tenant it names).
    if (check) {
      const ip = requestMeta(c).ip;
      if (!check.rules.every((rules) => ipAllowed(rules, ip))) throw ipRestricted();
    } else {
      for (const tenantId of new Set(tenants)) await assertIpAllowed(deps, c, tenantId);
    }
    c.set('principal', principal);
    if (read) c.set('liveRead', check ? check.read : (await sql<{ v: unknown }>`select ${read(principal)} as v`.execute(deps.db)).rows[0]?.v);
    await next();
  };
}

/**
 * Marks a signed-in route whose answer is one SQL read: the router runs it inside the caller's live check
 * (router.ts), and the route reads the value with `c.get('liveRead')`. Only for reads: nothing here may write.
 */
export function withLiveRead(read: LiveRead): MiddlewareHandler<AppEnv> & { liveRead: LiveRead } {
  const mw: MiddlewareHandler<AppEnv> = async (_c, next) => next();
  return Object.assign(mw, { liveRead: read });
}

/** Requires a permission key (wildcards allowed) held in the token's tenant. */
export function requirePermission(key: string): MiddlewareHandler<AppEnv> {
  const check: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!hasPermission(c.get('principal').permissions, key)) throw forbidden();
    await next();
  };
  // Named by its key, so the route table says which routes declare a permission (access/router.ts routeAccess).
  return Object.assign(check, { permission: key });
}

/** requireAuth when the request carries an Authorization header; without one the route stays public (no principal). */
export function optionalAuth(deps: Deps): MiddlewareHandler<AppEnv> {
  const auth = requireAuth(deps);
  return async (c, next) => (c.req.header('authorization') ? auth(c, next) : next());
}
