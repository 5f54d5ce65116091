import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, DEMO_PASSWORD, lastMail, linkParams, startServer, type TestServer } from '../test/fixture';

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());
const P = '/identity/resources/users/v1/passwords';

describe('forgot / reset / change password', () => {
  it('forgot answers the same for unknown addresses and mails a single-use link to known ones', async () => {
    const unknown = await t.browser().fetch(`${P}/reset`, { json: { email: 'ghost@acme.test' } });
    const known = await t.browser().fetch(`${P}/reset`, { json: { email: DEMO_MEMBER } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.data).toEqual(known.data);
    const { userId, token } = linkParams((await lastMail(t, DEMO_MEMBER)).links[0]!);
    const { browser } = await t.login(DEMO_MEMBER);
    const reused = await t.browser().fetch(`${P}/reset/verify`, { json: { userId, token, password: DEMO_PASSWORD } });
    expect(reused.status).toBe(400);
    expect(reused.data.errors).toEqual(['Password was used recently, please choose another one']);
    const fresh = linkParams((await (async () => { await t.browser().fetch(`${P}/reset`, { json: { email: DEMO_MEMBER } }); return lastMail(t, DEMO_MEMBER); })()).links[0]!);
    const ok = await t.browser().fetch(`${P}/reset/verify`, { json: { ...fresh, password: 'brand new secret' } });
    expect(ok.status).toBe(200);
    expect((await t.browser().fetch(`${P}/reset/verify`, { json: { ...fresh, password: 'another new one' } })).status).toBe(400);
    // Other sessions ended.
    expect((await browser.fetch('/identity/resources/auth/v1/user/token/refresh', { json: {} })).status).toBe(401);
    await t.login(DEMO_MEMBER, 'brand new secret');
  });

  it('change needs the current password and honours history', async () => {
    const { accessToken } = await t.login('admin@acme.test');
    const b = t.browser();
    expect((await b.fetch(`${P}/change`, { json: { password: 'wrong', newPassword: 'something long' }, token: accessToken })).status).toBe(400);
    expect((await b.fetch(`${P}/change`, { json: { password: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }, token: accessToken })).status).toBe(400);
    expect((await b.fetch(`${P}/change`, { json: { password: DEMO_PASSWORD, newPassword: 'admin new secret' }, token: accessToken })).status).toBe(200);
    expect((await b.fetch(`${P}/change`, { json: { password: DEMO_PASSWORD, newPassword: 'x' } })).status).toBe(401);
    await t.login('admin@acme.test', 'admin new secret');
  });

  it('serves the password config', async () => {
    const res = await t.browser().fetch(`${P}/config`);
    expect(res.data.minLength).toBe(8);
    expect(res.data.maxLength).toBe(128);
  });
});

describe('password rules (SECURITY.md 10)', () => {
  it('8 to 128 characters, no composition rules, no truncation, stored as argon2id', async () => {
    const U = '/identity/resources/users/v1';
    const signUp = (email: string, password: string) => t.browser().fetch(`${U}/signUp`, { json: { email, name: 'Rules', companyName: 'Rules Co', password } });
    expect((await signUp('short@rules.test', 'sevench')).status).toBe(400);
    expect((await signUp('long@rules.test', 'x'.repeat(129))).status).toBe(400);
    // Lower-case letters only, the longest allowed: accepted as it is.
    const password = 'quiet lanterns drift over harbour stones '.repeat(4).slice(0, 128);
    expect((await signUp('max@rules.test', password)).status).toBe(200);
    const { userId, token } = linkParams((await lastMail(t, 'max@rules.test')).links[0]!);
    // Activation asks the owner for the password again (the sign-up's is voided when the address is proven).
    expect((await t.browser().fetch(`${U}/activate`, { json: { userId, token, password } })).status).toBe(200);
    const row = await t.db.selectFrom('users').select('password_hash').where('email', '=', 'max@rules.test').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const login = (pw: string) => t.browser().fetch('/identity/resources/auth/v1/user', { json: { email: 'max@rules.test', password: pw } });
    // Only the whole password signs in: neither its first 72 characters (bcrypt's cut) nor a change in its last one.
    expect((await login(password.slice(0, 72))).status).toBe(401);
    expect((await login(`${password.slice(0, 127)}X`)).status).toBe(401);
    expect((await login(password)).status).toBe(200);
  });
});

describe('breached passwords (SECURITY.md 10)', () => {
  const BREACHED = 'This password has appeared in a data breach. Choose a different one.';

  it('refuses a listed password at sign-up, reset and change, case-insensitively, before spending the reset link', async () => {
    const signUp = await t.browser().fetch('/identity/resources/users/v1/signUp', { json: { email: 'new@breach.test', password: 'Password1' } });
    expect(signUp.status).toBe(400);
    expect(signUp.data.errors).toEqual([BREACHED]);
    await t.browser().fetch(`${P}/reset`, { json: { email: DEMO_MEMBER } });
    const link = linkParams((await lastMail(t, DEMO_MEMBER)).links[0]!);
    const reset = await t.browser().fetch(`${P}/reset/verify`, { json: { ...link, password: 'qwertyuiop' } });
    expect(reset.data.errors).toEqual([BREACHED]);
    expect((await t.browser().fetch(`${P}/reset/verify`, { json: { ...link, password: 'member fresh secret' } })).status).toBe(200);
    const { accessToken } = await t.login(DEMO_MEMBER, 'member fresh secret');
    const change = await t.browser().fetch(`${P}/change`, { json: { password: 'member fresh secret', newPassword: 'BASEBALL1' }, token: accessToken });
    expect(change.status).toBe(400);
    expect(change.data.errors).toEqual([BREACHED]);
  });

  it('refuses a listed password at activation without spending the activation link', async () => {
    const { accessToken } = await t.login('admin@acme.test', 'admin new secret');
    await t.browser().fetch('/identity/resources/users/v2', { json: { email: 'invitee@acme.test', roleIds: [] }, token: accessToken });
    const link = linkParams((await lastMail(t, 'invitee@acme.test')).links[0]!);
    const bad = await t.browser().fetch('/identity/resources/users/v1/activate', { json: { ...link, password: 'football' } });
    expect(bad.data.errors).toEqual([BREACHED]);
    expect((await t.browser().fetch('/identity/resources/users/v1/activate', { json: { ...link, password: 'invitee own secret' } })).status).toBe(200);
  });

  it('flags isBreachedPassword on login when the stored password is a listed one', async () => {
    expect((await t.login(DEMO_MEMBER, 'member fresh secret')).data.isBreachedPassword).toBeUndefined();
    // Stored before the check existed (e.g. imported users).
    const hash = await t.deps.hasher.hash('superman123');
    await t.db.updateTable('users').set({ password_hash: hash }).where('email', '=', DEMO_MEMBER).execute();
    const res = await t.login(DEMO_MEMBER, 'superman123');
    expect(res.data.isBreachedPassword).toBe(true);
    expect(res.data.accessToken).toBeTruthy();
  });
});
