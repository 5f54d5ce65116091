import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, lastMail, linkParams, startServer, type TestServer } from '../test/fixture';
import { ID, inviteAndActivate, newTenantAdmin } from '../test/users-admin';
import { RESTRICTION_MSG } from './service';

// E-mail domain restrictions over HTTP: the calls, then enforcement at invite, sign-up (invite link and invitation) and login.

let t: TestServer;
const D = `${ID}/configurations/restrictions/v1/email-domain`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON, each assertion states its shape
const call = (token: string, method: string, path: string, json?: unknown): Promise<{ status: number; data: any }> =>
  t.browser().fetch(`${D}${path}`, { method, token, ...(json !== undefined ? { json } : {}) });
const invite = (token: string, email: string) => t.browser().fetch(`${ID}/users/v2`, { token, json: { email, name: 'X', roleIds: [] } });
const userExists = async (email: string) => !!(await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst());

beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());

describe('email domain restriction calls', () => {
  it('add to either list (201, lower case) / duplicate 409 / list / delete / config defaults and partial save, audited', async () => {
    const { accessToken: tk, tenantId } = await newTenantAdmin(t, 'owner@dcalls.test', 'DCalls');
    expect((await call(tk, 'GET', '/config')).data).toEqual({ active: false, blockPublicDomains: false, listType: 'block' });
    const a = await call(tk, 'POST', '', { domain: 'Evil.test', type: 'block' });
    expect(a.status).toBe(201);
    expect(a.data).toMatchObject({ domain: 'evil.test', type: 'block' });
    expect((await call(tk, 'POST', '', { domain: 'evil.test', type: 'block' })).status).toBe(409);
    expect((await call(tk, 'POST', '', { domain: 'evil.test', type: 'allow' })).status).toBe(201);
    expect((await call(tk, 'POST', '', { domain: 'not a domain', type: 'block' })).status).toBe(400);
    expect((await call(tk, 'GET', '')).data.items.map((d: { type: string }) => d.type)).toEqual(['allow', 'block']);
    expect((await call(tk, 'DELETE', `/${a.data.id}`)).status).toBe(200);
    expect((await call(tk, 'DELETE', `/${a.data.id}`)).status).toBe(404);
    expect((await call(tk, 'POST', '/config', { active: true, listType: 'allow' })).data).toEqual({ active: true, blockPublicDomains: false, listType: 'allow' });
    expect((await call(tk, 'POST', '/config', { active: true, blockPublicDomains: true })).data).toEqual({ active: true, blockPublicDomains: true, listType: 'allow' });
    expect((await call(tk, 'POST', '/config', { listType: 'allow' })).status).toBe(400);
    const rows = await t.db.selectFrom('audits').select('action').where('tenant_id', '=', tenantId).where('action', 'like', 'Email domain%').execute();
    expect(rows.length).toBe(5);
  });
});

describe('enforcement', () => {
  it('invite: a blocked domain, a public domain or one off the allow list is refused and nothing is written', async () => {
    const { accessToken: tk } = await newTenantAdmin(t, 'owner@dinvite.test', 'DInvite');
    await call(tk, 'POST', '', { domain: 'evil.test', type: 'block' });
    await call(tk, 'POST', '/config', { active: true, listType: 'block', blockPublicDomains: true });
    for (const email of ['bad@evil.test', 'sub@mail.evil.test', 'someone@gmail.com']) {
      const res = await invite(tk, email);
      expect(res.status).toBe(403);
      expect(res.data.errors).toEqual([RESTRICTION_MSG.domainBlocked]);
      expect(await userExists(email)).toBe(false);
    }
    expect((await invite(tk, 'fine@partner.test')).status).toBe(201);
    await call(tk, 'POST', '', { domain: 'partner.test', type: 'allow' });
    await call(tk, 'POST', '/config', { active: true, listType: 'allow', blockPublicDomains: false });
    expect((await invite(tk, 'other@elsewhere.test')).status).toBe(403);
    expect((await invite(tk, 'evil@evil.test')).status).toBe(403);
    expect((await invite(tk, 'ok@partner.test')).status).toBe(201);
  });

  it('sign-up with the invite link of a tenant that blocks the domain: refused, no account left behind', async () => {
    const { accessToken: tk } = await newTenantAdmin(t, 'owner@dsignup.test', 'DSignup');
    const link = (await t.browser().fetch(`${ID}/tenants/invites/v1/user`, { method: 'POST', token: tk, json: {} })).data.token as string;
    await call(tk, 'POST', '', { domain: 'evil.test', type: 'block' });
    await call(tk, 'POST', '/config', { active: true, listType: 'block' });
    const up = await t.browser().fetch(`${ID}/users/v1/signUp`, { json: { email: 'joiner@evil.test', password: 'joiner password', invitationToken: link } });
    expect(up.status).toBe(403);
    expect(up.data.errors).toEqual([RESTRICTION_MSG.domainBlocked]);
    expect(await userExists('joiner@evil.test')).toBe(false);
    expect((await t.browser().fetch(`${ID}/users/v1/signUp`, { json: { email: 'joiner@good.test', password: 'joiner password', invitationToken: link } })).status).toBe(200);
  });

  it('login and invitation acceptance: refused once the member\'s domain is blocked; the invitation is not spent', async () => {
    const owner = await newTenantAdmin(t, 'owner@dlogin.test', 'DLogin');
    await inviteAndActivate(t, owner.accessToken, 'member@later.test', []);
    expect((await t.login('member@later.test')).accessToken).toBeTruthy();
    // An existing account of another tenant, invited here before the rule exists.
    await newTenantAdmin(t, 'solo@later.test', 'Solo');
    expect((await invite(owner.accessToken, 'solo@later.test')).status).toBe(201);
    const { token, userId } = linkParams((await lastMail(t, 'solo@later.test')).links[0]!);

    await call(owner.accessToken, 'POST', '', { domain: 'later.test', type: 'block' });
    await call(owner.accessToken, 'POST', '/config', { active: true, listType: 'block' });
    const refused = await t.browser().fetch(`${ID}/auth/v1/user`, { json: { email: 'member@later.test', password: DEMO_PASSWORD } });
    expect(refused.status).toBe(403);
    expect(refused.data.errors).toEqual([RESTRICTION_MSG.domainBlocked]);
    const audit = await t.db.selectFrom('audits').select('description').where('tenant_id', '=', owner.tenantId).where('action', '=', 'Login refused').execute();
    expect(audit.map((a) => a.description)).toEqual(['Login refused: email domain later.test is restricted']);
    // The owner's own domain is not blocked: still signs in.
    expect((await t.login('owner@dlogin.test')).accessToken).toBeTruthy();

    const accept = await t.browser().fetch(`${ID}/users/v1/invitation/accept`, { json: { userId, token } });
    expect(accept.status).toBe(403);
    await call(owner.accessToken, 'POST', '/config', { active: false });
    expect((await t.browser().fetch(`${ID}/users/v1/invitation/accept`, { json: { userId, token } })).status).toBe(200);
  });
});
