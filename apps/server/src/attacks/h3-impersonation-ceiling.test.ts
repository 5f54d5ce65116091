import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { inviteAndActivate, userIdOf } from '../test/users-admin';
import { customRoleFor, impersonate, TEAM } from '../test/attack-kit';
import { IMPERSONATION_MSG } from '../impersonation';

// H3: a narrow role holding only impersonate + read users impersonated the Admin and gave itself Admin, kept after a
// fresh login. Rule: nobody impersonates a user holding a permission they do not hold.

let t: TestServer;
let admin = '';
let adminId = '';
let memberId = '';
beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  adminId = await userIdOf(t, DEMO_ADMIN);
  memberId = await userIdOf(t, DEMO_MEMBER);
});
afterAll(async () => t?.close());

describe('H3: impersonation has a privilege ceiling', () => {
  it('a narrow impersonator cannot impersonate the Admin (and so cannot give itself Admin); it may impersonate a weaker user', async () => {
    const support = await inviteAndActivate(t, admin, 'h3-support@acme.test', []);
    await customRoleFor(t, admin, support.userId, ['fe.secure.write.impersonate', 'fe.*.read.*', 'fe.subscriptions.read', 'fe.usage.read']);
    const { browser, accessToken } = await t.login('h3-support@acme.test');
    const imp = await impersonate(browser, accessToken, adminId);
    expect(imp.status).toBe(403);
    expect(imp.data.errors).toEqual([IMPERSONATION_MSG.stronger]);
    if (imp.status === 200) {
      // What the old code let through: the Admin's token raises the impersonator to Admin.
      await browser.fetch(`${TEAM}/members/v1/${support.userId}`, { method: 'PUT', json: { roleIds: [(await t.db.selectFrom('roles').select('id').where('key', '=', 'Admin').executeTakeFirstOrThrow()).id] }, token: imp.data.accessToken });
    }
    const roles = await t.db.selectFrom('user_roles as ur').innerJoin('roles as r', 'r.id', 'ur.role_id').select('r.key').where('ur.user_id', '=', support.userId).execute();
    expect(roles.map((r) => r.key)).not.toContain('Admin');

    // The ReadOnly member holds only read permissions the impersonator holds too.
    const weaker = await impersonate(browser, accessToken, memberId);
    expect(weaker.status, weaker.text).toBe(200);
  });
});
