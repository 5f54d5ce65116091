import type { Context } from 'hono';
import { resolvedClientIp } from './client-ip';

/** Caller's address (behind TRUST_PROXY hops, from X-Forwarded-For) and agent, for sessions, audits and IP rules. */
export function requestMeta(c: Context): { ip: string | null; userAgent: string | null } {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return { ip: resolvedClientIp(c.req.raw) ?? incoming?.socket?.remoteAddress ?? null, userAgent: c.req.header('user-agent') ?? null };
}
