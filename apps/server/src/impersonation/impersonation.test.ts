import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type Browser, type TestServer } from '../test/fixture';
import { claimsOf, ID, inviteAndActivate, refresh, userIdOf } from '../test/users-admin';
import { IMPERSONATION_MSG } from './messages';

let t: TestServer;
let adminId = '';
let memberId = '';
let acme = '';
const IMP = `${ID}/impersonation/v1`;
const start = (b: Browser, token: string, json: unknown) => b.fetch(IMP, { json, token });
const end = (b: Browser, token: string) => b.fetch(IMP, { method: 'DELETE', token });
const auditRows = (action: string) => t.db.selectFrom('audits').selectAll().where('action', '=', action).orderBy('created_at').execute();
const roleId = async (key: string) => (await t.db.selectFrom('roles').select('id').where('key', '=', key).where('tenant_id', 'is', null).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await startServer();
  adminId = await userIdOf(t, DEMO_ADMIN);
  memberId = await userIdOf(t, DEMO_MEMBER);
  acme = (await t.db.selectFrom('user_tenants').select('tenant_id').where('user_id', '=', adminId).executeTakeFirstOrThrow()).tenant_id;
});
afterAll(async () => t?.close());

describe('impersonation', () => {
  it('start → act claim (verified) → refresh keeps it → end returns to the admin session; audited at start and end', async () => {
    const { browser: b, accessToken: adminToken } = await t.login(DEMO_ADMIN);
    const parkedCookie = b.cookies.get('portico_refresh');
    const res = await start(b, adminToken, { userId: memberId, reason: 'Ticket 42: member cannot see invoices' });
    expect(res.status).toBe(200);
    const verified = await t.deps.tokens.verify(res.data.accessToken);
    expect(verified).toMatchObject({ sub: memberId, email: DEMO_MEMBER, tenantId: acme, act: { sub: adminId, email: DEMO_ADMIN }, amr: ['imp'] });
    expect(verified.roles).toEqual(['ReadOnly']);
    expect(b.cookies.get('portico_refresh')).not.toBe(parkedCookie);

    const me = await b.fetch(`${ID}/users/v2/me`, { token: res.data.accessToken });
    expect(me.data.email).toBe(DEMO_MEMBER);
    const again = await refresh(b);
    expect(again.status).toBe(200);
    expect(claimsOf(again.data.accessToken)).toMatchObject({ sub: memberId, act: { sub: adminId, email: DEMO_ADMIN } });
    await expect(t.deps.tokens.verify(again.data.accessToken)).resolves.toMatchObject({ act: { sub: adminId } });

    // The admin's refresh token from before is parked: it no longer refreshes, and presenting it is not "reuse".
    const stale = t.browser();
    stale.cookies.set('portico_refresh', parkedCookie!);
    expect((await refresh(stale)).status).toBe(401);

    const back = await end(b, again.data.accessToken);
    expect(back.status).toBe(200);
    expect(claimsOf(back.data.accessToken)).toMatchObject({ sub: adminId, tenantId: acme });
    expect(claimsOf(back.data.accessToken).act).toBeUndefined();
    expect(claimsOf(back.data.accessToken).sid).toBe(claimsOf(adminToken).sid);
    const admin = await refresh(b);
    expect(admin.status).toBe(200);
    expect(claimsOf(admin.data.accessToken)).toMatchObject({ sub: adminId });
    expect(claimsOf(admin.data.accessToken).act).toBeUndefined();
    // The impersonation session is over.
    expect((await b.fetch(`${ID}/users/v2/me`, { token: again.data.accessToken })).status).toBe(401);
    expect((await end(b, again.data.accessToken)).status).toBe(401);

    const [started] = await auditRows('Impersonation started');
    expect(started).toMatchObject({ tenant_id: acme, user_id: adminId, email: DEMO_ADMIN, severity: 'WARNING' });
    expect(started!.description).toContain(DEMO_MEMBER);
    expect(started!.json).toMatchObject({ adminEmail: DEMO_ADMIN, targetUserId: memberId, targetEmail: DEMO_MEMBER, reason: 'Ticket 42: member cannot see invoices' });
    const [ended] = await auditRows('Impersonation ended');
    expect(ended).toMatchObject({ tenant_id: acme, user_id: adminId });
    expect(ended!.json).toMatchObject({ adminEmail: DEMO_ADMIN, targetEmail: DEMO_MEMBER, endReason: 'ended' });
    const listed = await t.browser().fetch('/audits?offset=0&count=50', { token: admin.data.accessToken });
    expect(JSON.stringify(listed.data)).toContain('Impersonation started');
  });

  it('refuses: no or blank reason, oneself, unknown or malformed ids, another tenant named, a caller without the permission', async () => {
    const { browser: b, accessToken } = await t.login(DEMO_ADMIN);
    expect((await start(b, accessToken, { userId: memberId })).data.errors).toEqual([IMPERSONATION_MSG.reasonRequired]);
    expect((await start(b, accessToken, { userId: memberId, reason: '   ' })).status).toBe(400);
    expect((await start(b, accessToken, { userId: memberId, reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await start(b, accessToken, { userId: adminId, reason: 'r' })).data.errors).toEqual([IMPERSONATION_MSG.self]);
    expect((await start(b, accessToken, { userId: crypto.randomUUID(), reason: 'r' })).status).toBe(404);
    expect((await start(b, accessToken, { userId: 'not-a-uuid', reason: 'r' })).status).toBe(404);
    expect((await start(b, accessToken, { userId: memberId, tenantId: crypto.randomUUID(), reason: 'r' })).status).toBe(404);
    expect((await start(b, accessToken, { reason: 'r' })).status).toBe(400);
    expect((await b.fetch(IMP, { json: { userId: memberId, reason: 'r' }, token: accessToken, source: false })).status).toBe(403);
    // Nothing of the refused attempts left a session behind.
    expect(await t.db.selectFrom('impersonations').select('session_id').where('target_user_id', '=', adminId).execute()).toEqual([]);

    const member = await t.login(DEMO_MEMBER);
    expect((await start(member.browser, member.accessToken, { userId: adminId, reason: 'r' })).status).toBe(403);
    const support = await inviteAndActivate(t, accessToken, 'support@acme.test', [await roleId('Support')]);
    expect((await start(t.browser(), support.accessToken, { userId: memberId, reason: 'r' })).status).toBe(403);
    expect((await end(t.browser(), accessToken)).data.errors).toEqual([IMPERSONATION_MSG.notImpersonating]);
  });

  it('an impersonation session cannot change password or MFA, switch tenant, mint tokens or impersonate again', async () => {
    const { browser: b, accessToken } = await t.login(DEMO_ADMIN);
    const second = await inviteAndActivate(t, accessToken, 'admin2@acme.test', [await roleId('Admin')]);
    const imp = await start(b, accessToken, { userId: second.userId, reason: 'Check admin view' });
    const token = imp.data.accessToken as string;
    const denied = [
      b.fetch(`${ID}/users/v1/passwords/change`, { token, json: { password: 'Portico-demo-1', newPassword: 'Another-pass-9' } }),
      b.fetch(`${ID}/users/v1/mfa/authenticator/enroll`, { token, json: {} }),
      b.fetch(`${ID}/users/v1/mfa/disable`, { token, json: { token: '123456' } }),
      b.fetch(`${ID}/users/v1/tenant`, { method: 'PUT', token, json: { tenantId: acme } }),
      b.fetch(`${ID}/users/v3/me/token`, { token, json: { tenantId: acme } }),
      b.fetch(`${ID}/users/api-tokens/v1`, { token, json: { description: 'x' } }),
    ];
    for (const res of await Promise.all(denied)) expect([res.status, res.data.errors]).toEqual([403, [IMPERSONATION_MSG.restricted]]);
    const chained = await start(b, token, { userId: memberId, reason: 'chain' });
    expect([chained.status, chained.data.errors]).toEqual([403, [IMPERSONATION_MSG.chained]]);
    expect((await b.fetch(`${ID}/auth/v1/user/token/refresh`, { json: { tenantId: crypto.randomUUID() } })).status).toBe(403);
    // Reading is allowed: the admin sees what the user sees.
    expect((await b.fetch(`${ID}/users/v2/me`, { token })).data.email).toBe('admin2@acme.test');
    expect((await end(b, token)).status).toBe(200);
  });

  it('is short-lived: once expired, calls and refresh are refused, the session is revoked and the end is audited once', async () => {
    const { browser: b, accessToken } = await t.login(DEMO_ADMIN);
    const imp = await start(b, accessToken, { userId: memberId, reason: 'Expiry check' });
    const sid = claimsOf(imp.data.accessToken).sid as string;
    const row = await t.db.selectFrom('impersonations').selectAll().where('session_id', '=', sid).executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.started_at.getTime()).toBeLessThanOrEqual(30 * 60 * 1000 + 1000);
    await t.db.updateTable('impersonations').set({ expires_at: new Date(Date.now() - 1000) }).where('session_id', '=', sid).execute();
    expect((await b.fetch(`${ID}/users/v2/me`, { token: imp.data.accessToken })).status).toBe(401);
    expect((await refresh(b)).status).toBe(401);
    expect((await t.deps.sessions.get(sid))?.revoked_at).toBeTruthy();
    const expired = (await auditRows('Impersonation ended')).filter((a) => (a.json as { sessionId?: string }).sessionId === sid);
    expect(expired).toHaveLength(1);
    expect(expired[0]!.json).toMatchObject({ endReason: 'expired' });
  });

  it('signing out while impersonating ends the impersonation (audited) and the parked admin session', async () => {
    const { browser: b, accessToken } = await t.login(DEMO_ADMIN);
    const imp = await start(b, accessToken, { userId: memberId, reason: 'Logout check' });
    const sid = claimsOf(imp.data.accessToken).sid as string;
    expect((await b.fetch(`${ID}/auth/v1/logout`, { json: {} })).status).toBe(200);
    expect((await t.deps.sessions.get(sid))?.revoked_at).toBeTruthy();
    expect((await t.deps.sessions.get(claimsOf(accessToken).sid))?.revoke_reason).toBe('logout while impersonating');
    expect((await b.fetch(`${ID}/users/v2/me`, { token: accessToken })).status).toBe(401);
    const ended = (await auditRows('Impersonation ended')).filter((a) => (a.json as { sessionId?: string }).sessionId === sid);
    expect(ended.map((a) => (a.json as { endReason: string }).endReason)).toEqual(['logout']);
  });

  it('ending after the admin session was revoked clears the cookie and asks for a new login', async () => {
    const { browser: b, accessToken } = await t.login(DEMO_ADMIN);
    const imp = await start(b, accessToken, { userId: memberId, reason: 'Revoked admin' });
    await t.deps.sessions.revoke(claimsOf(accessToken).sid, 'test');
    const res = await end(b, imp.data.accessToken);
    expect(res.status).toBe(401);
    expect(b.cookies.has('portico_refresh')).toBe(false);
  });
});
