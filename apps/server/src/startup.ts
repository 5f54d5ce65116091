import { ConfigError } from './config';

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', 'EHOSTUNREACH']);

/** Host and port of a database URL, never its password. */
export function safeDbTarget(url: string | undefined): string {
  if (!url) return 'PostgreSQL';
  try {
    const u = new URL(url);
    return `PostgreSQL at ${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL is not a valid URL)';
  }
}

/**
 * One line saying why the server cannot start: configuration refusals, an unreachable database and a taken port are
 * worded for the operator; anything else shows its first message line (the stack only with LOG_LEVEL=debug).
 */
export function startupFailure(e: unknown, databaseUrl: string | undefined): string {
  if (e instanceof ConfigError) return e.message;
  // A wrapped failure (e.g. "Migration … failed") is described by the error that caused it.
  let err = e as { code?: unknown; message?: unknown; port?: unknown; syscall?: unknown; errors?: unknown; cause?: unknown };
  while (err && typeof err === 'object' && err.code === undefined && err.cause) err = err.cause as typeof err;
  const code = typeof err?.code === 'string' ? err.code : undefined;
  // pg reports a refused connection to several addresses as an AggregateError whose parts carry the code.
  const inner = Array.isArray(err?.errors) ? (err.errors[0] as { code?: unknown } | undefined)?.code : undefined;
  const netCode = code ?? (typeof inner === 'string' ? inner : undefined);
  if (netCode && CONNECTION_CODES.has(netCode)) return `cannot reach ${safeDbTarget(databaseUrl)} (${netCode}); is it running and is DATABASE_URL right?`;
  if (code === '28P01' || code === '28000') return `${safeDbTarget(databaseUrl)} refused the credentials in DATABASE_URL (${code})`;
  if (code === '3D000') return `${safeDbTarget(databaseUrl)}: the database does not exist (${code})`;
  if (code === 'EADDRINUSE') return `port ${String(err.port ?? '')} is already in use (set PORT)`;
  // EACCES also comes from files (a data directory it may not write): only a refused listen is about the port.
  if (code === 'EACCES' && err.syscall === 'listen') return `not allowed to listen on port ${String(err.port ?? '')} (set PORT above 1023)`;
  const message = typeof err?.message === 'string' ? err.message : String(e);
  return message.split('\n')[0] ?? message;
}
