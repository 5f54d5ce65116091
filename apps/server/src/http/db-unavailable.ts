const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);

/**
 * True for errors that mean "PostgreSQL cannot be reached or is restarting" rather than a bad query: network errors,
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown / cannot connect now), and pg's own messages for a
 * connection that ended or timed out.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (typeof e !== 'object' || e === null) return false;
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK.has(code) || code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message);
}
