import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newConnection, scimClient, USER } from '../test/scim-kit';
import { DEMO_ADMIN, startServer, type TestServer } from '../test/fixture';
import { ID, newTenantAdmin, userIdOf } from '../test/users-admin';

// H2: provisioning and sub-account calls of another tenant attached Acme's accounts and answered their profile (name,
// verified, created, last login) before the account's owner accepted anything.

let t: TestServer;
let victimId = '';
let evil: Awaited<ReturnType<typeof newTenantAdmin>>;
let sub = '';
const FOREIGN_FIELDS = ['name', 'verified', 'createdAt', 'lastLogin', 'profilePictureUrl'];

beforeAll(async () => {
  t = await startServer();
  victimId = await userIdOf(t, DEMO_ADMIN);
  // A last sign-in on a day nothing else in the report can show, to look for in it.
  await t.db.updateTable('users').set({ last_login: new Date('2020-02-03T04:05:06Z') }).where('id', '=', victimId).execute();
  evil = await newTenantAdmin(t, 'owner@evil2.test', 'Evil');
  const created = await evil.browser.fetch('/tenants/resources/sub-tenants/v1', { json: { name: 'Evil child' }, token: evil.accessToken });
  expect(created.status, created.text).toBeLessThan(300);
  sub = created.data.tenantId ?? created.data.id;
  const reach = await evil.browser.fetch(`${ID}/sub-tenants/users/v1/${evil.userId}/access`, { method: 'PUT', json: { allowAccess: true }, token: evil.accessToken });
  expect(reach.status, reach.text).toBe(200);
});
// Each case starts from no membership of the victim in Evil's accounts (the old code attached it in the first case).
beforeEach(async () => {
  await t.db.deleteFrom('user_tenants').where('user_id', '=', victimId).where('tenant_id', 'in', [evil.tenantId, sub]).execute();
});
afterAll(async () => t?.close());

const memberships = () => t.db.selectFrom('user_tenants').selectAll().where('user_id', '=', victimId).where('tenant_id', 'in', [evil.tenantId, sub]).execute();

describe('H2: foreign accounts are neither attached nor exposed', () => {
  it('SCIM of another tenant cannot provision an existing account of another tenant', async () => {
    const scim = scimClient(t, (await newConnection(t, evil.accessToken)).token);
    const res = await scim('POST', '/Users', { schemas: [USER], userName: 'acme-admin', emails: [{ value: DEMO_ADMIN }] });
    expect(res.status).toBe(409);
    expect(await memberships()).toEqual([]);
  });

  it('adding an existing foreign account to a sub-account answers from the request only and leaves it pending', async () => {
    const res = await evil.browser.fetch(`${ID}/sub-tenants/users/v1`, { json: { email: DEMO_ADMIN, subTenants: [{ tenantId: sub }], skipInviteEmail: true }, token: evil.accessToken });
    expect(res.status).toBe(201);
    for (const field of FOREIGN_FIELDS) expect(res.data, field).not.toHaveProperty(field);
    expect((await memberships()).every((m) => !m.activated)).toBe(true);
    const list = await evil.browser.fetch(`${ID}/sub-tenants/users/v1?_tenantId=${sub}`, { token: evil.accessToken });
    const row = (list.data.items as { id: string }[]).find((u) => u.id === victimId);
    expect(row).toBeDefined();
    for (const field of FOREIGN_FIELDS) expect(row, field).not.toHaveProperty(field);
  });

  it('the users report preview shows a pending foreign member by e-mail only', async () => {
    const invited = await evil.browser.fetch(`${ID}/users/v2`, { json: { email: DEMO_ADMIN, roleIds: [] }, token: evil.accessToken });
    expect(invited.status).toBe(201);
    const html = (await evil.browser.fetch('/reports/engine/resources/triggers/v1/preview-report?id=users', { token: evil.accessToken })).text;
    expect(html).toContain(DEMO_ADMIN);
    const victim = await t.db.selectFrom('users').select(['name', 'last_login']).where('id', '=', victimId).executeTakeFirstOrThrow();
    expect(victim.name).toBeTruthy();
    expect(html).not.toContain(victim.name!);
    expect(victim.last_login!.toISOString().slice(0, 10)).toBe('2020-02-03');
    expect(html).not.toContain('2020-02-03');
  });
});
