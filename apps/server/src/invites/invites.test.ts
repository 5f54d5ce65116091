import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addedUserResponseSchema, inviteLinkResponseSchema, pageResponseSchema, teamMemberResponseSchema, verifiedInviteResponseSchema } from '@portico/rest-api/schemas';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_PASSWORD, lastMail, linkParams, startServer, type TestServer } from '../test/fixture';
import { claimsOf, ID, newTenantAdmin, refresh } from '../test/users-admin';

let t: TestServer;
let globex: Awaited<ReturnType<typeof newTenantAdmin>>;
beforeAll(async () => {
  t = await startServer();
  globex = await newTenantAdmin(t, 'owner@globex.test', 'Globex');
});
afterAll(async () => t?.close());

const members = async (token: string) =>
  pageResponseSchema(teamMemberResponseSchema).parse((await t.browser().fetch('/team/resources/members/v1?pageSize=50', { token })).data).items;
const invite = (json: unknown, token = globex.accessToken) => t.browser().fetch(`${ID}/users/v2`, { json, token });

describe('POST /users/v2: invite by e-mail', () => {
  it('a new address gets an activation mail; activating makes a member with the roles', async () => {
    const add = await invite({ email: 'New.Hire@Globex.test', name: 'New Hire', roleIds: ['Support'], provider: 'local' });
    expect(add.status).toBe(201);
    const body = addedUserResponseSchema.parse(add.data);
    expect(body).toMatchObject({ email: 'new.hire@globex.test', name: 'New Hire', tenantId: globex.tenantId, temporaryExpirationDate: null });
    expect((await members(globex.accessToken)).find((m) => m.id === body.id)).toMatchObject({ activatedForTenant: false });
    const mail = await lastMail(t, 'new.hire@globex.test');
    expect(mail.subject).toBe('You were invited to Globex');
    const b = t.browser();
    const act = await b.fetch(`${ID}/users/v1/activate`, { json: { ...linkParams(mail.links[0]!), password: 'new hire password' } });
    expect(act.status).toBe(200);
    expect(claimsOf(act.data.accessToken)).toMatchObject({ tenantId: globex.tenantId, roles: ['Support'] });
    expect((await members(globex.accessToken)).find((m) => m.id === body.id)).toMatchObject({ activatedForTenant: true, name: 'New Hire', verified: true });
    expect(await t.db.selectFrom('audits').select('id').where('action', '=', 'User invited').where('tenant_id', '=', globex.tenantId).executeTakeFirst()).toBeTruthy();
  });

  it('an existing account of another tenant is answered exactly like a new address and stays private until it accepts', async () => {
    const fresh = await invite({ email: 'nobody-yet@elsewhere.test', name: 'Given Name', roleIds: ['ReadOnly'] });
    const existing = await invite({ email: DEMO_MEMBER, name: 'Given Name', roleIds: ['ReadOnly'] });
    expect(existing.status).toBe(fresh.status);
    const a = addedUserResponseSchema.parse(fresh.data);
    const b = addedUserResponseSchema.parse(existing.data);
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    // createdAt is the time of each request, whoever the address belongs to.
    expect({ ...b, id: 'x', email: 'x', createdAt: 'x' }).toEqual({ ...a, id: 'x', email: 'x', createdAt: 'x' });
    // Only the e-mail until accepted (and the name the inviter typed, never the account's own): no verified, lastLogin,
    // picture; a search by the account's own name does not find it.
    const listed = (await members(globex.accessToken)).find((m) => m.email === DEMO_MEMBER)!;
    expect(listed.name).toBe('Given Name');
    for (const key of ['verified', 'lastLogin', 'phone', 'profileImageUrl']) expect(listed).not.toHaveProperty(key);
    const users = await t.browser().fetch(`${ID}/users/v3?_filter=${encodeURIComponent('Acme Member')}`, { token: globex.accessToken });
    expect(users.data.items).toEqual([]);
    const sortedByName = await t.browser().fetch(`${ID}/users/v3?_email=${DEMO_MEMBER}`, { token: globex.accessToken });
    expect(sortedByName.data.items[0]).not.toHaveProperty('isBreachedPassword');
    // The users list (the portal's Users table) shows the same typed name, never the account's own.
    expect(sortedByName.data.items[0]).toMatchObject({ name: 'Given Name', verified: null });
    expect(sortedByName.data.items[0]).not.toHaveProperty('lastLogin');
    // The tenant stays out of the member's token, tenant list and reach until acceptance.
    const member = await t.login(DEMO_MEMBER);
    expect(member.data.tenantIds).not.toContain(globex.tenantId);
    expect(claimsOf((await refresh(member.browser)).data.accessToken).tenantIds).not.toContain(globex.tenantId);
    const mine = await member.browser.fetch(`${ID}/users/v1/me/tenants`, { token: member.accessToken });
    expect(mine.data.tenants.map((x: { tenantId: string }) => x.tenantId)).not.toContain(globex.tenantId);
    expect((await member.browser.fetch(`${ID}/users/v1/tenant`, { method: 'PUT', json: { tenantId: globex.tenantId }, token: member.accessToken })).status).toBe(403);
    expect((await member.browser.fetch(`${ID}/auth/v1/user/token/refresh`, { json: { tenantId: globex.tenantId } })).status).toBe(403);
    // Accepting the mailed invitation lets them in.
    const mail = await lastMail(t, DEMO_MEMBER);
    expect(mail.subject).toBe('You were invited to Globex');
    expect((await t.browser().fetch(`${ID}/users/v1/invitation/accept`, { json: linkParams(mail.links[0]!) })).status).toBe(200);
    const after = await t.login(DEMO_MEMBER);
    expect(after.data.tenantIds).toContain(globex.tenantId);
    expect((await members(globex.accessToken)).find((m) => m.email === DEMO_MEMBER)).toMatchObject({ name: 'Acme Member', activatedForTenant: true });
    // The inviter's name did not overwrite the account's own.
    expect((await t.db.selectFrom('users').select('name').where('email', '=', DEMO_MEMBER).executeTakeFirstOrThrow()).name).toBe('Acme Member');
  });

  it('bulk invite: one request per address, a bad address gets a clear 400, nothing else is lost', async () => {
    const emails = ['bulk1@globex.test', 'not an email', 'bulk2@globex.test'];
    const answers = await Promise.all(emails.map((email) => invite({ email, roleIds: [] })));
    expect(answers.map((r) => r.status)).toEqual([201, 400, 201]);
    expect(answers[1]!.data.errors[0]).toMatch(/^email: /);
    const listed = (await members(globex.accessToken)).map((m) => m.email);
    expect(listed).toEqual(expect.arrayContaining(['bulk1@globex.test', 'bulk2@globex.test']));
    for (const bad of [{ email: 'a@b.test', roleIds: 'Admin' }, { email: 'a@b.test', roleIds: [], expirationInSeconds: -1 }, { email: 'a@b.test', roleIds: [], name: 'x\u0000y' },
      { email: 'a@b.test', roleIds: [], provider: 'saml' }]) {
      expect((await invite(bad)).status).toBe(400);
    }
  });

  it('parallel invitations of one address answer like the calm path (one 201, then 409), never 500', async () => {
    for (const email of ['race@new.test', DEMO_ADMIN]) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => invite({ email, roleIds: [] })));
      expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    }
    expect((await invite({ email: 'race@new.test', roleIds: [] })).status).toBe(409);
  });

  it('a temporary invitation carries its expiry', async () => {
    const add = await invite({ email: 'temp@globex.test', roleIds: [], expirationInSeconds: 600 });
    const { temporaryExpirationDate } = addedUserResponseSchema.parse(add.data);
    expect(new Date(temporaryExpirationDate!).getTime()).toBeGreaterThan(Date.now() + 500_000);
  });

  it('needs fe.secure.write.users', async () => {
    const member = await t.login(DEMO_MEMBER);
    expect((await invite({ email: 'x@acme.test', roleIds: [] }, member.accessToken)).status).toBe(403);
  });
});

describe('invite link', () => {
  const link = (method: string, json?: unknown, token = globex.accessToken) => t.browser().fetch(`${ID}/tenants/invites/v1/user`, { method, token, ...(json ? { json } : {}) });

  it('get / create (43200 min) / update / delete, and a new person joins the tenant with the default role', async () => {
    expect((await link('GET')).status).toBe(404);
    const cfg = await t.browser().fetch(`${ID}/tenants/invites/v1/configuration`, { token: globex.accessToken });
    expect(cfg.data).toMatchObject({ isActive: true });
    const created = inviteLinkResponseSchema.parse((await link('POST', {})).data);
    expect(Math.abs(new Date(created.expires).getTime() - Date.now() - 43_200 * 60_000)).toBeLessThan(10_000);
    expect(inviteLinkResponseSchema.parse((await link('GET')).data)).toEqual(created);
    const patched = inviteLinkResponseSchema.parse((await link('PATCH', { expiresInMinutes: 60, shouldSendEmail: true })).data);
    expect(patched).toMatchObject({ token: created.token, shouldSendEmail: true });
    expect(Math.abs(new Date(patched.expires).getTime() - Date.now() - 3600_000)).toBeLessThan(10_000);
    const adminMail = await lastMail(t, 'owner@globex.test');
    expect(adminMail.subject).toBe('Invite link for Globex');
    expect(adminMail.links[0]).toContain(`invitationToken=${encodeURIComponent(created.token)}`);
    for (const bad of [{ expiresInMinutes: 0 }, { expiresInMinutes: 'soon' }, { shouldSendEmail: 'yes' }]) expect((await link('PATCH', bad)).status).toBe(400);

    expect(verifiedInviteResponseSchema.parse((await t.browser().fetch(`${ID}/tenants/invites/v1/verify`, { json: { token: created.token } })).data))
      .toEqual({ tenantId: globex.tenantId, name: 'Globex' });
    const b = t.browser();
    const up = await b.fetch(`${ID}/users/v1/signUp`, { json: { email: 'joiner@anywhere.test', name: 'Joiner', password: 'joiner password', invitationToken: created.token } });
    expect(up.status).toBe(200);
    expect(up.data).toMatchObject({ shouldActivate: true, tenantId: globex.tenantId });
    const act = await b.fetch(`${ID}/users/v1/activate`, { json: { ...linkParams((await lastMail(t, 'joiner@anywhere.test')).links[0]!), password: 'joiner password' } });
    expect(act.status).toBe(200);
    expect(claimsOf(act.data.accessToken)).toMatchObject({ tenantId: globex.tenantId, tenantIds: [globex.tenantId], roles: ['ReadOnly'] });
    expect((await members(globex.accessToken)).find((m) => m.email === 'joiner@anywhere.test')).toMatchObject({ activatedForTenant: true, name: 'Joiner' });

    // An existing account joins by logging in with the link's token (its password proves who it is).
    const initech = await newTenantAdmin(t, 'owner@initech.test', 'Initech');
    const login = await t.browser().fetch(`${ID}/auth/v1/user`, { json: { email: 'owner@initech.test', password: DEMO_PASSWORD, invitationToken: created.token } });
    expect(login.status).toBe(200);
    expect(login.data.tenantIds).toEqual(expect.arrayContaining([initech.tenantId, globex.tenantId]));
    // Accepting by user id alone is not enough for a link (it is not bound to a person).
    expect((await t.browser().fetch(`${ID}/users/v1/invitation/accept`, { json: { userId: globex.userId, token: created.token } })).status).toBe(400);

    expect((await link('DELETE')).status).toBe(200);
    expect((await link('GET')).status).toBe(404);
    expect((await link('PATCH', { expiresInMinutes: 5 })).status).toBe(404);
    expect((await t.browser().fetch(`${ID}/tenants/invites/v1/verify`, { json: { token: created.token } })).status).toBe(400);
    expect((await t.browser().fetch(`${ID}/users/v1/signUp`, { json: { email: 'late@anywhere.test', password: 'late password', invitationToken: created.token } })).status).toBe(400);
    const audits = (await t.db.selectFrom('audits').select('action').where('tenant_id', '=', globex.tenantId).where('action', 'like', 'Invite link%').execute()).map((a) => a.action);
    expect(audits.sort()).toEqual(['Invite link created', 'Invite link deleted', 'Invite link updated']);
  });

  it('an expired link lets nobody in; a new link replaces the old token', async () => {
    const first = inviteLinkResponseSchema.parse((await link('POST', { expiresInMinutes: 5 })).data);
    const second = inviteLinkResponseSchema.parse((await link('POST', {})).data);
    expect(second.token).not.toBe(first.token);
    expect((await t.browser().fetch(`${ID}/tenants/invites/v1/verify`, { json: { token: first.token } })).status).toBe(400);
    await t.db.updateTable('tenant_invite_links').set({ expires_at: new Date(Date.now() - 1000) }).where('tenant_id', '=', globex.tenantId).execute();
    expect((await t.browser().fetch(`${ID}/users/v1/signUp`, { json: { email: 'expired@anywhere.test', password: 'expired password', invitationToken: second.token } })).status).toBe(400);
  });

  it('parallel sign-ups of one address through the link answer alike and make one account', async () => {
    const { token } = inviteLinkResponseSchema.parse((await link('POST', {})).data);
    const answers = await Promise.all(Array.from({ length: 10 }, () =>
      t.browser().fetch(`${ID}/users/v1/signUp`, { json: { email: 'twin@anywhere.test', password: 'twin password', invitationToken: token } })));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    // A request that arrives after the account exists takes the calm existing-account path (same password → signed in).
    for (const r of answers) {
      expect([['shouldActivate', 'tenantId', 'userId'], ['authResponse', 'shouldActivate', 'tenantId', 'userId']]).toContainEqual(Object.keys(r.data).sort());
    }
    const rows = await t.db.selectFrom('users').select('id').where('email', '=', 'twin@anywhere.test').execute();
    expect(rows).toHaveLength(1);
    expect(await t.db.selectFrom('audits').select('id').where('action', '=', 'Joined with invite link').where('user_id', '=', rows[0]!.id).executeTakeFirst()).toBeTruthy();
  });

  it('is for fe.secure.read.users / write.users holders of the own tenant only', async () => {
    const member = await t.login(DEMO_MEMBER);
    expect((await link('POST', {}, member.accessToken)).status).toBe(403);
    expect((await link('DELETE', undefined, member.accessToken)).status).toBe(403);
    expect((await t.browser().fetch(`${ID}/tenants/invites/v1/user`)).status).toBe(401);
  });
});

describe('POST /users/v2 with appIds', () => {
  it('gives the invitee the named applications; an unknown application is a 400 that creates no one', async () => {
    const { accessToken } = await t.login(DEMO_ADMIN);
    const apps = (await t.browser().fetch('/applications/resources/applications/v1', { token: accessToken })).data as { id: string; name: string }[];
    const analytics = apps.find((a) => a.name === 'Analytics')!;
    const bad = await invite({ email: 'no.app@acme.test', roleIds: [], appIds: ['00000000-0000-4000-8000-000000000000'], provider: 'local' }, accessToken);
    expect(bad.status).toBe(400);
    expect(bad.data.errors.join(' ')).toContain('Application not found');
    expect((await members(accessToken)).some((m) => m.email === 'no.app@acme.test')).toBe(false);
    const add = await invite({ email: 'with.app@acme.test', roleIds: [], appIds: [analytics.id], provider: 'local' }, accessToken);
    expect(add.status).toBe(201);
    const userId = add.data.id as string;
    const owned = await t.browser().fetch(`${ID}/applications/v1/apps?userIds=${userId}`, { token: accessToken });
    expect(owned.data).toEqual([{ userId, appIds: expect.arrayContaining([analytics.id]) }]);
  });
});
