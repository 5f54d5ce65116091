import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/fixture';
import { accessScope, issues, UndeclaredIssue } from './declare';
import { beginSession } from './sessions';
import { IMPERSONATION_ALLOWED_WRITES, impersonationMayCall } from './impersonation';

// The generated check of SECURITY.md rules 18, 20–22: the routes that create sessions, tokens or memberships, and the
// credential routes, enumerated from the started server's OpenAPI document and compared with the reviewed lists below.
// A new route that issues one of them fails here until it is declared and listed; one that issues without declaring
// fails at run time (UndeclaredIssue), and the primitives themselves are called only inside src/access/.

type Op = { 'x-portico-issues'?: string[]; 'x-portico-recent-auth'?: boolean; 'x-portico-csrf'?: boolean; security?: unknown[] };
let t: TestServer;
let ops: Map<string, Op>;
beforeAll(async () => {
  t = await startServer();
  const doc = (await (await fetch(`${t.base}/openapi.json`)).json()) as { paths: Record<string, Record<string, Op>> };
  ops = new Map(Object.entries(doc.paths).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([m, op]) => [`${m.toUpperCase()} ${path}`, op] as const)));
});
afterAll(async () => t?.close());

/** Every route that may start or derive a session, sign a token or attach an account, with what it issues. */
const ISSUING: Record<string, string> = {
  'POST /identity/resources/auth/v1/user': 'membership session token',
  'POST /identity/resources/auth/v1/user/token/refresh': 'token',
  'POST /identity/resources/auth/v1/user/mfa/verify': 'session token',
  'POST /identity/resources/auth/v1/user/mfa/recover': 'session token',
  'POST /identity/resources/auth/v1/user/mfa/authenticator/enroll': 'session token',
  'POST /identity/resources/auth/v1/user/mfa/authenticator/enroll/verify': 'session token',
  'POST /identity/resources/auth/v1/user/mfa/authenticator/{deviceId}/verify': 'session token',
  'POST /identity/resources/auth/v1/user/mfa/emailcode': 'session token',
  'POST /identity/resources/auth/v1/user/mfa/emailcode/verify': 'session token',
  'POST /identity/resources/auth/v1/user/mfa/sms/enroll': 'session token',
  'POST /identity/resources/auth/v1/user/mfa/sms/enroll/verify': 'session token',
  'POST /identity/resources/auth/v1/user/mfa/sms/{deviceId}': 'session token',
  'POST /identity/resources/auth/v1/user/mfa/sms/{deviceId}/verify': 'session token',
  'POST /identity/resources/auth/v1/user/mfa/webauthn/enroll': 'session token',
  'POST /identity/resources/auth/v1/user/mfa/webauthn/enroll/verify': 'session token',
  'POST /identity/resources/auth/v1/user/mfa/webauthn/{deviceId}': 'session token',
  'POST /identity/resources/auth/v1/user/mfa/webauthn/{deviceId}/verify': 'session token',
  'POST /identity/resources/auth/v1/user/step-up/generate': 'token',
  'POST /identity/resources/auth/v1/user/saml/postlogin': 'membership session token',
  'POST /identity/resources/auth/v1/user/oidc/postlogin': 'membership session token',
  'POST /identity/resources/auth/v1/user/sso/{provider}/postlogin': 'membership session token',
  'POST /identity/resources/auth/v1/passwordless/{type}/postlogin': 'session token',
  'POST /identity/resources/auth/v1/webauthn/postlogin': 'session token',
  'POST /identity/resources/auth/v1/api-token': 'token',
  'POST /identity/resources/users/v1/signUp': 'membership session token',
  'POST /identity/resources/users/v1/activate': 'membership session token',
  'POST /identity/resources/users/v1/invitation/accept': 'membership',
  'POST /identity/resources/users/v2': 'membership',
  'POST /identity/resources/users/v3/me/token': 'token',
  'POST /identity/resources/sub-tenants/users/v1': 'membership',
  'POST /identity/resources/sub-tenants/users/v2': 'membership',
  'POST /identity/resources/impersonation/v1': 'session token',
  'DELETE /identity/resources/impersonation/v1': 'token',
  'POST /scim/v2/Users': 'membership',
  'POST /oauth/authorize': 'membership session token',
  'POST /oauth/token': 'session token',
  'POST /oauth/authorize/silent': 'token',
};

describe('routes that issue sessions, tokens or memberships (OpenAPI x-portico-issues)', () => {
  it('are exactly the reviewed list', () => {
    const found = Object.fromEntries([...ops].filter(([, op]) => op['x-portico-issues']).map(([k, op]) => [k, op['x-portico-issues']!.join(' ')]));
    expect(found).toEqual(ISSUING);
  });

  it('a route that issues without declaring it is refused at run time', async () => {
    const app = new Hono();
    app.use('*', accessScope());
    app.onError((e, c) => c.text(e instanceof UndeclaredIssue ? 'undeclared' : 'other', 500));
    app.post('/sneaky', async (c) => c.json(await beginSession(t.deps, c, { userId: crypto.randomUUID(), tenantId: crypto.randomUUID(), amr: ['pwd'] })));
    app.post('/declared', issues('session'), async (c) => c.json(await beginSession(t.deps, c, { userId: crypto.randomUUID(), tenantId: crypto.randomUUID(), amr: ['pwd'] })));
    const sneaky = await app.request('/sneaky', { method: 'POST' });
    expect(await sneaky.text()).toBe('undeclared');
    // Declared, it reaches the database's own rule (no membership: no session) instead.
    expect(await (await app.request('/declared', { method: 'POST' })).text()).toBe('other');
  });
});

/** Source files of the server outside the access layer (tests and test kits excluded). */
function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!['access', 'test', 'attacks'].includes(name)) sources(path, out);
    } else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.includes('test-kit') && !name.includes('fixture')) out.push(path);
  }
  return out;
}

/** The primitives: only the access layer calls them (SECURITY.md rules 20, 21). */
const PRIMITIVES: [RegExp, string][] = [
  [/\bsessions\.create\(/, 'creates a session (use access beginSession / deriveSession)'],
  [/\btokens\.sign\(/, 'signs an access token (use access sessionAccessToken / deriveTenantToken / apiTokenAccessToken)'],
  [/insertInto\(['"]user_tenants['"]\)|into user_tenants/, 'inserts a membership (use access attachAccount)'],
  [/updateTable\(['"]user_tenants['"]\)\.set\(\{[^}]*\bactivated\b/, 'activates a membership (use access attachAccount)'],
];

describe('the primitives are called only inside src/access/', () => {
  const root = join(__dirname, '..');
  for (const [re, what] of PRIMITIVES) {
    it(`nothing outside access/ ${what.split(' (')[0]}`, () => {
      const offenders = sources(root).filter((f) => re.test(readFileSync(f, 'utf8'))).map((f) => relative(root, f));
      expect(offenders, what).toEqual([]);
    });
  }
});

/** Credential, factor and phone routes: each carries the recent-authentication guard (SECURITY.md rule 18). */
const CREDENTIAL_ROUTE = /^(POST|PUT|PATCH|DELETE) \/identity\/resources\/users\/(v1\/mfa\/|webauthn\/|phone-numbers\/|v1\/phone(\/verify)?$|(api|access)-tokens\/v1$)/;

describe('credential routes (OpenAPI x-portico-recent-auth)', () => {
  it('every one requires a recent sign-in or step-up', () => {
    const credential = [...ops.keys()].filter((k) => CREDENTIAL_ROUTE.test(k));
    expect(credential.length).toBeGreaterThan(15);
    expect(credential.filter((k) => !ops.get(k)!['x-portico-recent-auth'])).toEqual([]);
  });
});

/**
 * Routes that set or read the refresh cookie without the CSRF guard, each with the reason: the token endpoint checks it
 * inside, only for a cookie-held refresh (body clients send no cookie); the logout page asks for confirmation instead.
 */
const CSRF_EXEMPT: Record<string, string> = {
  'POST /oauth/token': 'csrfGuard applied inside for a cookie-held refresh token; code exchange and body clients send no cookie',
  'GET /oauth/authorize': 'a top-level navigation that only reads the cookie to answer a code to a registered redirect URI',
  'POST /oauth/authorize': 'the hosted sign-in form carries its own single-use form token (oauth/form-csrf.ts)',
  'GET /oauth/logout': 'ends nothing without an id_token_hint or a confirmation (logout.test.ts)',
  'POST /oauth/logout': 'the confirmation form, guarded by its own form token',
};

describe('CSRF on cookie calls (OpenAPI x-portico-csrf, SECURITY.md rule 15)', () => {
  it('every route that starts a session (sets the refresh cookie) or is a cookie call carries the guard, or a listed reason', () => {
    const cookie = [...ops].filter(([, op]) => op['x-portico-issues']?.includes('session') || (Array.isArray(op.security) && JSON.stringify(op.security).includes('refreshCookie')))
      .map(([k]) => k).filter((k) => !k.includes('/scim/'));
    expect(cookie.length).toBeGreaterThan(20);
    expect(cookie.filter((k) => !ops.get(k)!['x-portico-csrf'] && !CSRF_EXEMPT[k])).toEqual([]);
  });
});

describe('impersonation allow-list', () => {
  it('every entry matches a route the server has, and no credential route is allowed', () => {
    const writes = [...ops.keys()].filter((k) => !k.startsWith('GET '));
    for (const [m, p, why] of IMPERSONATION_ALLOWED_WRITES) {
      expect(writes.some((k) => m.test(k.split(' ')[0]!) && p.test(toHono(k.split(' ')[1]!))), why).toBe(true);
    }
    const open = writes.filter((k) => CREDENTIAL_ROUTE.test(k) && impersonationMayCall(k.split(' ')[0]!, toHono(k.split(' ')[1]!)));
    expect(open).toEqual([]);
  });
});

/** `/a/{id}` → `/a/:id` (the allow-list matches Hono's route paths). */
const toHono = (p: string): string => p.replace(/\{(\w+)\}/g, ':$1');
