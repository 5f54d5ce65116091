import { request } from '@portico/rest-api';
import * as S from '@portico/rest-api/schemas';
import { getEventCategories, getEventConfigurations } from '@portico/rest-api/events';
import * as I from '@portico/rest-api/integrations';
import { createWebhook, deleteWebhook, getWebhookLogs, getWebhooks, retryWebhookLog, testWebhook, updateWebhook } from '@portico/rest-api/webhooks';
import { addUser } from '@portico/rest-api/tenants';
import { startReceiver } from '@portico/server/src/test/receiver';
import { expect } from 'vitest';
import { refused, roundTrip, step, type StepContext } from '../harness/round-trip';

const list = <T>(shape: { array(): T }) => shape.array();
const CREATED = 'frontegg.user.created';
const rx = (c: StepContext) => c.kept.rx as Awaited<ReturnType<typeof startReceiver>>;
const hook = (c: StepContext) => c.kept.hook as string;

roundTrip('connectivity: events, webhooks, e-mail, SMS and slack', [
  step('events catalogue', async (c) => {
    c.kept.rx = await startReceiver();
    return getEventConfigurations(c.client);
  }, S.eventConfigurationsResponseSchema, (r) => expect((r as { events: unknown[] }).events.length).toBeGreaterThan(5)),
  step('the channel map, asked for channels (Frontegg\'s reading)', (c) => request(c.client, { method: 'GET', path: '/event/resources/configurations/v1', query: { channels: 'email,sms' } }),
    S.channelMapResponseSchema, (r) => expect((r as { key: string; category: { name: string } }[]).find((e) => e.key === CREATED)?.category.name).toBe('User management')),
  refused('an unknown channel in the map', (c) => request(c.client, { method: 'GET', path: '/event/resources/configurations/v1', query: { channels: 'email,fax' } }), 400),
  step('categories for webhooks', (c) => getEventCategories(c.client, { channels: ['webhook'] }), list(S.eventCategoryResponseSchema)),
  step('create a webhook', (c) => createWebhook(c.client, { displayName: 'Feed', url: rx(c).url, secret: 's3cret', eventKeys: [CREATED] }), S.createdWebhookResponseSchema,
    (r, c) => { c.kept.hook = (r as { _id: string })._id; }),
  step('list webhooks', (c) => getWebhooks(c.client), list(S.webhookResponseSchema), (r) => expect(r).toHaveLength(1)),
  step('rename it', (c) => updateWebhook(c.client, hook(c), { displayName: 'Users feed' }), S.webhookResponseSchema),
  refused('an unknown event', (c) => createWebhook(c.client, { displayName: 'x', url: rx(c).url, eventKeys: ['nope'] }), 400),
  step('test it', (c) => testWebhook(c.client, { url: rx(c).url, secret: 's3cret' }), S.testWebhookResponseSchema,
    (r) => expect(r).toEqual({ statusCode: 200, body: 'ok' })),
  step('test it signed with its stored secret', (c) => testWebhook(c.client, { url: rx(c).url, webhookId: hook(c) }), S.testWebhookResponseSchema,
    (r) => expect(r).toEqual({ statusCode: 200, body: 'ok' })),
  step('invite a user and deliver', async (c) => {
    rx(c).state.status = 500;
    await addUser(c.client, { email: 'feed@acme.test', name: 'Feed', roleIds: [] });
    await c.t.deps.events.drain();
    return getWebhookLogs(c.client, { id: hook(c) });
  }, undefined, (r) => expect((r as { rows: { status: string }[] }).rows[0]!.status).toBe('pending')),
  step('logs page', (c) => getWebhookLogs(c.client, { id: hook(c) }), S.webhookLogsPageResponseSchema, (r, c) => {
    const page = r as { rows: { _id: string; id: string; webhookId: string }[]; total: number; count: number };
    c.kept.log = page.rows[0]!._id;
    // Both readings: _id and total (the spec's), id, webhookId and count (Frontegg's client's).
    expect(page.rows[0]).toMatchObject({ id: page.rows[0]!._id, webhookId: hook(c) });
    expect(page.count).toBe(page.total);
  }),
  step('retry the delivery (202)', (c) => {
    rx(c).state.status = 200;
    return retryWebhookLog(c.client, c.kept.log as string);
  }, S.retryWebhookResponseSchema, (r, c) => expect(r).toMatchObject({ isProcess: true, success: true, _id: c.kept.log, id: c.kept.log, webhookId: hook(c) })),
  step('delete the webhook', (c) => deleteWebhook(c.client, hook(c))),

  step('v1 e-mail create', (c) => I.createEmailConfiguration(c.client, { eventKey: CREATED, recipients: ['ops@acme.test'] }), S.channelConfigurationResponseSchema),
  step('v1 e-mail list', (c) => I.getEmailConfigurations(c.client), list(S.channelConfigurationResponseSchema)),
  step('v1 e-mail read', (c) => I.getEmailConfiguration(c.client, CREATED), S.channelConfigurationResponseSchema),
  step('v1 e-mail update', (c) => I.updateEmailConfiguration(c.client, CREATED, { enabled: false }), S.channelConfigurationResponseSchema),
  step('v1 e-mail delete', (c) => I.deleteEmailConfiguration(c.client, CREATED)),
  step('v2 e-mail create', (c) => I.createEmailConfigurationV2(c.client, { eventKey: CREATED, subscriptions: [{ recipients: ['a@acme.test'] }] }), S.channelConfigurationV2ResponseSchema),
  step('v2 e-mail list', (c) => I.getEmailConfigurationsV2(c.client), list(S.channelConfigurationV2ResponseSchema)),
  step('v2 e-mail switch', (c) => I.updateEmailConfigurationV2(c.client, CREATED, { enabled: false }), S.channelConfigurationV2ResponseSchema),
  step('v2 e-mail subscription add', (c) => I.createEmailSubscription(c.client, CREATED, { recipients: ['b@acme.test'] }), S.channelSubscriptionResponseSchema,
    (r, c) => { c.kept.sub = (r as { id: string }).id; }),
  step('v2 e-mail subscription update', (c) => I.updateEmailSubscription(c.client, CREATED, c.kept.sub as string, { enabled: false }), S.channelSubscriptionResponseSchema),
  step('v2 e-mail subscription delete', (c) => I.deleteEmailSubscription(c.client, CREATED, c.kept.sub as string)),
  step('v2 e-mail read', (c) => I.getEmailConfigurationV2(c.client, CREATED), S.channelConfigurationV2ResponseSchema),
  step('v2 e-mail delete', (c) => I.deleteEmailConfigurationV2(c.client, CREATED)),

  // Frontegg's client's paths: the event in the path (e-mail on v1, SMS on v2), subscriptions edited on v1 too.
  step('e-mail create at the event\'s path (v1)', (c) => request(c.client, {
    method: 'POST', path: `/integrations/resources/configurations/v1/emails/${CREATED}`, body: { enabled: true, subscriptions: [{ name: 'Ops', enabled: true, recipients: ['ops@acme.test'] }] },
  }), S.channelConfigurationResponseSchema, (r, c) => {
    const e = r as { recipients: string[]; subscriptions: { id: string; name: string; recipients: string[] }[] };
    expect(e.recipients).toEqual(['ops@acme.test']);
    expect(e.subscriptions[0]!.name).toBe('Ops');
    c.kept.sub = e.subscriptions[0]!.id;
  }),
  refused('a second create at the event\'s path', (c) => request(c.client, { method: 'POST', path: `/integrations/resources/configurations/v1/emails/${CREATED}`, body: {} }), 409),
  refused('an unknown event at the path', (c) => request(c.client, { method: 'POST', path: '/integrations/resources/configurations/v1/emails/nope', body: {} }), 404),
  step('e-mail switch on v1', (c) => request(c.client, { method: 'PATCH', path: `/integrations/resources/configurations/v1/emails/${CREATED}`, body: { enabled: false } }),
    S.channelConfigurationResponseSchema, (r) => expect((r as { enabled: boolean }).enabled).toBe(false)),
  step('e-mail subscription update on v1', (c) => request(c.client, {
    method: 'PUT', path: `/integrations/resources/configurations/v1/emails/${CREATED}/subscriptions/${c.kept.sub as string}`, body: { name: 'Ops and CTO', enabled: true, recipients: ['ops@acme.test', 'cto@acme.test'] },
  }), S.channelSubscriptionResponseSchema),
  step('read back: the v1 list carries the subscription', (c) => I.getEmailConfigurations(c.client), list(S.channelConfigurationResponseSchema),
    (r) => expect((r as { subscriptions: object[] }[])[0]!.subscriptions[0]).toMatchObject({ name: 'Ops and CTO', recipients: ['ops@acme.test', 'cto@acme.test'] })),
  step('e-mail subscription delete on v1', (c) => request(c.client, { method: 'DELETE', path: `/integrations/resources/configurations/v1/emails/${CREATED}/subscriptions/${c.kept.sub as string}` })),
  step('e-mail delete', (c) => I.deleteEmailConfiguration(c.client, CREATED)),
  step('SMS create at the event\'s path (v2)', (c) => request(c.client, {
    method: 'POST', path: `/integrations/resources/configurations/v2/sms/${CREATED}`, body: { enabled: true, subscriptions: [{ enabled: true, recipients: ['+1 555 0109'] }] },
  }), S.channelConfigurationV2ResponseSchema),
  refused('an SMS subscription with a bad number', (c) => request(c.client, {
    method: 'POST', path: `/integrations/resources/configurations/v2/sms/${CREATED}/subscriptions`, body: { recipients: ['call me'] },
  }), 400),
  step('SMS delete', (c) => I.deleteSmsConfigurationV2(c.client, CREATED)),

  step('v1 SMS create', (c) => I.createSmsConfiguration(c.client, { eventKey: CREATED, recipients: ['+1 555 0100'] }), S.channelConfigurationResponseSchema),
  step('v1 SMS list', (c) => I.getSmsConfigurations(c.client), list(S.channelConfigurationResponseSchema)),
  step('v1 SMS read', (c) => I.getSmsConfiguration(c.client, CREATED), S.channelConfigurationResponseSchema),
  step('v1 SMS update', (c) => I.updateSmsConfiguration(c.client, CREATED, { recipients: ['+1 555 0101'] }), S.channelConfigurationResponseSchema),
  step('v1 SMS delete', (c) => I.deleteSmsConfiguration(c.client, CREATED)),
  step('v2 SMS create', (c) => I.createSmsConfigurationV2(c.client, { eventKey: CREATED }), S.channelConfigurationV2ResponseSchema),
  step('v2 SMS list', (c) => I.getSmsConfigurationsV2(c.client), list(S.channelConfigurationV2ResponseSchema)),
  step('v2 SMS switch', (c) => I.updateSmsConfigurationV2(c.client, CREATED, { enabled: true }), S.channelConfigurationV2ResponseSchema),
  step('v2 SMS subscription add', (c) => I.createSmsSubscription(c.client, CREATED, { recipients: ['+1 555 0102'] }), S.channelSubscriptionResponseSchema,
    (r, c) => { c.kept.sms = (r as { id: string }).id; }),
  step('v2 SMS subscription update', (c) => I.updateSmsSubscription(c.client, CREATED, c.kept.sms as string, { recipients: ['+1 555 0103'] }), S.channelSubscriptionResponseSchema),
  step('v2 SMS subscription delete', (c) => I.deleteSmsSubscription(c.client, CREATED, c.kept.sms as string)),
  step('v2 SMS read', (c) => I.getSmsConfigurationV2(c.client, CREATED), S.channelConfigurationV2ResponseSchema),
  step('v2 SMS delete', (c) => I.deleteSmsConfigurationV2(c.client, CREATED)),

  step('slack subscription create', (c) => I.createSlackSubscription(c.client, { slackEvents: [{ eventKey: CREATED, channelIds: [rx(c).url] }] }), S.slackSubscriptionResponseSchema,
    (r, c) => { c.kept.slack = (r as { id: string }).id; }),
  step('slack subscriptions', (c) => I.getSlackSubscriptions(c.client), list(S.slackSubscriptionResponseSchema)),
  step('slack subscription update', (c) => I.updateSlackSubscription(c.client, c.kept.slack as string, { slackEvents: [{ eventKey: CREATED, channelIds: [rx(c).url] }], isActive: false }),
    S.slackSubscriptionResponseSchema),
  step('slack installation, with its subscriptions', (c) => I.getSlackConfiguration(c.client), S.slackConfigurationResponseSchema,
    (r, c) => expect((r as { slackSubscriptions: { id: string }[] }).slackSubscriptions.map((s) => s.id)).toEqual([c.kept.slack])),
  step('slack channels', (c) => I.getSlackChannels(c.client), list(S.slackChannelResponseSchema)),
  refused('no slack application (incoming webhooks only)', (c) => I.getSlackApplication(c.client), 404),
  refused('no slack OAuth registration', (c) => I.registerSlackApplication(c.client, { code: 'abc' }), 400),
  step('slack subscription delete', async (c) => {
    await I.deleteSlackSubscription(c.client, c.kept.slack as string);
    await rx(c).close();
  }),
]);
