import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/fixture';
import type { AppEnv } from './principal';
import { publicRouter, routeAccess, signedInRouter, type RouteAccess } from './router';

// No route more open than reviewed. Each route's reach is what the access layer's router builders marked on it
// (access/router.ts), read back from the started app's route table: the public routes are exactly this reviewed list,
// every other route needs a principal, and the server proves both by answering requests without one. The OpenAPI
// document states the same (a signed-in route requires the bearer).

/** Every route that takes no principal, by why it is public. A route leaving or joining this list is a review. */
const PUBLIC: Record<string, readonly string[]> = {
  'sign-in, refresh and logout: proved by a password, an IdP answer, a pending MFA token or the refresh cookie': [
    'POST /frontegg/identity/resources/auth/v1/user',
    'POST /frontegg/identity/resources/auth/v1/user/token/refresh',
    'POST /frontegg/identity/resources/auth/v1/logout',
    'POST /frontegg/identity/resources/auth/v2/user/sso/prelogin',
    'POST /frontegg/identity/resources/auth/v1/user/saml/prelogin',
    'POST /frontegg/identity/resources/auth/v1/user/saml/callback',
    'POST /frontegg/identity/resources/auth/v1/user/saml/postlogin',
    'POST /frontegg/identity/resources/auth/v1/user/oidc/postlogin',
    'GET /frontegg/identity/resources/auth/v1/user/saml/metadata/:tenantId',
    'POST /frontegg/identity/resources/auth/v1/user/mfa/verify',
    'POST /frontegg/identity/resources/auth/v1/user/mfa/recover',
    'POST /frontegg/identity/resources/auth/v1/user/mfa/authenticator/enroll',
    'POST /frontegg/identity/resources/auth/v1/user/mfa/authenticator/enroll/verify',
    'POST /frontegg/identity/resources/auth/v1/user/mfa/authenticator/:deviceId/verify',
    'POST /frontegg/identity/resources/auth/v1/user/mfa/emailcode',
    'POST /frontegg/identity/resources/auth/v1/user/mfa/emailcode/verify',
    'POST /frontegg/identity/resources/auth/v1/user/mfa/webauthn/enroll',
    'POST /frontegg/identity/resources/auth/v1/user/mfa/webauthn/enroll/verify',
    'POST /frontegg/identity/resources/auth/v1/user/mfa/webauthn/:deviceId',
    'POST /frontegg/identity/resources/auth/v1/user/mfa/webauthn/:deviceId/verify',
    'POST /frontegg/identity/resources/auth/v1/user/mfa/sms/enroll',
    'POST /frontegg/identity/resources/auth/v1/user/mfa/sms/enroll/verify',
    'POST /frontegg/identity/resources/auth/v1/user/mfa/sms/:deviceId',
    'POST /frontegg/identity/resources/auth/v1/user/mfa/sms/:deviceId/verify',
    'POST /frontegg/identity/resources/auth/v1/webauthn/prelogin',
    'POST /frontegg/identity/resources/auth/v1/webauthn/postlogin',
    'POST /frontegg/identity/resources/auth/v1/user/sso/:provider/prelogin',
    'POST /frontegg/identity/resources/auth/v1/user/sso/:provider/postlogin',
    'POST /frontegg/identity/resources/auth/v1/passwordless/:type/prelogin',
    'POST /frontegg/identity/resources/auth/v1/passwordless/:type/postlogin',
  ],
  'sign-up, activation, invitations, resets: proved by a mailed or texted token': [
    'POST /frontegg/identity/resources/users/v1/signUp',
    'GET /frontegg/identity/resources/users/v1/activate/strategy',
    'POST /frontegg/identity/resources/users/v1/activate',
    'POST /frontegg/identity/resources/users/v1/activate/reset',
    'POST /frontegg/identity/resources/users/v1/invitation/accept',
    'POST /frontegg/identity/resources/users/v1/passwords/reset',
    'POST /frontegg/identity/resources/users/v1/passwords/reset/verify',
    'POST /frontegg/identity/resources/tenants/invites/v1/verify',
    'POST /frontegg/identity/resources/users/v1/phone/reset',
    'POST /frontegg/identity/resources/users/v1/phone/reset/verify',
    'PUT /frontegg/identity/resources/users/v1/phone/change',
  ],
  'public configuration the login box reads before sign-in (policy GETs answer the caller\'s tenant when a bearer is sent)': [
    'GET /frontegg/identity/resources/users/v1/passwords/config',
    'GET /frontegg/identity/resources/configurations/v1/mfa-policy',
    'GET /frontegg/identity/resources/configurations/v1/lockout-policy',
    'GET /frontegg/identity/resources/configurations/v1/password-history-policy',
    'GET /frontegg/identity/resources/configurations/v1/public',
    'GET /frontegg/identity/resources/configurations/v1',
    'GET /frontegg/identity/resources/configurations/v1/auth/strategies/public',
    'GET /frontegg/identity/resources/configurations/v1/auth/strategies',
    'GET /frontegg/identity/resources/configurations/v1/mfa/strategies',
    'GET /frontegg/identity/resources/configurations/v1/mfa-policy/allow-remember-device',
    'GET /frontegg/identity/resources/configurations/v1/mfa-policy/vendor',
    'GET /frontegg/identity/resources/configurations/v1/password',
    'GET /frontegg/identity/resources/configurations/v1/lockout-policy/vendor',
    'GET /frontegg/identity/resources/configurations/v1/password-history-policy/vendor',
    'GET /frontegg/identity/resources/configurations/v1/captcha-policy/public',
    'GET /frontegg/vendors/public',
    'GET /frontegg/flags',
    'GET /frontegg/team/resources/sso/v2/configurations/public',
    'GET /frontegg/identity/resources/sso/v1',
    'GET /frontegg/identity/resources/sso/v2',
    'GET /frontegg/identity/resources/sso/custom/v1',
    'GET /frontegg/tenants/resources/account-settings/v1/public',
    'GET /frontegg/profile-images/:id',
  ],
  'their own credential: API-token exchange (client secret), the vendor plans API (vendor key), SCIM (connection bearer)': [
    'POST /frontegg/identity/resources/auth/v1/api-token',
    'GET /frontegg/subscriptions/resources/billing/vendor/plans/v1',
    'POST /frontegg/subscriptions/resources/billing/vendor/plans/v1',
    'PUT /frontegg/subscriptions/resources/billing/vendor/plans/v1/:id',
    ...['ServiceProviderConfig', 'Schemas', 'Schemas/:id', 'ResourceTypes', 'ResourceTypes/:id', 'Users', 'Users/:id', 'Groups', 'Groups/:id']
      .map((p) => `GET /frontegg/scim/v2/${p}`),
    ...['Users', 'Groups'].flatMap((r) => [`POST /frontegg/scim/v2/${r}`, ...['PUT', 'PATCH', 'DELETE'].map((m) => `${m} /frontegg/scim/v2/${r}/:id`)]),
  ],
  'the OAuth server: client authentication, PKCE, the session cookie, userinfo\'s own bearer': [
    'GET /frontegg/oauth/.well-known/openid-configuration',
    'GET /frontegg/oauth/.well-known/jwks.json',
    'GET /frontegg/oauth/authorize',
    'POST /frontegg/oauth/authorize',
    'POST /frontegg/oauth/token',
    'POST /frontegg/oauth/authorize/silent',
    'GET /frontegg/oauth/logout',
    'POST /frontegg/oauth/logout',
    'GET /frontegg/oauth/userinfo',
    'POST /frontegg/oauth/userinfo',
  ],
  'hosted pages and the server\'s own documents': [
    'GET /oauth/account/*',
    'GET /oauth/portal',
    'GET /oauth/portal/*',
    'GET /frontegg/.well-known/jwks.json',
    'GET /frontegg/openapi.json',
    'GET /frontegg/docs',
    'GET /frontegg/docs/docs.css',
    'GET /healthz',
  ],
  'developer tools, mounted only outside production': [
    'GET /dev/vendor-settings',
    'PUT /dev/vendor-settings',
    'GET /dev/social-providers',
    'PUT /dev/social-providers/:type',
    'GET /dev/sms',
    'GET /dev/mailbox',
    'GET /dev/auth-strategies',
    'PUT /dev/auth-strategies',
  ],
};

let t: TestServer;
let table: RouteAccess[];
const key = (r: RouteAccess) => `${r.method} ${r.path}`;
/** A concrete path for a route path: ids for parameters, a segment for a wildcard. */
const concrete = (path: string) => path.replace(/:[^/{]+(\{[^}]*\})?\??/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'x');

beforeAll(async () => {
  // The config-dependent groups too: the vendor plans API (vendor key) and the billing test clock.
  t = await startServer({ billingVendorKey: 'reach-test-vendor-key-0123456789abcdef', billingTestClock: true });
  table = routeAccess(t.app.routes);
});
afterAll(async () => t?.close());

describe('every route states its reach through the access layer', () => {
  it('no route is registered around the router builders', () => {
    expect(table.length).toBeGreaterThan(400);
    expect(table.filter((r) => !r.reach).map(key)).toEqual([]);
  });

  it('the public routes are exactly the reviewed list; every other route is signed-in', () => {
    const listed = Object.values(PUBLIC).flat();
    expect(new Set(listed).size).toBe(listed.length);
    expect(table.filter((r) => r.reach === 'public').map(key).sort()).toEqual([...listed].sort());
    expect(table.filter((r) => r.reach === 'signed-in').length).toBeGreaterThan(320);
  });
});

describe('the router builders under a prefix modules share', () => {
  it('guard their own routes only: a later group\'s public route stays public (a sub-app\'s use(\'*\') would not)', async () => {
    const theirs = publicRouter();
    theirs.get('/login', (c) => c.text('login'));
    const mine = signedInRouter(t.deps);
    mine.get('/mine', (c) => c.text('mine'));
    const app = new Hono<AppEnv>().route('/p', mine).route('/p', theirs);
    app.onError((_e, c) => c.text('refused', 401));
    expect((await app.request('/p/login')).status).toBe(200);
    expect((await app.request('/p/mine')).status).toBe(401);
    expect(routeAccess(app.routes).map((r) => `${r.reach} ${r.path}`)).toEqual(['signed-in /p/mine', 'public /p/login']);
    // The trap: the same two groups with the check as the first group's use('*').
    const trap = new Hono<AppEnv>();
    trap.use('*', async (c) => c.text('closed', 401));
    trap.get('/mine', (c) => c.text('mine'));
    expect((await new Hono<AppEnv>().route('/p', trap).route('/p', theirs).request('/p/login')).status).toBe(401);
  });
});

describe('the started server keeps every signed-in route closed', () => {
  it('each answers 401 without a bearer, and with a forged one, before anything else runs', async () => {
    const open: string[] = [];
    for (const r of table.filter((x) => x.reach === 'signed-in')) {
      for (const token of [undefined, 'not-a-token']) {
        const res = await t.browser().fetch(`${t.url}${concrete(r.path)}`, {
          method: r.method, token, ...(r.method === 'GET' ? {} : { json: {} }),
        });
        if (res.status !== 401 || JSON.stringify(res.data) !== '{"errors":["Unauthorized"]}') open.push(`${key(r)} ${token ? 'forged' : 'none'} → ${res.status}`);
      }
    }
    expect(open).toEqual([]);
  });

  it('public routes answer without a principal (SCIM with its own bearer refusal)', async () => {
    const get = async (path: string, json?: unknown) => t.browser().fetch(`${t.url}${path}`, json === undefined ? {} : { json });
    expect((await get('/frontegg/identity/resources/configurations/v1/public')).status).toBe(200);
    expect((await get('/frontegg/vendors/public')).status).toBe(200);
    expect((await get('/frontegg/.well-known/jwks.json')).status).toBe(200);
    expect((await get('/oauth/portal')).status).toBe(200);
    expect((await get('/frontegg/team/resources/sso/v2/configurations/public')).status).toBe(200);
    // Login and sign-up reach their handlers: a body check, not the access layer's 401.
    expect((await get('/frontegg/identity/resources/auth/v1/user', {})).status).toBe(400);
    expect((await get('/frontegg/identity/resources/users/v1/signUp', {})).status).toBe(400);
    const scim = await get('/frontegg/scim/v2/Users');
    expect(scim.status).toBe(401);
    expect(scim.data.schemas).toEqual(['urn:ietf:params:scim:api:messages:2.0:Error']);
  });
});

describe('the OpenAPI document states each route\'s reach and permission', () => {
  it('a signed-in route requires the bearer, a public one does not; permissions as declared', async () => {
    type Op = { security?: unknown; 'x-portico-permission'?: string };
    const doc = (await (await fetch(`${t.base}/openapi.json`)).json()) as { paths: Record<string, Record<string, Op>> };
    const prefix = `/${t.deps.config.prefix}`;
    const documented = table.filter((r) => r.path.startsWith(`${prefix}/`) && !r.path.includes('*'));
    const wrong: string[] = [];
    for (const r of documented) {
      const op = doc.paths[r.path.slice(prefix.length).replace(/:(\w+)(\{[^}]*\})?\??/g, '{$1}')]?.[r.method.toLowerCase()];
      if (!op) { wrong.push(`${key(r)} undocumented`); continue; }
      const requiresBearer = JSON.stringify(op.security) === JSON.stringify([{ bearer: [] }]);
      if (requiresBearer !== (r.reach === 'signed-in')) wrong.push(`${key(r)} ${r.reach} but security ${JSON.stringify(op.security)}`);
      if (op['x-portico-permission'] !== r.permission) wrong.push(`${key(r)} permission ${r.permission} documented ${op['x-portico-permission']}`);
    }
    expect(documented.length).toBeGreaterThan(380);
    expect(wrong).toEqual([]);
  });
});
