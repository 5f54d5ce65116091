import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { ID, userIdOf } from '../test/users-admin';
import { impersonate } from '../test/attack-kit';

// M2: the impersonator set the target's phone and registered a passkey (missing from the old deny-list). Every
// credential, factor and phone route is closed to an impersonation session: it is an allow-list now.

let t: TestServer;
let memberId = '';
beforeAll(async () => {
  t = await startServer();
  memberId = await userIdOf(t, DEMO_MEMBER);
});
afterAll(async () => t?.close());

const CLOSED: [string, string, string, unknown][] = [
  ['POST', '/users/v1/phone', 'account phone', { phoneNumber: '+15550100011' }],
  ['POST', '/users/phone-numbers/v1', 'phone numbers', { phoneNumber: '+15550100013' }],
  ['POST', '/users/phone-numbers/v1/preverify', 'phone numbers (preverify)', { phoneNumber: '+15550100014' }],
  ['POST', '/users/webauthn/v1/devices', 'passkey registration', {}],
  ['POST', '/users/v1/mfa/webauthn/enroll', 'security key', {}],
  ['POST', '/users/v1/mfa/sms/enroll', 'SMS factor', { phoneNumber: '+15550100015' }],
  ['POST', '/users/v1/mfa/authenticator/enroll', 'authenticator app', {}],
  ['POST', '/users/v1/passwords/change', 'password', { password: 'x', newPassword: 'Another-pass-42' }],
  ['POST', '/users/access-tokens/v1', 'personal access token', { description: 'x' }],
  ['PUT', '/users/v1/tenant', 'tenant switch', { tenantId: crypto.randomUUID() }],
  ['PUT', '/users/v2/me', 'profile phone', { phoneNumber: '+15550100016' }],
];

describe('M2: credential routes are closed to impersonation', () => {
  for (const [method, path, what, json] of CLOSED) {
    it(`${what}: ${method} ${path} answers 403`, async () => {
      const { browser, accessToken } = await t.login(DEMO_ADMIN);
      const imp = await impersonate(browser, accessToken, memberId);
      expect(imp.status).toBe(200);
      const res = await browser.fetch(`${ID}${path}`, { method, json, token: imp.data.accessToken });
      expect(res.status, res.text).toBe(403);
      const phone = await t.db.selectFrom('users').select('phone_number').where('id', '=', memberId).executeTakeFirstOrThrow();
      expect(phone.phone_number ?? '').not.toMatch(/^\+1555010001/);
    });
  }
});
