import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../mfa';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_PASSWORD, lastMail, linkParams, startServer, type TestServer } from '../test/fixture';
import { ID, newTenantAdmin, userIdOf } from '../test/users-admin';

// Security → generalSettings, each setting proven enforced over HTTP (the tenant's values, not the vendor's).
let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
});
afterAll(async () => t?.close());
const C = `${ID}/configurations/v1`;
const login = (email: string, password: string) => t.browser().fetch(`${ID}/auth/v1/user`, { json: { email, password } });

describe('user lockout', () => {
  it('20 parallel wrong guesses never exceed maxAttempts; the locked answer is the same as any failed login', async () => {
    expect((await t.browser().fetch(`${C}/lockout-policy`, { json: { enabled: true, maxAttempts: 3 }, token: admin })).status).toBe(200);
    const wrong = await Promise.all(Array.from({ length: 20 }, (_, i) => login(DEMO_MEMBER, `wrong guess ${i}`)));
    expect(new Set(wrong.map((r) => r.status))).toEqual(new Set([401]));
    const row = await t.db.selectFrom('users').select('failed_login_attempts').where('email', '=', DEMO_MEMBER).executeTakeFirstOrThrow();
    expect(row.failed_login_attempts).toBe(3);
    const locked = await login(DEMO_MEMBER, DEMO_PASSWORD);
    const unknown = await login('nobody@acme.test', DEMO_PASSWORD);
    expect(locked.status).toBe(401);
    expect(locked.data).toEqual(wrong[0]!.data);
    expect(locked.data).toEqual(unknown.data);
    expect(locked.data.errors).toEqual(['Invalid email or password']);
    // Disabled: the counter no longer refuses.
    await t.browser().fetch(`${C}/lockout-policy`, { json: { enabled: false }, token: admin });
    expect((await login(DEMO_MEMBER, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('password history', () => {
  const P = `${ID}/users/v1/passwords`;
  const resetTo = async (email: string, password: string) => {
    await t.browser().fetch(`${P}/reset`, { json: { email } });
    // The mail is sent after the answer: wait for it.
    let link: { userId: string; token: string } | undefined;
    for (let i = 0; i < 50 && !link; i++) {
      try { const m = await lastMail(t, email); if (m.subject === 'Reset your password') link = linkParams(m.links[0]!); } catch { /* not yet */ }
      if (!link) await new Promise((r) => setTimeout(r, 50));
    }
    return t.browser().fetch(`${P}/reset/verify`, { json: { ...link!, password } });
  };

  it('refuses reuse of the last historySize passwords at change AND at reset; disabled allows it', async () => {
    const owner = await newTenantAdmin(t, 'history@hooli.test', 'Hooli', 'first hooli secret');
    const save = (json: unknown) => t.browser().fetch(`${C}/password-history-policy`, { json, token: owner.accessToken });
    expect((await save({ enabled: true, historySize: 2 })).status).toBe(200);
    const { accessToken } = await t.login('history@hooli.test', 'first hooli secret');
    const change = (password: string, newPassword: string) => t.browser().fetch(`${P}/change`, { json: { password, newPassword }, token: accessToken });
    expect((await change('first hooli secret', 'second hooli secret')).status).toBe(200);
    const reused = await change('second hooli secret', 'first hooli secret');
    expect(reused.status).toBe(400);
    expect(reused.data.errors).toEqual(['Password was used recently, please choose another one']);
    const atReset = await resetTo('history@hooli.test', 'first hooli secret');
    expect(atReset.status).toBe(400);
    expect(atReset.data.errors).toEqual(['Password was used recently, please choose another one']);
    expect((await resetTo('history@hooli.test', 'third hooli secret')).status).toBe(200);
    // Disabled: an old password is accepted again.
    await t.db.updateTable('users').set({ failed_login_attempts: 0 }).execute();
    // The reset ended the owner's sessions (its token is dead): sign in again.
    expect((await save({ enabled: false })).status).toBe(401);
    const fresh = (await t.login('history@hooli.test', 'third hooli secret')).accessToken;
    expect((await t.browser().fetch(`${C}/password-history-policy`, { json: { enabled: false }, token: fresh })).status).toBe(200);
    expect((await t.browser().fetch(`${P}/change`, { json: { password: 'third hooli secret', newPassword: 'first hooli secret' }, token: fresh })).status).toBe(200);
    // Another tenant's policy (Acme, vendor default 3) is not Hooli's.
    expect((await t.browser().fetch(`${C}/password-history-policy`, { token: admin })).data.enabled).toBe(true);
  });
});

describe('MFA policy', () => {
  it('Force makes members enrol; DontForce lets them in', async () => {
    await t.browser().fetch(`${C}/mfa-policy`, { json: { enforceMFAType: 'Force' }, token: admin });
    expect((await login(DEMO_MEMBER, DEMO_PASSWORD)).data).toMatchObject({ mfaRequired: true, mfaEnrolled: false });
    await t.browser().fetch(`${C}/mfa-policy`, { json: { enforceMFAType: 'DontForce' }, token: admin });
    const res = await login(DEMO_MEMBER, DEMO_PASSWORD);
    expect(res.data.mfaRequired).toBe(false);
    expect(res.data.accessToken).toBeTruthy();
  });

  it('remember-device uses the tenant expiry (not the vendor 14 days) and the tenant switch', async () => {
    const { accessToken } = await t.login(DEMO_ADMIN);
    const b = t.browser();
    const enrol = await b.fetch(`${ID}/users/v1/mfa/authenticator/enroll`, { json: {}, token: accessToken });
    const secret = new URL(enrol.data.qrCode).searchParams.get('secret')!;
    expect((await b.fetch(`${ID}/users/v1/mfa/authenticator/enroll/verify`, { json: { token: totpCode(secret, () => Date.now() - 30_000) }, token: accessToken })).status).toBe(200);
    await t.browser().fetch(`${C}/mfa-policy`, { json: { allowRememberMyDevice: true, mfaDeviceExpiration: 120 }, token: accessToken });
    expect(t.deps.vendor.config.mfaPolicy.mfaDeviceExpiration).toBe(1_209_600);
    const browser = t.browser();
    const first = await browser.fetch(`${ID}/auth/v1/user`, { json: { email: DEMO_ADMIN, password: DEMO_PASSWORD } });
    expect(first.data).toMatchObject({ mfaRequired: true, allowRememberMe: true, mfaDeviceExpiration: 120 });
    const ok = await browser.fetch(`${ID}/auth/v1/user/mfa/verify`, { json: { mfaToken: first.data.mfaToken, value: totpCode(secret), rememberDevice: true } });
    expect(ok.status).toBe(200);
    expect(ok.headers.getSetCookie().find((c) => c.startsWith('portico_mfa_device='))).toMatch(/Max-Age=120/i);
    const device = await t.db.selectFrom('remembered_devices').selectAll().where('user_id', '=', await userIdOf(t, DEMO_ADMIN)).executeTakeFirstOrThrow();
    expect(Math.abs(device.expires_at.getTime() - Date.now() - 120_000)).toBeLessThan(10_000);
    expect((await browser.fetch(`${ID}/auth/v1/user`, { json: { email: DEMO_ADMIN, password: DEMO_PASSWORD } })).data.mfaRequired).toBe(false);
    // The tenant shortens the expiry: a device remembered 90 s ago under 120 s no longer counts under 60 s.
    const token = ok.data.accessToken as string;
    await t.db.updateTable('remembered_devices').set({ created_at: new Date(Date.now() - 90_000) }).execute();
    expect((await browser.fetch(`${ID}/auth/v1/user`, { json: { email: DEMO_ADMIN, password: DEMO_PASSWORD } })).data.mfaRequired).toBe(false);
    await t.browser().fetch(`${C}/mfa-policy`, { json: { mfaDeviceExpiration: 60 }, token });
    expect((await browser.fetch(`${ID}/auth/v1/user`, { json: { email: DEMO_ADMIN, password: DEMO_PASSWORD } })).data.mfaRequired).toBe(true);
    // Remembering switched off by the tenant: no device cookie even when asked.
    await t.browser().fetch(`${C}/mfa-policy`, { json: { allowRememberMyDevice: false }, token });
    const again = await login(DEMO_ADMIN, DEMO_PASSWORD);
    expect(again.data.allowRememberMe).toBe(false);
    const noCookie = await t.browser().fetch(`${ID}/auth/v1/user/mfa/verify`, { json: { mfaToken: again.data.mfaToken, value: totpCode(secret, () => Date.now() + 30_000), rememberDevice: true } });
    expect(noCookie.status).toBe(200);
    expect(noCookie.headers.getSetCookie().some((c) => c.startsWith('portico_mfa_device='))).toBe(false);
  });
});

describe('configuration reads', () => {
  it('getVendorMfaPolicy answers the vendor default whatever the tenant saved; getPasswordConfig the password rules', async () => {
    // Acme saved a 60 s expiry and no remembering above; the vendor keeps 14 days.
    const vendor = await t.browser().fetch(`${C}/mfa-policy/vendor`);
    expect(vendor.status).toBe(200);
    expect(vendor.data).toEqual(t.deps.vendor.config.mfaPolicy);
    expect(vendor.data).toMatchObject({ allowRememberMyDevice: true, mfaDeviceExpiration: 1_209_600 });
    const password = await t.browser().fetch(`${C}/password`);
    expect(password.data).toMatchObject({ minLength: 8, maxLength: 128 });
    expect(password.data).toEqual((await t.browser().fetch(`${ID}/users/v1/passwords/config`)).data);
  });
});
