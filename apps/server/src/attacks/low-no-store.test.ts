import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interopTokens } from '../test/oauth-flow';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { ID, refresh } from '../test/users-admin';

// LOW (issue 24): login, refresh and /oauth/token answers carried tokens without `Cache-Control: no-store`, so a
// shared cache or the browser's disk cache could keep them. Every answer that carries a token or a secret says no-store.

let t: TestServer;
let admin = '';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the OpenAPI document, read loosely
let doc: any;

/** The routes that issue a token or show a secret (the brief of issue 24), whether or not the document proves their body. */
const TOKEN_ROUTES: [string, string][] = [
  ['POST', '/identity/resources/auth/v1/user'],
  ['POST', '/identity/resources/auth/v1/user/mfa/verify'],
  ['POST', '/identity/resources/auth/v1/user/mfa/recover'],
  ['POST', '/identity/resources/auth/v1/user/mfa/emailcode/verify'],
  ['POST', '/identity/resources/auth/v1/user/mfa/authenticator/enroll/verify'],
  ['POST', '/identity/resources/auth/v1/user/token/refresh'],
  ['POST', '/identity/resources/auth/v1/passwordless/{type}/postlogin'],
  ['POST', '/identity/resources/auth/v1/webauthn/postlogin'],
  ['POST', '/identity/resources/auth/v1/user/saml/postlogin'],
  ['POST', '/identity/resources/auth/v1/user/oidc/postlogin'],
  ['POST', '/identity/resources/auth/v1/user/sso/{provider}/postlogin'],
  ['POST', '/identity/resources/auth/v1/user/step-up/generate'],
  ['POST', '/identity/resources/auth/v1/api-token'],
  ['POST', '/identity/resources/users/v1/signUp'],
  ['POST', '/identity/resources/users/v1/activate'],
  ['POST', '/identity/resources/users/v1/invitation/accept'],
  ['POST', '/identity/resources/users/v3/me/token'],
  ['POST', '/identity/resources/impersonation/v1'],
  ['DELETE', '/identity/resources/impersonation/v1'],
  ['POST', '/identity/resources/users/api-tokens/v1'],
  ['POST', '/identity/resources/tenants/api-tokens/v2'],
  ['POST', '/identity/resources/users/access-tokens/v1'],
  ['POST', '/identity/resources/tenants/access-tokens/v1'],
  ['POST', '/oauth/token'],
  ['POST', '/oauth/authorize/silent'],
  ['POST', '/webhook/custom'],
];
const SECRET_FIELD = /^(accessToken|access_token|refreshToken|refresh_token|id_token|idToken|secret)$/;

/** Property names anywhere in a JSON schema, following `$ref`s into the document's components. */
function fieldsOf(schema: unknown, seen = new Set<unknown>()): string[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const s = schema as Record<string, unknown>;
  if (typeof s.$ref === 'string') return fieldsOf(doc.components.schemas[s.$ref.split('/').pop()!], seen);
  return [
    ...Object.keys((s.properties as object) ?? {}), ...Object.values((s.properties as object) ?? {}).flatMap((p) => fieldsOf(p, seen)),
    ...['anyOf', 'oneOf', 'allOf'].flatMap((k) => ((s[k] as unknown[]) ?? []).flatMap((p) => fieldsOf(p, seen))), ...fieldsOf(s.items, seen),
  ];
}

/** Every operation of the OpenAPI document whose documented success answer carries a token or a secret. */
function documentedTokenRoutes(): [string, string][] {
  const found: [string, string][] = [];
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>)) {
    for (const [method, op] of Object.entries(ops)) {
      const bodies = Object.entries(op.responses).filter(([status]) => /^2/.test(status)).map(([, r]) => r.content?.['application/json']?.schema);
      if (bodies.some((b) => fieldsOf(b).some((f) => SECRET_FIELD.test(f)))) found.push([method.toUpperCase(), path]);
    }
  }
  return found;
}

const noStore = (res: { headers: Headers }) => [res.headers.get('cache-control'), res.headers.get('pragma')];

beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  doc = (await t.browser().fetch('/openapi.json')).data;
});
afterAll(async () => t?.close());

describe('Cache-Control: no-store on every answer that carries a token or a secret', () => {
  it('every token route of the brief is in the OpenAPI document, and the document names token answers among them', () => {
    for (const [method, path] of TOKEN_ROUTES) expect([method, path, !!doc.paths[path]?.[method.toLowerCase()]]).toEqual([method, path, true]);
    expect(documentedTokenRoutes().length).toBeGreaterThan(5);
  });

  it('each such route answers no-store (refusals included: a cache cannot tell them apart)', async () => {
    const routes = new Map([...TOKEN_ROUTES, ...documentedTokenRoutes()].map(([m, p]) => [`${m} ${p}`, [m, p] as const]));
    for (const [method, path] of routes.values()) {
      const concrete = path.replace(/\{[^}]+\}/g, (m) => (m === '{type}' ? 'MagicLink' : m === '{provider}' ? 'google' : crypto.randomUUID()));
      const res = await t.browser().fetch(concrete, { method, json: {} });
      expect([method, path, ...noStore(res)]).toEqual([method, path, 'no-store', 'no-cache']);
    }
  });

  it('login, refresh, tenant token, API-token creation and exchange, and the OAuth code and client-credentials grants', async () => {
    const { browser, data } = await t.login(DEMO_ADMIN);
    const answers: [string, { status: number; headers: Headers }][] = [];
    const b = t.browser();
    const login = await b.fetch(`${ID}/auth/v1/user`, { json: { email: DEMO_MEMBER, password: 'Portico-demo-1' } });
    answers.push(['login', login], ['refresh', await refresh(b)]);
    answers.push(['tenant token', await browser.fetch(`${ID}/users/v3/me/token`, { json: { tenantId: data.tenantId ?? (await t.deps.tokens.verify(data.accessToken)).tenantId }, token: data.accessToken })]);
    const created = await t.browser().fetch(`${ID}/tenants/api-tokens/v2`, { json: { description: 'no-store', roleIds: [] }, token: admin });
    answers.push(['API token created', created]);
    answers.push(['API token exchanged', await t.browser().fetch(`${ID}/auth/v1/api-token`, { json: { clientId: created.data.clientId, secret: created.data.secret } })]);
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: created.data.clientId, client_secret: created.data.secret });
    answers.push(['client credentials', await fetch(`${t.base}/oauth/token`, { method: 'POST', body: form })]);
    for (const [name, res] of answers) expect([name, res.status < 300, ...noStore(res)]).toEqual([name, true, 'no-store', 'no-cache']);

    // The code grant answers through oauth4webapi; the raw answer is read here by replaying the same flow's token call.
    let seen: Headers | undefined;
    const original = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const res = await original(input, init);
      if (String(input instanceof Request ? input.url : input).endsWith('/oauth/token')) seen = res.headers;
      return res;
    };
    try {
      await interopTokens(t, t.browser());
    } finally {
      globalThis.fetch = original;
    }
    expect(seen && [seen.get('cache-control'), seen.get('pragma')]).toEqual(['no-store', 'no-cache']);
  });
});
