import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '../mailbox/outbox';
import { DEMO_ADMIN, lastMail, linkParams, startServer, type TestServer } from '../test/fixture';

const ID = '/identity/resources';
let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());

const mails = async (to: string, subject: string) =>
  ((await (await fetch(`${t.url}/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as { subject: string }[]).filter((m) => m.subject === subject).length;

/** Makes every mail take `ms` to send, for the duration of `fn`. */
async function withSlowMail<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const send = t.deps.outbox.send.bind(t.deps.outbox);
  t.deps.outbox.send = async (m: OutgoingMessage) => { await new Promise((r) => setTimeout(r, ms)); return send(m); };
  try { return await fn(); } finally { t.deps.outbox.send = send; }
}

const timed = async <T>(fn: () => Promise<T>): Promise<[T, number]> => { const s = performance.now(); const r = await fn(); return [r, performance.now() - s]; };

describe('password and sign-up hardening', () => {
  it('forgot-password and sign-up answer without waiting for mail, and the mail still arrives', async () => {
    await withSlowMail(1500, async () => {
      const [reset, resetMs] = await timed(() => t.browser().fetch(`${ID}/users/v1/passwords/reset`, { json: { email: DEMO_ADMIN } }));
      expect(reset.status).toBe(200);
      expect(resetMs).toBeLessThan(1000);
      const [signUp, signUpMs] = await timed(() => t.browser().fetch(`${ID}/users/v1/signUp`, { json: { email: 'quick@corp.test', password: 'correct horse battery' } }));
      expect(signUp.status).toBe(200);
      expect(signUpMs).toBeLessThan(1000);
      const [again, againMs] = await timed(() => t.browser().fetch(`${ID}/users/v1/signUp`, { json: { email: 'quick@corp.test', password: 'correct horse battery' } }));
      expect(Object.keys(again.data).sort()).toEqual(['shouldActivate', 'tenantId', 'userId']);
      expect(againMs).toBeLessThan(1000);
    });
    expect((await lastMail(t, DEMO_ADMIN)).subject).toBe('Reset your password');
    expect(await mails('quick@corp.test', 'Activate your account')).toBe(1);
    expect(await mails('quick@corp.test', 'Sign-up attempt')).toBe(1);
    // The taken address rehearsed the account writes and rolled them back: nothing of it is left.
    expect(await t.db.selectFrom('users').select('id').where('email', 'like', '%@sign-up.invalid').execute()).toEqual([]);
    expect(await t.db.selectFrom('user_tenants').innerJoin('users', 'users.id', 'user_tenants.user_id').select('tenant_id').where('email', '=', 'quick@corp.test').execute()).toHaveLength(1);
  });

  it('forgot-password: at most 5 mails per address per hour, with the same answer every time (known or not)', async () => {
    const before = await mails(DEMO_ADMIN, 'Reset your password');
    const known = [];
    for (let i = 0; i < 8; i++) known.push(await t.browser().fetch(`${ID}/users/v1/passwords/reset`, { json: { email: DEMO_ADMIN.toUpperCase() } }));
    const unknown = await t.browser().fetch(`${ID}/users/v1/passwords/reset`, { json: { email: 'nobody@acme.test' } });
    for (const r of [...known, unknown]) {
      expect(r.status).toBe(200);
      expect(r.text).toBe('{}');
    }
    // One request was spent by the test above: 4 more mails, then none.
    expect(await mails(DEMO_ADMIN, 'Reset your password')).toBe(before + 4);
    const { userId, token } = linkParams((await lastMail(t, DEMO_ADMIN)).links[0]!);
    expect((await t.browser().fetch(`${ID}/users/v1/passwords/reset/verify`, { json: { userId, token, password: 'brand new passphrase' } })).status).toBe(200);
  });

  it('an activation refused by the password-history check does not spend the link', async () => {
    await t.browser().fetch(`${ID}/users/v1/signUp`, { json: { email: 'history@corp.test', password: 'first passphrase here' } });
    const link = linkParams((await lastMail(t, 'history@corp.test')).links[0]!);
    // The sign-up's password is voided when the owner proves the address, so it is no one's history: the owner proves it
    // by a reset first (the same password may be chosen again), which makes it the owner's and the activation's history.
    await t.browser().fetch(`${ID}/users/v1/passwords/reset`, { json: { email: 'history@corp.test' } });
    const reset = linkParams((await lastMail(t, 'history@corp.test')).links[0]!);
    expect((await t.browser().fetch(`${ID}/users/v1/passwords/reset/verify`, { json: { ...reset, password: 'first passphrase here' } })).status).toBe(200);
    const reused = await t.browser().fetch(`${ID}/users/v1/activate`, { json: { ...link, password: 'first passphrase here' } });
    expect(reused.status).toBe(400);
    expect(reused.data.errors).toEqual(['Password was used recently, please choose another one']);
    const ok = await t.browser().fetch(`${ID}/users/v1/activate`, { json: { ...link, password: 'second passphrase here' } });
    expect(ok.status).toBe(200);
    expect(ok.data.accessToken).toBeTruthy();
  });

  it('a reset refused by the password-history check does not spend the link; a wrong token gets no history answer', async () => {
    await t.browser().fetch(`${ID}/users/v1/passwords/reset`, { json: { email: 'history@corp.test' } });
    const link = linkParams((await lastMail(t, 'history@corp.test')).links[0]!);
    const probe = await t.browser().fetch(`${ID}/users/v1/passwords/reset/verify`, { json: { userId: link.userId, token: 'wrong', password: 'second passphrase here' } });
    expect(probe.data.errors).toEqual(['Invalid or expired token']);
    const reused = await t.browser().fetch(`${ID}/users/v1/passwords/reset/verify`, { json: { ...link, password: 'second passphrase here' } });
    expect(reused.data.errors).toEqual(['Password was used recently, please choose another one']);
    expect((await t.browser().fetch(`${ID}/users/v1/passwords/reset/verify`, { json: { ...link, password: 'third passphrase here' } })).status).toBe(200);
  });
});
