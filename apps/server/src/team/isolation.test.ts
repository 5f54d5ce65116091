import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { matrixTests, signInCallers, type MatrixCase, type Res, type Who } from '../test/isolation';
import { claimsOf, ID, inviteAndActivate, userIdOf } from '../test/users-admin';

// Every user-administration route × (own tenant with permission, another tenant's admin — also with the scoped-tenant
// header naming our tenant — own tenant without the permission, the read-only member for writes) → only the first
// reads or changes our tenant.

let t: TestServer;
const tok: Record<Who, string> = { own: '', other: '', otherScoped: '', noRole: '', member: '' };
let acme = '';
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startServer();
  acme = await signInCallers(t, tok);
  for (const name of ['roles', 'roles2', 'disable', 'enable', 'temp', 'permanent', 'revoke']) ids[name] = (await inviteAndActivate(t, tok.own, `${name}@acme.test`, ['ReadOnly'])).userId;
  ids.pending = (await t.browser().fetch(`${ID}/users/v2`, { json: { email: 'pending@acme.test', roleIds: [] }, token: tok.own })).data.id;
  await t.browser().fetch(`${ID}/users/v2`, { json: { email: 'pending2@acme.test', roleIds: [] }, token: tok.own });
  ids.support = (await t.browser().fetch(`${ID}/roles/v1`, { token: tok.own })).data.find((r: { key: string }) => r.key === 'Support').id;
  await t.browser().fetch(`${ID}/tenants/invites/v1/user`, { json: {}, token: tok.own });
});
afterAll(async () => t?.close());

const send = (method: string, path: string, token: string, headers: Record<string, string>, json?: unknown) =>
  t.browser().fetch(path, { method, token, headers, ...(json !== undefined ? { json } : {}) });
const ut = (userId: string) => t.db.selectFrom('user_tenants').selectAll().where('user_id', '=', userId).where('tenant_id', '=', acme).executeTakeFirst();
const setMember = (userId: string, values: { disabled_at?: Date | null; temporary_expires_at?: Date | null }) =>
  t.db.updateTable('user_tenants').set(values).where('user_id', '=', userId).where('tenant_id', '=', acme).execute();
const mails = async (to: string) => ((await (await fetch(`${t.url}/dev/mailbox?to=${to}`)).json()) as unknown[]).length;
const hasAcmeMember = async (res: Res) => JSON.stringify(res.data ?? '').includes(DEMO_MEMBER);
const acmeLink = async () => (await t.db.selectFrom('tenant_invite_links').select(['token', 'expires_at', 'should_send_email']).where('tenant_id', '=', acme).executeTakeFirst());
/** Our tenant's invite link exists (made by our admin when an earlier attempt removed it). */
const linkExists = async () => {
  if (!(await acmeLink())) await t.browser().fetch(`${ID}/tenants/invites/v1/user`, { json: {}, token: tok.own });
  return (await acmeLink())!.token;
};
const read = (name: string, path: () => string, affected: (res: Res) => Promise<boolean>, json?: () => unknown): MatrixCase =>
  ({ name, write: false, run: (tk, h) => send(json ? 'POST' : 'GET', path(), tk, h, json?.()), affected });

// Writes whose effect stays prepare their target again before every attempt (own goes first).
const CASES: MatrixCase[] = [
  read('GET users v2', () => `${ID}/users/v2`, hasAcmeMember),
  read('GET users v3', () => `${ID}/users/v3?_tenantId=${acme}`, hasAcmeMember),
  read('GET users roles', () => `${ID}/users/v3/roles?ids=${ids.roles}`, async (r) => JSON.stringify(r.data ?? '').includes(ids.roles!)),
  read('GET team members', () => '/team/resources/members/v1', hasAcmeMember),
  read('GET team stats', () => '/team/resources/stats/v1/members', async (r) => r.status === 200 && r.data.totalItems > 3),
  read('POST users count', () => `${ID}/tenants/users/v1/count`, async (r) => JSON.stringify(r.data ?? '').includes(acme), () => ({ tenantIds: [acme] })),
  read('GET invite link', () => `${ID}/tenants/invites/v1/user`, async (r) => r.data?.token === (await acmeLink())?.token),
  { name: 'PUT member roles', write: true,
    setup: async () => { await t.db.deleteFrom('user_roles').where('user_id', '=', ids.roles!).where('role_id', '=', ids.support!).execute(); return ''; },
    run: (tk, h) => send('PUT', `/team/resources/members/v1/${ids.roles}`, tk, h, { roleIds: [ids.support] }),
    affected: async () => !!(await t.db.selectFrom('user_roles').select('role_id').where('user_id', '=', ids.roles!).where('role_id', '=', ids.support!).executeTakeFirst()) },
  { name: 'POST resend activation', write: true, setup: async () => String(await mails('pending@acme.test')),
    run: (tk, h) => send('POST', `/team/resources/members/v1/${ids.pending}/resendActivationEmail`, tk, h),
    affected: async (_r, before) => (await mails('pending@acme.test')) > Number(before) },
  { name: 'DELETE member', write: true, setup: async () => (await inviteAndActivate(t, tok.own, `remove-${crypto.randomUUID().slice(0, 8)}@acme.test`, ['ReadOnly'])).userId,
    run: (tk, h, id) => send('DELETE', `/team/resources/members/v1/${id}`, tk, h), affected: async (_r, id) => !(await ut(id)) },
  { name: 'POST disable', write: true, setup: async () => { await setMember(ids.disable!, { disabled_at: null }); return ''; },
    run: (tk, h) => send('POST', `${ID}/tenants/users/v1/${ids.disable}/disable`, tk, h), affected: async () => !!(await ut(ids.disable!))?.disabled_at },
  { name: 'POST enable', write: true, setup: async () => { await setMember(ids.enable!, { disabled_at: new Date() }); return ''; },
    run: (tk, h) => send('POST', `${ID}/tenants/users/v1/${ids.enable}/enable`, tk, h), affected: async () => !(await ut(ids.enable!))?.disabled_at },
  { name: 'PUT temporary', write: true, setup: async () => { await setMember(ids.temp!, { temporary_expires_at: null }); return ''; },
    run: (tk, h) => send('PUT', `${ID}/users/temporary/v1/${ids.temp}`, tk, h, { expirationInSeconds: 60 }), affected: async () => !!(await ut(ids.temp!))?.temporary_expires_at },
  { name: 'DELETE temporary', write: true, setup: async () => { await setMember(ids.permanent!, { temporary_expires_at: new Date(Date.now() + 3600_000) }); return ''; },
    run: (tk, h) => send('DELETE', `${ID}/users/temporary/v1/${ids.permanent}`, tk, h), affected: async () => !(await ut(ids.permanent!))?.temporary_expires_at },
  { name: 'POST invite user', write: true, setup: async () => `invited-${crypto.randomUUID().slice(0, 8)}@matrix.test`,
    run: (tk, h, email) => send('POST', `${ID}/users/v2`, tk, h, { email, roleIds: [] }),
    affected: async (_r, email) => !!(await t.db.selectFrom('user_tenants as ut').innerJoin('users as u', 'u.id', 'ut.user_id').select('u.id').where('u.email', '=', email).where('ut.tenant_id', '=', acme).executeTakeFirst()) },
  { name: 'POST invite link', write: true, setup: async () => (await acmeLink())?.token ?? '',
    run: (tk, h) => send('POST', `${ID}/tenants/invites/v1/user`, tk, h, {}), affected: async (_r, before) => ((await acmeLink())?.token ?? '') !== before },
  { name: 'PATCH invite link', write: true,
    setup: async () => { await linkExists(); await t.db.updateTable('tenant_invite_links').set({ should_send_email: false }).where('tenant_id', '=', acme).execute(); return ''; },
    run: (tk, h) => send('PATCH', `${ID}/tenants/invites/v1/user`, tk, h, { shouldSendEmail: true }), affected: async () => !!(await acmeLink())?.should_send_email },
  { name: 'POST revoke sessions', write: true, setup: async () => claimsOf((await t.login('revoke@acme.test')).accessToken).sid as string,
    run: (tk, h) => send('POST', `${ID}/users/sessions/v1/revoke`, tk, h, { userId: ids.revoke }),
    affected: async (_r, sid) => !!(await t.db.selectFrom('sessions').select('revoked_at').where('id', '=', sid).executeTakeFirstOrThrow()).revoked_at },
  // The published client's forms of the same calls (docs/compatibility.md): the same checks must hold.
  { name: 'PUT member roles, id in the body', write: true,
    setup: async () => { await t.db.deleteFrom('user_roles').where('user_id', '=', ids.roles2!).where('role_id', '=', ids.support!).execute(); return ''; },
    run: (tk, h) => send('PUT', '/team/resources/members/v1', tk, h, { id: ids.roles2, roleIds: [ids.support] }),
    affected: async () => !!(await t.db.selectFrom('user_roles').select('role_id').where('user_id', '=', ids.roles2!).where('role_id', '=', ids.support!).executeTakeFirst()) },
  { name: 'POST users v2 without roleIds (resend)', write: true, setup: async () => String(await mails('pending2@acme.test')),
    run: (tk, h) => send('POST', `${ID}/users/v2`, tk, h, { email: 'pending2@acme.test', provider: 'local' }),
    affected: async (_r, before) => (await mails('pending2@acme.test')) > Number(before) },
  read('GET users roles, ids joined by commas', () => `${ID}/users/v3/roles?ids=${ids.roles},${ids.roles2}`, async (r) => JSON.stringify(r.data ?? '').includes(ids.roles!)),
  { name: 'DELETE invite link', write: true, setup: linkExists,
    run: (tk, h) => send('DELETE', `${ID}/tenants/invites/v1/user`, tk, h), affected: async () => !(await acmeLink()) },
];

describe('cross-tenant matrix of the user-administration routes', () => {
  matrixTests(CASES, tok, () => acme);

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
