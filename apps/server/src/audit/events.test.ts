import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled } from '../http/background';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_PASSWORD, lastMail, linkParams, startServer, type TestServer } from '../test/fixture';
import { freshTotp } from '../test/totp-app';

// Every security-relevant event writes a row with tenant, user, IP and user agent (SECURITY.md 17).
let t: TestServer;
let admin: string;
let acme: string;
const ID = '/identity/resources';
const UA = { 'user-agent': 'events-test/1.0' };
beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  acme = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()).tenantId as string;
});
afterAll(async () => t?.close());

/** The newest row with this action: it must carry the tenant, the user, an IP and the user agent sent. */
async function row(action: string, email: string) {
  await backgroundSettled();
  const r = await t.db.selectFrom('audits').selectAll().where('action', '=', action).where('email', '=', email)
    .orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  expect(r, action).toBeDefined();
  expect(r!.tenant_id, action).toBe(acme);
  expect(r!.user_id, action).toMatch(/^[0-9a-f-]{36}$/);
  expect(r!.ip, action).toBeTruthy();
  return r!;
}
const call = (path: string, init: { method?: string; json?: unknown; token?: string }) => t.browser().fetch(`${ID}${path}`, { ...init, headers: UA });

describe('audited events', () => {
  it('logins: success, and failure in the tenant of the known account', async () => {
    await call('/auth/v1/user', { json: { email: DEMO_MEMBER, password: DEMO_PASSWORD } });
    expect((await row('User logged in', DEMO_MEMBER)).user_agent).toBe('events-test/1.0');
    await call('/auth/v1/user', { json: { email: DEMO_MEMBER, password: 'wrong password' } });
    const failed = await row('Login failed', DEMO_MEMBER);
    expect([failed.severity, failed.user_agent]).toEqual(['WARNING', 'events-test/1.0']);
  });

  it('MFA: enrolment, a wrong code at sign-in and disabling', async () => {
    const { accessToken } = await t.login(DEMO_MEMBER);
    const enrol = await call('/users/v1/mfa/authenticator/enroll', { json: {}, token: accessToken });
    const secret = new URL(enrol.data.qrCode as string).searchParams.get('secret')!;
    expect((await call('/users/v1/mfa/authenticator/enroll/verify', { json: { token: await freshTotp(secret) }, token: accessToken })).status).toBe(200);
    expect((await row('MFA enrolled', DEMO_MEMBER)).user_agent).toBe('events-test/1.0');
    const login = await call('/auth/v1/user', { json: { email: DEMO_MEMBER, password: DEMO_PASSWORD } });
    expect((await call('/auth/v1/user/mfa/verify', { json: { mfaToken: login.data.mfaToken, value: '000000' } })).status).toBe(400);
    expect((await row('MFA verification failed', DEMO_MEMBER)).severity).toBe('WARNING');
    const code = await freshTotp(secret);
    expect((await call('/users/v1/mfa/disable', { json: { token: code }, token: accessToken })).status).toBe(200);
    await row('MFA disabled', DEMO_MEMBER);
  });

  it('passwords: change, reset request and reset', async () => {
    const { accessToken } = await t.login(DEMO_ADMIN);
    expect((await call('/users/v1/passwords/change', { json: { password: DEMO_PASSWORD, newPassword: 'admin events secret' }, token: accessToken })).status).toBe(200);
    await row('Password changed', DEMO_ADMIN);
    await call('/users/v1/passwords/reset', { json: { email: DEMO_ADMIN } });
    await row('Password reset requested', DEMO_ADMIN);
    const link = linkParams((await lastMail(t, DEMO_ADMIN)).links[0]!);
    expect((await call('/users/v1/passwords/reset/verify', { json: { ...link, password: DEMO_PASSWORD + ' again' } })).status).toBe(200);
    await row('Password reset', DEMO_ADMIN);
    admin = (await t.login(DEMO_ADMIN, DEMO_PASSWORD + ' again')).accessToken;
  });

  it('roles, groups, policies, tokens, invitations and sessions', async () => {
    expect((await call('/roles/v1', { json: { key: 'auditors', name: 'Auditors' }, token: admin })).status).toBe(201);
    await row('Role created', DEMO_ADMIN);
    expect((await call('/groups/v1', { json: { name: 'Audited' }, token: admin })).status).toBeLessThan(300);
    await row('Group created', DEMO_ADMIN);
    expect((await call('/configurations/v1/lockout-policy', { json: { maxAttempts: 7 }, token: admin })).status).toBeLessThan(300);
    expect((await row('Lockout policy updated', DEMO_ADMIN)).severity).toBe('WARNING');
    expect((await call('/tenants/api-tokens/v1', { json: { description: 'audited' }, token: admin })).status).toBeLessThan(300);
    await row('Tenant API token created', DEMO_ADMIN);
    expect((await call('/users/v2', { json: { email: 'audited@acme.test', roleIds: [] }, token: admin })).status).toBeLessThan(300);
    await row('User invited', DEMO_ADMIN);
    expect((await call('/users/sessions/v1/me/all', { method: 'DELETE', token: admin })).status).toBeLessThan(300);
    await row('Sessions revoked', DEMO_ADMIN);
  });
});
