import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, DEMO_ADMIN, startServer, type TestServer } from '../test/fixture';
import { claimsOf, ID, inviteAndActivate, refresh, userIdOf } from '../test/users-admin';
import { codeFlow, endImpersonation, impersonate, vendorAdminRoleId } from '../test/attack-kit';

// H1: a session derived through the OAuth code flow from an impersonation session dropped `act`, the impersonation's
// expiry and its restrictions: it minted the target's API token, enrolled MFA and outlived the impersonation.

let t: TestServer;
let adminId = '';
let targetId = '';
beforeAll(async () => {
  t = await startServer();
  adminId = await userIdOf(t, DEMO_ADMIN);
  const admin = (await t.login(DEMO_ADMIN)).accessToken;
  const adminRole = await vendorAdminRoleId(t);
  targetId = (await inviteAndActivate(t, admin, 'h1-target@acme.test', [adminRole])).userId;
});
afterAll(async () => t?.close());

describe('H1: impersonation through the OAuth code flow', () => {
  it('the derived session keeps act, its restrictions and the impersonation expiry; its audit rows name both people', async () => {
    const { browser: a, accessToken: adminToken } = await t.login(DEMO_ADMIN);
    const imp = await impersonate(a, adminToken, targetId);
    expect(imp.status).toBe(200);
    const flow = await codeFlow(a);
    expect(flow.token?.status).toBe(200);
    const child = flow.token!.data.access_token as string;
    expect(claimsOf(child)).toMatchObject({ sub: targetId, act: { sub: adminId, email: DEMO_ADMIN }, amr: ['imp'] });
    const childCookie = new Browser(t.base);
    for (const [k, v] of a.cookies) childCookie.cookies.set(k, v);

    // Credentials of the target are closed to the impersonator, whichever session they came through.
    expect((await a.fetch(`${ID}/users/api-tokens/v1`, { json: { description: 'mine now' }, token: child })).status).toBe(403);
    expect((await a.fetch(`${ID}/users/v1/mfa/enroll`, { json: {}, token: child })).status).toBe(403);

    // A change made with the derived token is audited with both people.
    expect((await a.fetch(`${ID}/users/v2/me`, { method: 'PUT', json: { jobTitle: 'changed by support' }, token: child })).status).toBe(200);
    const row = await t.db.selectFrom('audits').selectAll().where('action', '=', 'Profile updated').where('user_id', '=', targetId).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(JSON.stringify(row.json)).toContain(adminId);
    expect(row.description).toContain(DEMO_ADMIN);

    // Ending the impersonation ends what was derived from it.
    expect((await endImpersonation(a, imp.data.accessToken)).status).toBe(200);
    expect((await a.fetch(`${ID}/users/v2/me`, { token: child })).status).toBe(401);
    expect((await refresh(childCookie)).status).toBe(401);
  });
});
