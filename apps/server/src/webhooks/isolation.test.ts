import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { startReceiver } from '../test/receiver';
import { ID, newTenantAdmin } from '../test/users-admin';

// Every webhooks route × (another tenant's admin, the read-only member) → nothing of Acme's is read or changed,
// and Acme's events reach only Acme's webhooks.

let t: TestServer;
let rx: Awaited<ReturnType<typeof startReceiver>>;
const tok = { own: '', other: '', member: '' };
let hookId = '';
let logId = '';
const call = (method: string, path: string, token: string, json?: unknown) => t.browser().fetch(path, { method, json, token });

beforeAll(async () => {
  t = await startServer();
  rx = await startReceiver();
  tok.own = (await t.login(DEMO_ADMIN)).accessToken;
  tok.other = (await newTenantAdmin(t, 'owner@globex-hooks.test', 'Globex')).accessToken;
  tok.member = (await t.login(DEMO_MEMBER)).accessToken;
  hookId = (await call('POST', '/webhook/custom', tok.own, { displayName: 'Acme feed', url: rx.url, eventKeys: ['frontegg.user.created'] })).data._id;
  await call('POST', `${ID}/users/v2`, tok.own, { email: 'iso@acme.test', name: 'Iso', roleIds: [] });
  await t.deps.events.drain();
  logId = (await call('GET', `/webhook/logs?id=${hookId}`, tok.own)).data.rows[0]._id;
});
afterAll(async () => {
  await rx?.close();
  await t?.close();
});

const routes = (): [string, string, unknown?][] => [
  ['PATCH', `/webhook/${hookId}`, { displayName: 'Hijacked' }],
  ['DELETE', `/webhook/${hookId}`],
  ['GET', `/webhook/logs?id=${hookId}`],
  ['POST', `/webhook/logs/${logId}/retries`],
  // Signing a test call with Acme's stored secret.
  ['POST', '/webhook/test', { url: rx.url, webhookId: hookId }],
];

describe('webhooks isolation and permissions', () => {
  it("another tenant's admin sees an empty list and gets 404 on every Acme id; its events never reach Acme's webhook", async () => {
    expect((await call('GET', '/webhook', tok.other)).data).toEqual([]);
    for (const [method, path, json] of routes()) expect([method, path, (await call(method, path, tok.other, json)).status]).toEqual([method, path, 404]);
    const globexHook = (await call('POST', '/webhook/custom', tok.other, { displayName: 'Globex feed', url: `${rx.url}?globex`, eventKeys: ['frontegg.user.created'] })).data._id;
    rx.got.length = 0;
    await call('POST', `${ID}/users/v2`, tok.own, { email: 'iso2@acme.test', name: 'Iso', roleIds: [] });
    await t.deps.events.drain();
    expect(rx.got.map((g) => JSON.parse(g.body).data.email)).toEqual(['iso2@acme.test']);
    expect((await call('GET', `/webhook/logs?id=${globexHook}`, tok.other)).data.total).toBe(0);
    const row = await t.db.selectFrom('webhooks').select('display_name').where('id', '=', hookId).executeTakeFirstOrThrow();
    expect(row.display_name).toBe('Acme feed');
  });

  it('the read-only member reads webhooks and logs but cannot create, change, delete, test or retry (403)', async () => {
    expect((await call('GET', '/webhook', tok.member)).data.map((h: { _id: string }) => h._id)).toContain(hookId);
    expect((await call('GET', `/webhook/logs?id=${hookId}`, tok.member)).status).toBe(200);
    const writes: [string, string, unknown?][] = [
      ['POST', '/webhook/custom', { displayName: 'x', url: rx.url, eventKeys: ['frontegg.user.created'] }],
      ['POST', '/webhook/test', { url: rx.url }],
      ...routes().filter(([m]) => m !== 'GET'),
    ];
    for (const [method, path, json] of writes) expect([method, path, (await call(method, path, tok.member, json)).status]).toEqual([method, path, 403]);
    expect((await call('GET', '/webhook', '')).status).toBe(401);
  });
});
