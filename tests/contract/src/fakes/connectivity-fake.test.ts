import { createAdminRestApi, type ConnectivityApi } from '@portico/core-state/admin';
import { createAdminPreviewApi } from '@portico/core-state/preview';
import type { TestServer } from '@portico/server/src/test/fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRestPort } from '../harness/rest-port';
import { shapeOf } from './flow';

// The preview fake of the connectivity port answers what the server answers: catalogue, shapes and refusals.
let t: TestServer;
let rest: ConnectivityApi;
beforeAll(async () => ({ t, rest } = await startRestPort((s) => createAdminRestApi(s.client()).connectivity)));
afterAll(async () => t?.close());

const status = (p: Promise<unknown>) => p.then(() => 0, (e: { status?: number; message?: string }) => `${e.status} ${e.message}`);
const KEY = 'frontegg.user.created';
type Entry = { subscriptions?: { id: string }[] };
/** An entry with its subscription ids checked and set aside (each side makes its own). */
const sameIds = <T extends Entry | Entry[]>(v: T): T => {
  const one = (e: Entry) => ({ ...e, subscriptions: e.subscriptions?.map(({ id, ...rest }) => (expect(id).toMatch(/^[0-9a-f-]{36}$/), rest)) });
  return (Array.isArray(v) ? v.map(one) : one(v)) as T;
};

describe('preview connectivity fake and the server agree', () => {
  it('catalogue, webhooks, entries, slack and their refusals', async () => {
    const preview = createAdminPreviewApi({ delayMs: 0 }).connectivity;
    expect(await preview.getEventCategories()).toEqual(await rest.getEventCategories());
    const body = { displayName: 'Feed', url: 'https://example.com/hook', secret: 's', eventKeys: [KEY] };
    const [a, b] = [await rest.createWebhook(body), await preview.createWebhook(body)];
    expect(shapeOf(b)).toEqual(shapeOf(a));
    expect(shapeOf(await preview.updateWebhook(b._id, { isActive: false }))).toEqual(shapeOf(await rest.updateWebhook(a._id, { isActive: false })));
    expect(shapeOf(await preview.getWebhookLogs(b._id, 0, 10))).toEqual(shapeOf(await rest.getWebhookLogs(a._id, 0, 10)));
    expect(await status(preview.createWebhook({ ...body, eventKeys: ['nope'] }))).toEqual(await status(rest.createWebhook({ ...body, eventKeys: ['nope'] })));
    const gone = '00000000-0000-4000-8000-000000000000';
    expect(await status(preview.deleteWebhook(gone))).toEqual(await status(rest.deleteWebhook(gone)));
    expect(await status(preview.retryWebhookLog(gone))).toEqual(await status(rest.retryWebhookLog(gone)));
    const entry = { eventKey: KEY, enabled: true, recipients: ['ops@acme.test'] };
    expect(sameIds(await preview.createEntry('email', entry))).toEqual(sameIds(await rest.createEntry('email', entry)));
    expect(await status(preview.createEntry('email', entry))).toEqual(await status(rest.createEntry('email', entry)));
    expect(sameIds(await preview.updateEntry('email', KEY, { enabled: false, recipients: ['b@acme.test'] }))).toEqual(sameIds(await rest.updateEntry('email', KEY, { enabled: false, recipients: ['b@acme.test'] })));
    expect(sameIds(await preview.getEntries('email'))).toEqual(sameIds(await rest.getEntries('email')));
    expect(await status(preview.deleteEntry('sms', KEY))).toEqual(await status(rest.deleteEntry('sms', KEY)));
    const sub = { slackEvents: [{ eventKey: KEY, channelIds: ['https://hooks.slack.com/services/T/B/x'] }] };
    expect(shapeOf(await preview.createSlackSubscription(sub))).toEqual(shapeOf(await rest.createSlackSubscription(sub)));
    expect(shapeOf(await preview.getSlackSubscriptions())).toEqual(shapeOf(await rest.getSlackSubscriptions()));
    expect(await status(preview.deleteSlackSubscription(gone))).toEqual(await status(rest.deleteSlackSubscription(gone)));
  });
});
