import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { claimsOf, ID, newTenantAdmin, refresh, userIdOf } from '../test/users-admin';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
});
afterAll(async () => t?.close());

const CFG = `${ID}/configurations/sessions/v1`;
const save = (json: unknown, token = admin) => t.browser().fetch(CFG, { json, token });
const EXPIRED = 'Session expired, please log in again';
const OFF = {
  sessionConcurrentConfiguration: { isActive: false },
  sessionIdleTimeoutConfiguration: { isActive: false },
  sessionTimeoutConfiguration: { isActive: false },
};
// Every test starts with every limit off and the demo member's sessions ended.
beforeEach(async () => {
  // A fresh admin login: a concurrency limit of an earlier test may have ended the previous one (the newest survives).
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  expect((await save(OFF)).status).toBe(200);
  await t.db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', await userIdOf(t, DEMO_MEMBER)).execute();
});

describe('session configuration calls', () => {
  it('answers the defaults (spec figures, all off), saves a partial change over them, audited', async () => {
    const { tenantId } = await newTenantAdmin(t, 'sess-owner@initech.test', 'Initech');
    const other = await t.login('sess-owner@initech.test');
    expect((await t.browser().fetch(CFG, { token: other.accessToken })).data).toEqual({
      sessionConcurrentConfiguration: { isActive: false, maxSessions: 10 },
      sessionIdleTimeoutConfiguration: { isActive: false, timeout: 3600 },
      sessionTimeoutConfiguration: { isActive: false, timeout: 7776000 },
    });
    const saved = await save({ sessionIdleTimeoutConfiguration: { isActive: true, timeout: 900 } });
    expect(saved.status).toBe(200);
    expect(saved.data.sessionIdleTimeoutConfiguration).toEqual({ isActive: true, timeout: 900 });
    expect(saved.data.sessionConcurrentConfiguration).toEqual({ isActive: false, maxSessions: 10 });
    // Switching off keeps the figure, switching on again restores it.
    await save({ sessionIdleTimeoutConfiguration: { isActive: false } });
    expect((await save({ sessionIdleTimeoutConfiguration: { isActive: true } })).data.sessionIdleTimeoutConfiguration).toEqual({ isActive: true, timeout: 900 });
    expect((await t.browser().fetch(CFG, { token: admin })).data.sessionIdleTimeoutConfiguration.timeout).toBe(900);
    // Another tenant is untouched.
    expect((await t.browser().fetch(CFG, { token: other.accessToken })).data.sessionIdleTimeoutConfiguration).toEqual({ isActive: false, timeout: 3600 });
    expect(tenantId).toBeTruthy();
    const audit = await t.db.selectFrom('audits').selectAll().where('action', '=', 'Session policy updated').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ email: DEMO_ADMIN, severity: 'WARNING' });
  });

  it('refuses bad bodies (400) and needs the security-policy permissions', async () => {
    expect((await save({ sessionConcurrentConfiguration: { isActive: true, maxSessions: 0 } })).status).toBe(400);
    expect((await save({ sessionIdleTimeoutConfiguration: { isActive: true, timeout: -5 } })).status).toBe(400);
    expect((await save({ sessionTimeoutConfiguration: { timeout: 60 } })).status).toBe(400);
    expect((await t.browser().fetch(CFG)).status).toBe(401);
    const { accessToken: member } = await t.login(DEMO_MEMBER);
    expect((await save({ sessionConcurrentConfiguration: { isActive: true, maxSessions: 1 } }, member)).status).toBe(403);
    expect((await t.browser().fetch(CFG, { token: admin })).data.sessionConcurrentConfiguration.isActive).toBe(false);
  });
});

describe('idle session timeout', () => {
  it('refuses a refresh after the idle time as an expired session and ends the session; activity keeps it alive', async () => {
    await save({ sessionIdleTimeoutConfiguration: { isActive: true, timeout: 600 } });
    const active = await t.login(DEMO_MEMBER);
    const idle = await t.login(DEMO_MEMBER);
    const sid = claimsOf(idle.accessToken).sid as string;
    // Ten minutes without a refresh on the idle session; the active one refreshed nine minutes ago.
    await t.db.updateTable('refresh_tokens').set({ created_at: new Date(Date.now() - 601_000) }).where('session_id', '=', sid).execute();
    await t.db.updateTable('refresh_tokens').set({ created_at: new Date(Date.now() - 540_000) }).where('session_id', '=', claimsOf(active.accessToken).sid).execute();
    const refused = await refresh(idle.browser);
    expect(refused.status).toBe(401);
    expect(refused.data.errors).toEqual([EXPIRED]);
    expect(idle.browser.cookies.has('portico_refresh')).toBe(false);
    expect((await t.db.selectFrom('sessions').select('revoke_reason').where('id', '=', sid).executeTakeFirstOrThrow()).revoke_reason).toBe('session timeout');
    expect((await t.browser().fetch(`${ID}/users/v2/me`, { token: idle.accessToken })).status).toBe(401);
    expect((await refresh(active.browser)).status).toBe(200);
    // Off again: the same idle gap is allowed.
    await save({ sessionIdleTimeoutConfiguration: { isActive: false } });
    await t.db.updateTable('refresh_tokens').set({ created_at: new Date(Date.now() - 601_000) }).where('session_id', '=', claimsOf(active.accessToken).sid).execute();
    expect((await refresh(active.browser)).status).toBe(200);
  });
});

describe('force re-login (absolute session timeout)', () => {
  it('refuses a refresh past the timeout since sign-in, however active the session was', async () => {
    await save({ sessionTimeoutConfiguration: { isActive: true, timeout: 3600 } });
    const old = await t.login(DEMO_MEMBER);
    const sid = claimsOf(old.accessToken).sid as string;
    expect((await refresh(old.browser)).status).toBe(200);
    await t.db.updateTable('sessions').set({ auth_time: new Date(Date.now() - 3_601_000) }).where('id', '=', sid).execute();
    const refused = await refresh(old.browser);
    expect(refused.status).toBe(401);
    expect(refused.data.errors).toEqual([EXPIRED]);
    // A new login starts a new clock.
    const fresh = await t.login(DEMO_MEMBER);
    expect((await refresh(fresh.browser)).status).toBe(200);
  });

  it('refuses a child session (OAuth code exchange) whose sign-in is past the timeout', async () => {
    await save({ sessionTimeoutConfiguration: { isActive: true, timeout: 3600 } });
    const tenantId = claimsOf(admin).tenantId as string;
    const userId = await userIdOf(t, DEMO_ADMIN);
    const create = (authTime: Date) => t.deps.sessions.create({ userId, tenantId, amr: ['pwd'], userAgent: null, ip: null, authTime });
    await expect(create(new Date(Date.now() - 3_601_000))).rejects.toMatchObject({ status: 401 });
    await expect(create(new Date(Date.now() - 60_000))).resolves.toMatchObject({ revokedOlder: 0 });
  });
});

describe('maximum concurrent sessions', () => {
  it('ends the oldest sessions at login beyond the limit, at once for API calls, audited', async () => {
    await save({ sessionConcurrentConfiguration: { isActive: true, maxSessions: 2 } });
    const first = await t.login(DEMO_MEMBER);
    const second = await t.login(DEMO_MEMBER);
    expect((await refresh(first.browser)).status).toBe(200);
    const third = await t.login(DEMO_MEMBER);
    expect((await refresh(first.browser)).status).toBe(401);
    expect((await t.browser().fetch(`${ID}/users/v2/me`, { token: first.accessToken })).status).toBe(401);
    expect((await refresh(second.browser)).status).toBe(200);
    expect((await refresh(third.browser)).status).toBe(200);
    const list = (await t.browser().fetch(`${ID}/users/sessions/v1/me`, { token: third.accessToken })).data as unknown[];
    expect(list).toHaveLength(2);
    const audit = await t.db.selectFrom('audits').selectAll().where('action', '=', 'Sessions revoked').where('email', '=', DEMO_MEMBER).executeTakeFirstOrThrow();
    expect(audit.description).toMatch(/Maximum concurrent sessions/);
    // Another user of the tenant keeps their sessions.
    expect((await refresh((await t.login(DEMO_ADMIN)).browser)).status).toBe(200);
  });

  it('holds under parallel logins: never more live sessions than the limit', async () => {
    await save({ sessionConcurrentConfiguration: { isActive: true, maxSessions: 2 } });
    // Four at once: the lockout reserves one attempt per login in flight (5 by default), so six could lock a correct password out.
    const logins = await Promise.all(Array.from({ length: 4 }, () => t.login(DEMO_MEMBER)));
    const results = await Promise.all(logins.map((l) => refresh(l.browser)));
    expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(2);
    const live = await t.db.selectFrom('sessions').select('id').where('user_id', '=', await userIdOf(t, DEMO_MEMBER)).where('revoked_at', 'is', null).execute();
    expect(live.length).toBeLessThanOrEqual(2);
  });

  it('max 1: a second browser logs the first out', async () => {
    await save({ sessionConcurrentConfiguration: { isActive: true, maxSessions: 1 } });
    const a = await t.login(DEMO_MEMBER);
    const b = await t.login(DEMO_MEMBER);
    expect((await refresh(a.browser)).status).toBe(401);
    expect((await refresh(b.browser)).status).toBe(200);
  });
});
