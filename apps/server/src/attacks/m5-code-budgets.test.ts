import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elapse, fromIp, sentMessages, smsCodeTo } from '../test/budgets';
import { DEMO_ADMIN, DEMO_MEMBER, lastMail, startServer, type TestServer } from '../test/fixture';
import { claimsOf, ID } from '../test/users-admin';

// M5: code and link budgets belong to the account, whichever identifier (e-mail, userId, phone) and kind the client
// names, and wrong codes are limited per account, not only per client address (the attacker changes address freely).
let t: TestServer;
let ipCount = 0;
/** A fresh client address for every request: only account budgets can stop these attacks. */
const anyIp = () => fromIp(`198.51.${Math.floor(++ipCount / 250)}.${ipCount % 250}`);
beforeAll(async () => {
  t = await startServer({ trustProxy: 1 });
  await t.deps.vendor.update({ authStrategy: 'Code', activeAuthStrategies: ['EmailAndPassword', 'Code', 'MagicLink', 'SmsCode'] });
});
afterAll(async () => t?.close());

const P = `${ID}/auth/v1/passwordless`;
const PHONE = '+447700902001';
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('M5: passwordless budgets belong to the account', () => {
  it('one account gets at most 10 codes and links an hour, alternating e-mail, userId and phone, and every kind', async () => {
    const member = await t.login(DEMO_MEMBER);
    const userId = claimsOf(member.accessToken).sub as string;
    const start = await member.browser.fetch(`${ID}/users/v1/phone`, { json: { phoneNumber: PHONE }, token: member.accessToken });
    await member.browser.fetch(`${ID}/users/v1/phone/verify`, { json: { otcToken: start.data.otcToken, code: await smsCodeTo(t, PHONE) }, token: member.accessToken });
    const isSignIn = (m: { to: string; subject: string | null; text: string }) =>
      (m.to === DEMO_MEMBER && /sign-in (code|link)/i.test(m.subject ?? '')) || (m.to === PHONE && /sign-in code/.test(m.text));
    const before = (await sentMessages(t)).filter(isSignIn).length;
    for (let round = 0; round < 5; round++) {
      for (const who of [{ email: DEMO_MEMBER }, { userId }, { phoneNumber: PHONE }]) {
        for (const kind of ['Code', 'MagicLink', 'SmsCode']) await t.browser().fetch(`${P}/${kind}/prelogin`, { json: who, headers: anyIp() });
      }
      // Past every resend cooldown: only the hourly budget may stop the next round.
      await elapse(t, 31);
    }
    const sent = (await sentMessages(t)).filter(isSignIn).length - before;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(10);
  });

  it('wrong codes are counted per account across client addresses; then even the right code is refused (429, Retry-After)', async () => {
    const statuses: number[] = [];
    let code = '';
    for (let round = 0; round < 3; round++) {
      await t.browser().fetch(`${P}/Code/prelogin`, { json: { email: DEMO_ADMIN }, headers: anyIp() });
      code = (await lastMail(t, DEMO_ADMIN)).codes[0]!;
      for (let i = 0; i < 4; i++) {
        statuses.push((await t.browser().fetch(`${P}/Code/postlogin`, { json: { token: wrongFor(code), email: DEMO_ADMIN }, headers: anyIp() })).status);
      }
      await elapse(t, 31);
    }
    expect(statuses).toContain(429);
    // The last code has had 4 wrong tries (under the 5 of one code): only the account's budget refuses it.
    const right = await t.browser().fetch(`${P}/Code/postlogin`, { json: { token: code, email: DEMO_ADMIN }, headers: anyIp() });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(right.data.accessToken).toBeUndefined();
  });

  it('an unknown address is refused after exactly as many wrong codes as a known one (no enumeration)', async () => {
    const guess = async (email: string) => {
      const out: number[] = [];
      for (let i = 0; i < 12; i++) out.push((await t.browser().fetch(`${P}/Code/postlogin`, { json: { token: '123456', email }, headers: anyIp() })).status);
      return out;
    };
    const known = await guess('member@acme.test');
    const unknown = await guess('nobody-m5@acme.test');
    expect(known).toContain(429);
    expect(unknown).toEqual(known);
  });
});
