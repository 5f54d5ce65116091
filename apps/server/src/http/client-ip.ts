import type { MiddlewareHandler } from 'hono';

const clientIps = new WeakMap<Request, string>();

/**
 * The client's address: the socket's peer, or — behind `hops` trusted reverse proxies (TRUST_PROXY) — the address the
 * outermost of them saw, read from the right of `X-Forwarded-For` (entries further left are the client's own claims).
 */
export function clientAddress(socket: string | undefined, forwardedFor: string | undefined, hops: number): string | undefined {
  if (!hops || !forwardedFor) return socket;
  const chain = [...forwardedFor.split(',').map((s) => s.trim()).filter(Boolean), socket ?? ''];
  return chain[Math.max(0, chain.length - 1 - hops)] || socket;
}

/** Resolves every request's client address once (see {@link clientAddress}); `requestMeta` reads it. */
export function clientIp(hops: number): MiddlewareHandler {
  return async (c, next) => {
    const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
    const ip = clientAddress(socket, c.req.header('x-forwarded-for'), hops);
    if (ip) clientIps.set(c.req.raw, ip);
    await next();
  };
}

/** The address {@link clientIp} resolved for this request, if any. */
export const resolvedClientIp = (req: Request): string | undefined => clientIps.get(req);
