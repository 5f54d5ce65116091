import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTC_MSG } from '../passwordless';
import { DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { ID, newTenantAdmin } from '../test/users-admin';
import { PHONE_NUMBER_MSG } from './routes';

let t: TestServer;
const P = `${ID}/users/phone-numbers/v1`;
const sms = async (to: string) => ((await (await fetch(`${t.url}/dev/sms`)).json()) as { to: string; codes: string[] }[]).find((m) => m.to === to)!.codes[0]!;
let me: { browser: ReturnType<TestServer['browser']>; accessToken: string; userId: string };

beforeAll(async () => {
  t = await startServer();
  const login = await t.login(DEMO_MEMBER);
  me = { browser: login.browser, accessToken: login.accessToken, userId: '' };
});
afterAll(async () => t?.close());

/** Adds and verifies `phone` for the member; returns the stored number. */
async function add(phone: string) {
  const start = await me.browser.fetch(P, { json: { phoneNumber: phone }, token: me.accessToken });
  expect(start.status).toBe(201);
  const done = await me.browser.fetch(`${P}/verify`, { json: { otcToken: start.data.otcToken, code: await sms(phone) }, token: me.accessToken });
  expect(done.status).toBe(200);
  expect(done.data.id).toBe(start.data.id);
  return done.data as { id: string; phoneNumber: string };
}

describe('phone numbers of the signed-in user', () => {
  it('stores a number only after its texted code; the code works once; a duplicate is refused', async () => {
    const start = await me.browser.fetch(P, { json: { phoneNumber: '+447700900201' }, token: me.accessToken });
    expect(start.data).toMatchObject({ phoneNumber: '+447700900201', id: expect.any(String), otcToken: expect.any(String) });
    expect((await me.browser.fetch(P, { token: me.accessToken })).data).toEqual({ items: [], _metadata: { totalItems: 0, totalPages: 0 } });
    const code = await sms('+447700900201');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await me.browser.fetch(`${P}/verify`, { json: { otcToken: start.data.otcToken, code: wrong }, token: me.accessToken })).data.errors).toEqual([OTC_MSG.codeWrong]);
    const ok = await me.browser.fetch(`${P}/verify`, { json: { otcToken: start.data.otcToken, code }, token: me.accessToken });
    expect(ok.data).toMatchObject({ id: start.data.id, phoneNumber: '+447700900201' });
    const reuse = await me.browser.fetch(`${P}/verify`, { json: { otcToken: start.data.otcToken, code }, token: me.accessToken });
    expect(reuse.data.errors).toEqual([OTC_MSG.codeUsed]);
    const dup = await me.browser.fetch(P, { json: { phoneNumber: '+447700900201' }, token: me.accessToken });
    expect(dup.status).toBe(409);
    expect(dup.data.errors).toEqual([PHONE_NUMBER_MSG.exists]);
    expect((await t.db.selectFrom('audits').select('action').where('action', '=', 'Phone number added').execute())).toHaveLength(1);
  });

  it('pre-verifies a number (no id announced), then verify stores it; lists page by page (10 by default)', async () => {
    const pre = await me.browser.fetch(`${P}/preverify`, { json: { phoneNumber: '+447700900202' }, token: me.accessToken });
    expect(pre.status).toBe(200);
    expect(pre.data.id).toBeUndefined();
    expect((await me.browser.fetch(`${P}/verify`, { json: { otcToken: pre.data.otcToken, code: await sms('+447700900202') }, token: me.accessToken })).status).toBe(200);
    const page = await me.browser.fetch(`${P}?limit=1&offset=1`, { token: me.accessToken });
    expect(page.data._metadata).toEqual({ totalItems: 2, totalPages: 2 });
    expect(page.data.items.map((x: { phoneNumber: string }) => x.phoneNumber)).toEqual(['+447700900202']);
    // The published client's own list (getUserOwnPhoneNumbers): all of them, unpaged.
    const own = await me.browser.fetch(`${P}/me`, { token: me.accessToken });
    expect(own.data.map((x: { phoneNumber: string }) => x.phoneNumber).sort()).toEqual(['+447700900201', '+447700900202']);
    expect((await me.browser.fetch(P, { json: { phoneNumber: 'not a phone' }, token: me.accessToken })).status).toBe(400);
  });

  it('removes a number only with a code texted to it', async () => {
    const added = await add('+447700900203');
    const del = await me.browser.fetch(`${P}/${added.id}`, { method: 'DELETE', token: me.accessToken });
    expect(del.status).toBe(200);
    const code = await sms('+447700900203');
    const bad = await me.browser.fetch(`${P}/${added.id}/delete/verify`, { json: { otcToken: 'nope', code }, token: me.accessToken });
    expect(bad.status).toBe(400);
    expect((await me.browser.fetch(`${P}/${added.id}/delete/verify`, { json: { otcToken: del.data.otcToken, code }, token: me.accessToken })).status).toBe(200);
    expect((await me.browser.fetch(`${P}/${added.id}`, { method: 'DELETE', token: me.accessToken })).status).toBe(404);
    expect((await me.browser.fetch(P, { token: me.accessToken })).data.items.some((x: { id: string }) => x.id === added.id)).toBe(false);
  });

  it('keeps numbers to their owner: another tenant’s user neither sees, removes nor confirms them', async () => {
    const added = await add('+447700900204');
    const other = await newTenantAdmin(t, 'phones@globex.test', 'Globex');
    const headers = { 'x-portico-tenant-id': (await t.db.selectFrom('tenants').select('id').where('name', '=', 'Acme').executeTakeFirstOrThrow()).id };
    // Unscoped, and naming our tenant in the scoped-tenant header (refused outright there).
    for (const h of [{}, headers]) {
      const list = await other.browser.fetch(P, { token: other.accessToken, headers: h });
      expect(list.data.items ?? []).toEqual([]);
      const own = await other.browser.fetch(`${P}/me`, { token: other.accessToken, headers: h });
      expect(Array.isArray(own.data) ? own.data : []).toEqual([]);
      expect([404, 403]).toContain((await other.browser.fetch(`${P}/${added.id}`, { method: 'DELETE', token: other.accessToken, headers: h })).status);
    }
    const del = await me.browser.fetch(`${P}/${added.id}`, { method: 'DELETE', token: me.accessToken });
    const code = await sms('+447700900204');
    const theirs = await other.browser.fetch(`${P}/${added.id}/delete/verify`, { json: { otcToken: del.data.otcToken, code }, token: other.accessToken });
    expect(theirs.status).toBe(404);
    // The owner's challenge was not spent by the other attempt.
    expect((await me.browser.fetch(`${P}/${added.id}/delete/verify`, { json: { otcToken: del.data.otcToken, code }, token: me.accessToken })).status).toBe(200);
    expect((await t.browser().fetch(P)).status).toBe(401);
  });
});
