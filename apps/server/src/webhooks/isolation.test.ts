import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/fixture';
import { matrixTests, signInCallers, type MatrixCase, type Who } from '../test/isolation';
import { startReceiver } from '../test/receiver';
import { ID } from '../test/users-admin';

// Every webhooks route × (own admin, another tenant's admin — also naming our tenant in the scoped-tenant header — a
// member without a role, the read-only member for writes) → nothing of Acme's is read or changed but by Acme's admin,
// and Acme's events reach only Acme's webhooks.

let t: TestServer;
let rx: Awaited<ReturnType<typeof startReceiver>>;
const tok: Record<Who, string> = { own: '', other: '', otherScoped: '', noRole: '', member: '' };
let acme = '';
let hookId = '';
let logId = '';
const call = (method: string, path: string, token: string, json?: unknown) => t.browser().fetch(path, { method, json, token });

beforeAll(async () => {
  t = await startServer();
  rx = await startReceiver();
  acme = await signInCallers(t, tok);
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

const send = (method: string, path: string, token: string, headers: Record<string, string>, json?: unknown) =>
  t.browser().fetch(path, { method, token, headers, ...(json !== undefined ? { json } : {}) });
const hook = (id: string) => t.db.selectFrom('webhooks').select(['display_name']).where('id', '=', id).where('tenant_id', '=', acme).executeTakeFirst();
/** A fresh webhook of ours for an attempt that changes or deletes one. */
const newHook = async () => (await call('POST', '/webhook/custom', tok.own, { displayName: `Acme ${crypto.randomUUID().slice(0, 8)}`, url: rx.url, eventKeys: ['frontegg.user.created'] })).data._id as string;
const STALE = new Date('2000-01-01T00:00:00Z');
const CASES: MatrixCase[] = [
  { name: 'GET /webhook', write: false, run: (tk, h) => send('GET', '/webhook', tk, h),
    affected: async (r) => r.status === 200 && (r.data as { _id: string }[]).some((x) => x._id === hookId) },
  { name: 'POST /webhook/custom', write: true, setup: async () => `Made ${crypto.randomUUID().slice(0, 8)}`,
    run: (tk, h, displayName) => send('POST', '/webhook/custom', tk, h, { displayName, url: rx.url, eventKeys: ['frontegg.user.created'] }),
    affected: async (_r, name) => !!(await t.db.selectFrom('webhooks').select('id').where('display_name', '=', name).where('tenant_id', '=', acme).executeTakeFirst()) },
  { name: 'PATCH /webhook/{id}', write: true, setup: newHook, run: (tk, h, id) => send('PATCH', `/webhook/${id}`, tk, h, { displayName: 'Hijacked' }),
    affected: async (_r, id) => (await hook(id))?.display_name === 'Hijacked', status: { other: 404 } },
  { name: 'DELETE /webhook/{id}', write: true, setup: newHook, run: (tk, h, id) => send('DELETE', `/webhook/${id}`, tk, h),
    affected: async (_r, id) => !(await hook(id)), status: { other: 404 } },
  { name: 'GET /webhook/logs', write: false, run: (tk, h) => send('GET', `/webhook/logs?id=${hookId}`, tk, h),
    affected: async (r) => r.status === 200 && (r.data.rows as { _id: string }[]).some((x) => x._id === logId), status: { other: 404 } },
  // The logged delivery is marked settled long ago before each attempt: a retry queues it again (and touches it).
  { name: 'POST /webhook/logs/{id}/retries', write: true,
    setup: async () => { await t.deps.events.drain(); await t.db.updateTable('connectivity_deliveries').set({ status: 'failed', updated_at: STALE }).where('id', '=', logId).execute(); return ''; },
    run: (tk, h) => send('POST', `/webhook/logs/${logId}/retries`, tk, h),
    affected: async () => +(await t.db.selectFrom('connectivity_deliveries').select('updated_at').where('id', '=', logId).executeTakeFirstOrThrow()).updated_at !== +STALE,
    status: { other: 404 } },
];

describe('cross-tenant matrix of the webhooks routes', () => {
  matrixTests(CASES, tok, () => acme);
});
