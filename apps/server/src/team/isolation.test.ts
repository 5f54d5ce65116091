import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { claimsOf, ID, inviteAndActivate, newTenantAdmin, userIdOf } from '../test/users-admin';

// Every user-administration route × (own tenant with permission, another tenant's admin — also with the scoped-tenant
// header naming our tenant — own tenant without the permission) → only the first reads or changes our tenant.

let t: TestServer;
const tok = { own: '', other: '', noRole: '', member: '' };
let acme = '';
const ids: Record<string, string> = {};
type Res = Awaited<ReturnType<ReturnType<TestServer['browser']>['fetch']>>;

beforeAll(async () => {
  t = await startServer();
  tok.own = (await t.login(DEMO_ADMIN)).accessToken;
  acme = claimsOf(tok.own).tenantId;
  tok.other = (await newTenantAdmin(t, 'owner@globex.test', 'Globex')).accessToken;
  tok.member = (await t.login(DEMO_MEMBER)).accessToken;
  tok.noRole = (await inviteAndActivate(t, tok.own, 'norole@acme.test', [])).accessToken;
  for (const name of ['roles', 'roles2', 'remove', 'disable', 'enable', 'temp', 'permanent', 'revoke']) ids[name] = (await inviteAndActivate(t, tok.own, `${name}@acme.test`, ['ReadOnly'])).userId;
  ids.pending = (await t.browser().fetch(`${ID}/users/v2`, { json: { email: 'pending@acme.test', roleIds: [] }, token: tok.own })).data.id;
  await t.browser().fetch(`${ID}/users/v2`, { json: { email: 'pending2@acme.test', roleIds: [] }, token: tok.own });
  ids.support = (await t.browser().fetch(`${ID}/roles/v1`, { token: tok.own })).data.find((r: { key: string }) => r.key === 'Support').id;
  await t.db.updateTable('user_tenants').set({ disabled_at: new Date() }).where('user_id', '=', ids.enable!).execute();
  await t.db.updateTable('user_tenants').set({ temporary_expires_at: new Date(Date.now() + 3600_000) }).where('user_id', '=', ids.permanent!).execute();
  ids.revokeSid = claimsOf((await t.login('revoke@acme.test')).accessToken).sid;
  await t.browser().fetch(`${ID}/tenants/invites/v1/user`, { json: {}, token: tok.own });
});
afterAll(async () => t?.close());

const ut = (userId: string) => t.db.selectFrom('user_tenants').selectAll().where('user_id', '=', userId).where('tenant_id', '=', acme).executeTakeFirst();
const mails = async (to: string) => ((await (await fetch(`${t.url}/dev/mailbox?to=${to}`)).json()) as unknown[]).length;
const hasAcmeMember = (res: Res) => JSON.stringify(res.data ?? '').includes(DEMO_MEMBER);
const acmeLink = async () => (await t.db.selectFrom('tenant_invite_links').select(['token', 'expires_at', 'should_send_email']).where('tenant_id', '=', acme).executeTakeFirst());
let linkBefore = '';

interface Case {
  name: string;
  write: boolean;
  method: string;
  path: () => string;
  json?: () => unknown;
  /** True when the call read or changed our tenant's data. */
  effect: (res: Res) => Promise<boolean> | boolean;
}

const cases: Case[] = [
  { name: 'GET users v2', write: false, method: 'GET', path: () => `${ID}/users/v2`, effect: hasAcmeMember },
  { name: 'GET users v3', write: false, method: 'GET', path: () => `${ID}/users/v3?_tenantId=${acme}`, effect: hasAcmeMember },
  { name: 'GET users roles', write: false, method: 'GET', path: () => `${ID}/users/v3/roles?ids=${ids.roles}`, effect: (r) => JSON.stringify(r.data ?? '').includes(ids.roles!) },
  { name: 'GET team members', write: false, method: 'GET', path: () => '/team/resources/members/v1', effect: hasAcmeMember },
  { name: 'GET team stats', write: false, method: 'GET', path: () => '/team/resources/stats/v1/members', effect: (r) => r.status === 200 && r.data.totalItems > 3 },
  { name: 'POST users count', write: false, method: 'POST', path: () => `${ID}/tenants/users/v1/count`, json: () => ({ tenantIds: [acme] }), effect: (r) => JSON.stringify(r.data ?? '').includes(acme) },
  { name: 'GET invite link', write: false, method: 'GET', path: () => `${ID}/tenants/invites/v1/user`, effect: async (r) => r.data?.token === (await acmeLink())?.token },
  { name: 'PUT member roles', write: true, method: 'PUT', path: () => `/team/resources/members/v1/${ids.roles}`, json: () => ({ roleIds: [ids.support] }),
    effect: async () => !!(await t.db.selectFrom('user_roles').select('role_id').where('user_id', '=', ids.roles!).where('role_id', '=', ids.support!).executeTakeFirst()) },
  { name: 'POST resend activation', write: true, method: 'POST', path: () => `/team/resources/members/v1/${ids.pending}/resendActivationEmail`,
    effect: async () => (await mails('pending@acme.test')) > 1 },
  { name: 'DELETE member', write: true, method: 'DELETE', path: () => `/team/resources/members/v1/${ids.remove}`, effect: async () => !(await ut(ids.remove!)) },
  { name: 'POST disable', write: true, method: 'POST', path: () => `${ID}/tenants/users/v1/${ids.disable}/disable`, effect: async () => !!(await ut(ids.disable!))?.disabled_at },
  { name: 'POST enable', write: true, method: 'POST', path: () => `${ID}/tenants/users/v1/${ids.enable}/enable`, effect: async () => !(await ut(ids.enable!))?.disabled_at },
  { name: 'PUT temporary', write: true, method: 'PUT', path: () => `${ID}/users/temporary/v1/${ids.temp}`, json: () => ({ expirationInSeconds: 60 }),
    effect: async () => !!(await ut(ids.temp!))?.temporary_expires_at },
  { name: 'DELETE temporary', write: true, method: 'DELETE', path: () => `${ID}/users/temporary/v1/${ids.permanent}`, effect: async () => !(await ut(ids.permanent!))?.temporary_expires_at },
  { name: 'POST invite user', write: true, method: 'POST', path: () => `${ID}/users/v2`, json: () => ({ email: 'invited@matrix.test', roleIds: [] }),
    effect: async () => !!(await t.db.selectFrom('user_tenants as ut').innerJoin('users as u', 'u.id', 'ut.user_id').select('u.id').where('u.email', '=', 'invited@matrix.test').where('ut.tenant_id', '=', acme).executeTakeFirst()) },
  { name: 'POST invite link', write: true, method: 'POST', path: () => `${ID}/tenants/invites/v1/user`, json: () => ({}), effect: async () => (await acmeLink())?.token !== linkBefore },
  { name: 'PATCH invite link', write: true, method: 'PATCH', path: () => `${ID}/tenants/invites/v1/user`, json: () => ({ shouldSendEmail: true }),
    effect: async () => !!(await acmeLink())?.should_send_email },
  { name: 'POST revoke sessions', write: true, method: 'POST', path: () => `${ID}/users/sessions/v1/revoke`, json: () => ({ userId: ids.revoke }),
    effect: async () => !!(await t.db.selectFrom('sessions').select('revoked_at').where('id', '=', ids.revokeSid!).executeTakeFirstOrThrow()).revoked_at },
  // The published client's forms of the same calls (docs/compatibility.md): the same checks must hold.
  { name: 'PUT member roles, id in the body', write: true, method: 'PUT', path: () => '/team/resources/members/v1', json: () => ({ id: ids.roles2, roleIds: [ids.support] }),
    effect: async () => !!(await t.db.selectFrom('user_roles').select('role_id').where('user_id', '=', ids.roles2!).where('role_id', '=', ids.support!).executeTakeFirst()) },
  { name: 'POST users v2 without roleIds (resend)', write: true, method: 'POST', path: () => `${ID}/users/v2`, json: () => ({ email: 'pending2@acme.test', provider: 'local' }),
    effect: async () => (await mails('pending2@acme.test')) > 1 },
  { name: 'GET users roles, ids joined by commas', write: false, method: 'GET', path: () => `${ID}/users/v3/roles?ids=${ids.roles},${ids.roles2}`,
    effect: (r) => JSON.stringify(r.data ?? '').includes(ids.roles!) },
  { name: 'DELETE invite link', write: true, method: 'DELETE', path: () => `${ID}/tenants/invites/v1/user`, effect: async () => !(await acmeLink()) },
];

const call = (c: Case, token: string, headers: Record<string, string> = {}) =>
  t.browser().fetch(c.path(), { method: c.method, token, headers, ...(c.json ? { json: c.json() } : {}) });

describe('cross-tenant matrix of the user-administration routes', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    linkBefore = (await acmeLink())?.token ?? '';
    const outsiders: [string, string, Record<string, string>][] = [
      ['other tenant', tok.other, {}],
      ['other tenant naming ours in the scoped-tenant header', tok.other, { 'x-portico-tenant-id': acme }],
      ['other tenant naming ours in frontegg-scoped-tenant', tok.other, { 'frontegg-scoped-tenant': acme }],
      ['own tenant without permission', tok.noRole, {}],
      ...(c.write ? [['member without write permission', tok.member, {}] as [string, string, Record<string, string>]] : []),
    ];
    for (const [who, token, headers] of outsiders) {
      const res = await call(c, token, headers);
      expect(res.status, `${who}: ${res.text}`).toBeLessThan(500);
      if (who.includes('permission')) expect(res.status, who).toBe(403);
      expect(await c.effect(res), `${who} reached our tenant`).toBe(false);
    }
    const own = await call(c, tok.own);
    expect(own.status, own.text).toBeLessThan(300);
    expect(await c.effect(own), 'own admin').toBe(true);
  });

  // Not tenant data (the same for every tenant): only the permission decides.
  it.each([['/team/resources/roles/v1'], [`${ID}/users/temporary/v1/configuration`], [`${ID}/tenants/invites/v1/configuration`]])('%s needs fe.secure.read.users', async (path) => {
    expect((await t.browser().fetch(path, { token: tok.noRole })).status).toBe(403);
    expect((await t.browser().fetch(path, { token: tok.own })).status).toBe(200);
  });

  it('bad ids and U+0000 are a clear 400, never a 500', async () => {
    for (const path of ['/team/resources/members/v1/zzz', `${ID}/tenants/users/v1/zzz/disable`, `${ID}/users/temporary/v1/zzz`]) {
      const res = await t.browser().fetch(path, { method: path.endsWith('disable') ? 'POST' : 'PUT', json: { roleIds: [], expirationInSeconds: 5 }, token: tok.own });
      expect(res.status).toBe(400);
    }
    // U+0000 anywhere is a clear 400 (PostgreSQL text cannot hold it), never a 500.
    const nul = [
      await t.browser().fetch(`${ID}/users/v3?_filter=a%00b`, { token: tok.own }),
      await t.browser().fetch('/team/resources/members/v1?filters=%00', { token: tok.own }),
      await t.browser().fetch(`/team/resources/members/v1/${ids.roles}`, { method: 'PUT', json: { name: 'a\u0000b' }, token: tok.own }),
      await t.browser().fetch(`${ID}/users/v2/me`, { method: 'PUT', json: { jobTitle: 'a\u0000b' }, token: tok.own }),
      await t.browser().fetch(`${ID}/users/v2/me`, { method: 'PUT', json: { metadata: '{"a":"\\u0000"}' }, token: tok.own }),
      await t.browser().fetch(`${ID}/tenants/invites/v1/verify`, { json: { token: 'x\u0000y' } }),
    ];
    expect(nul.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400]);
    const roles = await t.browser().fetch(`${ID}/users/v3/roles?ids=zzz&ids=${await userIdOf(t, 'norole@acme.test')}`, { token: tok.own });
    expect(roles.status).toBe(200);
    expect(roles.data).toHaveLength(1);
  });
});
