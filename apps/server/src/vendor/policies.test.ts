import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_PASSWORD, lastMail, linkParams, startServer, type TestServer } from '../test/fixture';

let t: TestServer;
let admin: string;
let owner: string;
const C = '/identity/resources/configurations/v1';
beforeAll(async () => {
  t = await startServer();
  await t.browser().fetch('/identity/resources/users/v1/signUp', { json: { email: 'owner@globex.test', companyName: 'Globex', password: 'owner password' } });
  owner = (await t.browser().fetch('/identity/resources/users/v1/activate', { json: { ...linkParams((await lastMail(t, 'owner@globex.test')).links[0]!), password: 'owner password' } })).data.accessToken;
  admin = (await t.login(DEMO_ADMIN)).accessToken;
});
afterAll(async () => t?.close());
const login = (email: string, password: string) => t.browser().fetch('/identity/resources/auth/v1/user', { json: { email, password } });

describe('saving security policies per tenant', () => {
  it('saves the lockout policy for the caller tenant only, audited, and login enforces it', async () => {
    const saved = await t.browser().fetch(`${C}/lockout-policy`, { json: { maxAttempts: 2 }, token: admin });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ enabled: true, maxAttempts: 2, id: expect.any(String) });
    expect((await t.browser().fetch(`${C}/lockout-policy`, { token: admin })).data).toMatchObject({ enabled: true, maxAttempts: 2, id: expect.any(String) });
    // Another tenant and the public read keep the vendor default.
    expect((await t.browser().fetch(`${C}/lockout-policy`, { token: owner })).data.maxAttempts).toBe(5);
    expect((await t.browser().fetch(`${C}/lockout-policy`)).data.maxAttempts).toBe(5);
    const audit = await t.db.selectFrom('audits').selectAll().where('action', '=', 'Lockout policy updated').executeTakeFirstOrThrow();
    expect(audit.email).toBe(DEMO_ADMIN);
    // Acme's member is locked after 2 wrong guesses, even with parallel attempts; Globex's owner is not.
    await Promise.all(Array.from({ length: 6 }, (_, i) => login(DEMO_MEMBER, `guess ${i}`)));
    expect((await login(DEMO_MEMBER, DEMO_PASSWORD)).status).toBe(401);
    const row = await t.db.selectFrom('users').select('failed_login_attempts').where('email', '=', DEMO_MEMBER).executeTakeFirstOrThrow();
    expect(row.failed_login_attempts).toBe(2);
    for (let i = 0; i < 3; i++) await login('owner@globex.test', 'wrong guess');
    expect((await login('owner@globex.test', 'owner password')).status).toBe(200);
    await t.db.updateTable('users').set({ failed_login_attempts: 0 }).execute();
    await t.browser().fetch(`${C}/lockout-policy`, { method: 'PUT', json: { enabled: false }, token: admin });
    for (let i = 0; i < 4; i++) await login(DEMO_MEMBER, 'wrong guess');
    expect((await login(DEMO_MEMBER, DEMO_PASSWORD)).status).toBe(200);
  });

  it('saves the MFA policy; Force makes the tenant members enrol at login', async () => {
    const saved = await t.browser().fetch(`${C}/mfa-policy`, { json: { enforceMFAType: 'Force' }, token: admin });
    expect(saved.data.enforceMFAType).toBe('Force');
    const res = await login(DEMO_MEMBER, DEMO_PASSWORD);
    expect(res.data).toMatchObject({ mfaRequired: true, mfaEnrolled: false });
    expect((await login('owner@globex.test', 'owner password')).data.mfaRequired).toBe(false);
    await t.browser().fetch(`${C}/mfa-policy`, { method: 'PATCH', json: { enforceMFAType: 'DontForce' }, token: admin });
    expect((await login(DEMO_MEMBER, DEMO_PASSWORD)).data.mfaRequired).toBe(false);
  });

  it('saves the password history policy; a size of 1 only refuses the current password', async () => {
    const saved = await t.browser().fetch(`${C}/password-history-policy`, { json: { historySize: 1 }, token: admin });
    expect(saved.data).toMatchObject({ enabled: true, historySize: 1, id: expect.any(String) });
    const { accessToken } = await t.login(DEMO_ADMIN);
    const change = (password: string, newPassword: string) => t.browser().fetch('/identity/resources/users/v1/passwords/change', { json: { password, newPassword }, token: accessToken });
    expect((await change(DEMO_PASSWORD, 'second admin secret')).status).toBe(200);
    expect((await change('second admin secret', 'second admin secret')).status).toBe(400);
    // With size 3 (the vendor default) the first password would be refused; with 1 it is allowed again.
    expect((await change('second admin secret', DEMO_PASSWORD)).status).toBe(200);
  });

  it('validates bodies and needs fe.secure.write.securityPolicy', async () => {
    const bad = await t.browser().fetch(`${C}/lockout-policy`, { json: { maxAttempts: -1 }, token: admin });
    expect(bad.status).toBe(400);
    expect((await t.browser().fetch(`${C}/mfa-policy`, { json: { enforceMFAType: 'Sometimes' }, token: admin })).status).toBe(400);
    expect((await t.browser().fetch(`${C}/mfa-policy`, { json: { enforceMFAType: 'Force' } })).status).toBe(401);
    const { accessToken: member } = await t.login(DEMO_MEMBER);
    expect((await t.browser().fetch(`${C}/password-history-policy`, { json: { historySize: 9 }, token: member })).status).toBe(403);
    expect((await t.browser().fetch(`${C}/password-history-policy`, { token: admin })).data.historySize).toBe(1);
  });
});
