/** A query value: arrays repeat the key; `undefined` and `null` are left out. */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;
/** A query object. */
export type Query = Record<string, QueryValue>;

/** Encodes a query object as `?a=1&b=2` (empty string when nothing is set). */
export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Joins base, prefix and path with exactly one slash between each. */
export function joinUrl(base: string, prefix: string, path: string): string {
  const parts = [base.replace(/\/+$/, ''), prefix.replace(/^\/+|\/+$/g, ''), path.replace(/^\/+/, '')];
  return parts.filter((p, i) => i === 0 || p !== '').join('/');
}

/** The `tenantId` query parameter of a page address, if any. */
export function scopedTenantOf(pageUrl: string | undefined): string | undefined {
  if (!pageUrl) return undefined;
  try {
    return new URL(pageUrl).searchParams.get('tenantId') ?? undefined;
  } catch {
    return undefined;
  }
}

/** Joins percent-encoded path segments under a base, so an id cannot reach another route. */
export const under = (base: string, ...segments: string[]): string => [base, ...segments.map((s) => encodeURIComponent(s))].join('/');
