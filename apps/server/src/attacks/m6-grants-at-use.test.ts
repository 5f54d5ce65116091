import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startServer, type TestServer } from '../test/fixture';
import { ID, inviteAndActivate } from '../test/users-admin';
import { TEAM, vendorAdminRoleId } from '../test/attack-kit';

// M6: a disabled, removed or expired member's already-exchanged API-token JWT (and session JWT) kept its grants for up
// to 10 minutes. Grants are checked at use: the owner's membership is read with the request's liveness.

let t: TestServer;
let admin = '';
let adminRole: string[] = [];
beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  adminRole = [await vendorAdminRoleId(t)];
});
afterAll(async () => t?.close());

/** A member holding Admin, their session token and an exchanged personal API-token JWT. */
async function ownerWithTokens(email: string) {
  const owner = await inviteAndActivate(t, admin, email, adminRole);
  const created = await owner.browser.fetch(`${ID}/users/api-tokens/v1`, { json: { description: 'ci' }, token: owner.accessToken });
  expect(created.status, created.text).toBeLessThan(300);
  const exchanged = await t.browser().fetch(`${ID}/auth/v1/api-token`, { json: { clientId: created.data.clientId, secret: created.data.secret } });
  expect(exchanged.status).toBe(200);
  return { ...owner, apiJwt: exchanged.data.accessToken as string };
}

const usersList = (token: string) => t.browser().fetch(`${ID}/users/v2`, { token });
const inviteAdmin = (token: string) => t.browser().fetch(`${ID}/users/v2`, { json: { email: `m6-${crypto.randomUUID().slice(0, 8)}@evil.test`, roleIds: adminRole }, token });

describe('M6: an owner who lost access loses their tokens at once', () => {
  it('disabled: the exchanged API-token JWT answers 401 (reads and writes)', async () => {
    const o = await ownerWithTokens('m6-disabled@acme.test');
    expect((await usersList(o.apiJwt)).status).toBe(200);
    expect((await t.browser().fetch(`${ID}/tenants/users/v1/${o.userId}/disable`, { method: 'POST', token: admin })).status).toBe(200);
    expect((await usersList(o.apiJwt)).status).toBe(401);
    expect((await inviteAdmin(o.apiJwt)).status).toBe(401);
  });

  it('removed: the exchanged API-token JWT answers 401', async () => {
    const o = await ownerWithTokens('m6-removed@acme.test');
    expect((await t.browser().fetch(`${TEAM}/members/v1/${o.userId}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await usersList(o.apiJwt)).status).toBe(401);
  });

  it('expired temporary member: both the API-token JWT and the session JWT answer 401', async () => {
    const o = await ownerWithTokens('m6-expired@acme.test');
    await t.db.updateTable('user_tenants').set({ temporary_expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', o.userId).execute();
    expect((await usersList(o.apiJwt)).status).toBe(401);
    expect((await usersList(o.accessToken)).status).toBe(401);
  });
});
