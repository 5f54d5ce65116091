import { describe, expect, it } from 'vitest';
import { fakeAdminServer, httpError } from '../../test/admin-server';
import { createAdminPreviewApi } from '../preview/admin/api';
import { planEntry, planSlack, slackRequestFor } from './rules';
import { selectConnectivityCards, selectNotificationRows } from './selectors';
import { createConnectivityStore } from './store';

const KEY = 'frontegg.user.created';
const preview = () => createConnectivityStore({ api: createAdminPreviewApi({ delayMs: 0 }).connectivity });

describe('connectivity rules (spec §5)', () => {
  it('e-mail / SMS: posted only with a non-empty recipient, updated when different, deleted when emptied', () => {
    expect(planEntry(undefined, ['', ' '])).toEqual({ kind: 'none' });
    expect(planEntry(undefined, [' a@x.test ', ''])).toEqual({ kind: 'create', recipients: ['a@x.test'] });
    const e = { eventKey: KEY, enabled: true, recipients: ['a@x.test'] };
    expect(planEntry(e, ['a@x.test'])).toEqual({ kind: 'none' });
    expect(planEntry(e, ['a@x.test'], false)).toEqual({ kind: 'update', recipients: ['a@x.test'] });
    expect(planEntry(e, ['b@x.test'])).toEqual({ kind: 'update', recipients: ['b@x.test'] });
    expect(planEntry(e, [''])).toEqual({ kind: 'delete' });
  });

  it('slack: created with no id when the first event has channels, updated when changed, deleted with id and no channels', () => {
    const ev = (channelIds: string[]) => ({ slackEvents: [{ eventKey: KEY, channelIds }] });
    expect(planSlack(undefined, ev([]))).toBe('none');
    expect(planSlack(undefined, ev(['https://hooks.slack.com/services/T/B/x']))).toBe('create');
    const sub = { id: 's1', isActive: true, ...ev(['https://hooks.slack.com/services/T/B/x']) };
    expect(planSlack(sub, { id: 's1', ...ev(['https://hooks.slack.com/services/T/B/x']) })).toBe('none');
    expect(planSlack(sub, { id: 's1', ...ev(['https://hooks.slack.com/services/T/B/y']) })).toBe('update');
    expect(planSlack(sub, { id: 's1', ...ev([]) })).toBe('delete');
  });

  it('slack per event: a new subscription, channels changed in place, an emptied event dropped, the last one emptied deletes', () => {
    const [A, B] = ['https://hooks.slack.com/services/T/B/a', 'https://hooks.slack.com/services/T/B/b'];
    expect(slackRequestFor([], KEY, [` ${A} `, '', A])).toEqual({ slackEvents: [{ eventKey: KEY, channelIds: [A] }] });
    const both = { id: 's1', isActive: false, slackEvents: [{ eventKey: 'frontegg.user.deleted', channelIds: [A] }, { eventKey: KEY, channelIds: [A] }] };
    const moved = slackRequestFor([both], KEY, [B]);
    expect(moved).toEqual({ id: 's1', isActive: false, slackEvents: [{ eventKey: 'frontegg.user.deleted', channelIds: [A] }, { eventKey: KEY, channelIds: [B] }] });
    expect(planSlack(both, moved)).toBe('update');
    expect(planSlack(both, slackRequestFor([both], KEY, [A]))).toBe('none');
    const dropped = slackRequestFor([both], KEY, []);
    expect([dropped.slackEvents, planSlack(both, dropped)]).toEqual([[{ eventKey: 'frontegg.user.deleted', channelIds: [A] }], 'update']);
    const alone = { id: 's2', isActive: true, slackEvents: [{ eventKey: KEY, channelIds: [A] }] };
    expect(planSlack(alone, slackRequestFor([alone], KEY, ['']))).toBe('delete');
  });
});

describe('connectivity store', () => {
  it('loads the catalogue, saves webhooks and entries, and the cards count subscribed events and the active flag', async () => {
    const store = preview();
    await store.getState().load();
    expect(store.getState().categories.data.flatMap((c) => c.events)).toHaveLength(7);
    expect(selectConnectivityCards(store.getState()).map((c) => [c.channel, c.events, c.active])).toEqual([['email', 0, false], ['sms', 0, false], ['slack', 0, false], ['webhook', 0, false]]);
    expect(await store.getState().saveWebhook({ displayName: 'Feed', url: 'https://example.com/h', eventKeys: [KEY, 'frontegg.user.deleted'] })).toBe(true);
    expect(store.getState().dialogs.webhook.status).toBe('success');
    expect(await store.getState().saveWebhook({ displayName: 'Bad', url: 'https://example.com/h', eventKeys: ['nope'] })).toBe(false);
    expect(store.getState().dialogs.webhook).toMatchObject({ status: 'error', error: 'eventKeys: Unknown event "nope"' });
    expect(await store.getState().saveEntry('email', KEY, ['ops@acme.test'])).toBe(true);
    expect(await store.getState().saveSlack({ slackEvents: [{ eventKey: KEY, channelIds: ['https://hooks.slack.com/services/T/B/x'] }] })).toBe(true);
    expect(selectConnectivityCards(store.getState()).map((c) => [c.channel, c.events, c.active])).toEqual([['email', 1, true], ['sms', 0, false], ['slack', 1, true], ['webhook', 2, true]]);
    expect(await store.getState().saveEntry('email', KEY, [''])).toBe(true);
    expect(store.getState().email.data).toEqual([]);
    const id = store.getState().webhooks.data[0]!._id;
    expect(await store.getState().saveWebhook({ displayName: 'Feed', url: 'https://example.com/h', eventKeys: [KEY], isActive: false }, id)).toBe(true);
    expect(selectConnectivityCards(store.getState())[3]).toEqual({ channel: 'webhook', events: 0, active: false });
    expect(await store.getState().deleteWebhook(id)).toBe(true);
    expect(store.getState().webhooks.data).toEqual([]);
  });

  it('the notify dialog sets one event\'s e-mail, SMS and Slack targets by the rules, and shows a refusal with the dialog open', async () => {
    const store = preview();
    await store.getState().load();
    const slack = 'https://hooks.slack.com/services/T/B/x';
    store.getState().openDialog('notify', KEY);
    expect(await store.getState().saveNotifications(KEY, { email: ['ops@acme.test', ' '], sms: [], slack: [slack] })).toBe(true);
    expect(store.getState().dialogs.notify.status).toBe('success');
    const row = () => selectNotificationRows(store.getState()).find((r) => r.eventKey === KEY);
    expect(row()).toMatchObject({ name: 'User created', email: ['ops@acme.test'], sms: [], slack: [slack] });
    expect(await store.getState().saveNotifications(KEY, { email: ['ops@acme.test', 'sec@acme.test'], sms: ['+15550100'], slack: [slack] })).toBe(true);
    expect(row()).toMatchObject({ email: ['ops@acme.test', 'sec@acme.test'], sms: ['+15550100'], slack: [slack] });
    expect(await store.getState().saveNotifications(KEY, { email: [], sms: [], slack: [] })).toBe(true);
    expect(row()).toMatchObject({ email: [], sms: [], slack: [] });
    expect(store.getState().slack.data).toEqual([]);
    expect(await store.getState().saveNotifications('nope.event', { email: ['ops@acme.test'], sms: [], slack: [] })).toBe(false);
    expect(store.getState().dialogs.notify).toEqual({ status: 'error', target: 'nope.event', error: 'eventKeys: Unknown event "nope.event"' });
  });

  it('a generated signing secret is shown once after create and kept out of the list; a typed one is not repeated', async () => {
    const store = preview();
    await store.getState().load();
    expect(store.getState().createdSecret).toBeNull();
    expect(await store.getState().saveWebhook({ displayName: 'Feed', url: 'https://example.com/h', eventKeys: [KEY] })).toBe(true);
    const hook = store.getState().webhooks.data[0]!;
    expect(store.getState().createdSecret).toEqual({ webhookId: hook._id, displayName: 'Feed', secret: expect.stringMatching(/^whsec_/) });
    expect(hook.secret).toBeUndefined();
    store.getState().dismissSecret();
    expect(store.getState().createdSecret).toBeNull();
    expect(await store.getState().saveWebhook({ displayName: 'Typed', url: 'https://example.com/h', eventKeys: [KEY], secret: 'mine' })).toBe(true);
    expect(await store.getState().saveWebhook({ displayName: 'Feed 2', url: 'https://example.com/h', eventKeys: [KEY] }, hook._id)).toBe(true);
    expect(store.getState().createdSecret).toBeNull();
    expect(store.getState().webhooks.data.map((w) => w.secret)).toEqual([undefined, undefined]);
  });

  it('test succeeds on 200/201 only and shows the receiver text otherwise; retry reloads the logs page (offset 0, limit 10)', async () => {
    let status = 201;
    const { api, seen } = fakeAdminServer({
      'POST /webhook/test': () => ({ statusCode: status, body: status === 500 ? 'boom' : 'ok' }),
      'GET /webhook/logs': () => ({ rows: [{ _id: 'l1', createdAt: '2026-11-23T00:00:00Z', status: 'delivered' }], total: 1 }),
      'POST /webhook/logs/*/retries': (_r, [id]) => {
        if (id === 'gone') throw httpError(404, 'Webhook log not found');
        return { isProcess: true, success: true };
      },
    });
    const store = createConnectivityStore({ api: api.connectivity });
    expect(await store.getState().testWebhook({ url: 'https://example.com/h' })).toBe(true);
    expect(store.getState().test).toEqual({ status: 'success', statusCode: 201 });
    expect(await store.getState().testWebhook({ url: 'https://example.com/h', webhookId: 'w1' })).toBe(true);
    expect(seen.at(-1)!.body).toEqual({ url: 'https://example.com/h', webhookId: 'w1' });
    status = 500;
    expect(await store.getState().testWebhook({ url: 'https://example.com/h' })).toBe(false);
    expect(store.getState().test).toEqual({ status: 'error', statusCode: 500, error: 'boom' });
    await store.getState().loadLogs('w1');
    expect(seen.at(-1)!.query.toString()).toBe('id=w1&offset=0&limit=10');
    expect(await store.getState().retryLog('l1')).toBe(true);
    expect(seen.at(-1)!.path).toContain('/webhook/logs');
    expect(await store.getState().retryLog('gone')).toBe(false);
    expect(store.getState().retry).toEqual({ status: 'error', logId: 'gone', error: 'Webhook log not found' });
  });
});
