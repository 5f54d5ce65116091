import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, lastMail, startServer, type TestServer } from '../test/fixture';
import { startReceiver } from '../test/receiver';
import { ID, newTenantAdmin } from '../test/users-admin';

let t: TestServer;
let rx: Awaited<ReturnType<typeof startReceiver>>;
const tok = { own: '', other: '', member: '' };
const V1 = '/integrations/resources/configurations/v1';
const V2 = '/integrations/resources/configurations/v2';
const KEY = 'frontegg.user.invitedToTenant';
const CREATED = 'frontegg.user.created';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON, each assertion states its shape
const call = (method: string, path: string, json?: unknown, token = tok.own): Promise<{ status: number; data: any }> => t.browser().fetch(path, { method, json, token });
const invite = (email: string) => call('POST', `${ID}/users/v2`, { email, name: 'New', roleIds: [] });

beforeAll(async () => {
  t = await startServer();
  rx = await startReceiver();
  tok.own = (await t.login(DEMO_ADMIN)).accessToken;
  tok.other = (await newTenantAdmin(t, 'owner@globex-int.test', 'Globex')).accessToken;
  tok.member = (await t.login(DEMO_MEMBER)).accessToken;
});
afterAll(async () => {
  await rx?.close();
  await t?.close();
});
beforeEach(async () => {
  rx.got.length = 0;
  await t.db.deleteFrom('connectivity_subscriptions').execute();
  await t.db.deleteFrom('connectivity_channel_events').execute();
  await t.db.deleteFrom('connectivity_deliveries').execute();
});

describe('e-mail and SMS entries', () => {
  it('v1 e-mail: create → read → update → delete; an invitation is mailed to the recipients through the outbox', async () => {
    const created = await call('POST', `${V1}/emails`, { eventKey: CREATED, recipients: ['ops@acme.test', 'ops@acme.test'] });
    expect(created).toMatchObject({ status: 201, data: { eventKey: CREATED, enabled: true, recipients: ['ops@acme.test'] } });
    expect((await call('POST', `${V1}/emails`, { eventKey: CREATED, recipients: ['x@acme.test'] })).status).toBe(409);
    expect((await call('POST', `${V1}/emails`, { eventKey: CREATED, recipients: [] })).status).toBe(400);
    expect((await call('POST', `${V1}/emails`, { eventKey: 'nope', recipients: ['x@acme.test'] })).status).toBe(400);
    const updated = await call('PUT', `${V1}/emails/${CREATED}`, { recipients: ['ops@acme.test', 'sec@acme.test'] });
    expect(updated.data.recipients).toEqual(['ops@acme.test', 'sec@acme.test']);
    expect((await call('GET', `${V1}/emails`)).data).toEqual([updated.data]);

    await invite('mailed@acme.test');
    expect(await t.deps.events.drain()).toBe(2);
    expect(await lastMail(t, 'sec@acme.test')).toMatchObject({ subject: 'Portico: User created', text: expect.stringContaining('User created: mailed@acme.test') });
    await call('PUT', `${V1}/emails/${CREATED}`, { enabled: false });
    await invite('quiet@acme.test');
    expect(await t.deps.events.drain()).toBe(0);

    expect((await call('DELETE', `${V1}/emails/${CREATED}`)).status).toBe(200);
    expect((await call('GET', `${V1}/emails/${CREATED}`)).status).toBe(404);
  });

  it('v2 SMS: entry with subscriptions, switch, subscription CRUD; the SMS lands in the outbox', async () => {
    const made = await call('POST', `${V2}/sms`, { eventKey: CREATED, subscriptions: [{ recipients: ['+1 555 0100'] }] });
    expect(made).toMatchObject({ status: 201, data: { eventKey: CREATED, enabled: true, subscriptions: [{ enabled: true, recipients: ['+1 555 0100'] }] } });
    const sub = await call('POST', `${V2}/sms/${CREATED}/subscriptions`, { recipients: ['+1 555 0101'], enabled: false });
    expect(sub.data).toMatchObject({ enabled: false, recipients: ['+1 555 0101'] });
    expect((await call('POST', `${V2}/sms/${CREATED}/subscriptions`, { recipients: ['not a phone'] })).status).toBe(400);
    await invite('texted@acme.test');
    expect(await t.deps.events.drain()).toBe(1);
    expect((await lastMail(t, '+1 555 0100')).text).toContain('User created: texted@acme.test');
    const changed = await call('PUT', `${V2}/sms/${CREATED}/subscriptions/${sub.data.id}`, { enabled: true });
    expect(changed.data.enabled).toBe(true);
    expect((await call('PATCH', `${V2}/sms/${CREATED}`, { enabled: false })).data.enabled).toBe(false);
    expect((await call('GET', `${V1}/sms/${CREATED}`)).data.recipients).toEqual(['+1 555 0100', '+1 555 0101']);
    expect((await call('DELETE', `${V2}/sms/${CREATED}/subscriptions/${sub.data.id}`)).status).toBe(200);
    expect((await call('GET', `${V2}/sms/${CREATED}`)).data.subscriptions).toHaveLength(1);
    expect((await call('DELETE', `${V2}/sms/${CREATED}`)).status).toBe(200);
    expect((await call('GET', `${V2}/sms`)).data).toEqual([]);
  });

  it('Frontegg\'s paths: the event in the path, named subscriptions edited on v1, stored and delivered; same checks', async () => {
    const made = await call('POST', `${V1}/emails/${CREATED}`, { enabled: true, subscriptions: [{ name: 'Ops', enabled: true, recipients: ['ops@acme.test'] }] });
    expect(made).toMatchObject({ status: 201, data: { eventKey: CREATED, enabled: true, recipients: ['ops@acme.test'], subscriptions: [{ name: 'Ops', recipients: ['ops@acme.test'] }] } });
    const id = made.data.subscriptions[0].id as string;
    expect((await call('POST', `${V1}/emails/${CREATED}`, {})).status).toBe(409);
    expect((await call('POST', `${V1}/emails/nope`, {})).status).toBe(404);
    expect((await call('POST', `${V1}/emails/${KEY}`, { subscriptions: [{ recipients: ['not mail'] }] })).status).toBe(400);
    // Who may not manage e-mail notifications may not here either, and another tenant sees none of ours.
    expect((await call('POST', `${V1}/emails/${KEY}`, {}, tok.member)).status).toBe(403);
    expect((await call('PUT', `${V1}/emails/${CREATED}/subscriptions/${id}`, { enabled: false }, tok.other)).status).toBe(404);
    expect((await call('PATCH', `${V1}/emails/${CREATED}`, { enabled: false })).data).toMatchObject({ enabled: false, subscriptions: [{ id }] });
    expect((await call('PATCH', `${V1}/emails/${CREATED}`, { enabled: true })).status).toBe(200);
    const put = await call('PUT', `${V1}/emails/${CREATED}/subscriptions/${id}`, { name: 'Ops and CTO', recipients: ['ops@acme.test', 'cto@acme.test'] });
    expect(put.data).toEqual({ id, name: 'Ops and CTO', enabled: true, recipients: ['ops@acme.test', 'cto@acme.test'] });
    expect((await call('GET', `${V1}/emails`)).data[0].subscriptions).toEqual([put.data]);
    await invite('framed@acme.test');
    expect(await t.deps.events.drain()).toBe(2);
    expect((await lastMail(t, 'cto@acme.test')).text).toContain('User created: framed@acme.test');
    expect((await call('DELETE', `${V1}/emails/${CREATED}/subscriptions/${id}`)).status).toBe(200);
    expect((await call('GET', `${V1}/emails/${CREATED}`)).data.subscriptions).toEqual([]);
    const sms = await call('POST', `${V2}/sms/${CREATED}`, { enabled: true, subscriptions: [{ name: 'On call', recipients: ['+1 555 0109'] }] });
    expect(sms).toMatchObject({ status: 201, data: { subscriptions: [{ name: 'On call', recipients: ['+1 555 0109'] }] } });
  });
});

describe('slack', () => {
  it('subscriptions post to their incoming-webhook URLs; update replaces events; delete removes them', async () => {
    const made = await call('POST', `${V1}/subscriptions`, { slackEvents: [{ eventKey: KEY, channelIds: [rx.url] }, { eventKey: CREATED, channelIds: [rx.url] }] });
    expect(made).toMatchObject({ status: 201, data: { isActive: true } });
    // Rows written in one transaction share created_at, so PostgreSQL may list them in either order.
    expect([...made.data.slackEvents].sort((a: { eventKey: string }, b: { eventKey: string }) => a.eventKey.localeCompare(b.eventKey)))
      .toMatchObject([{ eventKey: KEY, channelIds: [rx.url] }, { eventKey: CREATED, channelIds: [rx.url] }].sort((a, b) => a.eventKey.localeCompare(b.eventKey)));
    expect((await call('POST', `${V1}/subscriptions`, { slackEvents: [{ eventKey: KEY, channelIds: ['C012345'] }] })).status).toBe(400);
    // The installation answer also lists the subscriptions (where Frontegg's client reads them).
    expect((await call('GET', `${V1}/slack`)).data).toMatchObject({ isActive: true, slackSubscriptions: [{ id: made.data.id, isActive: true }] });
    expect((await call('GET', `${V1}/slack/channels`)).data.map((ch: { id: string }) => ch.id)).toEqual([rx.url]);
    // Inviting a new address both creates the user and invites them: one post for each subscribed event.
    await invite('slacked@acme.test');
    expect(await t.deps.events.drain()).toBe(2);
    expect(rx.got.map((g) => JSON.parse(g.body).text).sort()).toEqual(['User created: slacked@acme.test', 'User invited: slacked@acme.test']);

    const put = await call('PUT', `${V1}/subscriptions/${made.data.id}`, { slackEvents: [{ eventKey: KEY, channelIds: [rx.url] }], isActive: false });
    expect(put.data).toMatchObject({ id: made.data.id, isActive: false, slackEvents: [{ eventKey: KEY }] });
    await invite('muted@acme.test');
    expect(await t.deps.events.drain()).toBe(0);
    expect((await call('DELETE', `${V1}/subscriptions/${made.data.id}`)).status).toBe(200);
    expect((await call('GET', `${V1}/subscriptions`)).data).toEqual([]);
    expect((await call('DELETE', `${V1}/subscriptions/${made.data.id}`)).status).toBe(404);
    expect((await call('GET', `${V1}/slack/applications`)).status).toBe(404);
  });
});

describe('isolation and permissions', () => {
  it("another tenant sees none of Acme's entries and cannot change them; the read-only member reads but cannot write", async () => {
    await call('POST', `${V1}/emails`, { eventKey: CREATED, recipients: ['ops@acme.test'] });
    const slack = (await call('POST', `${V1}/subscriptions`, { slackEvents: [{ eventKey: KEY, channelIds: [rx.url] }] })).data;
    expect((await call('GET', `${V1}/emails`, undefined, tok.other)).data).toEqual([]);
    expect((await call('GET', `${V1}/subscriptions`, undefined, tok.other)).data).toEqual([]);
    for (const [m, p, j] of [['PUT', `${V1}/emails/${CREATED}`, { enabled: false }], ['DELETE', `${V1}/emails/${CREATED}`], ['DELETE', `${V1}/subscriptions/${slack.id}`],
      ['PUT', `${V1}/subscriptions/${slack.id}`, { slackEvents: [{ eventKey: KEY, channelIds: [rx.url] }] }]] as const) {
      expect([m, p, (await call(m, p, j, tok.other)).status]).toEqual([m, p, 404]);
    }
    expect((await call('GET', `${V1}/emails/${CREATED}`)).data.enabled).toBe(true);
    expect((await call('GET', `${V1}/emails`, undefined, tok.member)).status).toBe(200);
    for (const [m, p, j] of [['POST', `${V1}/sms`, { eventKey: CREATED, recipients: ['+1 555 0100'] }], ['DELETE', `${V1}/emails/${CREATED}`],
      ['POST', `${V1}/subscriptions`, { slackEvents: [{ eventKey: KEY, channelIds: [rx.url] }] }]] as const) {
      expect([m, p, (await call(m, p, j, tok.member)).status]).toEqual([m, p, 403]);
    }
  });
});
