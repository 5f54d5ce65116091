import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, lastMail, linkParams, startServer, type DevMail, type TestServer } from '../test/fixture';

// The invitation, not the sign-up's own mail: the outbox delivers both in the background, in no promised order.
const invited = (m: DevMail) => m.subject.startsWith('You were invited');

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());

describe('sign-up → activation mail → activate → login', () => {
  it('works end to end and the mail is readable at /dev/mailbox', async () => {
    const b = t.browser();
    const res = await b.fetch('/identity/resources/users/v1/signUp', { json: { email: 'New@Corp.test', name: 'New', companyName: 'Corp', password: 'correct horse battery' } });
    expect(res.status).toBe(200);
    expect(res.data.shouldActivate).toBe(true);
    const mail = await lastMail(t, 'new@corp.test');
    expect(mail.subject).toBe('Activate your account');
    const { userId, token } = linkParams(mail.links[0]!);
    expect(userId).toBe(res.data.userId);
    const before = await b.fetch('/identity/resources/auth/v1/user', { json: { email: 'new@corp.test', password: 'correct horse battery' } });
    expect(before.status).toBe(401);
    // The sign-up's password was typed by someone who had not proven the address: activation asks for the owner's
    // (proving the address of a never verified account voids any password set before); the same one may be typed again.
    const strategy = await b.fetch(`/identity/resources/users/v1/activate/strategy?userId=${userId}&token=${token}`);
    expect(strategy.data).toEqual({ shouldSetPassword: true });
    expect((await b.fetch('/identity/resources/users/v1/activate', { json: { userId, token } })).status).toBe(400);
    const act = await b.fetch('/identity/resources/users/v1/activate', { json: { userId, token, password: 'correct horse battery' } });
    expect(act.status).toBe(200);
    expect(act.data.accessToken).toBeTruthy();
    const reuse = await b.fetch('/identity/resources/users/v1/activate', { json: { userId, token, password: 'correct horse battery' } });
    expect(reuse.status).toBe(400);
    const login = await t.login('new@corp.test', 'correct horse battery');
    const me = await login.browser.fetch('/identity/resources/users/v2/me', { token: login.accessToken });
    expect(me.data.roles.map((r: { key: string }) => r.key)).toEqual(['Admin']);
    expect(me.data.tenants).toHaveLength(1);
  });

  it('answers the same for an already registered address and mails its owner instead', async () => {
    const res = await t.browser().fetch('/identity/resources/users/v1/signUp', { json: { email: 'member@acme.test', password: 'another password' } });
    expect(res.status).toBe(200);
    expect(res.data.shouldActivate).toBe(true);
    expect(Object.keys(res.data).sort()).toEqual(['shouldActivate', 'tenantId', 'userId']);
    expect((await lastMail(t, 'member@acme.test')).subject).toBe('Sign-up attempt');
  });

  it('a mailed invitation used at sign-up proves a never-verified account: the password given there is the one that stays', async () => {
    const email = 'pre-invited@corp.test';
    await t.browser().fetch('/identity/resources/users/v1/signUp', { json: { email, password: 'typed at sign-up' } });
    const admin = await t.login(DEMO_ADMIN);
    expect((await admin.browser.fetch('/identity/resources/users/v2', { json: { email, roleIds: [] }, token: admin.accessToken })).status).toBe(201);
    const invitation = new URL((await lastMail(t, email, invited)).links[0]!).searchParams.get('token')!;
    const res = await t.browser().fetch('/identity/resources/users/v1/signUp', { json: { email, password: 'typed at sign-up', invitationToken: invitation } });
    expect(res.status).toBe(200);
    expect(res.data.shouldActivate).toBe(false);
    expect((await t.db.selectFrom('users').select('verified').where('email', '=', email).executeTakeFirstOrThrow()).verified).toBe(true);
    const audit = await t.db.selectFrom('audits').select('json').where('email', '=', email).where('action', '=', 'User verified').executeTakeFirstOrThrow();
    expect(audit.json).toMatchObject({ how: 'mailed invitation', voided: ['password'] });
    expect((await t.browser().fetch('/identity/resources/auth/v1/user', { json: { email, password: 'typed at sign-up' } })).status).toBe(200);
  });

  it('accepting a mailed invitation proves a never-verified account: the password typed at its sign-up is voided', async () => {
    const email = 'pre-accepted@corp.test';
    await t.browser().fetch('/identity/resources/users/v1/signUp', { json: { email, password: 'typed at sign-up' } });
    const admin = await t.login(DEMO_ADMIN);
    expect((await admin.browser.fetch('/identity/resources/users/v2', { json: { email, roleIds: [] }, token: admin.accessToken })).status).toBe(201);
    const accepted = await t.browser().fetch('/identity/resources/users/v1/invitation/accept', { json: linkParams((await lastMail(t, email, invited)).links[0]!) });
    expect(accepted.status).toBe(200);
    expect(await t.db.selectFrom('users').select(['verified', 'password_hash']).where('email', '=', email).executeTakeFirstOrThrow()).toEqual({ verified: true, password_hash: null });
  });

  it('refuses short passwords, bad emails, and sign-up when disabled', async () => {
    const short = await t.browser().fetch('/identity/resources/users/v1/signUp', { json: { email: 'x@y.test', password: 'short' } });
    expect(short.status).toBe(400);
    expect((await t.browser().fetch('/identity/resources/users/v1/signUp', { json: { email: 'nope' } })).status).toBe(400);
    await t.deps.vendor.update({ allowSignups: false });
    expect((await t.browser().fetch('/identity/resources/users/v1/signUp', { json: { email: 'z@y.test' } })).status).toBe(403);
    await t.deps.vendor.update({ allowSignups: true });
  });

  it('activation without password sets one; reset activation re-sends the mail', async () => {
    await t.browser().fetch('/identity/resources/users/v1/signUp', { json: { email: 'nopw@corp.test' } });
    await t.browser().fetch('/identity/resources/users/v1/activate/reset', { json: { email: 'nopw@corp.test' } });
    const { userId, token } = linkParams((await lastMail(t, 'nopw@corp.test')).links[0]!);
    const strategy = await t.browser().fetch(`/identity/resources/users/v1/activate/strategy?userId=${userId}&token=${token}`);
    expect(strategy.data).toEqual({ shouldSetPassword: true });
    expect((await t.browser().fetch('/identity/resources/users/v1/activate', { json: { userId, token } })).status).toBe(400);
    const ok = await t.browser().fetch('/identity/resources/users/v1/activate', { json: { userId, token, password: 'a fine password' } });
    expect(ok.status).toBe(200);
    expect((await t.browser().fetch(`/identity/resources/users/v1/activate/strategy?userId=${userId}&token=bogus`)).status).toBe(400);
  });
});
