import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '@portico/rest-api/schemas';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_PASSWORD, startServer, type TestServer } from '../test/fixture';
import { claimsOf, ID, newTenantAdmin, refresh, userIdOf } from '../test/users-admin';

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());

const S = `${ID}/users/sessions/v1`;
const loginAs = async (email: string, agent: string) => {
  const b = t.browser();
  const res = await b.fetch(`${ID}/auth/v1/user`, { json: { email, password: DEMO_PASSWORD }, headers: { 'user-agent': agent } });
  return { browser: b, accessToken: res.data.accessToken as string };
};

describe('Privacy: my sessions', () => {
  it('lists sessions with device, IP, created and the current one marked', async () => {
    const laptop = await loginAs(DEMO_MEMBER, 'Laptop Browser');
    await loginAs(DEMO_MEMBER, 'Phone Browser');
    const list = sessionResponseSchema.array().parse((await t.browser().fetch(`${S}/me`, { token: laptop.accessToken })).data);
    expect(list.length).toBeGreaterThanOrEqual(2);
    const current = list.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ id: claimsOf(laptop.accessToken).sid, userAgent: 'Laptop Browser', ipAddress: expect.stringMatching(/127\.0\.0\.1/) });
    expect(list.map((s) => s.userAgent)).toContain('Phone Browser');
    const me = sessionResponseSchema.parse((await t.browser().fetch(`${S}/me/current`, { token: laptop.accessToken })).data);
    expect(me).toEqual(current[0]);
    // Another user's sessions never show.
    await loginAs(DEMO_ADMIN, 'Admin Browser');
    expect(list.map((s) => s.userAgent)).not.toContain('Admin Browser');
  });

  it('revoking one session stops its refresh cookie at once; the others keep working', async () => {
    const a = await loginAs(DEMO_MEMBER, 'Browser A');
    const b = await loginAs(DEMO_MEMBER, 'Browser B');
    const bSid = claimsOf(b.accessToken).sid as string;
    expect((await t.browser().fetch(`${S}/me/${bSid}`, { method: 'DELETE', token: a.accessToken })).status).toBe(200);
    expect((await refresh(b.browser)).status).toBe(401);
    expect((await t.browser().fetch(`${ID}/users/v2/me`, { token: b.accessToken })).status).toBe(401);
    expect((await refresh(a.browser)).status).toBe(200);
    const list = (await t.browser().fetch(`${S}/me`, { token: a.accessToken })).data as { id: string }[];
    expect(list.map((s) => s.id)).not.toContain(bSid);
    expect((await t.browser().fetch(`${S}/me/${bSid}`, { method: 'DELETE', token: a.accessToken })).status).toBe(404);
    expect((await t.browser().fetch(`${S}/me/not-a-uuid`, { method: 'DELETE', token: a.accessToken })).status).toBe(400);
    // Someone else's session id is not found, and stays alive.
    const admin = await loginAs(DEMO_ADMIN, 'Admin');
    expect((await t.browser().fetch(`${S}/me/${claimsOf(admin.accessToken).sid}`, { method: 'DELETE', token: a.accessToken })).status).toBe(404);
    expect((await refresh(admin.browser)).status).toBe(200);
    expect(await t.db.selectFrom('audits').select('id').where('action', '=', 'Session revoked').executeTakeFirst()).toBeTruthy();
  });

  it('revoke all others keeps the current session only', async () => {
    const keep = await loginAs(DEMO_MEMBER, 'Keep');
    const other = await loginAs(DEMO_MEMBER, 'Other');
    expect((await t.browser().fetch(`${S}/me/all`, { method: 'DELETE', token: keep.accessToken })).status).toBe(200);
    expect((await refresh(other.browser)).status).toBe(401);
    const refreshed = await refresh(keep.browser);
    expect(refreshed.status).toBe(200);
    const list = sessionResponseSchema.array().parse((await t.browser().fetch(`${S}/me`, { token: refreshed.data.accessToken })).data);
    expect(list).toHaveLength(1);
    expect(list[0]!.current).toBe(true);
  });
});

describe('admin: POST /users/sessions/v1/revoke', () => {
  it('ends a member\'s sessions in the admin tenant; needs fe.secure.write.users and the same tenant', async () => {
    const victim = await loginAs(DEMO_MEMBER, 'Victim');
    const memberId = await userIdOf(t, DEMO_MEMBER);
    const admin = await t.login(DEMO_ADMIN);
    const outsider = await newTenantAdmin(t, 'owner@globex.test', 'Globex');
    expect((await t.browser().fetch(`${S}/revoke`, { json: { userId: memberId }, token: outsider.accessToken })).status).toBe(404);
    expect((await t.browser().fetch(`${S}/revoke`, { json: { userId: await userIdOf(t, DEMO_ADMIN) }, token: victim.accessToken })).status).toBe(403);
    expect((await t.browser().fetch(`${S}/revoke`, { json: { userId: 'nope' }, token: admin.accessToken })).status).toBe(400);
    expect((await refresh(victim.browser)).status).toBe(200);
    expect((await t.browser().fetch(`${S}/revoke`, { json: { userId: memberId }, token: admin.accessToken })).status).toBe(200);
    expect((await refresh(victim.browser)).status).toBe(401);
    expect(await t.db.selectFrom('audits').select('id').where('action', '=', 'User sessions revoked').executeTakeFirst()).toBeTruthy();
  });
});
