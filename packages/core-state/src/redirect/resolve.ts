import { MAX_REDIRECT_URL_LENGTH } from '../constants';
import type { Logger } from '../shared/env';

/** Options of {@link resolveRedirectUrl}. */
export interface RedirectPolicy {
  /** Origin of the page (`https://app.test`); relative paths resolve against it. */
  pageOrigin: string;
  /** Refuse other origins unless listed. @default true */
  enforceSameSite?: boolean;
  /** Other origins accepted when enforcement is on. */
  allowedOrigins?: readonly string[];
  /** Receives the warning of a refused value. @default console */
  logger?: Pick<Logger, 'warn'>;
}

// Anything outside printable ASCII, and the characters browsers rewrite or treat as separators, is refused
// outright: tabs/newlines vanish inside schemes, backslashes act as slashes, fullwidth forms normalise to ASCII.
const FORBIDDEN = /[^\x21-\x7e]|\\|%(?:2f|5c|25|0[0-9a-f]|1[0-9a-f]|7f|[89a-f][0-9a-f])/i;
const ABSOLUTE = /^https?:\/\/[^/?#]/i;

const originOf = (value: string): string | null => {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
};

/**
 * Validates a `redirectUrl` value (product-spec §2, SECURITY.md §7). Accepted: a same-origin path starting with one
 * `/` (resolved against the page origin), or an absolute http(s) URL without user info; with enforcement on, its
 * origin must be the page's or an allowed one. Everything else is refused with a warning.
 * @returns the absolute URL to go to, or null when refused.
 * @example resolveRedirectUrl('/admin?x=1', { pageOrigin: 'https://app.test' }) // 'https://app.test/admin?x=1'
 */
export function resolveRedirectUrl(raw: unknown, policy: RedirectPolicy): string | null {
  const refuse = (why: string): null => {
    (policy.logger ?? console).warn(`Refused redirectUrl (${why}): ${String(raw).slice(0, 200)}`);
    return null;
  };
  const pageOrigin = originOf(policy.pageOrigin);
  if (!pageOrigin) return refuse('no page origin');
  if (typeof raw !== 'string' || raw.length === 0) return refuse('empty');
  if (raw.length > MAX_REDIRECT_URL_LENGTH) return refuse('too long');
  if (FORBIDDEN.test(raw)) return refuse('forbidden character or encoding');
  const relative = raw.startsWith('/') && !raw.startsWith('//');
  if (!relative && !ABSOLUTE.test(raw)) return refuse('not a path or an http(s) URL');

  let url: URL;
  try {
    url = new URL(raw, pageOrigin);
  } catch {
    return refuse('not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse('scheme');
  if (url.username || url.password || raw.split(/[?#]/)[0]!.includes('@')) return refuse('user info');
  if (relative && url.origin !== pageOrigin) return refuse('path left the origin');

  if (policy.enforceSameSite !== false) {
    const allowed = new Set([pageOrigin, ...(policy.allowedOrigins ?? []).map(originOf).filter((o): o is string => !!o)]);
    if (!allowed.has(url.origin)) return refuse('origin not allowed');
  }
  return url.href;
}
