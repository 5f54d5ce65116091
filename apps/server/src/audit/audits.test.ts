import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, lastMail, linkParams, startServer, type TestServer } from '../test/fixture';

let t: TestServer;
let admin: string;
let owner: string;
beforeAll(async () => {
  t = await startServer();
  // A second tenant (Globex) whose owner is Admin there.
  await t.browser().fetch('/identity/resources/users/v1/signUp', { json: { email: 'owner@globex.test', companyName: 'Globex', password: 'owner password' } });
  const act = linkParams((await lastMail(t, 'owner@globex.test')).links[0]!);
  owner = (await t.browser().fetch('/identity/resources/users/v1/activate', { json: { ...act, password: 'owner password' } })).data.accessToken;
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  await t.login(DEMO_MEMBER);
  // A WARNING entry in Acme.
  await t.browser().fetch('/identity/resources/configurations/v1/lockout-policy', { json: { maxAttempts: 6 }, token: admin });
});
afterAll(async () => t?.close());

describe('GET /audits', () => {
  it('lists only the caller tenant entries, newest first, 20 by default', async () => {
    const acme = await t.browser().fetch('/audits', { token: admin });
    expect(acme.status).toBe(200);
    expect(acme.data.total).toBe(acme.data.data.length);
    expect(acme.data.data.map((e: { email: string }) => e.email)).toEqual(expect.arrayContaining([DEMO_ADMIN, DEMO_MEMBER]));
    expect(acme.data.data.some((e: { email: string }) => e.email === 'owner@globex.test')).toBe(false);
    const times = acme.data.data.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const globex = await t.browser().fetch('/audits', { token: owner });
    expect(globex.data.data.every((e: { tenantId: string }) => e.tenantId !== acme.data.data[0].tenantId)).toBe(true);
    expect(globex.data.data.some((e: { email: string }) => e.email === 'owner@globex.test')).toBe(true);
  });

  it('pages, sorts, searches and filters by column', async () => {
    for (let i = 0; i < 22; i++) await t.login(DEMO_MEMBER);
    const page = await t.browser().fetch('/audits', { token: admin });
    expect(page.data.data).toHaveLength(20);
    expect(page.data.total).toBeGreaterThan(22);
    const second = await t.browser().fetch('/audits?offset=20&count=2&sortBy=email&sortDirection=asc', { token: admin });
    expect(second.data.data).toHaveLength(2);
    const emails = (await t.browser().fetch('/audits?count=100&sortBy=email&sortDirection=asc', { token: admin })).data.data.map((e: { email: string }) => e.email);
    expect(emails).toEqual([...emails].sort());
    expect(second.data.data.map((e: { email: string }) => e.email)).toEqual(emails.slice(20, 22));
    const search = await t.browser().fetch(`/audits?filter=${encodeURIComponent('admin@')}`, { token: admin });
    expect(search.data.data.length).toBeGreaterThan(0);
    expect(search.data.data.every((e: { email: string }) => e.email === DEMO_ADMIN)).toBe(true);
    const severity = await t.browser().fetch('/audits?severity=warning', { token: admin });
    expect(severity.data.data.length).toBeGreaterThan(0);
    expect(severity.data.data.every((e: { severity: string }) => e.severity === 'WARNING')).toBe(true);
    const byAction = await t.browser().fetch(`/audits?action=${encodeURIComponent('logged in')}&count=100`, { token: admin });
    expect(byAction.data.total).toBe(byAction.data.data.length);
    expect(byAction.data.data.every((e: { action: string }) => e.action === 'User logged in')).toBe(true);
    const virtual = await t.browser().fetch('/audits?count=3&paginationMode=virtual', { token: admin });
    expect(virtual.data.data).toHaveLength(3);
    expect(virtual.data.total).toBe(4);
  });

  it('validates the query with the contract schema and refuses unknown columns', async () => {
    expect((await t.browser().fetch('/audits?count=0', { token: admin })).status).toBe(400);
    expect((await t.browser().fetch('/audits?sortDirection=sideways', { token: admin })).status).toBe(400);
    const col = await t.browser().fetch('/audits?password=x', { token: admin });
    expect(col.status).toBe(400);
    expect(col.data.errors).toEqual(['password: Unknown column']);
    expect((await t.browser().fetch('/audits?sortBy=secret', { token: admin })).status).toBe(400);
  });

  it('needs a token and fe.secure.read.audits; the tenant header cannot reach another tenant', async () => {
    expect((await t.browser().fetch('/audits')).status).toBe(401);
    const { accessToken: member } = await t.login(DEMO_MEMBER);
    // ReadOnly holds fe.*.read.*, so strip it to a role without audits permission.
    await t.db.deleteFrom('role_permissions').where('role_id', 'in', t.db.selectFrom('roles').select('id').where('key', '=', 'ReadOnly'))
      .where('permission_id', 'in', t.db.selectFrom('permissions').select('id').where('key', '=', 'fe.secure.read.audits')).execute();
    const { accessToken: stripped } = await t.login(DEMO_MEMBER);
    expect((await t.browser().fetch('/audits', { token: member })).status).toBe(200);
    expect((await t.browser().fetch('/audits', { token: stripped })).status).toBe(403);
    expect((await t.browser().fetch('/audits/stats', { token: stripped })).status).toBe(403);
    const globexId = JSON.parse(Buffer.from(owner.split('.')[1]!, 'base64url').toString()).tenantId as string;
    expect((await t.browser().fetch('/audits', { token: admin, headers: { 'x-portico-tenant-id': globexId } })).status).toBe(403);
  });
});

describe('GET /audits/stats', () => {
  it('counts today and severe entries this week, per tenant', async () => {
    const before = await t.browser().fetch('/audits/stats', { token: admin });
    expect(before.data.totalToday).toBeGreaterThan(0);
    // A replayed refresh token is audited SEVERE in the session's tenant.
    const { browser } = await t.login(DEMO_ADMIN);
    const old = browser.cookies.get('portico_refresh')!;
    await browser.fetch('/identity/resources/auth/v1/user/token/refresh', { json: {} });
    browser.cookies.set('portico_refresh', old);
    expect((await browser.fetch('/identity/resources/auth/v1/user/token/refresh', { json: {} })).status).toBe(401);
    const after = await t.browser().fetch('/audits/stats', { token: admin });
    expect(after.data.severeThisWeek).toBe(before.data.severeThisWeek + 1);
    expect((await t.browser().fetch('/audits/stats', { token: owner })).data.severeThisWeek).toBe(0);
  });
});
