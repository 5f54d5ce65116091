import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMail, linkParams, startServer, type TestServer } from '../test/fixture';
import { oidcSocialStandIn } from '../test/social-login';
import { ID, refresh } from '../test/users-admin';

// H4: pre-account takeover. The attacker prepares an account under the victim's address before the victim uses it
// (a password sign-up, or a provider account claiming the address unverified); whatever the attacker set up must stop
// working the moment the victim proves the address.

const ATTACKER_PASSWORD = 'attacker chose this one';
const VICTIM_PASSWORD = 'the victim owns this one';

let t: TestServer;
let idp: Awaited<ReturnType<typeof oidcSocialStandIn>>;
beforeAll(async () => {
  t = await startServer();
  idp = await oidcSocialStandIn(t, ['google']);
});
afterAll(async () => Promise.all([t?.close(), idp?.close()]));

const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  t.browser().fetch(`${ID}/users/v1/signUp`, { json: { email, companyName: 'Evil Pre-Account', password: ATTACKER_PASSWORD, ...extra } });
const passwordLogin = (email: string, password: string) => t.browser().fetch(`${ID}/auth/v1/user`, { json: { email, password } });

/** The owner's password reset, from the mail to the owner's mailbox. */
async function resetFromMailbox(email: string, password: string) {
  expect((await t.browser().fetch(`${ID}/users/v1/passwords/reset`, { json: { email } })).status).toBe(200);
  expect((await lastMail(t, email)).subject).toBe('Reset your password');
  return t.browser().fetch(`${ID}/users/v1/passwords/reset/verify`, { json: { ...linkParams((await lastMail(t, email)).links[0]!), password } });
}

/** The owner's activation, from the mail the attacker's sign-up sent to the owner's mailbox. */
async function activateFromMailbox(email: string, password?: string) {
  const link = linkParams((await lastMail(t, email)).links[0]!);
  return t.browser().fetch(`${ID}/users/v1/activate`, { json: { ...link, ...(password ? { password } : {}) } });
}

describe('H4 (a): a password sign-up with the victim\'s address, then the victim\'s social login', () => {
  it('the provider-verified social login proves the address: the attacker\'s password stops working', async () => {
    const victim = 'victim-a@pre-account.test';
    expect((await signUp(victim)).status).toBe(200);
    idp.accounts.set('victim-a', { sub: 'google-victim-a', email: victim, email_verified: true, name: 'Victim A' });
    const social = await idp.login('google', 'victim-a');
    expect(social.res.status).toBe(200);
    expect(social.res.data).toMatchObject({ email: victim, isNewUser: false });
    expect((await passwordLogin(victim, ATTACKER_PASSWORD)).status).toBe(401);
    const row = await t.db.selectFrom('users').select(['verified', 'password_hash']).where('email', '=', victim).executeTakeFirstOrThrow();
    expect(row).toEqual({ verified: true, password_hash: null });
    const voided = await t.db.selectFrom('audits').select(['action', 'description']).where('email', '=', victim).where('action', '=', 'User verified').execute();
    expect(voided.some((r) => /social login/.test(r.description) && /password/.test(r.description))).toBe(true);
  });
});

describe('H4 (b): a provider account claims the victim\'s address unverified', () => {
  it('after the victim signs up and resets the password, the attacker\'s social login is refused', async () => {
    const victim = 'victim-b@pre-account.test';
    idp.accounts.set('squatter-b', { sub: 'squatter-b', email: victim, email_verified: false });
    // Whether this first login is let in or not, the provider never vouched for the address.
    await idp.login('google', 'squatter-b');
    expect((await t.browser().fetch(`${ID}/users/v1/signUp`, { json: { email: victim, password: VICTIM_PASSWORD } })).status).toBe(200);
    expect((await resetFromMailbox(victim, VICTIM_PASSWORD)).status).toBe(200);
    expect((await passwordLogin(victim, VICTIM_PASSWORD)).status).toBe(200);
    const again = await idp.login('google', 'squatter-b');
    expect(again.res.status).toBe(401);
    expect(again.res.data.errors).toEqual(['Failed to authenticate']);
    expect(await t.db.selectFrom('social_identities').select('user_id').where('subject', '=', 'squatter-b').executeTakeFirst()).toBeUndefined();
  });

  it('after the victim signs in with their own provider-verified account, the attacker\'s social login is refused', async () => {
    const victim = 'victim-b2@pre-account.test';
    idp.accounts.set('squatter-b2', { sub: 'squatter-b2', email: victim, email_verified: false });
    await idp.login('google', 'squatter-b2');
    idp.accounts.set('victim-b2', { sub: 'google-victim-b2', email: victim, email_verified: true });
    expect((await idp.login('google', 'victim-b2')).res.status).toBe(200);
    const again = await idp.login('google', 'squatter-b2');
    expect(again.res.status).toBe(401);
    expect(again.res.data.errors).toEqual(['Failed to authenticate']);
  });
});

describe('H4: the activation link of the attacker\'s sign-up', () => {
  it('asks the owner for a new password, and the attacker\'s password stops working', async () => {
    const victim = 'victim-c@pre-account.test';
    expect((await signUp(victim)).status).toBe(200);
    const link = linkParams((await lastMail(t, victim)).links[0]!);
    const strategy = await t.browser().fetch(`${ID}/users/v1/activate/strategy?${new URLSearchParams(link)}`);
    expect(strategy.data).toEqual({ shouldSetPassword: true });
    const without = await activateFromMailbox(victim);
    expect(without.status).toBe(400);
    expect((await activateFromMailbox(victim, VICTIM_PASSWORD)).status).toBe(200);
    expect((await passwordLogin(victim, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await passwordLogin(victim, VICTIM_PASSWORD)).status).toBe(200);
  });
});

describe('H4: what else the attacker set up before the address was proven', () => {
  it('a session opened before the proof ends when the owner activates (unverified sign-in allowed)', async () => {
    const victim = 'victim-d@pre-account.test';
    await t.deps.vendor.update({ allowNotVerifiedUsersLogin: true });
    try {
      expect((await signUp(victim)).status).toBe(200);
      const attacker = t.browser();
      expect((await attacker.fetch(`${ID}/auth/v1/user`, { json: { email: victim, password: ATTACKER_PASSWORD } })).status).toBe(200);
      expect((await activateFromMailbox(victim, VICTIM_PASSWORD)).status).toBe(200);
      expect((await refresh(attacker)).status).toBe(401);
    } finally {
      await t.deps.vendor.update({ allowNotVerifiedUsersLogin: false });
    }
  });

  it('a sign-in phone given at the attacker\'s sign-up no longer receives login codes once the owner activates', async () => {
    const victim = 'victim-e@pre-account.test';
    const attackerPhone = '+447700900555';
    const strategies = t.deps.vendor.config.activeAuthStrategies;
    await t.deps.vendor.update({ activeAuthStrategies: [...(strategies ?? []), 'EmailAndPassword', 'SmsCode'] });
    try {
      expect((await signUp(victim, { phoneNumber: attackerPhone })).status).toBe(200);
      expect((await activateFromMailbox(victim, VICTIM_PASSWORD)).status).toBe(200);
      expect((await t.browser().fetch(`${ID}/auth/v1/passwordless/SmsCode/prelogin`, { json: { email: victim } })).status).toBe(200);
      // The dev SMS outbox waits for the send queued after the answer.
      const toAttacker = ((await (await fetch(`${t.url}/dev/sms`)).json()) as { to: string; codes: string[] }[]).filter((m) => m.to === attackerPhone);
      for (const sms of toAttacker) {
        const login = await t.browser().fetch(`${ID}/auth/v1/passwordless/SmsCode/postlogin`, { json: { token: sms.codes[0], email: victim } });
        expect(login.status, 'the attacker signed in with a code texted to their phone').not.toBe(200);
      }
      expect(toAttacker).toEqual([]);
    } finally {
      await t.deps.vendor.update({ activeAuthStrategies: strategies });
    }
  });
});
