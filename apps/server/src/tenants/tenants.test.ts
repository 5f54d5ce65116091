import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, lastMail, linkParams, startServer, type TestServer } from '../test/fixture';

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());
const ID = '/identity/resources';

describe('me, tenants, switch tenant, tenant token, authorization', () => {
  it('reads and updates the profile', async () => {
    const { browser, accessToken } = await t.login(DEMO_MEMBER);
    const me = await browser.fetch(`${ID}/users/v2/me`, { token: accessToken });
    expect(me.data).toMatchObject({ email: DEMO_MEMBER, verified: true, mfaEnrolled: false });
    expect(me.data.roles.map((r: { key: string }) => r.key)).toEqual(['ReadOnly']);
    const put = await browser.fetch(`${ID}/users/v2/me`, { method: 'PUT', json: { name: 'Renamed', jobTitle: 'QA' }, token: accessToken });
    expect(put.data.name).toBe('Renamed');
    expect(put.data.jobTitle).toBe('QA');
    expect((await browser.fetch(`${ID}/users/v2/me`, { method: 'PUT', json: { name: 42 }, token: accessToken })).status).toBe(400);
    expect((await browser.fetch(`${ID}/users/v2/me`)).status).toBe(401);
    expect((await browser.fetch(`${ID}/users/v2/me`, { token: `${accessToken}x` })).status).toBe(401);
  });

  it('lists tenants (v1, v2, v3) and switches only to a tenant the user belongs to', async () => {
    // A second tenant for the admin, via invitation from a new account's owner.
    await t.browser().fetch(`${ID}/users/v1/signUp`, { json: { email: 'owner@globex.test', companyName: 'Globex', password: 'owner password' } });
    const act = linkParams((await lastMail(t, 'owner@globex.test')).links[0]!);
    const owner = await t.browser().fetch(`${ID}/users/v1/activate`, { json: { ...act, password: 'owner password' } });
    const add = await t.browser().fetch(`${ID}/users/v2`, { json: { email: DEMO_ADMIN, roleIds: ['Support'] }, token: owner.data.accessToken });
    expect(add.status).toBe(201);
    const inv = linkParams((await lastMail(t, DEMO_ADMIN)).links[0]!);
    const { browser, accessToken } = await t.login(DEMO_ADMIN);
    const globex = owner.data.tenantId as string;
    expect((await browser.fetch(`${ID}/users/v1/tenant`, { method: 'PUT', json: { tenantId: globex }, token: accessToken })).status).toBe(403);
    expect((await browser.fetch(`${ID}/users/v1/invitation/accept`, { json: inv })).status).toBe(200);
    const v1 = await browser.fetch(`${ID}/users/v1/me/tenants`, { token: accessToken });
    // v1 answers like v3 ({ tenants, activeTenant }: the published client's reading).
    expect(v1.data.tenants).toHaveLength(2);
    expect(v1.data.activeTenant.name).toBe('Acme');
    const v3 = await browser.fetch(`${ID}/users/v3/me/tenants`, { token: accessToken });
    expect(v3.data.tenants).toHaveLength(2);
    expect(v3.data.activeTenant.name).toBe('Acme');
    const sw = await browser.fetch(`${ID}/users/v1/tenant`, { method: 'PUT', json: { tenantId: globex }, token: accessToken });
    expect(sw.status).toBe(200);
    const refreshed = await browser.fetch(`${ID}/auth/v1/user/token/refresh`, { json: {} });
    const claims = JSON.parse(Buffer.from(refreshed.data.accessToken.split('.')[1], 'base64url').toString());
    expect(claims.tenantId).toBe(globex);
    expect(claims.roles).toEqual(['Support']);
    const token = await browser.fetch(`${ID}/users/v3/me/token`, { json: { tenantId: v1.data.tenants.find((x: { name: string }) => x.name === 'Acme').tenantId }, token: refreshed.data.accessToken });
    expect(JSON.parse(Buffer.from(token.data.token.split('.')[1], 'base64url').toString()).roles).toEqual(['Admin']);
    expect((await browser.fetch(`${ID}/users/v3/me/token`, { json: { tenantId: crypto.randomUUID() }, token: accessToken })).status).toBe(403);
    const authz = await browser.fetch(`${ID}/users/v1/me/authorization`, { token: refreshed.data.accessToken });
    expect(authz.data.roles[0].key).toBe('Support');
    expect(authz.data.permissions.map((p: { key: string }) => p.key)).toContain('fe.secure.write.users');
  });
});

describe('team, roles, permissions, invitations (permissions and tenant isolation)', () => {
  it('team members list only the caller tenant and need fe.secure.read.users', async () => {
    const admin = await t.login(DEMO_ADMIN);
    await admin.browser.fetch(`${ID}/users/v1/tenant`, { method: 'PUT', json: { tenantId: admin.data.tenantIds.find((x: string) => x !== admin.data.tenantId) ?? admin.data.tenantId }, token: admin.accessToken });
    const { accessToken } = await t.login(DEMO_MEMBER);
    const res = await t.browser().fetch('/team/resources/members/v1?pageSize=10', { token: accessToken });
    expect(res.status).toBe(200);
    expect(res.data.items.map((u: { email: string }) => u.email).sort()).toEqual([DEMO_ADMIN, DEMO_MEMBER]);
    expect(res.data._metadata.totalItems).toBe(2);
    expect((await t.browser().fetch('/team/resources/members/v1?pageSize=abc', { token: accessToken })).status).toBe(400);
  });

  it('roles and permissions are readable with fe.secure.read.roles', async () => {
    const { accessToken } = await t.login(DEMO_MEMBER);
    const roles = await t.browser().fetch(`${ID}/roles/v1`, { token: accessToken });
    expect(roles.data.map((r: { key: string }) => r.key).sort()).toEqual(['Admin', 'ReadOnly', 'Support']);
    const perms = await t.browser().fetch(`${ID}/permissions/v1`, { token: accessToken });
    expect(perms.data.map((p: { key: string }) => p.key)).toContain('fe.secure.read.audits');
    const cats = await t.browser().fetch(`${ID}/permissions/v1/categories`, { token: accessToken });
    expect(cats.data.length).toBeGreaterThan(3);
    await t.db.deleteFrom('user_roles').where('user_id', '=', (await t.db.selectFrom('users').select('id').where('email', '=', DEMO_MEMBER).executeTakeFirstOrThrow()).id).execute();
    const stripped = await t.login(DEMO_MEMBER);
    expect((await t.browser().fetch(`${ID}/roles/v1`, { token: stripped.accessToken })).status).toBe(403);
  });

  it('adding a user needs fe.secure.write.users; the invitee activates through the mailed link; resend works', async () => {
    const member = await t.login(DEMO_MEMBER);
    expect((await t.browser().fetch(`${ID}/users/v2`, { json: { email: 'x@acme.test', roleIds: [] }, token: member.accessToken })).status).toBe(403);
    const { accessToken } = await t.login('owner@globex.test', 'owner password');
    expect((await t.browser().fetch(`${ID}/users/v2`, { json: { email: 'bad', roleIds: [] }, token: accessToken })).status).toBe(400);
    expect((await t.browser().fetch(`${ID}/users/v2`, { json: { email: 'n@globex.test', roleIds: ['nope'] }, token: accessToken })).status).toBe(400);
    const add = await t.browser().fetch(`${ID}/users/v2`, { json: { email: 'n@globex.test', name: 'N', roleIds: ['ReadOnly'] }, token: accessToken });
    expect(add.status).toBe(201);
    expect((await t.browser().fetch(`${ID}/users/v2`, { json: { email: 'n@globex.test', roleIds: [] }, token: accessToken })).status).toBe(409);
    expect((await t.browser().fetch(`${ID}/users/v1/invitation/reset`, { json: { email: 'n@globex.test' }, token: accessToken })).status).toBe(200);
    // Another tenant's admin cannot resend for Globex's invitee.
    const acmeAdmin = await t.login(DEMO_ADMIN);
    expect((await t.browser().fetch(`${ID}/users/v1/invitation/reset`, { json: { email: 'n@globex.test' }, token: acmeAdmin.accessToken })).status).toBe(404);
    const link = linkParams((await lastMail(t, 'n@globex.test')).links[0]!);
    const verify = await t.browser().fetch(`${ID}/tenants/invites/v1/verify`, { json: { token: link.token } });
    expect(verify.data.name).toBe('Globex');
    const act = await t.browser().fetch(`${ID}/users/v1/activate`, { json: { ...link, password: 'invitee password' } });
    expect(act.status).toBe(200);
    expect(act.data.tenantId).toBe(add.data.tenantId);
    expect((await t.browser().fetch(`${ID}/tenants/invites/v1/verify`, { json: { token: 'nope' } })).status).toBe(400);
  });
});

describe('POST /team/resources/members/v1/{id}/resendActivationEmail', () => {
  it('re-sends a fresh activation link to a pending member of the caller tenant only, audited', async () => {
    const { accessToken } = await t.login(DEMO_ADMIN);
    const add = await t.browser().fetch(`${ID}/users/v2`, { json: { email: 'pending@acme.test', roleIds: [] }, token: accessToken });
    const first = linkParams((await lastMail(t, 'pending@acme.test')).links[0]!);
    const resend = await t.browser().fetch(`/team/resources/members/v1/${add.data.id}/resendActivationEmail`, { method: 'POST', token: accessToken });
    expect(resend.status).toBe(200);
    const second = linkParams((await lastMail(t, 'pending@acme.test')).links[0]!);
    expect(second.token).not.toBe(first.token);
    // The earlier link no longer works; the new one does.
    expect((await t.browser().fetch(`${ID}/users/v1/activate`, { json: { ...first, password: 'pending own secret' } })).status).toBe(400);
    expect((await t.browser().fetch(`${ID}/users/v1/activate`, { json: { ...second, password: 'pending own secret' } })).status).toBe(200);
    const audit = await t.db.selectFrom('audits').selectAll().where('action', '=', 'Activation email resent').executeTakeFirstOrThrow();
    expect(audit.email).toBe(DEMO_ADMIN);
    // Now active: nothing to resend.
    const again = await t.browser().fetch(`/team/resources/members/v1/${add.data.id}/resendActivationEmail`, { method: 'POST', token: accessToken });
    expect(again.status).toBe(400);
    expect(again.data.errors).toEqual(['User is already activated']);
  });

  it('is refused without fe.secure.write.users, for unknown ids and for members of another tenant', async () => {
    const { accessToken: member } = await t.login(DEMO_MEMBER);
    const { accessToken: admin } = await t.login(DEMO_ADMIN);
    const memberId = JSON.parse(Buffer.from(member.split('.')[1]!, 'base64url').toString()).sub as string;
    expect((await t.browser().fetch(`/team/resources/members/v1/${memberId}/resendActivationEmail`, { method: 'POST', token: member })).status).toBe(403);
    expect((await t.browser().fetch('/team/resources/members/v1/not-a-uuid/resendActivationEmail', { method: 'POST', token: admin })).status).toBe(400);
    expect((await t.browser().fetch(`/team/resources/members/v1/${crypto.randomUUID()}/resendActivationEmail`, { method: 'POST', token: admin })).status).toBe(404);
    await t.browser().fetch(`${ID}/users/v1/signUp`, { json: { email: 'owner@initech.test', companyName: 'Initech', password: 'initech owner secret' } });
    const other = await t.db.selectFrom('users').select('id').where('email', '=', 'owner@initech.test').executeTakeFirstOrThrow();
    expect((await t.browser().fetch(`/team/resources/members/v1/${other.id}/resendActivationEmail`, { method: 'POST', token: admin })).status).toBe(404);
  });
});

describe('POST /users/v1/invitation/reset/all', () => {
  it('resends every pending invitation of the address in the caller\'s account and the sub-accounts it reaches; audited; isolated', async () => {
    const admin = await t.login(DEMO_ADMIN);
    const call = (path: string, json: unknown, token = admin.accessToken) => t.browser().fetch(path, { json, token });
    const all = (email: string, token?: string) => call(`${ID}/users/v1/invitation/reset/all`, { email }, token);
    const mails = async (to: string) => (await (await fetch(`${t.url}/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as { subject: string; links: string[] }[];
    const east = (await call('/tenants/resources/sub-tenants/v1', { name: 'East resend' })).data.tenantId as string;
    expect((await call(`${ID}/users/v2`, { email: 'resend-all@acme.test', name: 'P', roleIds: [] })).status).toBe(201);
    expect((await call(`${ID}/sub-tenants/users/v1`, { email: 'resend-all@acme.test', subTenants: [{ tenantId: east, roleIds: [] }] })).status).toBeLessThan(300);
    const reached = (await mails('resend-all@acme.test')).length;
    expect((await all('RESEND-ALL@acme.test')).status).toBe(200);
    const sent = (await mails('resend-all@acme.test')).slice(0, -reached);
    // A never-activated account gets one activation link (its own account first) and an invitation for the other.
    expect(sent.map((m) => [m.subject, new URL(m.links[0]!).pathname]).sort()).toEqual([
      ['You were invited to Acme', '/account/activate'], ['You were invited to East resend', '/account/invitation/accept']]);
    const audit = await t.db.selectFrom('audits').select(['description', 'json']).where('action', '=', 'Invitations resent').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(audit.description).toBe('2 pending invitations resent to resend-all@acme.test');
    expect(audit.json).toMatchObject({ tenantIds: expect.arrayContaining([east]) });

    expect((await all(DEMO_MEMBER)).data).toEqual({ errors: ['User already accepted the invitation'] });
    expect((await all('nobody@acme.test')).status).toBe(404);
    expect((await all('bad')).status).toBe(400);
    expect((await all('resend-all@acme.test', (await t.login(DEMO_MEMBER)).accessToken)).status).toBe(403);
    // Another tenant's admin: Acme's invitee is unknown there.
    expect((await all('resend-all@acme.test', (await t.login('owner@globex.test', 'owner password')).accessToken)).status).toBe(404);
  });
});
