import type { Context, MiddlewareHandler } from 'hono';
import { createWriteStream } from 'node:fs';
import pino from 'pino';

const JWT = /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]{4,}/g;
const SECRET_PARAM = /\b(token|code|password|secret|refreshToken|accessToken|invitationToken|otc)=([^&\s"']+)/gi;
const SECRET_KEY = /^(password|newPassword|currentPassword|token|code|secret|clientSecret|refreshToken|accessToken|authorization|cookie|set-cookie|private_jwk|d)$/i;

/** Removes tokens, codes and passwords from anything headed for a log line (JWTs, `token=…` parameters, secret keys). */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(JWT, '[jwt]').replace(SECRET_PARAM, '$1=[redacted]');
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[redacted]' : scrub(v, depth + 1)]));
}

const sinks = new Set<(line: string) => void>();
// LOG_FILE: lines are appended to this file instead of stderr (the e2e run greps it for secrets afterwards).
const file = process.env.LOG_FILE ? createWriteStream(process.env.LOG_FILE, { flags: 'a' }) : undefined;

/**
 * The server's structured logger (pino, JSON lines on stderr, or appended to LOG_FILE when set). Level from LOG_LEVEL
 * (default `info`); every object and message goes through {@link scrub}, so no line carries a token, code or password.
 */
export const log = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'portico-server' },
  serializers: { err: (e: Error) => scrub(pino.stdSerializers.err(e)) },
  formatters: { log: (obj) => scrub(obj) as Record<string, unknown> },
  hooks: { logMethod(args, method) { method.apply(this, args.map((a) => (typeof a === 'string' ? scrub(a) : a)) as Parameters<typeof method>); } },
}, { write: (line: string) => { for (const s of sinks) s(line); if (file) file.write(line); else process.stderr.write(line); } });

/** Collects log lines until the returned function is called (tests). */
export function captureLogs(): { lines: string[]; stop: () => void } {
  const lines: string[] = [];
  const sink = (l: string) => void lines.push(l);
  sinks.add(sink);
  return { lines, stop: () => void sinks.delete(sink) };
}

const requestIds = new WeakMap<Request, string>();
const INCOMING_ID = /^[\w.-]{1,64}$/;

/** The request's id (from a well-formed `X-Request-Id`, else a new UUID); also on every log line about it. */
export const requestId = (c: Context): string => requestIds.get(c.req.raw) ?? '-';

/** Gives every request an id, echoes it in `X-Request-Id`, and logs one line per request when `logRequests` is on. */
export function requestLog(logRequests: boolean): MiddlewareHandler {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const id = incoming && INCOMING_ID.test(incoming) ? incoming : crypto.randomUUID();
    requestIds.set(c.req.raw, id);
    const t = performance.now();
    await next();
    c.res.headers.set('X-Request-Id', id);
    // The path only: query strings can carry one-time tokens.
    if (logRequests) log.info({ reqId: id, method: c.req.method, path: c.req.path, status: c.res.status, ms: Number((performance.now() - t).toFixed(1)) }, 'request');
  };
}
