import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, lastMail, linkParams, startServer, type TestServer } from '../test/fixture';
import { ID, inviteAndActivate, newTenantAdmin, userIdOf } from '../test/users-admin';
import { notify } from './service';

let t: TestServer;
let admin = '';
let member = '';
let memberId = '';
let tenantId = '';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON, each assertion states its shape
const call = (method: string, path: string, token: string, json?: unknown): Promise<{ status: number; data: any }> =>
  t.browser().fetch(path, { method, json, token });
const bell = async (token: string, q = '') => (await call('GET', `/notification${q}`, token)).data as { id: string; title: string; status: string; isPinned: boolean; body?: string; severity?: string; createdAt: string }[];
const roleId = async (key: string) => (await call('GET', `${ID}/roles/v1`, admin)).data.find((r: { key: string }) => r.key === key).id as string;

beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  member = (await t.login(DEMO_MEMBER)).accessToken;
  memberId = await userIdOf(t, DEMO_MEMBER);
  tenantId = (await t.db.selectFrom('user_tenants').select('tenant_id').where('user_id', '=', memberId).executeTakeFirstOrThrow()).tenant_id;
});
afterAll(async () => t?.close());

describe('notifications created by events', () => {
  it('a role change notifies the member, not the admin who made it', async () => {
    expect(await bell(member)).toEqual([]);
    const res = await call('PUT', `/team/resources/members/v1/${memberId}`, admin, { roleIds: [await roleId('Support')] });
    expect(res.status).toBe(200);
    const list = await bell(member);
    expect(list).toEqual([expect.objectContaining({ title: 'Your roles were changed', body: `${DEMO_ADMIN} changed your roles in this account`, status: 'unread', isPinned: false, severity: 'warning' })]);
    expect(new Date(list[0]!.createdAt).toISOString()).toBe(list[0]!.createdAt);
    expect((await bell(admin)).map((n) => n.title)).not.toContain('Your roles were changed');
  });

  it('an admin ending a member\'s sessions notifies the member', async () => {
    expect((await call('POST', `${ID}/users/sessions/v1/revoke`, admin, { userId: memberId })).status).toBe(200);
    member = (await t.login(DEMO_MEMBER)).accessToken;
    expect((await bell(member))[0]).toMatchObject({ title: 'Your sessions were ended', status: 'unread' });
  });

  it('a security policy change notifies the other admins of the tenant only', async () => {
    const second = await inviteAndActivate(t, admin, 'second-admin@acme.test', [await roleId('Admin')]);
    const res = await call('POST', `${ID}/configurations/v1/lockout-policy`, admin, { enabled: true, maxAttempts: 5 });
    expect(res.status).toBe(200);
    expect((await bell(second.accessToken)).map((n) => n.title)).toContain('Lockout policy updated');
    expect((await bell(admin)).map((n) => n.title)).not.toContain('Lockout policy updated');
    expect((await bell(member)).map((n) => n.title)).not.toContain('Lockout policy updated');
  });

  it('an accepted invitation notifies the admins of the inviting tenant, in that tenant only', async () => {
    const globex = await newTenantAdmin(t, 'owner@globex-n.test', 'Globex');
    expect((await call('POST', `${ID}/users/v2`, globex.accessToken, { email: DEMO_MEMBER, roleIds: [] })).status).toBe(201);
    const inv = linkParams((await lastMail(t, DEMO_MEMBER)).links[0]!);
    expect((await t.browser().fetch(`${ID}/users/v1/invitation/accept`, { json: inv })).status).toBe(200);
    expect(await bell(globex.accessToken)).toEqual([expect.objectContaining({ title: 'Invitation accepted', body: `${DEMO_MEMBER} joined the account`, severity: 'success' })]);
    // Acme's admin hears nothing of Globex.
    expect((await bell(admin)).map((n) => n.title)).not.toContain('Invitation accepted');
  });
});

describe('status, pin, mark all read, paging, isolation', () => {
  it('read / unread / archived, pin / unpin, only on the caller\'s own notifications', async () => {
    const [first] = await bell(member);
    const id = first!.id;
    expect((await call('PUT', '/notification/status', member, { notificationId: id, status: 'read' })).status).toBe(200);
    expect((await bell(member)).find((n) => n.id === id)!.status).toBe('read');
    expect((await call('PUT', '/notification/status', member, { notificationId: id, status: 'unread' })).status).toBe(200);
    expect((await bell(member)).find((n) => n.id === id)!.status).toBe('unread');
    // Frontegg's client's reading: the same fields under params, with the same checks.
    expect((await call('PUT', '/notification/status', member, { params: { notificationId: id, status: 'read' } })).status).toBe(200);
    expect((await bell(member)).find((n) => n.id === id)!.status).toBe('read');
    expect((await call('PUT', '/notification/status', member, { params: { notificationId: id, status: 'done' } })).status).toBe(400);
    expect((await call('PUT', '/notification/status', admin, { params: { notificationId: id, status: 'unread' } })).status).toBe(404);
    expect((await call('PUT', '/notification/status', member, { notificationId: id, status: 'unread' })).status).toBe(200);

    // Another user (even an admin of the same tenant) cannot touch it: 404, nothing changed.
    expect((await call('PUT', '/notification/status', admin, { notificationId: id, status: 'read' })).status).toBe(404);
    expect((await call('PUT', '/notification/pin', admin, { notificationId: id })).status).toBe(404);
    expect((await bell(member)).find((n) => n.id === id)!).toMatchObject({ status: 'unread', isPinned: false });

    const oldest = (await bell(member)).at(-1)!.id;
    expect((await call('PUT', '/notification/pin', member, { notificationId: oldest })).status).toBe(200);
    const pinned = await bell(member);
    expect(pinned[0]).toMatchObject({ id: oldest, isPinned: true });
    expect((await call('PUT', '/notification/unpin', member, { notificationId: oldest })).status).toBe(200);
    expect((await bell(member)).find((n) => n.id === oldest)!.isPinned).toBe(false);

    expect((await call('PUT', '/notification/status', member, { notificationId: id, status: 'archived' })).status).toBe(200);
    expect((await bell(member)).map((n) => n.id)).not.toContain(id);
  });

  it('mark all read touches only the caller\'s unread notifications', async () => {
    const second = await t.login('second-admin@acme.test');
    expect((await bell(second.accessToken)).some((n) => n.status === 'unread')).toBe(true);
    expect((await call('POST', '/notification/status/mark-all-read', member)).status).toBe(200);
    expect((await bell(member)).every((n) => n.status === 'read')).toBe(true);
    expect((await bell(second.accessToken)).some((n) => n.status === 'unread')).toBe(true);
  });

  it('pages newest first with offset and limit (default 20, at most 100)', async () => {
    const me = { tenantId, userId: await userIdOf(t, DEMO_ADMIN) };
    for (let i = 0; i < 25; i += 1) {
      await notify(t.deps, { userIds: [me.userId] }, { tenantId: me.tenantId, title: `n${i}` });
      // Distinct timestamps, so the order is the creation order on every database.
      await t.db.updateTable('notifications').set({ created_at: new Date(Date.UTC(2030, 0, 1, 0, i)) }).where('title', '=', `n${i}`).execute();
    }
    const page1 = await bell(admin);
    expect(page1.map((n) => n.title).slice(0, 3)).toEqual(['n24', 'n23', 'n22']);
    expect(page1).toHaveLength(20);
    const page2 = await bell(admin, '?offset=20&limit=3');
    expect(page2.map((n) => n.title)).toEqual(['n4', 'n3', 'n2']);
    expect(await bell(admin, '?limit=1000')).toHaveLength(25);
  });

  it('refuses bad input with the schema\'s message and callers without a token or the permission', async () => {
    const bad = await call('PUT', '/notification/status', member, { notificationId: 'x', status: 'seen' });
    expect(bad.status).toBe(400);
    expect(bad.data.errors.join()).toMatch(/status/);
    expect((await call('PUT', '/notification/star', member, { notificationId: 'x' })).status).toBe(400);
    expect((await call('PUT', '/notification/status', member, { notificationId: 'not-a-uuid', status: 'read' })).status).toBe(404);
    expect((await call('GET', '/notification?limit=0', member)).status).toBe(400);
    expect((await t.browser().fetch('/notification')).status).toBe(401);
    // A member without any role holds no bell permission.
    const bare = await inviteAndActivate(t, admin, 'bare@acme.test', []);
    expect((await call('GET', '/notification', bare.accessToken)).status).toBe(403);
  });
});

describe('isolation between tenants', () => {
  it('another tenant\'s admin neither lists nor changes a notification of ours, even naming our tenant', async () => {
    const globex = await newTenantAdmin(t, 'owner@globex-iso.test', 'Globex');
    const [mine] = await bell(member);
    for (const headers of [{}, { 'x-portico-tenant-id': tenantId }] as Record<string, string>[]) {
      const list = await t.browser().fetch('/notification', { token: globex.accessToken, headers });
      expect(list.status === 403 || !(list.data as { id: string }[]).some((n) => n.id === mine!.id)).toBe(true);
      for (const [path, json] of [['/notification/status', { notificationId: mine!.id, status: 'archived' }], ['/notification/pin', { notificationId: mine!.id }]] as const) {
        expect([403, 404]).toContain((await t.browser().fetch(path, { method: 'PUT', json, token: globex.accessToken, headers })).status);
      }
      expect((await t.browser().fetch('/notification/status/mark-all-read', { method: 'POST', token: globex.accessToken, headers })).status).not.toBe(500);
    }
    expect((await bell(member)).find((n) => n.id === mine!.id)).toMatchObject({ status: mine!.status, isPinned: mine!.isPinned });
  });
});
