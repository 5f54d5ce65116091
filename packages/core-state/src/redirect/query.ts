import type { Logger } from '../shared/env';
import { resolveRedirectUrl } from './resolve';

/** Reads one query parameter of a page address; undefined when absent or the address is not a URL. */
export function queryParam(pageUrl: string | undefined, name: string): string | undefined {
  if (!pageUrl) return undefined;
  try {
    return new URL(pageUrl).searchParams.get(name) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The tenant that scopes the session: the page's `tenantId` query parameter (product-spec §2). */
export const scopedTenantId = (pageUrl: string | undefined): string | undefined => queryParam(pageUrl, 'tenantId');

/**
 * Where to go after login: the page's accepted `redirectUrl`, else `fallback`.
 * @example postLoginTarget('https://app.test/account/login?redirectUrl=%2Fadmin', '/', {}) // 'https://app.test/admin'
 */
export function postLoginTarget(
  pageUrl: string | undefined,
  fallback: string,
  policy: { enforceSameSite?: boolean; allowedOrigins?: readonly string[]; logger?: Pick<Logger, 'warn'> },
): string {
  const raw = queryParam(pageUrl, 'redirectUrl');
  if (raw === undefined || !pageUrl) return fallback;
  return resolveRedirectUrl(raw, { ...policy, pageOrigin: new URL(pageUrl).origin }) ?? fallback;
}
