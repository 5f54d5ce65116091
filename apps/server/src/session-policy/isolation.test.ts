import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { matrixTests, signInCallers, type MatrixCase, type Who } from '../test/isolation';
import { ID, refresh, userIdOf } from '../test/users-admin';

// The Security section's calls × (Acme's admin, Globex's admin — also with the scoped-tenant header naming Acme —, an
// Acme member without a role, Acme's ReadOnly member): only Acme's admin reads or changes Acme's session policy,
// general policies and member sessions.
let t: TestServer;
const tok: Record<Who, string> = { own: '', other: '', otherScoped: '', noRole: '', member: '' };
let acme = '';
beforeAll(async () => {
  t = await startServer();
  acme = await signInCallers(t, tok);
  await t.browser().fetch(`${ID}/configurations/sessions/v1`, { json: { sessionIdleTimeoutConfiguration: { isActive: true, timeout: 1234 } }, token: tok.own });
});
afterAll(async () => t?.close());

const call = (token: string, method: string, path: string, json?: unknown, scoped = false) =>
  t.browser().fetch(`${ID}${path}`, { method, json, token, headers: scoped ? { 'x-portico-tenant-id': acme } : {} });
const acmeIdle = async () => (await t.db.selectFrom('session_policies').select('idle_timeout').where('tenant_id', '=', acme).executeTakeFirstOrThrow()).idle_timeout;

describe('session policy and general settings across tenants', () => {
  it('another tenant reads and saves only its own session policy (scoped header refused)', async () => {
    expect((await call(tok.own, 'GET', '/configurations/sessions/v1')).data.sessionIdleTimeoutConfiguration.timeout).toBe(1234);
    expect((await call(tok.other, 'GET', '/configurations/sessions/v1')).data.sessionIdleTimeoutConfiguration.timeout).toBe(3600);
    expect((await call(tok.other, 'GET', '/configurations/sessions/v1', undefined, true)).status).toBe(403);
    expect((await call(tok.other, 'POST', '/configurations/sessions/v1', { sessionIdleTimeoutConfiguration: { isActive: true, timeout: 5 } }, true)).status).toBe(403);
    expect((await call(tok.other, 'POST', '/configurations/sessions/v1', { sessionIdleTimeoutConfiguration: { isActive: true, timeout: 5 } })).status).toBe(200);
    expect(await acmeIdle()).toBe(1234);
  });

  it('a member without the write permission cannot change any policy', async () => {
    for (const [path, json] of [
      ['/configurations/sessions/v1', { sessionConcurrentConfiguration: { isActive: true, maxSessions: 1 } }],
      ['/configurations/v1/mfa-policy', { enforceMFAType: 'Force' }],
      ['/configurations/v1/lockout-policy', { maxAttempts: 1 }],
      ['/configurations/v1/password-history-policy', { historySize: 9 }],
    ] as const) {
      expect((await call(tok.member, 'POST', path, json)).status, path).toBe(403);
    }
    expect(await t.db.selectFrom('tenant_policies').select('tenant_id').where('tenant_id', '=', acme).executeTakeFirst()).toBeUndefined();
    expect(await acmeIdle()).toBe(1234);
  });

  it("another tenant's admin cannot end an Acme member's sessions", async () => {
    const member = await t.login(DEMO_MEMBER);
    const userId = await userIdOf(t, DEMO_MEMBER);
    expect((await call(tok.other, 'POST', '/users/sessions/v1/revoke', { userId })).status).toBe(404);
    expect((await call(tok.other, 'POST', '/users/sessions/v1/revoke', { userId }, true)).status).toBe(403);
    expect((await refresh(member.browser)).status).toBe(200);
  });
});

const SESSIONS = `${ID}/configurations/sessions/v1`;
const send = (path: string, token: string, headers: Record<string, string>, json?: unknown) => t.browser().fetch(path, { token, headers, ...(json !== undefined ? { json } : {}) });
const acmePolicies = () => t.db.selectFrom('tenant_policies').selectAll().where('tenant_id', '=', acme).executeTakeFirst();
/** Saving one general policy: our tenant's row holds it afterwards (none before each attempt). */
const policy = (path: string, column: 'mfa_policy' | 'lockout_policy' | 'password_history_policy', json: unknown): MatrixCase => ({
  name: `POST ${path}`, write: true,
  setup: async () => { await t.db.deleteFrom('tenant_policies').where('tenant_id', '=', acme).execute(); return ''; },
  run: (tk, h) => send(`${ID}${path}`, tk, h, json), affected: async () => !!(await acmePolicies())?.[column],
});
const CASES: MatrixCase[] = [
  { name: `GET ${SESSIONS}`, write: false, run: (tk, h) => t.browser().fetch(SESSIONS, { token: tk, headers: h }),
    affected: async (r) => r.status === 200 && r.data.sessionIdleTimeoutConfiguration.timeout === 1234 },
  { name: `POST ${SESSIONS}`, write: true,
    setup: async () => { await t.db.updateTable('session_policies').set({ idle_timeout: 1234 }).where('tenant_id', '=', acme).execute(); return ''; },
    run: (tk, h) => send(SESSIONS, tk, h, { sessionIdleTimeoutConfiguration: { isActive: true, timeout: 4321 } }), affected: async () => (await acmeIdle()) === 4321 },
  // Values that leave sign-in as it was (MFA not forced), so the callers' later requests are unaffected.
  policy('/configurations/v1/mfa-policy', 'mfa_policy', { enforceMFAType: 'DontForce' }),
  policy('/configurations/v1/lockout-policy', 'lockout_policy', { enabled: true, maxAttempts: 7 }),
  policy('/configurations/v1/password-history-policy', 'password_history_policy', { enabled: true, historySize: 4 }),
];

// After the calls above: this matrix saves our tenant's policies.
describe('cross-tenant matrix of the session and general policy calls', () => {
  matrixTests(CASES, tok, () => acme);
});
