import { readFileSync, writeFileSync } from 'node:fs';
import { sharedSchemaName } from '@portico/server/src/openapi/document';
import type { Exchange } from './session';

/** `METHOD /path-without-prefix` → status → names of the shared response schemas its answers passed (OpenAPI responses). */
export type ResponseBodies = Record<string, Record<string, string[]>>;

const FILE = new URL('../../../../apps/server/src/openapi/response-bodies.json', import.meta.url);

// A route pattern as a regex; static segments beat parameters when several match.
const compile = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^$()[\]\\|]/g, '\\$&').replace(/:\w+(\{[^}]*\})?/g, '[^/]+')}$`);

/** The served route an exchange hit (its pattern, without the prefix), or undefined. */
export function routeOf(routes: readonly { method: string; path: string }[], x: Exchange, prefix = 'frontegg'): string | undefined {
  const hits = routes.filter((r) => r.method === x.method && !r.path.includes('*') && compile(r.path).test(x.path));
  const best = hits.sort((a, b) => (a.path.match(/:/g)?.length ?? 0) - (b.path.match(/:/g)?.length ?? 0))[0];
  return best && best.path.startsWith(`/${prefix}/`) ? `${x.method} ${best.path.slice(prefix.length + 1)}` : undefined;
}

/**
 * Merges the shapes a round trip proved into `apps/server/src/openapi/response-bodies.json` (only with OPENAPI_WRITE=1;
 * run the round trips with `--maxWorkers=1` then, since every file rewrites the one map).
 */
export function writeResponseBodies(routes: readonly { method: string; path: string }[], proved: readonly [Exchange, unknown][]): void {
  const map = JSON.parse(readFileSync(FILE, 'utf8')) as ResponseBodies;
  for (const [x, shape] of proved) {
    const route = routeOf(routes, x);
    const name = sharedSchemaName(shape);
    if (!route || !name || x.status >= 300) continue;
    const names = ((map[route] ??= {})[String(x.status)] ??= []);
    if (!names.includes(name)) names.push(name);
  }
  // One route per line, sorted, so parallel branches merge line by line.
  const lines = Object.entries(map).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  writeFileSync(FILE, `{\n${lines.join(',\n')}\n}\n`);
}
