import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { ContextHolder, createApiClient, RequestSource, type FronteggApiClient } from '@frontegg/rest-api';
import { ROUTE_MISS_HEADER, ROUTE_MISS_VALUE } from '@portico/server/src/http/errors-middleware';
import { startServer, type TestServer } from '@portico/server/src/test/fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installBrowser, type FakeBrowser } from './browser';
import { FUNCTIONS } from './fns';
import { stopReceiver } from './fns/ops';
import { writeDocTable } from './doc-table';
import { makeCtx } from './harness';
import { exportedFunctions, runOne, type Result } from './run';

const APP = 'portico-compat';
const FLOOR_FILE = new URL('../floor.json', import.meta.url);
let server: TestServer;
let browser: FakeBrowser;
let api: FronteggApiClient;
const results: Result[] = [];

beforeAll(async () => {
  server = await startServer();
  // The page is served from the API's own origin (a host behind the same domain); the client reads ?tenantId= from it.
  browser = installBrowser(`${server.url}/account/login`, server.url, [ROUTE_MISS_HEADER, ROUTE_MISS_VALUE]);
  // Only the client's documented context options: the base URL, and the request source the login box sets.
  ContextHolder.for(APP).setContext({ baseUrl: server.url });
  ContextHolder.for(APP).setRequestSource(RequestSource.LoginBox);
  api = createApiClient(APP);
});
afterAll(async () => {
  await stopReceiver();
  browser?.uninstall();
  await server?.close();
});

describe('Frontegg\'s published client (@frontegg/rest-api), unmodified, against the reference server', () => {
  it('the catalogue names every exported function once', () => {
    const exported = exportedFunctions(api).sort();
    const named = FUNCTIONS.map((f) => f.name);
    const twice = named.filter((n, i) => named.indexOf(n) !== i);
    expect(twice, 'listed twice').toEqual([]);
    expect(exported.filter((n) => !named.includes(n)), 'exported but not in the catalogue').toEqual([]);
    expect(named.filter((n) => !exported.includes(n)), 'in the catalogue but not exported').toEqual([]);
  });

  it('every function the spec covers works, in a realistic order', async () => {
    const x = makeCtx(api, APP, server, browser);
    for (const fn of FUNCTIONS) results.push(await runOne(fn, x));
    const counted = results.filter((r) => r.kind === 'spec' || r.kind === 'deliberate');
    const works = counted.filter((r) => r.outcome === 'works');
    const line = `frontegg client: ${works.length} of ${counted.length} functions work`;
    const by = (k: string) => results.filter((r) => r.kind === k).length;
    console.log(`${line} (deliberate differences ${by('deliberate')}; third party, not run ${by('third-party')}; not in the spec ${by('not-in-spec')})`);
    for (const r of counted.filter((c) => c.outcome !== 'works')) console.log(`  ${r.kind === 'deliberate' ? '(deliberate) ' : ''}${r.name}: ${r.outcome} — ${r.detail}`);
    if (process.env.COMPAT_WRITE_DOC) writeDocTable(results, `\`${line}\` (deliberate differences ${by('deliberate')}; needing a third party ${by('third-party')}; not in the spec ${by('not-in-spec')}).`);
    if (process.env.COMPAT_REPORT) {
      mkdirSync(new URL('../reports/', import.meta.url), { recursive: true });
      writeFileSync(new URL('../reports/compat.json', import.meta.url), JSON.stringify(results, null, 2));
    }
    const floor = (JSON.parse(readFileSync(FLOOR_FILE, 'utf8')) as { works: number }).works;
    expect(works.length, `${line}; the recorded floor is ${floor} (tests/compat/floor.json)`).toBeGreaterThanOrEqual(floor);
    // A deliberate difference that starts working is no longer a difference: say so in the catalogue and the document.
    expect(results.filter((r) => r.kind === 'deliberate' && r.outcome === 'works').map((r) => r.name)).toEqual([]);
  });
});
