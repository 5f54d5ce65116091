import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageResponseSchema, teamMemberResponseSchema, teamMembersStatsResponseSchema, temporaryUserResponseSchema, tenantUsersCountResponseSchema,
  userListItemResponseSchema } from '@portico/rest-api/schemas';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_PASSWORD, startServer, type TestServer } from '../test/fixture';
import { claimsOf, ID, inviteAndActivate, newTenantAdmin, refresh, userIdOf } from '../test/users-admin';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  for (const [email, roles] of [['carol@acme.test', ['Support']], ['dave@acme.test', []], ['erin@acme.test', ['ReadOnly']]] as const) {
    await inviteAndActivate(t, admin, email, [...roles]);
  }
});
afterAll(async () => t?.close());

const usersPage = pageResponseSchema(userListItemResponseSchema);
const list = (q: string, token = admin) => t.browser().fetch(`${ID}/users/v3?${q}`, { token });

describe('GET /users/v2 and /users/v3', () => {
  it('pages, sorts and searches the tenant members with the contract shape', async () => {
    for (const v of ['v2', 'v3']) {
      const res = await t.browser().fetch(`${ID}/users/${v}?_limit=2&_offset=0&_sortBy=email&_order=ASC`, { token: admin });
      expect(res.status).toBe(200);
      const page = usersPage.parse(res.data);
      expect(page.items.map((u) => u.email)).toEqual([DEMO_ADMIN, 'carol@acme.test']);
      expect(page._metadata).toEqual({ totalItems: 5, totalPages: 3 });
    }
    const last = usersPage.parse((await list('_limit=2&_offset=4&_sortBy=email&_order=ASC')).data);
    expect(last.items.map((u) => u.email)).toEqual([DEMO_MEMBER]);
    await t.login('carol@acme.test');
    const carol = usersPage.parse((await list('_filter=CAR')).data).items;
    expect(carol).toHaveLength(1);
    expect(carol[0]).toMatchObject({ email: 'carol@acme.test', name: 'carol', verified: true, activatedForTenant: true, provider: 'local', isDisabled: false });
    expect(carol[0]!.roles.map((r) => r.key)).toEqual(['Support']);
    expect(carol[0]!.lastLogin).toBeTruthy();
    // LIKE wildcards in the search are literal.
    expect(usersPage.parse((await list('_filter=%25')).data).items).toEqual([]);
    expect(usersPage.parse((await list(`_email=${encodeURIComponent(DEMO_MEMBER.toUpperCase())}`)).data).items.map((u) => u.email)).toEqual([DEMO_MEMBER]);
    for (const key of ['createdAt', 'name', 'email', 'id', 'verified', 'isLocked', 'provider', 'tenantId']) {
      for (const order of ['ASC', 'DESC']) expect(usersPage.parse((await list(`_sortBy=${key}&_order=${order}`)).data).items).toHaveLength(5);
    }
    const byNameDesc = usersPage.parse((await list('_sortBy=name')).data).items.map((u) => u.name);
    expect(byNameDesc).toEqual([...byNameDesc].sort().reverse());
  });

  it('filters by the mfa-unenrolled, breached-passwords and inactive presets', async () => {
    const emails = async (q: string) => usersPage.parse((await list(q)).data).items.map((u) => u.email).sort();
    expect(await emails('_preset=mfa-unenrolled')).toHaveLength(5);
    await t.db.insertInto('mfa_authenticators').values({ id: crypto.randomUUID(), user_id: await userIdOf(t, 'dave@acme.test'), kind: 'AuthenticatorApp', secret: 'x', verified: true, last_used_step: null }).execute();
    expect(await emails('_preset=mfa-unenrolled')).not.toContain('dave@acme.test');
    // Only a phone, or only a security key, counts as enrolled too.
    await t.db.insertInto('mfa_authenticators').values({ id: crypto.randomUUID(), user_id: await userIdOf(t, 'carol@acme.test'), kind: 'sms', secret: '', verified: true, last_used_step: null, phone_number: '+447700900111' }).execute();
    await t.db.insertInto('webauthn_credentials').values({ id: crypto.randomUUID(), user_id: await userIdOf(t, 'erin@acme.test'), purpose: 'mfa', credential_id: `c-${crypto.randomUUID()}`, public_key: 'pk', device_type: 'CrossPlatform', device_name: 'Security key 1' }).execute();
    expect(await emails('_preset=mfa-unenrolled')).toHaveLength(2);
    expect(await emails('_preset=mfa-unenrolled')).not.toContain('erin@acme.test');
    // Later tests sign carol and erin in with a password alone.
    await t.db.deleteFrom('mfa_authenticators').where('kind', '=', 'sms').where('user_id', '=', await userIdOf(t, 'carol@acme.test')).execute();
    await t.db.deleteFrom('webauthn_credentials').where('user_id', '=', await userIdOf(t, 'erin@acme.test')).execute();
    expect(await emails('_preset=breached-passwords')).toEqual([]);
    await t.db.updateTable('users').set({ password_breached: true }).where('email', '=', 'erin@acme.test').execute();
    expect(await emails('_preset=breached-passwords')).toEqual(['erin@acme.test']);
    expect(await emails('_preset=inactive')).toEqual([]);
    await t.db.updateTable('users').set({ last_login: new Date(Date.now() - 91 * 86400_000), created_at: new Date(Date.now() - 200 * 86400_000) }).where('email', '=', 'carol@acme.test').execute();
    expect(await emails('_preset=inactive')).toEqual(['carol@acme.test']);
    expect(await emails('_preset=inactive&_maxInactiveSeconds=99999999')).toEqual([]);
  });

  it('refuses bad queries (400), another tenant id (403), no token (401) and no fe.secure.read.users (403)', async () => {
    for (const q of ['_limit=0', '_limit=x', '_order=UP', '_sortBy=password', '_preset=all', '_offset=-1']) expect((await list(q)).status).toBe(400);
    expect((await list(`_tenantId=${crypto.randomUUID()}`)).status).toBe(403);
    expect((await t.browser().fetch(`${ID}/users/v2`)).status).toBe(401);
    const dave = await t.login('dave@acme.test');
    expect((await list('', dave.accessToken)).status).toBe(403);
  });
});

describe('team members: change roles, remove, stats, count', () => {
  it('changes roles (a lone empty-string id means none) and the token carries them after refresh', async () => {
    const erin = await t.login('erin@acme.test');
    const erinId = await userIdOf(t, 'erin@acme.test');
    const support = usersPage.parse((await list('_filter=carol')).data).items[0]!.roles[0]!.id;
    const put = await t.browser().fetch(`/team/resources/members/v1/${erinId}`, { method: 'PUT', json: { roleIds: [support] }, token: admin });
    expect(put.status).toBe(200);
    expect(teamMemberResponseSchema.parse(put.data).roles.map((r) => r.key)).toEqual(['Support']);
    expect(claimsOf((await refresh(erin.browser)).data.accessToken).roles).toEqual(['Support']);
    const none = await t.browser().fetch(`/team/resources/members/v1/${erinId}`, { method: 'PUT', json: { roleIds: [''] }, token: admin });
    expect(none.data.roleIds).toEqual([]);
    expect(claimsOf((await refresh(erin.browser)).data.accessToken).permissions).toEqual([]);
    expect((await t.browser().fetch(`/team/resources/members/v1/${erinId}`, { method: 'PUT', json: { roleIds: ['nope'] }, token: admin })).status).toBe(400);
    expect((await t.browser().fetch('/team/resources/members/v1/xyz', { method: 'PUT', json: { roleIds: [] }, token: admin })).status).toBe(400);
    const audit = await t.db.selectFrom('audits').select('json').where('action', '=', 'User updated').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(audit.json).toMatchObject({ userId: erinId, roleIds: [] });
  });

  it('reads one member by id (GET /users/v1/{id}) as the list shows it; another tenant\'s or an unknown user is 404', async () => {
    const erinId = await userIdOf(t, 'erin@acme.test');
    const one = await t.browser().fetch(`${ID}/users/v1/${erinId}`, { token: admin });
    expect(userListItemResponseSchema.parse(one.data)).toMatchObject({ id: erinId, email: 'erin@acme.test', tenantId: claimsOf(admin).tenantId });
    expect(one.data).toMatchObject({ vendorId: expect.any(String), deletedAt: null });
    const other = await newTenantAdmin(t, 'byid@globex.test', 'Globex by id');
    expect((await t.browser().fetch(`${ID}/users/v1/${erinId}`, { token: other.accessToken })).status).toBe(404);
    expect((await t.browser().fetch(`${ID}/users/v1/${crypto.randomUUID()}`, { token: admin })).status).toBe(404);
    expect((await t.browser().fetch(`${ID}/users/v1/nope`, { token: admin })).status).toBe(400);
  });

  it('lists members with the team shape and answers stats and counts of the own tenant only', async () => {
    const res = await t.browser().fetch('/team/resources/members/v1?pageOffset=0&pageSize=20', { token: admin });
    const page = pageResponseSchema(teamMemberResponseSchema).parse(res.data);
    expect(page.items).toHaveLength(5);
    const stats = teamMembersStatsResponseSchema.parse((await t.browser().fetch('/team/resources/stats/v1/members', { token: admin })).data);
    expect(stats.totalItems).toBe(5);
    const tenantId = claimsOf(admin).tenantId as string;
    const count = await t.browser().fetch(`${ID}/tenants/users/v1/count`, { json: { tenantIds: [tenantId, crypto.randomUUID()] }, token: admin });
    expect(tenantUsersCountResponseSchema.array().parse(count.data)).toEqual([{ tenantId, totalUsers: 5, totalAccessAllowedUsers: 1 }]);
  });

  it('removes a member from the tenant: sessions end, the account without tenants is deleted, audited', async () => {
    const dave = await t.login('dave@acme.test');
    const daveId = await userIdOf(t, 'dave@acme.test');
    const adminId = claimsOf(admin).sub as string;
    expect((await t.browser().fetch(`/team/resources/members/v1/${adminId}`, { method: 'DELETE', token: admin })).status).toBe(400);
    const member = await t.login(DEMO_MEMBER);
    expect((await t.browser().fetch(`/team/resources/members/v1/${daveId}`, { method: 'DELETE', token: member.accessToken })).status).toBe(403);
    expect((await t.browser().fetch(`/team/resources/members/v1/${daveId}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await refresh(dave.browser)).status).toBe(401);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', daveId).executeTakeFirst()).toBeUndefined();
    expect((await t.browser().fetch(`/team/resources/members/v1/${daveId}`, { method: 'DELETE', token: admin })).status).toBe(404);
    expect(await t.db.selectFrom('audits').select('id').where('action', '=', 'User removed').executeTakeFirst()).toBeTruthy();
  });
});

describe('disable / enable', () => {
  it('a disabled user cannot log in or refresh; enabling restores login', async () => {
    const carol = await t.login('carol@acme.test');
    const carolId = await userIdOf(t, 'carol@acme.test');
    const dis = await t.browser().fetch(`${ID}/tenants/users/v1/${carolId}/disable`, { method: 'POST', token: admin });
    expect(dis.status).toBe(200);
    expect((await refresh(carol.browser)).status).toBe(401);
    // Her access token's session ended too.
    expect((await t.browser().fetch(`${ID}/users/v2/me`, { token: carol.accessToken })).status).toBe(401);
    const login = await t.browser().fetch(`${ID}/auth/v1/user`, { json: { email: 'carol@acme.test', password: DEMO_PASSWORD } });
    expect(login.status).toBe(401);
    expect(login.data.errors).toEqual(['User is disabled']);
    expect(usersPage.parse((await list('_filter=carol')).data).items[0]!.isDisabled).toBe(true);
    expect((await t.browser().fetch(`${ID}/tenants/users/v1/${carolId}/enable`, { method: 'POST', token: admin })).status).toBe(200);
    expect((await t.login('carol@acme.test')).accessToken).toBeTruthy();
    const actions = (await t.db.selectFrom('audits').select('action').where('action', 'in', ['User disabled', 'User enabled']).execute()).map((a) => a.action);
    expect(actions.sort()).toEqual(['User disabled', 'User enabled']);
  });

  it('refuses oneself, non-UUID ids, unknown users and callers without fe.secure.write.users', async () => {
    const adminId = claimsOf(admin).sub as string;
    expect((await t.browser().fetch(`${ID}/tenants/users/v1/${adminId}/disable`, { method: 'POST', token: admin })).status).toBe(400);
    expect((await t.browser().fetch(`${ID}/tenants/users/v1/42/disable`, { method: 'POST', token: admin })).status).toBe(400);
    expect((await t.browser().fetch(`${ID}/tenants/users/v1/${crypto.randomUUID()}/disable`, { method: 'POST', token: admin })).status).toBe(404);
    const member = await t.login(DEMO_MEMBER);
    expect((await t.browser().fetch(`${ID}/tenants/users/v1/${adminId}/disable`, { method: 'POST', token: member.accessToken })).status).toBe(403);
  });
});

describe('temporary users', () => {
  it('sets an expiry, enforces it at login and refresh, and DELETE makes the user permanent', async () => {
    const erin = await t.login('erin@acme.test');
    const erinId = await userIdOf(t, 'erin@acme.test');
    const cfg = await t.browser().fetch(`${ID}/users/temporary/v1/configuration`, { token: admin });
    expect(cfg.data.enabled).toBe(true);
    const put = await t.browser().fetch(`${ID}/users/temporary/v1/${erinId}`, { method: 'PUT', json: { expirationInSeconds: 3600 }, token: admin });
    const { temporaryExpirationDate } = temporaryUserResponseSchema.parse(put.data);
    expect(Math.abs(new Date(temporaryExpirationDate).getTime() - Date.now() - 3600_000)).toBeLessThan(10_000);
    expect(usersPage.parse((await list('_filter=erin')).data).items[0]!.temporaryExpirationDate).toBe(temporaryExpirationDate);
    expect((await refresh(erin.browser)).status).toBe(200);
    const erinHosted = (await t.login('erin@acme.test')).browser;
    // Time passes: the expiry is now behind us.
    await t.db.updateTable('user_tenants').set({ temporary_expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', erinId).execute();
    expect((await refresh(erin.browser)).status).toBe(401);
    const login = await t.browser().fetch(`${ID}/auth/v1/user`, { json: { email: 'erin@acme.test', password: DEMO_PASSWORD } });
    expect(login.status).toBe(401);
    expect(login.data.errors).toEqual(['User access has expired']);
    // No other path mints a session there either: the hosted OAuth code of her still-cookied browser is refused.
    const verifier = 'v'.repeat(43);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const authorize = await erinHosted.fetch(`/oauth/authorize?client_id=interop&redirect_uri=${encodeURIComponent('http://127.0.0.1:9/callback')}&response_type=code&code_challenge=${challenge}&code_challenge_method=S256`);
    const code = new URL(authorize.headers.get('location')!).searchParams.get('code');
    expect(code).toBeTruthy();
    const exchange = await t.browser().fetch('/oauth/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: code!, redirect_uri: 'http://127.0.0.1:9/callback', code_verifier: verifier, client_id: 'interop' }).toString() });
    expect(exchange.status).toBe(401);
    await expect(t.deps.sessions.create({ userId: erinId, tenantId: claimsOf(admin).tenantId, amr: ['pwd'], userAgent: null, ip: null })).rejects.toThrow('User is disabled');
    expect((await t.browser().fetch(`${ID}/users/temporary/v1/${erinId}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await t.login('erin@acme.test')).accessToken).toBeTruthy();
    expect(usersPage.parse((await list('_filter=erin')).data).items[0]!.temporaryExpirationDate).toBeNull();
    for (const bad of [{ expirationInSeconds: 0 }, { expirationInSeconds: 'soon' }, {}]) {
      expect((await t.browser().fetch(`${ID}/users/temporary/v1/${erinId}`, { method: 'PUT', json: bad, token: admin })).status).toBe(400);
    }
    expect((await t.browser().fetch(`${ID}/users/temporary/v1/nope`, { method: 'DELETE', token: admin })).status).toBe(400);
  });
});
