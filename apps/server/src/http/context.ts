import type { Context, MiddlewareHandler } from 'hono';
import { ACCESS_TOKEN_PREFIX, accessTokenPrincipal, apiTokenIsLive } from '../api-tokens';
import type { Deps } from '../deps';
import { guardImpersonated } from '../impersonation';
import { assertIpAllowed } from '../restrictions';
import { hasPermission } from '../roles/permissions';
import type { AccessPayload } from '../tokens/access';
import { resolvedClientIp } from './client-ip';
import { forbidden, unauthorized } from './errors';

/** Hono environment: the verified caller, when the route needs one. */
export interface AppEnv {
  Variables: { principal: AccessPayload };
}

export type Ctx = Context<AppEnv>;

/** Caller's address (behind TRUST_PROXY hops, from X-Forwarded-For) and agent, for sessions, audits and IP rules. */
export function requestMeta(c: Context): { ip: string | null; userAgent: string | null } {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return { ip: resolvedClientIp(c.req.raw) ?? incoming?.socket?.remoteAddress ?? null, userAgent: c.req.header('user-agent') ?? null };
}

/** Requires a valid bearer (access JWT with a live session or API token, or an access-token secret); honours the scoped-tenant header. */
export function requireAuth(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    if (!token) throw unauthorized();
    // An access-token secret (recognised by its prefix) stands for its token; a JWT's session, or API token, must be live.
    const principal = token.startsWith(ACCESS_TOKEN_PREFIX) ? await accessTokenPrincipal(deps, token) : await deps.tokens.verify(token);
    if (!token.startsWith(ACCESS_TOKEN_PREFIX)
      && !(await (principal.apiToken ? apiTokenIsLive(deps, principal.sid) : deps.sessions.isLive(principal.sid)))) throw unauthorized();
    // An impersonation token (RFC 8693 `act`): expiry and what it may not do are checked on every call.
    if (principal.act) await guardImpersonated(deps, c, principal);
    const scoped = c.req.header('x-portico-tenant-id');
    if (scoped && scoped !== principal.tenantId && !principal.tenantIds.includes(scoped)) throw forbidden();
    // Every authenticated call is within the tenant's IP restrictions (and those of a scoped tenant it names).
    for (const tenantId of new Set([principal.tenantId, scoped ?? principal.tenantId])) await assertIpAllowed(deps, c, tenantId);
    c.set('principal', principal);
    await next();
  };
}

/** Requires a permission key (wildcards allowed) held in the token's tenant. */
export function requirePermission(key: string): MiddlewareHandler<AppEnv> {
  const check: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!hasPermission(c.get('principal').permissions, key)) throw forbidden();
    await next();
  };
  // Named by its key, so a test can list which routes declare a permission (http/permissions.test.ts).
  return Object.assign(check, { permission: key });
}

/** Audit fields of the authenticated caller. */
export function actor(c: Ctx) {
  const p = c.get('principal');
  return { tenantId: p.tenantId, userId: p.sub, email: p.email, ...requestMeta(c) };
}
