import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { totpCode } from '../mfa';
import { Browser, DEMO_MEMBER, DEMO_PASSWORD, lastMail, startServer, type TestServer } from '../test/fixture';
import { freshTotp } from '../test/totp-app';

const ID = '/identity/resources';
const STEP = 30_000;
let t: TestServer;
let secret = '';
let deviceId = '';

beforeAll(async () => {
  t = await startServer();
  const { accessToken } = await t.login(DEMO_MEMBER);
  const b = t.browser();
  const enrol = await b.fetch(`${ID}/users/v1/mfa/authenticator/enroll`, { json: {}, token: accessToken });
  secret = new URL(enrol.data.qrCode as string).searchParams.get('secret')!;
  expect((await b.fetch(`${ID}/users/v1/mfa/authenticator/enroll/verify`, { json: { token: await freshTotp(secret) }, token: accessToken })).status).toBe(200);
  deviceId = (await b.fetch(`${ID}/users/v1/mfa/devices`, { token: accessToken })).data.authenticators[0].id;
});
afterAll(async () => t?.close());

const mfaToken = async (): Promise<string> => {
  const login = await t.browser().fetch(`${ID}/auth/v1/user`, { json: { email: DEMO_MEMBER, password: DEMO_PASSWORD } });
  expect(login.data.mfaRequired).toBe(true);
  return login.data.mfaToken as string;
};
const wrong = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
const verify = (token: string, value: string, b: Browser = t.browser()) => b.fetch(`${ID}/auth/v1/user/mfa/verify`, { json: { mfaToken: token, value } });

describe('second-factor attempt limits', () => {
  it('20 parallel wrong codes on one mfaToken: at most 5 are checked, then even the right code is refused (429) and the user is mailed', async () => {
    const token = await mfaToken();
    const bad = wrong(totpCode(secret));
    const results = await Promise.all(Array.from({ length: 20 }, () => verify(token, bad)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16);
    expect(results.find((r) => r.status === 429)!.data.errors[0]).toMatch(/too many failed verification attempts/i);
    const right = await verify(token, totpCode(secret));
    expect(right.status).toBe(429);
    expect(right.data.accessToken).toBeUndefined();
    expect((await lastMail(t, DEMO_MEMBER)).subject).toBe('Failed sign-in verification attempts');
  });

  it('the device path and the hosted /oauth/authorize form share the per-user limit (10 / 15 min); reaching it voids pending mfaTokens', async () => {
    // 5 failures so far (above). Spend 4 more on the device path with a fresh token.
    const token = await mfaToken();
    const pendingToken = await mfaToken();
    const bad = wrong(totpCode(secret));
    for (let i = 0; i < 4; i++) {
      const r = await t.browser().fetch(`${ID}/auth/v1/user/mfa/authenticator/${deviceId}/verify`, { json: { mfaToken: token, value: bad } });
      expect(r.status).toBe(400);
    }
    // The 10th failure, through the hosted OAuth form, reaches the user limit.
    const b = t.browser();
    const params = { client_id: 'portico-demo', redirect_uri: 'http://app.test/oauth/callback', response_type: 'code', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256', state: 's' };
    const post = (fields: Record<string, string>) => b.fetch('/oauth/authorize', { body: new URLSearchParams({ ...params, ...fields }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)![1]!;
    let page = await post({ csrf: 'none' });
    page = await post({ csrf: csrfOf(page.text), email: DEMO_MEMBER, password: DEMO_PASSWORD });
    const formToken = /name="mfaToken" value="([^"]+)"/.exec(page.text)![1]!;
    page = await post({ csrf: csrfOf(page.text), mfaToken: formToken, code: bad });
    expect(page.status).toBe(401);
    expect(page.text).toMatch(/Too many failed verification attempts/);
    // Pending tokens are void, the right code no longer passes, on any path, even on a new login.
    expect((await verify(pendingToken, totpCode(secret))).status).toBe(401);
    // A login in the same second as the lock-out gets a void token (401); later ones meet the full window (429).
    const fresh = await verify(await mfaToken(), totpCode(secret));
    expect([401, 429]).toContain(fresh.status);
    expect(fresh.data.accessToken).toBeUndefined();
    page = await post({ csrf: csrfOf(page.text), mfaToken: await mfaToken(), code: totpCode(secret) });
    expect(page.status).toBe(401);
    expect(page.headers.get('location')).toBeNull();
    const audit = await t.db.selectFrom('audits').select('action').where('action', '=', 'MFA attempts exceeded').execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('the window is kept in the database: once it has passed, the right code works again', async () => {
    await t.db.updateTable('rate_limits').set({ window_start: new Date(Date.now() - 16 * 60_000), tripped_at: new Date(Date.now() - 60_000) }).execute();
    const ok = await verify(await mfaToken(), await freshTotp(secret));
    expect(ok.status).toBe(200);
    expect(ok.data.accessToken).toBeTruthy();
  });

  it('holds across two server instances sharing the database, under parallel attempts', async () => {
    const second = await createApp({ ...t.deps.config, seed: false }, t.db);
    const server = serve({ fetch: second.app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise<void>((r) => server.once('listening', () => r()));
    try {
      const other = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${t.deps.config.prefix}`;
      const token = await mfaToken();
      const bad = wrong(totpCode(secret));
      const results = await Promise.all(Array.from({ length: 12 }, (_, i) => verify(token, bad, new Browser(i % 2 ? other : t.base))));
      expect(results.filter((r) => r.status === 400)).toHaveLength(4);
      expect(results.filter((r) => r.status === 429)).toHaveLength(8);
      expect((await verify(token, totpCode(secret, () => Date.now() + 2 * STEP), new Browser(other))).status).toBe(429);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe('e-mail codes share the limit', () => {
  it('asking for new codes does not buy new guesses: after 5 wrong codes on one mfaToken, a fresh right code is refused', async () => {
    const email = 'mail-limit@corp.test';
    await t.browser().fetch(`${ID}/users/v1/signUp`, { json: { email, password: 'long enough pw' } });
    await t.db.updateTable('users').set({ verified: true }).where('email', '=', email).execute();
    await t.deps.vendor.update({ mfaPolicy: { ...t.deps.vendor.config.mfaPolicy, enforceMFAType: 'Force' } });
    try {
      const login = await t.browser().fetch(`${ID}/auth/v1/user`, { json: { email, password: 'long enough pw' } });
      const mfaToken = login.data.mfaToken as string;
      // The mail with a code not seen yet: the lock-out notice (no code) is mailed after a response and may land last.
      const seen = new Set<string>();
      const newCode = async () => {
        const code = (await lastMail(t, email, (m) => m.codes.length > 0 && !seen.has(m.codes[0]!))).codes[0]!;
        seen.add(code);
        return code;
      };
      const fresh = async () => {
        const otcToken = (await t.browser().fetch(`${ID}/auth/v1/user/mfa/emailcode`, { json: { mfaToken } })).data.otcToken as string;
        return { otcToken, code: await newCode() };
      };
      const statuses: number[] = [];
      for (const guesses of [3, 2]) {
        const { otcToken, code } = await fresh();
        for (let i = 0; i < guesses; i++) {
          statuses.push((await t.browser().fetch(`${ID}/auth/v1/user/mfa/emailcode/verify`, { json: { mfaToken, otcToken, code: wrong(code) } })).status);
        }
      }
      expect(statuses).toEqual([400, 400, 400, 400, 429]);
      const { otcToken, code } = await fresh();
      const right = await t.browser().fetch(`${ID}/auth/v1/user/mfa/emailcode/verify`, { json: { mfaToken, otcToken, code } });
      expect(right.status).toBe(429);
      expect(right.data.accessToken).toBeUndefined();
      // 5 more failures on a new sign-in reach the user limit; then no new code is even mailed.
      const second = (await t.browser().fetch(`${ID}/auth/v1/user`, { json: { email, password: 'long enough pw' } })).data.mfaToken as string;
      const otc = (await t.browser().fetch(`${ID}/auth/v1/user/mfa/emailcode`, { json: { mfaToken: second } })).data.otcToken as string;
      const last = await newCode();
      const more: number[] = [];
      for (let i = 0; i < 5; i++) more.push((await t.browser().fetch(`${ID}/auth/v1/user/mfa/emailcode/verify`, { json: { mfaToken: second, otcToken: otc, code: wrong(last) } })).status);
      expect(more).toEqual([400, 400, 400, 400, 429]);
      // A second later, so the new token is not voided by the lock-out itself (that would answer 401).
      await new Promise((r) => setTimeout(r, 1100));
      const third = (await t.browser().fetch(`${ID}/auth/v1/user`, { json: { email, password: 'long enough pw' } })).data.mfaToken as string;
      const mailsBefore = ((await (await fetch(`${t.url}/dev/mailbox?to=${email}`)).json()) as unknown[]).length;
      expect((await t.browser().fetch(`${ID}/auth/v1/user/mfa/emailcode`, { json: { mfaToken: third } })).status).toBe(429);
      expect(((await (await fetch(`${t.url}/dev/mailbox?to=${email}`)).json()) as unknown[]).length).toBe(mailsBefore);
    } finally {
      await t.deps.vendor.update({ mfaPolicy: { ...t.deps.vendor.config.mfaPolicy, enforceMFAType: 'DontForce' } });
    }
  });
});
