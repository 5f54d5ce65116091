import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shared from '@portico/rest-api/schemas';
import { DEMO_ADMIN, startServer, type TestServer } from '../test/fixture';
import { responseBodies } from './document';

// SECURITY.md 17: every admin call checks its permission. Each requirePermission(...) middleware carries its key, so the
// route table says which changes declare one; what may change state without one is this reviewed list.
const WITHOUT_PERMISSION = [
  /\/identity\/resources\/auth\//, // sign-in, MFA at sign-in, refresh, logout, SSO / passwordless / passkey / step-up
  /\/oauth\//, // the OAuth server (client authentication, PKCE, cookie + CSRF)
  /\/scim\/v2\//, // SCIM: the connection's own bearer token decides the tenant
  /\/users\/v1\/(activate|signUp|invitation\/accept|passwords\/reset)/, // public flows proved by a mailed token
  /\/tenants\/invites\/v1\/verify$/,
  // The caller's own account: profile, password (current password), MFA, phone, passkeys, sessions, tenant switch.
  /\/users\/(v1|v2|v3)\/(me|mfa|passwords\/change|phone|tenant)/, /\/users\/webauthn\/v1\/devices/, /\/users\/phone-numbers\/v1/, /\/users\/sessions\/v1\/me\//,
  /\/team\/resources\/profile\/me\//, /\/notification\b/, /\/dev\//,
  /^\/frontegg\/identity\/resources\/impersonation\/v1$/, // DELETE ends the caller's own impersonation (POST needs the key)
];

let t: TestServer;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is read loosely, each assertion states its shape
let doc: any;

beforeAll(async () => {
  t = await startServer();
  const res = await fetch(`${t.base}/openapi.json`, { headers: { origin: 'https://anywhere.test' } });
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  doc = await res.json();
});
afterAll(async () => t?.close());

describe('OpenAPI 3.1 at /{prefix}/openapi.json', () => {
  it('describes the served routes with request bodies from the shared zod schemas and the one error shape', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0].url).toBe(t.base);
    const create = doc.paths['/identity/resources/roles/v1'].post;
    expect(create.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/createRoleSchema');
    expect(doc.components.schemas.createRoleSchema).toMatchObject({ type: 'object', required: expect.arrayContaining(['key', 'name']) });
    expect(doc.paths['/identity/resources/roles/v1/{id}'].patch.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(create.responses['4XX'].content['application/json'].schema.$ref).toBe('#/components/schemas/Errors');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(150);
  });

  it('every $ref resolves', () => {
    const refs = JSON.stringify(doc).match(/"#\/components\/schemas\/([^"]+)"/g) ?? [];
    for (const r of refs) expect(doc.components.schemas[r.slice(22, -1)], r).toBeDefined();
  });

  it('lists every route the server serves under the prefix, with security schemes for the bearer token and the refresh cookie', () => {
    const served = t.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/frontegg/'));
    const missing = served.filter((r) => !r.path.includes('*')).filter((r) => {
      const path = r.path.slice('/frontegg'.length).replace(/:(\w+)(\{[^}]*\})?\??/g, '{$1}');
      return !doc.paths[path]?.[r.method.toLowerCase()];
    });
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    // Only catch-all routes (none today but the SCIM base's fallbacks) can be left out.
    expect(served.filter((r) => r.path.includes('*')).length).toBeLessThan(5);
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['bearer', 'refreshCookie']);
    expect(doc.paths['/identity/resources/auth/v1/user/token/refresh'].post.security).toEqual([{ refreshCookie: [] }, {}]);
  });

  it('documents the answers the contract round trips proved, and each GET really answers its documented shape', async () => {
    const login = doc.paths['/identity/resources/auth/v1/user'].post.responses['200'].content['application/json'].schema;
    expect(login.oneOf ?? [login]).toContainEqual({ $ref: '#/components/schemas/tokenResponseSchema' });
    expect(doc.components.schemas.tokenResponseSchema).toMatchObject({ type: 'object', required: ['accessToken'] });
    const schemas = shared as unknown as Record<string, { safeParse(v: unknown): { success: boolean } }>;
    const { accessToken } = await t.login(DEMO_ADMIN);
    let checked = 0;
    for (const [key, statuses] of Object.entries(responseBodies)) {
      const [method, path] = key.split(' ') as [string, string];
      expect(doc.paths[path.replace(/:(\w+)(\{[^}]*\})?\??/g, '{$1}')]?.[method.toLowerCase()], key).toBeDefined();
      for (const name of Object.values(statuses).flat()) expect(schemas[name]?.safeParse, `${key} ${name}`).toBeTypeOf('function');
      if (method !== 'GET' || path.includes(':') || !statuses['200'] || /token\/refresh|logout/.test(path)) continue;
      const res = await fetch(`${t.base}${path}`, { headers: { authorization: `Bearer ${accessToken}`, 'x-portico-source': 'portico' } });
      // A GET that needs query parameters (400 without them) was proved by its round trip only.
      if (res.status === 400) continue;
      const body: unknown = await res.json();
      expect(statuses['200'].some((n) => schemas[n]!.safeParse(body).success), `${key} answered ${res.status}`).toBe(true);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('serves a reference page at /{prefix}/docs: plain HTML under a strict CSP, no script, no inline style, every path on it', async () => {
    const res = await fetch(`${t.base}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'; style-src 'self'/);
    const html = await res.text();
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son\w+=/i);
    for (const path of Object.keys(doc.paths)) expect(html, path).toContain(`<code>${path.replace(/&/g, '&#38;')}</code>`);
    const css = await fetch(new URL('docs/docs.css', `${t.base}/docs`));
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await css.text()).toMatch(/\.method--get\{/);
  });
});

const covers = (pattern: string, path: string) => pattern === path || (pattern.endsWith('/*') && path.startsWith(pattern.slice(0, -1)));

describe('permissions (SECURITY.md 17)', () => {
  it('every route that changes state declares a permission, unless it is public, self-service or SCIM', () => {
    const routes = t.app.routes.filter((r) => r.path.startsWith('/frontegg/'));
    const guarded = (method: string, path: string) => routes.some((r) => (r.method === method || r.method === 'ALL')
      && covers(r.path, path) && typeof (r.handler as { permission?: unknown }).permission === 'string');
    const changes = [...new Set(routes.filter((r) => !['GET', 'ALL'].includes(r.method)).map((r) => `${r.method} ${r.path}`))];
    expect(changes.length).toBeGreaterThan(150);
    const unguarded = changes.filter((k) => {
      const [method, path] = k.split(' ') as [string, string];
      return !guarded(method, path) && !WITHOUT_PERMISSION.some((re) => re.test(path));
    });
    expect(unguarded).toEqual([]);
  });
});
