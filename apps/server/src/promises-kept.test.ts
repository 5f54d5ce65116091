import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_CATALOGUE } from './events';
import { backgroundSettled } from './http/background';
import { PLAN_LIMIT_MSG, PLAN_METERS } from './limits';
import { startServer, type TestServer } from './test/fixture';
import { EVENT_TRIGGERS, LIMIT_PROBES, freshTenant, type PromiseCtx } from './test/promises';
import { startReceiver } from './test/receiver';

// The generated check of issue 28: what the portal shows is what the server does. Every limit the Usage section
// displays is enforced at creation, and every event kind the connectivity screens offer is emitted, once, to every
// channel subscribed. The lists come from the started server; a new limit or event kind without its probe or trigger
// (test/promises.ts), or whose probe passes the limit, or whose trigger delivers nothing, fails here.
const KEY = 'vendor-key-promises-0123456789abcdef';
const BILL = '/subscriptions/resources/billing';
let t: TestServer;
let hooks: Awaited<ReturnType<typeof startReceiver>>;
let slack: Awaited<ReturnType<typeof startReceiver>>;
let seen: PromiseCtx;

beforeAll(async () => {
  t = await startServer({ billingVendorKey: KEY }, { planLimits: true });
  [hooks, slack] = await Promise.all([startReceiver(), startReceiver()]);
  seen = await freshTenant(t, 'Observer');
});
afterAll(async () => {
  await Promise.all([hooks?.close(), slack?.close()]);
  await t?.close();
});

/** The vendor edits the default plan's limits (the plans API): enforcement reads them at once. */
async function setDefaultLimits(limits: Record<string, number>): Promise<string> {
  const vendor = (path: string, init: { method?: string; json?: unknown } = {}) => t.browser().fetch(`${BILL}/vendor/plans/v1${path}`, { ...init, headers: { authorization: `Bearer ${KEY}` } });
  const free = ((await vendor('')).data as { id: string; isDefault: boolean; name: string }[]).find((p) => p.isDefault)!;
  expect((await vendor(`/${free.id}`, { method: 'PUT', json: { limits } })).status).toBe(200);
  return free.name;
}
const usage = async (c: PromiseCtx) => (await c.call(`${BILL}/usage/v1`)).data.metrics as { key: string; used: number; limit: number | null }[];

describe('every limit the Usage section shows is enforced at creation', () => {
  it('the limits Usage displays are exactly those with a probe', async () => {
    const shown = (await usage(seen)).map((m) => m.key);
    expect(shown.length).toBeGreaterThan(0);
    expect([...shown].sort()).toEqual(Object.keys(LIMIT_PROBES).sort());
  });

  it.each(PLAN_METERS.map((m) => [m.key, m.noun] as const))('%s: at a limit of one more than used, one creation passes and the next is refused', async (key, noun) => {
    const probe = LIMIT_PROBES[key];
    expect(probe, `${key} is shown by Usage but has no probe in test/promises.ts`).toBeDefined();
    const c = await freshTenant(t, `Limit ${key}`);
    const used = (await usage(c)).find((m) => m.key === key)!.used;
    const plan = await setDefaultLimits({ [key]: used + 1 });
    const first = await probe!(c);
    expect(first.status, JSON.stringify(first.data)).toBeLessThan(300);
    expect((await usage(c)).find((m) => m.key === key)).toEqual({ key, used: used + 1, limit: used + 1 });
    const next = await probe!(c);
    expect(next.status).toBe(403);
    expect(next.data.errors).toEqual([PLAN_LIMIT_MSG.reached(plan, used + 1, noun)]);
    expect((await usage(c)).find((m) => m.key === key)!.used).toBe(used + 1);
    await setDefaultLimits({});
  });
});

describe('every event kind the connectivity screens offer is emitted, once, to every channel subscribed', () => {
  it('the kinds and channels offered are exactly those with a trigger and a wired sender', async () => {
    const categories = (await seen.call('/event/resources/configurations/v1/categories')).data as { events: { key: string; channels: string[] }[] }[];
    const offered = categories.flatMap((c) => c.events);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.map((e) => e.key).sort()).toEqual(Object.keys(EVENT_TRIGGERS).sort());
    const channels = [...new Set(offered.flatMap((e) => e.channels))].sort();
    expect(t.deps.events.wiring()).toEqual({ sources: ['integrations', 'webhooks'], senders: channels });
  });

  it.each(EVENT_CATALOGUE.map((e) => [e.key, e.displayName] as const))('%s (%s): one delivery on the webhook, the e-mail, the SMS and the slack channel', async (key, title) => {
    const trigger = EVENT_TRIGGERS[key];
    expect(trigger, `${key} is offered but has no trigger in test/promises.ts`).toBeDefined();
    const c = await freshTenant(t, `Event ${title}`);
    const prepared = await trigger!.prepare?.(c);
    await backgroundSettled();
    await t.deps.events.drain();
    const slug = key.split('.').pop()!.toLowerCase();
    const mailTo = `ops-${slug}-${crypto.randomUUID().slice(0, 6)}@promises.test`;
    const phone = `+1 555 ${String(1000 + Math.floor(Math.random() * 8999))}`;
    const V1 = '/integrations/resources/configurations/v1';
    expect((await c.call('/webhook/custom', { json: { displayName: title, url: hooks.url, eventKeys: [key] } })).status).toBe(201);
    expect((await c.call(`${V1}/emails`, { json: { eventKey: key, recipients: [mailTo] } })).status).toBe(201);
    expect((await c.call(`${V1}/sms`, { json: { eventKey: key, recipients: [phone] } })).status).toBe(201);
    expect((await c.call(`${V1}/subscriptions`, { json: { slackEvents: [{ eventKey: key, channelIds: [slack.url] }] } })).status).toBe(201);
    hooks.got.length = 0;
    slack.got.length = 0;

    await trigger!.act(c, prepared);
    await backgroundSettled();
    await t.deps.events.drain();

    const rows = await t.db.selectFrom('connectivity_deliveries').select(['channel', 'status', 'target']).where('tenant_id', '=', c.tenantId).where('event_key', '=', key).execute();
    expect(rows.map((r) => [r.channel, r.status]).sort()).toEqual([['email', 'delivered'], ['slack', 'delivered'], ['sms', 'delivered'], ['webhook', 'delivered']]);
    expect(hooks.got.map((g) => g.headers['x-portico-event'])).toEqual([key]);
    expect(slack.got.map((g) => (JSON.parse(g.body) as { text: string }).text)).toEqual([expect.stringContaining(title)]);
    for (const to of [mailTo, phone]) {
      const box = (await (await fetch(`${t.url}/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as { subject: string }[];
      expect(box.map((m) => m.subject)).toEqual([`Portico: ${title}`]);
    }
  });
});
