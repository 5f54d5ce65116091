import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lookup } from 'node:dns';
import { EventBus, backoffMs, resolver, verifySignature, SIGNATURE_HEADER, EVENT_ID_HEADER } from '../events';
import { DEMO_ADMIN, startServer, type TestServer } from '../test/fixture';
import { startReceiver } from '../test/receiver';
import { ID } from '../test/users-admin';
import { webhookDelivery } from './service';

let t: TestServer;
let admin = '';
let rx: Awaited<ReturnType<typeof startReceiver>>;
let clock = new Date('2026-11-23T12:00:00Z');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON, each assertion states its shape
const call = (method: string, path: string, json?: unknown, token = admin): Promise<{ status: number; data: any }> => t.browser().fetch(path, { method, json, token });
const invite = (email: string) => call('POST', `${ID}/users/v2`, { email, name: 'New', roleIds: [] });
const logs = async (id: string, q = '') => (await call('GET', `/webhook/logs?id=${id}${q}`)).data;
const advance = (ms: number) => { clock = new Date(clock.getTime() + ms); };
const SECRET = 'whsec_test_secret';

beforeAll(async () => {
  t = await startServer();
  t.deps.events.now = () => clock;
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  rx = await startReceiver();
});
afterAll(async () => {
  await rx?.close();
  await t?.close();
});
beforeEach(async () => {
  rx.got.length = 0;
  Object.assign(rx.state, { status: 200, reply: 'ok', hang: false });
  await t.db.deleteFrom('webhooks').execute();
  await t.db.deleteFrom('connectivity_deliveries').execute();
});

// "User created" only: an invitation of a new address also emits "User invited", and these tests count one delivery per invitation.
const createHook = async (eventKeys = ['frontegg.user.created'], extra: Record<string, unknown> = {}) => {
  const res = await call('POST', '/webhook/custom', { displayName: 'Feed', url: rx.url, secret: SECRET, eventKeys, ...extra });
  expect(res.status).toBe(201);
  return res.data as { _id: string; secret: string };
};

describe('webhooks CRUD', () => {
  it('create → list → patch → delete, validated against the catalogue, audited', async () => {
    const hook = await createHook(['frontegg.user.invitedToTenant', 'frontegg.user.created']);
    expect(hook).toMatchObject({ displayName: 'Feed', url: rx.url, secret: SECRET, isActive: true, eventKeys: ['frontegg.user.invitedToTenant', 'frontegg.user.created'] });
    const generated = await call('POST', '/webhook/custom', { displayName: 'No secret', url: rx.url, eventKeys: ['frontegg.user.deleted'] });
    expect(generated.data.secret).toMatch(/^whsec_.{20,}/);
    const list = await call('GET', '/webhook');
    expect(list.data.map((h: { displayName: string }) => h.displayName)).toEqual(['Feed', 'No secret']);
    // The secret is shown once, at creation: reads and updates never carry it, and an update leaves it as it was.
    expect(list.data.map((h: { secret?: string }) => h.secret)).toEqual([undefined, undefined]);
    const patched = await call('PATCH', `/webhook/${hook._id}`, { isActive: false, eventKeys: ['frontegg.user.deleted'] });
    expect(patched.data).toMatchObject({ isActive: false, eventKeys: ['frontegg.user.deleted'] });
    expect(patched.data.secret).toBeUndefined();
    expect((await t.db.selectFrom('webhooks').select('secret').where('id', '=', hook._id).executeTakeFirstOrThrow()).secret).toBe(SECRET);
    expect(await call('POST', '/webhook/custom', { displayName: 'x', url: rx.url, eventKeys: ['nope.event'] })).toMatchObject({ status: 400, data: { errors: ['eventKeys: Unknown event "nope.event"'] } });
    expect((await call('POST', '/webhook/custom', { displayName: 'x', url: 'ftp://x', eventKeys: ['frontegg.user.deleted'] })).status).toBe(400);
    expect((await call('DELETE', `/webhook/${hook._id}`)).status).toBe(200);
    expect((await call('DELETE', `/webhook/${hook._id}`)).status).toBe(404);
    expect((await call('PATCH', `/webhook/${crypto.randomUUID()}`, { isActive: true })).status).toBe(404);
    const actions = (await t.db.selectFrom('audits').select('action').where('action', 'like', 'Webhook%').execute()).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['Webhook created', 'Webhook updated', 'Webhook deleted']));
  });
});

describe('delivery', () => {
  it('an invitation reaches the receiver signed; the README recipe verifies it; the log shows status and duration', async () => {
    const hook = await createHook();
    expect((await invite('signed@acme.test')).status).toBe(201);
    // Queued, not sent, until a worker drains: the request never waited on the receiver.
    expect(rx.got).toHaveLength(0);
    expect(await t.deps.events.drain()).toBe(1);
    const [req] = rx.got;
    const body = JSON.parse(req!.body);
    expect(body).toMatchObject({ eventKey: 'frontegg.user.created', data: { email: 'signed@acme.test' } });
    expect(req!.headers[EVENT_ID_HEADER]).toBe(body.id);
    const now = Math.floor(clock.getTime() / 1000);
    expect(verifySignature(SECRET, String(req!.headers[SIGNATURE_HEADER]), req!.body, now)).toBe(true);
    expect(verifySignature('other', String(req!.headers[SIGNATURE_HEADER]), req!.body, now)).toBe(false);
    expect(verifySignature(SECRET, String(req!.headers[SIGNATURE_HEADER]), `${req!.body} `, now)).toBe(false);
    expect(verifySignature(SECRET, String(req!.headers[SIGNATURE_HEADER]), req!.body, now + 301)).toBe(false);
    const page = await logs(hook._id);
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ eventKey: 'frontegg.user.created', url: rx.url, statusCode: 200, body: 'ok', status: 'delivered', attempts: 1 });
    expect(page.rows[0].durationMs).toEqual(expect.any(Number));
  });

  it('inactive or unsubscribed webhooks get nothing', async () => {
    await createHook(['frontegg.user.deleted']);
    await createHook(undefined, { isActive: false });
    await invite('nobody@acme.test');
    expect(await t.deps.events.drain()).toBe(0);
    expect(rx.got).toHaveLength(0);
  });

  it('failures retry with exponential backoff up to the cap, then fail; "retry" queues again (202) and delivers', async () => {
    const o = t.deps.events.options;
    expect([1, 2, 3, 20].map((n) => backoffMs(n, o))).toEqual([10_000, 20_000, 40_000, 3_600_000]);
    const hook = await createHook();
    rx.state.status = 500;
    await invite('retry@acme.test');
    await t.deps.events.drain();
    let [row] = (await logs(hook._id)).rows;
    expect(row).toMatchObject({ status: 'pending', attempts: 1, statusCode: 500, nextAttemptAt: new Date(clock.getTime() + 10_000).toISOString() });
    // Not due yet: nothing is sent.
    expect(await t.deps.events.drain()).toBe(0);
    for (let n = 1; n < o.maxAttempts; n++) {
      advance(backoffMs(n, o));
      expect(await t.deps.events.drain()).toBe(1);
    }
    [row] = (await logs(hook._id)).rows;
    expect(row).toMatchObject({ status: 'failed', attempts: o.maxAttempts, statusCode: 500 });
    expect(rx.got).toHaveLength(o.maxAttempts);
    // Every attempt carries the same event id, so the receiver can drop duplicates.
    expect(new Set(rx.got.map((g) => g.headers[EVENT_ID_HEADER])).size).toBe(1);

    rx.state.status = 200;
    const retried = await call('POST', `/webhook/logs/${row._id}/retries`);
    expect(retried).toMatchObject({ status: 202, data: { isProcess: true, success: true } });
    expect(await t.deps.events.drain()).toBe(1);
    expect((await logs(hook._id)).rows[0]).toMatchObject({ status: 'delivered', statusCode: 200, attempts: 1 });
    expect((await call('POST', `/webhook/logs/${crypto.randomUUID()}/retries`)).status).toBe(404);
  });

  it('a receiver that never answers is cut off by the timeout and retried; the request path never waits on it', async () => {
    const hook = await createHook();
    rx.state.hang = true;
    t.deps.events.options.timeoutMs = 50;
    try {
      expect((await invite('slow@acme.test')).status).toBe(201);
      await t.deps.events.drain();
      expect((await logs(hook._id)).rows[0]).toMatchObject({ status: 'pending', body: 'Timed out after 50 ms' });
    } finally {
      t.deps.events.options.timeoutMs = 10_000;
    }
  });

  it('logs page with offset 0 / limit 10 by default', async () => {
    const hook = await createHook();
    for (let i = 0; i < 12; i++) await t.deps.events.enqueue((await t.db.selectFrom('webhooks').select('tenant_id').executeTakeFirstOrThrow()).tenant_id, 'frontegg.user.created', { i }, [{ channel: 'webhook', target: rx.url, webhookId: hook._id }]);
    expect((await logs(hook._id)).rows).toHaveLength(10);
    const rest = await logs(hook._id, '&offset=10&limit=10');
    expect([rest.rows.length, rest.total]).toEqual([2, 12]);
  });
});

describe('test call', () => {
  it('answers the receiver status and body, signed with the given secret; an unreachable one answers 0 with the reason', async () => {
    rx.state.status = 201;
    const ok = await call('POST', '/webhook/test', { url: rx.url, secret: SECRET, eventKey: 'frontegg.user.deleted' });
    expect(ok).toMatchObject({ status: 200, data: { statusCode: 201, body: 'ok' } });
    expect(verifySignature(SECRET, String(rx.got[0]!.headers[SIGNATURE_HEADER]), rx.got[0]!.body, Math.floor(clock.getTime() / 1000))).toBe(true);
    expect(JSON.parse(rx.got[0]!.body)).toMatchObject({ eventKey: 'frontegg.user.deleted', test: true });
    rx.state.status = 500;
    expect((await call('POST', '/webhook/test', { url: rx.url })).data.statusCode).toBe(500);
    const dead = await call('POST', '/webhook/test', { url: 'http://127.0.0.1:9/none' });
    expect(dead.data).toMatchObject({ statusCode: 0, body: expect.stringContaining('ECONNREFUSED') });
  });

  it('signs with a webhook\'s stored secret when the caller names it instead of sending one (the edit screen holds none)', async () => {
    const hook = await createHook();
    rx.got.length = 0;
    expect((await call('POST', '/webhook/test', { url: rx.url, webhookId: hook._id })).data.statusCode).toBe(200);
    expect(verifySignature(SECRET, String(rx.got[0]!.headers[SIGNATURE_HEADER]), rx.got[0]!.body, Math.floor(clock.getTime() / 1000))).toBe(true);
    // A typed secret wins; an unknown webhook is not found.
    await call('POST', '/webhook/test', { url: rx.url, webhookId: hook._id, secret: 'typed' });
    expect(verifySignature('typed', String(rx.got[1]!.headers[SIGNATURE_HEADER]), rx.got[1]!.body, Math.floor(clock.getTime() / 1000))).toBe(true);
    expect((await call('POST', '/webhook/test', { url: rx.url, webhookId: crypto.randomUUID() })).status).toBe(404);
  });
});

describe('durability and concurrency', () => {
  it('a worker killed after claiming leaves rows that another worker takes once the lease expires', async () => {
    await createHook();
    await invite('crash@acme.test');
    const crashed = await t.deps.events.claim();
    expect(crashed).toHaveLength(1);
    // The claimed row is neither lost nor delivered twice while the lease runs.
    expect(await t.deps.events.drain()).toBe(0);
    advance(t.deps.events.options.leaseMs + 1);
    expect(await t.deps.events.drain()).toBe(1);
    expect(rx.got).toHaveLength(1);
    // The crashed worker's late report is ignored (its claim is stale).
    await t.deps.events.deliver(crashed[0]!);
    expect(rx.got).toHaveLength(2);
    const row = await t.db.selectFrom('connectivity_deliveries').selectAll().executeTakeFirstOrThrow();
    expect([row.status, row.attempts]).toEqual(['delivered', 2]);
  });

  it('the running worker delivers each row on its own: a receiver that never answers holds only its own slot', async () => {
    const stuck = await startReceiver();
    stuck.state.hang = true;
    const slow = await createHook(undefined, { url: stuck.url });
    t.deps.events.start(10);
    try {
      await invite('held@acme.test');
      await expect.poll(() => stuck.got.length, { timeout: 10_000 }).toBe(1);
      const fast = await createHook();
      await invite('next@acme.test');
      // Delivered while the first receiver still holds its request (a round-by-round worker would wait for its timeout).
      await expect.poll(async () => (await logs(fast._id)).rows[0]?.status, { timeout: 10_000 }).toBe('delivered');
      expect((await logs(slow._id)).rows.map((r: { status: string }) => r.status)).toContain('delivering');
    } finally {
      // Cutting the held connection ends its attempt, so stop() has nothing left in flight.
      await stuck.close();
      await t.deps.events.stop();
    }
  });

  it('stop waits for a round caught in its claim, and for what that round claimed', async () => {
    await createHook();
    const bus = t.deps.events;
    const claim = bus.claim.bind(bus);
    let release = () => {};
    const gate = new Promise<void>((r) => { release = r; });
    let entered = () => {};
    const inClaim = new Promise<void>((r) => { entered = r; });
    bus.claim = async (limit) => { entered(); await gate; return claim(limit); };
    try {
      bus.start(60_000);
      await invite('late@acme.test');
      await inClaim;
      let stopped = false;
      const stopping = bus.stop().then(() => { stopped = true; });
      await new Promise((r) => setTimeout(r, 50));
      // Resolving here would let the held claim take rows after shutdown (or the next test's rows).
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect(rx.got).toHaveLength(1);
      expect((await t.db.selectFrom('connectivity_deliveries').select('status').execute()).map((r) => r.status)).toEqual(['delivered']);
    } finally {
      Reflect.deleteProperty(bus, 'claim');
      release();
      await bus.stop();
    }
  });

  it('two workers draining one outbox never deliver an event twice', async () => {
    await createHook();
    const other = new EventBus(t.db);
    other.now = () => clock;
    other.connect(webhookDelivery({ ...t.deps, events: other }));
    const tenantId = (await t.db.selectFrom('webhooks').select('tenant_id').executeTakeFirstOrThrow()).tenant_id;
    for (let i = 0; i < 30; i++) await t.deps.events.emit(tenantId, 'frontegg.user.created', { i });
    t.deps.events.options.batch = other.options.batch = 3;
    try {
      const [a, b] = await Promise.all([t.deps.events.drain(), other.drain()]);
      expect(a + b).toBe(30);
    } finally {
      t.deps.events.options.batch = 10;
    }
    const ids = rx.got.map((g) => JSON.parse(g.body).id as string);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });
});

describe('SSRF in production', () => {
  it('refuses private, loopback and link-local targets at save, test and delivery; resolved names too', async () => {
    const hook = await createHook();
    await invite('ssrf@acme.test');
    t.deps.config.production = true;
    // Put back exactly what was there (the system resolver looked up at call time, which other files replace).
    const before = resolver.lookup;
    // The name resolves to loopback, as a rebinding attacker's would.
    resolver.lookup = ((_host: string, opts: object, cb: (...a: unknown[]) => void) => lookup('127.0.0.1', opts, cb)) as typeof lookup;
    try {
      for (const url of ['http://127.0.0.1/x', 'http://10.0.0.5/x', 'http://169.254.169.254/latest', 'http://[::1]/x', 'http://localhost:80/x']) {
        expect(await call('POST', '/webhook/custom', { displayName: 'x', url, eventKeys: ['frontegg.user.created'] })).toMatchObject({ status: 400, data: { errors: ['url: Webhook URL must be a public address'] } });
      }
      expect((await call('POST', '/webhook/test', { url: rx.url })).status).toBe(400);
      expect((await call('POST', '/webhook/test', { url: 'http://[::ffff:127.0.0.1]:9/x' })).status).toBe(400);
      const named = await call('POST', '/webhook/test', { url: `http://hooks.example.test:${rx.port}/hook` });
      expect(named.data).toMatchObject({ statusCode: 0, body: expect.stringMatching(/^Refused: /) });
      await t.deps.events.drain();
      expect((await logs(hook._id)).rows[0]).toMatchObject({ status: 'pending', body: 'Refused: 127.0.0.1 is not a public address' });
      // A name is resolved and its address checked before connecting.
      await call('PATCH', `/webhook/${hook._id}`, { url: `http://hooks.example.test:${rx.port}/hook` });
      await t.db.updateTable('connectivity_deliveries').set({ target: `http://hooks.example.test:${rx.port}/hook`, next_attempt_at: clock }).execute();
      await t.deps.events.drain();
      expect((await logs(hook._id)).rows[0].body).toBe('Refused: 127.0.0.1 is not a public address');
      expect(rx.got).toHaveLength(0);
    } finally {
      resolver.lookup = before;
      t.deps.config.production = false;
    }
  });
});
