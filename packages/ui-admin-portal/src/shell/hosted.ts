/** Where the reference server serves the hosted admin portal (product-spec §2), relative to its base URL. */
export const HOSTED_PORTAL_PATH = '/oauth/portal';

/** Options of {@link openHostedPortal}. */
export interface OpenHostedPortalOptions {
  /** Base URL of the Portico server. @default the page's origin (same-origin deployments) */
  baseUrl?: string;
  /** `newTab` (the spec's default) or `sameWindow`. */
  target?: 'newTab' | 'sameWindow';
}

/** The hosted admin portal URL on a Portico server's base URL (its path prefix kept). */
export function hostedPortalUrl(baseUrl: string): string {
  const base = new URL(baseUrl);
  base.pathname = `${base.pathname.replace(/\/+$/, '')}${HOSTED_PORTAL_PATH}`;
  base.search = '';
  base.hash = '';
  return base.toString();
}

/** Opens the hosted admin portal in a new tab (default, without an opener) or in this window; returns its URL. */
export function openHostedPortal(options: OpenHostedPortalOptions = {}): string {
  const url = hostedPortalUrl(options.baseUrl ?? location.origin);
  if (options.target === 'sameWindow') location.assign(url);
  else window.open(url, '_blank', 'noopener');
  return url;
}
