import type { FronteggApiClient } from '@frontegg/rest-api';
import type { Ctx, Fn } from './harness';

/** What happened when a function ran. */
export type Outcome = 'works' | 'different shape' | 'refused' | 'not served' | 'third party' | 'not in spec';

export interface Result {
  name: string;
  kind: Fn['kind'];
  outcome: Outcome;
  /** Status, message or check failure, one line. */
  detail: string;
}

// The base client's own request helpers, not calls of the API.
const API_HELPERS = new Set(['extractHeadersFromOptions', 'get', 'post', 'put', 'patch', 'delete', 'postDownload', 'getBaseUrl', 'getFronteggContext']);

/**
 * Every function `createApiClient()` exposes, as `domain.function`. A function the auth domain re-exports from the
 * security-policy domain (the same bound function) is listed once, under securityPolicy.
 */
export function exportedFunctions(api: FronteggApiClient): string[] {
  const names: string[] = [];
  const policy = api.securityPolicy as unknown as Record<string, unknown>;
  for (const [domain, client] of Object.entries(api as unknown as Record<string, Record<string, unknown>>)) {
    for (const [name, value] of Object.entries(client)) {
      if (typeof value !== 'function' || API_HELPERS.has(name) || ['appName', 'getFronteggContext'].includes(name)) continue;
      if (domain === 'auth' && typeof policy[name] === 'function') continue;
      names.push(`${domain}.${name}`);
    }
  }
  return names;
}

/** Runs one function in the context and tells what happened, reading the exchanges it caused. */
export async function runOne(fn: Fn, x: Ctx): Promise<Result> {
  const base = { name: fn.name, kind: fn.kind };
  if (fn.kind === 'third-party') return { ...base, outcome: 'third party', detail: fn.note ?? '' };
  if (fn.kind === 'not-in-spec' || !fn.run) return { ...base, outcome: 'not in spec', detail: fn.note ?? '' };
  const from = x.browser.log.length;
  try {
    const r = await fn.run(x);
    fn.check?.(r, x);
    return { ...base, outcome: 'works', detail: '' };
  } catch (e) {
    const exchanges = x.browser.log.slice(from);
    const miss = exchanges.find((ex) => ex.routeMiss);
    const err = e as { statusCode?: number; message?: string };
    const last = exchanges.at(-1);
    const where = last ? `${last.method} ${last.path.replace(/^\/frontegg/, '')} → ${last.status}` : 'no request';
    if (miss) return { ...base, outcome: 'not served', detail: `${miss.method} ${miss.path.replace(/^\/frontegg/, '')} → ${miss.status}` };
    if (typeof err.statusCode === 'number') return { ...base, outcome: 'refused', detail: `${where}: ${String(err.message).slice(0, 160)}` };
    return { ...base, outcome: 'different shape', detail: `${where}: ${String(err.message ?? e).slice(0, 200)}` };
  }
}
