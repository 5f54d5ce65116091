import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromIp, sentMessages } from '../test/budgets';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_PASSWORD, startServer, type Browser, type TestServer } from '../test/fixture';
import { ID, newTenantAdmin } from '../test/users-admin';

// LOW: every route that sends mail or SMS spends a budget of the account and of the client address; one account may
// text only a few distinct numbers a day (SMS pumping). Refusals are 429 with Retry-After and tell nothing about accounts.
let t: TestServer;
let ipCount = 0;
const anyIp = () => fromIp(`198.18.${Math.floor(++ipCount / 250)}.${ipCount % 250}`);
beforeAll(async () => {
  t = await startServer({ trustProxy: 1 });
});
afterAll(async () => t?.close());

const mailsTo = async (to: string, subject: RegExp) => (await sentMessages(t)).filter((m) => m.to === to && subject.test(m.subject ?? '')).length;
const textedNumbers = async () => new Set((await sentMessages(t)).filter((m) => m.channel === 'sms').map((m) => m.to));
const expectRefusal = (res: { status: number; headers: Headers; data: { errors?: string[] } }) => {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(res.data.errors?.[0]).toMatch(/too many/i);
};

describe('LOW: sign-up and account mail', () => {
  it('one client address gets at most 60 sign-ups an hour; the refusal is alike for a taken and a new address', async () => {
    const ip = fromIp('203.0.113.10');
    const b = t.browser();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push((await b.fetch(`${ID}/users/v1/signUp`, { json: { email: `bulk-${i}@spam.test`, companyName: 'Spam', password: 'bulk sign-up secret' }, headers: ip })).status);
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    const fresh = await b.fetch(`${ID}/users/v1/signUp`, { json: { email: 'bulk-new@spam.test', companyName: 'Spam', password: 'bulk sign-up secret' }, headers: ip });
    const taken = await b.fetch(`${ID}/users/v1/signUp`, { json: { email: DEMO_ADMIN, companyName: 'Spam', password: 'bulk sign-up secret' }, headers: ip });
    expectRefusal(fresh);
    expect(taken.status).toBe(fresh.status);
    expect(taken.data).toEqual(fresh.data);
    // Another client address is not affected.
    expect((await b.fetch(`${ID}/users/v1/signUp`, { json: { email: 'bulk-elsewhere@spam.test', companyName: 'Spam', password: 'bulk sign-up secret' }, headers: anyIp() })).status).toBe(200);
  });

  it('sign-ups naming a taken address mail its owner a bounded number of notices, from any number of addresses', async () => {
    for (let i = 0; i < 10; i++) await t.browser().fetch(`${ID}/users/v1/signUp`, { json: { email: DEMO_MEMBER, companyName: 'Noise', password: 'noise sign-up secret' }, headers: anyIp() });
    expect(await mailsTo(DEMO_MEMBER, /sign-up attempt/i)).toBeLessThanOrEqual(5);
  });

  it('activation resends are bounded per account, from any number of addresses', async () => {
    await t.browser().fetch(`${ID}/users/v1/signUp`, { json: { email: 'never-active@corp.test', companyName: 'Idle', password: 'idle sign-up secret' }, headers: anyIp() });
    for (let i = 0; i < 10; i++) await t.browser().fetch(`${ID}/users/v1/activate/reset`, { json: { email: 'never-active@corp.test' }, headers: anyIp() });
    expect(await mailsTo('never-active@corp.test', /activate/i)).toBeLessThanOrEqual(5);
  });

  it('anonymous mail routes refuse one client address past its budget, alike for known and unknown addresses', async () => {
    for (const [i, path] of ['/users/v1/activate/reset', '/users/v1/passwords/reset'].entries()) {
      const ip = fromIp(`203.0.113.${20 + i}`);
      for (let n = 0; n < 30; n++) expect((await t.browser().fetch(`${ID}${path}`, { json: { email: `probe-${n}@nowhere.test` }, headers: ip })).status).toBe(200);
      const unknown = await t.browser().fetch(`${ID}${path}`, { json: { email: 'probe-last@nowhere.test' }, headers: ip });
      const known = await t.browser().fetch(`${ID}${path}`, { json: { email: DEMO_MEMBER }, headers: ip });
      expectRefusal(unknown);
      expect(known.status).toBe(unknown.status);
      expect(known.data).toEqual(unknown.data);
    }
  });

  it('MFA e-mail codes are bounded per account however many sign-ins ask for one', async () => {
    const email = 'mfa-mail-flood@corp.test';
    await t.browser().fetch(`${ID}/users/v1/signUp`, { json: { email, companyName: 'Flood', password: DEMO_PASSWORD }, headers: anyIp() });
    await t.db.updateTable('users').set({ verified: true }).where('email', '=', email).execute();
    await t.deps.vendor.update({ mfaPolicy: { ...t.deps.vendor.config.mfaPolicy, enforceMFAType: 'Force' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const login = await t.browser().fetch(`${ID}/auth/v1/user`, { json: { email, password: DEMO_PASSWORD }, headers: anyIp() });
        statuses.push((await t.browser().fetch(`${ID}/auth/v1/user/mfa/emailcode`, { json: { mfaToken: login.data.mfaToken }, headers: anyIp() })).status);
      }
      expect(await mailsTo(email, /sign-in code/i)).toBeLessThanOrEqual(10);
      expect(statuses).toContain(429);
    } finally {
      await t.deps.vendor.update({ mfaPolicy: { ...t.deps.vendor.config.mfaPolicy, enforceMFAType: 'DontForce' } });
    }
  });

  it('an admin resending activation mail reaches one person a bounded number of times (429, Retry-After)', async () => {
    const admin = await t.login(DEMO_ADMIN);
    const add = await t.browser().fetch(`${ID}/users/v2`, { json: { email: 'resend-flood@acme.test', roleIds: [] }, token: admin.accessToken });
    expect(add.status).toBe(201);
    let last;
    for (let i = 0; i < 10; i++) last = await t.browser().fetch(`/team/resources/members/v1/${add.data.id}/resendActivationEmail`, { method: 'POST', token: admin.accessToken });
    expect(await mailsTo('resend-flood@acme.test', /invited|activate/i)).toBeLessThanOrEqual(5);
    expectRefusal(last!);
  });
});

describe('LOW: SMS pumping', () => {
  const texts = (b: Browser, token: string, i: number) => {
    const phoneNumber = `+4477009${String(30000 + i).padStart(5, '0')}`;
    // Every route that texts a number the caller names: the phone numbers list, the sign-in phone, SMS MFA.
    const path = [`${ID}/users/phone-numbers/v1/preverify`, `${ID}/users/v1/phone`, `${ID}/users/v1/mfa/sms/enroll`][i % 3]!;
    return b.fetch(path, { json: { phoneNumber }, token, headers: anyIp() });
  };

  it('one account texts at most 5 distinct numbers a day, whichever route names them', async () => {
    const me = await t.login(DEMO_MEMBER);
    const before = await textedNumbers();
    const answers = [];
    for (let i = 0; i < 17; i++) answers.push(await texts(me.browser, me.accessToken, i));
    const now = await textedNumbers();
    expect([...now].filter((n) => !before.has(n)).length).toBeLessThanOrEqual(5);
    expectRefusal(answers.at(-1)!);
  });

  it('one client address texts a bounded number of distinct numbers a day, across accounts', async () => {
    const ip = fromIp('203.0.113.40');
    const before = await textedNumbers();
    const statuses: number[] = [];
    for (let a = 0; a < 8; a++) {
      const owner = await newTenantAdmin(t, `pump-${a}@corp.test`, `Pump ${a}`);
      for (let i = 0; i < 5; i++) {
        const phoneNumber = `+4477009${String(40000 + a * 10 + i).padStart(5, '0')}`;
        statuses.push((await owner.browser.fetch(`${ID}/users/phone-numbers/v1/preverify`, { json: { phoneNumber }, token: owner.accessToken, headers: ip })).status);
      }
    }
    const fresh = [...(await textedNumbers())].filter((n) => !before.has(n) && n.startsWith('+44770094'));
    expect(fresh.length).toBeLessThanOrEqual(30);
    expect(statuses).toContain(429);
  });
});
