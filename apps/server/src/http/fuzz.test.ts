import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DEMO_ADMIN, startServer, type TestServer } from '../test/fixture';
import { baseBody, bodyShape, hostileBodies, WHOLE_BODIES } from '../test/hostile';
import { readFileSync, writeFileSync } from 'node:fs';
import { requestBodies, sharedSchemaName } from '../openapi/document';
import { captureLogs } from './log';
import { bodySchemaProbe, MAX_JSON_DEPTH, tooDeep } from './validate';

// Every JSON route of the server gets hostile bodies derived from the schema it validates with: never a 5xx, never a
// stack trace or database message, always the spec's error shape.
let t: TestServer;
let token = '';
const schemas = new Map<string, z.ZodType>();
const LEAK = /\n\s+at |node_modules|duplicate key|violates|syntax error|relation "|invalid input syntax|ZodError/;
const uuid = '7c3f1d2e-0000-4000-8000-00000000f022';

beforeAll(async () => {
  t = await startServer();
  token = (await t.login(DEMO_ADMIN)).accessToken;
  bodySchemaProbe.seen = (schema, c) => void schemas.set(`${c.req.method} ${c.req.routePath}`, schema);
});
afterAll(async () => {
  bodySchemaProbe.seen = undefined;
  await t?.close();
});

/** The server's own JSON routes under the prefix (one per method and path). */
function jsonRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  return t.app.routes
    .filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.path.startsWith('/frontegg/'))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`))
    .map((r) => ({ method: r.method, path: r.path }));
}

const concrete = (path: string, param: string) => path.replace(/:[^/]+/g, param).replace(/\*$/, 'x');

async function send(method: string, path: string, raw: string) {
  const res = await fetch(`${t.url}${path}`, {
    method, body: raw, headers: { 'content-type': 'application/json', 'x-portico-source': 'portico', authorization: `Bearer ${token}` },
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** What is wrong with an answer, or undefined. OAuth endpoints answer errors in RFC 6749's shape, SCIM in RFC 7644's. */
function problem(path: string, r: { status: number; type: string; text: string }): string | undefined {
  if (r.status >= 500) return `${r.status} ${r.text.slice(0, 200)}`;
  if (LEAK.test(r.text)) return `leaks internals: ${r.text.slice(0, 200)}`;
  if (r.status < 400) return undefined;
  // The authorize endpoint is a browser navigation: errors it cannot redirect are shown as text (RFC 6749 §4.1.2.1).
  if (path.endsWith('/oauth/authorize') && r.type.startsWith('text/plain')) return undefined;
  // SCIM answers its own media type and error schema (RFC 7644 §3.12).
  const scim = path.includes('/scim/v2/');
  if (!r.type.includes(scim ? 'application/scim+json' : 'application/json')) return `error is not JSON (${r.type})`;
  const data = JSON.parse(r.text) as { errors?: unknown; error?: unknown; schemas?: unknown; status?: unknown };
  if (scim) {
    const ok = Array.isArray(data.schemas) && data.schemas.includes('urn:ietf:params:scim:api:messages:2.0:Error') && String(data.status) === String(r.status);
    return ok ? undefined : `SCIM error shape ${r.text.slice(0, 200)}`;
  }
  const specShape = Array.isArray(data.errors) && data.errors.length > 0 && data.errors.every((e) => typeof e === 'string');
  const oauthShape = path.includes('/oauth/') && typeof data.error === 'string';
  return specShape || oauthShape ? undefined : `error shape ${r.text.slice(0, 200)}`;
}

describe('hostile bodies on every JSON route', () => {
  it('never a 5xx, never a stack or SQL message, always { errors: [...] }', async () => {
    const logged = captureLogs();
    const failures: string[] = [];
    const routes = jsonRoutes();
    expect(routes.length).toBeGreaterThan(100);
    // First an empty body per route, which tells which schema each route validates with.
    for (const r of routes) await send(r.method, concrete(r.path, uuid), '{}');
    expect(schemas.size).toBeGreaterThan(80);
    checkOpenApiBodies();
    let requests = 0;
    let fiveXx = 0;
    for (const [n, r] of routes.entries()) {
      const schema = schemas.get(`${r.method} ${r.path}`);
      const { props, required } = schema ? bodyShape(schema) : { props: {}, required: [] };
      const base = baseBody(props, required);
      const bodies = [
        // Wrong whole bodies go through one shared reader: each route gets two of them in turn, all of them are sent many times.
        ...[WHOLE_BODIES[n % WHOLE_BODIES.length]!, WHOLE_BODIES[(n + 3) % WHOLE_BODIES.length]!].map((b) => ({ label: b.label, raw: b.raw, path: concrete(r.path, uuid) })),
        ...hostileBodies(props, base).map((b) => ({ label: b.label, raw: JSON.stringify(b.body), path: concrete(r.path, uuid) })),
        { label: 'hostile path parameter', raw: JSON.stringify(base), path: concrete(r.path, encodeURIComponent("1' OR '1'='1")) },
      ];
      const answers = await Promise.all(bodies.map((b) => send(r.method, b.path, b.raw)));
      requests += answers.length;
      fiveXx += answers.filter((a) => a.status >= 500).length;
      answers.forEach((a, i) => {
        const p = problem(r.path, a);
        if (p) failures.push(`${r.method} ${r.path} [${bodies[i]!.label}]: ${p}`);
      });
      // A route that ended or spoiled the session (logout, revoke...) must not spoil the rest.
      if (answers.some((a) => a.status === 401)) token = (await t.login(DEMO_ADMIN)).accessToken;
    }
    logged.stop();
    const unhandled = logged.lines.filter((l) => l.includes('"unhandled error"'));
    // The bench (bench/run.ts) reads these figures into bench/RESULTS.md.
    if (process.env.FUZZ_FIGURES) writeFileSync(process.env.FUZZ_FIGURES, JSON.stringify({ routes: routes.length, requests, fiveXx, failures: failures.length, unhandled: unhandled.length }));
    expect(failures.slice(0, 30), `${failures.length} of ${requests} requests`).toEqual([]);
    expect(unhandled.map((l) => l.slice(0, 300))).toEqual([]);
  }, 120_000);
});

describe('the nesting limit', () => {
  it('counts brackets outside strings only', () => {
    expect(tooDeep('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBe(false);
    expect(tooDeep('['.repeat(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(tooDeep(JSON.stringify({ a: '{'.repeat(500), b: '\\"[[[' }))).toBe(false);
  });
});

/**
 * The OpenAPI document names each route's request-body schema from `openapi/request-bodies.json`, made from what the
 * probe above saw. `OPENAPI_WRITE=1` regenerates it; otherwise every entry must still be true (routes added since
 * simply have no body in the document until it is regenerated).
 */
function checkOpenApiBodies() {
  const seen: Record<string, string> = {};
  for (const [key, schema] of [...schemas].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const name = sharedSchemaName(schema);
    if (name) seen[key.replace(' /frontegg/', ' /')] = name;
  }
  const file = new URL('../openapi/request-bodies.json', import.meta.url);
  if (process.env.OPENAPI_WRITE === '1') writeFileSync(file, `${JSON.stringify(seen, null, 2)}\n`);
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  expect(Object.keys(stored).length).toBeGreaterThan(80);
  expect(Object.entries(requestBodies).filter(([k, v]) => seen[k] !== v)).toEqual([]);
}
