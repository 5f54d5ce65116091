import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../mfa';
import { STEP_UP_REQUIRED } from '../access';
import { DEMO_ADMIN, lastMail, startServer, type Browser, type TestServer } from '../test/fixture';
import { claimsOf, ID, inviteAndActivate, refresh } from '../test/users-admin';
import { vendorAdminRoleId } from '../test/attack-kit';

// M1: a stolen access token (its sign-in long past) added a passkey, the account phone, an SMS factor or an
// authenticator app: no recent authentication, no mail to the owner. Credentials now need a recent sign-in or step-up.

let t: TestServer;
let admin = '';
let adminRole: string[] = [];
beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  // The victim holds every permission, so only the recent-authentication rule can refuse.
  adminRole = [await vendorAdminRoleId(t)];
});
afterAll(async () => t?.close());

/** A token of a session whose sign-in was an hour ago (what a thief holds): refreshed after ageing the session. */
async function staleToken(b: Browser, token: string): Promise<string> {
  await t.db.updateTable('sessions').set({ auth_time: new Date(Date.now() - 3600_000) }).where('id', '=', claimsOf(token).sid).execute();
  const r = await refresh(b);
  expect(r.status).toBe(200);
  return r.data.accessToken as string;
}

const ATTEMPTS: [string, string, unknown][] = [
  ['authenticator app', '/users/v1/mfa/authenticator/enroll', {}],
  ['authenticator app (v1 path)', '/users/v1/mfa/enroll', {}],
  ['SMS second factor', '/users/v1/mfa/sms/enroll', { phoneNumber: '+15550100001' }],
  ['security key', '/users/v1/mfa/webauthn/enroll', {}],
  ['passkey', '/users/webauthn/v1/devices', {}],
  ['account phone', '/users/v1/phone', { phoneNumber: '+15550100002' }],
  ['phone number', '/users/phone-numbers/v1', { phoneNumber: '+15550100003' }],
  ['personal API token', '/users/api-tokens/v1', { description: 'thief' }],
];

describe('M1: adding a credential needs recent authentication', () => {
  for (const [what, path, json] of ATTEMPTS) {
    it(`a token whose sign-in is an hour old cannot add: ${what}`, async () => {
      const user = await inviteAndActivate(t, admin, `m1-${what.replace(/\W+/g, '-')}@acme.test`, adminRole);
      const stale = await staleToken(user.browser, user.accessToken);
      const res = await user.browser.fetch(`${ID}${path}`, { json, token: stale });
      expect(res.status, res.text).toBe(403);
      expect(res.data.errors).toEqual([STEP_UP_REQUIRED]);
      expect(res.headers.get('www-authenticate')).toMatch(/insufficient_user_authentication/);
    });
  }

  it('right after signing in the owner adds an authenticator app, and is told by mail', async () => {
    const user = await inviteAndActivate(t, admin, 'm1-fresh@acme.test', []);
    const start = await user.browser.fetch(`${ID}/users/v1/mfa/authenticator/enroll`, { json: {}, token: user.accessToken });
    expect(start.status).toBe(200);
    const done = await user.browser.fetch(`${ID}/users/v1/mfa/authenticator/enroll/verify`, { json: { token: totpCode(start.data.secret) }, token: user.accessToken });
    expect(done.status).toBe(200);
    const mail = await lastMail(t, 'm1-fresh@acme.test');
    expect(mail.subject).toMatch(/sign-in method was added/i);
  });
});
