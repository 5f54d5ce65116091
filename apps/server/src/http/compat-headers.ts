import type { Context } from 'hono';
import { badRequest } from './errors';

// Frontegg's published client (@frontegg/rest-api) names two of our headers differently; both names get the same checks.

/** Source header names: ours, and the one the published client sends once `setRequestSource` was called. */
export const SOURCE_HEADERS = ['x-portico-source', 'frontegg-source'] as const;

/** Scoped-tenant header names: ours, and the published client's (from the page's `tenantId` query parameter). */
export const SCOPED_TENANT_HEADERS = ['x-portico-tenant-id', 'frontegg-scoped-tenant'] as const;

/** True when the request carries a source header under either name (the CSRF marker: a cross-site form cannot set one). */
export function hasSourceHeader(c: Context): boolean {
  return SOURCE_HEADERS.some((name) => !!c.req.header(name));
}

/** The scoped tenant the request names under either header name; two different tenants at once are refused (400). */
export function scopedTenantHeader(c: Context): string | undefined {
  const named = new Set(SCOPED_TENANT_HEADERS.map((name) => c.req.header(name)).filter((v): v is string => !!v));
  if (named.size > 1) throw badRequest(`${SCOPED_TENANT_HEADERS.join(' and ')} name different tenants`);
  return [...named][0];
}
