import type { EventCategory, EventChannel } from '@portico/rest-api/events';
import type { ChannelConfiguration, SlackSubscription } from '@portico/rest-api/integrations';
import type { WebhookConfig, WebhookLog } from '@portico/rest-api/webhooks';
import type { ConnectivityApi } from '../../connectivity/api';
import { refuse } from './users';

type Answer = <T>(value: () => T) => Promise<T>;

const CHANNELS: EventChannel[] = ['webhook', 'email', 'sms', 'slack'];
// The server's catalogue (apps/server/src/events/catalogue.ts).
const CATALOGUE: EventCategory[] = [
  { id: 'user-management', name: 'User management', description: 'Users joining, changing and leaving the account', events: [
    ['frontegg.user.created', 'User created', 'A new user was created in the account, or an existing one joined it without an invitation'],
    ['frontegg.user.invitedToTenant', 'User invited', 'A user was invited to the account'],
    ['frontegg.user.activated', 'User activated', 'An invited user activated their account or accepted the invitation'],
    ['frontegg.user.deleted', 'User deleted', 'A user was removed from the account'],
    ['frontegg.user.rolesChanged', 'Role changed', 'The roles of a user in the account changed'],
  ].map(([key, displayName, description]) => ({ id: key!, key: key!, displayName: displayName!, description, categoryId: 'user-management', channels: CHANNELS })) },
  { id: 'authentication', name: 'Authentication', description: 'Sign-in results', events: [
    ['frontegg.user.authenticated', 'Login succeeded', 'A user signed in'],
    ['frontegg.user.failedAuthentication', 'Login failed', 'A sign-in attempt failed (wrong password or code, or a locked account)'],
  ].map(([key, displayName, description]) => ({ id: key!, key: key!, displayName: displayName!, description, categoryId: 'authentication', channels: CHANNELS })) },
];
const KEYS = new Set(CATALOGUE.flatMap((c) => c.events.map((e) => e.key)));

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const SAMPLE_HOOK = 'a1c3e5f7-0b2d-4f6a-8c9e-1b3d5f7a9c0e';

/** Sample channel settings: a webhook with past deliveries (one failed, retryable), an e-mail and an SMS recipient, a Slack channel. */
function sampleConnectivity() {
  const hooks: WebhookConfig[] = [{ _id: SAMPLE_HOOK, displayName: 'Acme audit sink', description: 'Copies user events to the audit system', url: 'https://hooks.acme.example/portico',
    eventKeys: ['frontegg.user.created', 'frontegg.user.invitedToTenant', 'frontegg.user.rolesChanged'], isActive: true, createdAt: ago(60 * 24 * 30), updatedAt: ago(60 * 24 * 30) }];
  const delivery = (i: number, eventKey: string, minutes: number, statusCode: number, status: WebhookLog['status'], body: string): WebhookLog => ({
    _id: `b2d4f6a8-1c3e-4a5b-9d7f-${String(i).padStart(12, '0')}`, id: `b2d4f6a8-1c3e-4a5b-9d7f-${String(i).padStart(12, '0')}`, webhookId: SAMPLE_HOOK,
    tenantId: 'preview-tenant-acme', eventKey, url: hooks[0]!.url, statusCode, body, status, attempts: status === 'failed' ? 5 : 1,
    durationMs: 120 + i * 37, createdAt: ago(minutes), payload: { eventKey, tenantId: 'preview-tenant-acme', data: { email: `person${i}@acme.example` } },
  });
  const logs: WebhookLog[] = [
    delivery(1, 'frontegg.user.invitedToTenant', 12, 200, 'delivered', 'ok'),
    delivery(2, 'frontegg.user.rolesChanged', 95, 503, 'failed', 'Service Unavailable'),
    delivery(3, 'frontegg.user.created', 60 * 26, 200, 'delivered', 'ok'),
  ];
  const entries: Record<'email' | 'sms', ChannelConfiguration[]> = {
    email: [{ eventKey: 'frontegg.user.invitedToTenant', enabled: true, recipients: ['security@acme.example'],
      subscriptions: [{ id: 'd4f6b8c0-3e5a-4c7d-9f1b-4d6f8b0c2e3a', enabled: true, recipients: ['security@acme.example'] }] }],
    sms: [{ eventKey: 'frontegg.user.failedAuthentication', enabled: true, recipients: ['+15555550123'],
      subscriptions: [{ id: 'e5a7c9d1-4f6b-4d8e-8a2c-5e7a9c1d3f4b', enabled: true, recipients: ['+15555550123'] }] }],
  };
  const slack: SlackSubscription[] = [{ id: 'c3e5a7b9-2d4f-4b6c-8e0a-3c5e7a9b1d2f', isActive: true, slackEvents: [{ eventKey: 'frontegg.user.failedAuthentication', channelIds: ['C0SECURITY'] }] }];
  return { hooks, logs, entries, slack };
}

/**
 * The connectivity port over in-memory data, with the server's catalogue, shapes and refusals (no delivery happens).
 * With `sample`, preview mode starts from sample settings and deliveries, so every screen has something to show.
 */
export function previewConnectivityApi(answer: Answer, options: { sample?: boolean } = {}): ConnectivityApi {
  const start = options.sample ? sampleConnectivity() : { hooks: [], logs: [] as WebhookLog[], entries: { email: [], sms: [] }, slack: [] };
  const hooks: WebhookConfig[] = start.hooks;
  const logs = new Map<string, WebhookLog[]>(start.logs.length ? [[SAMPLE_HOOK, start.logs]] : []);
  const entries: Record<'email' | 'sms', ChannelConfiguration[]> = start.entries;
  let slack: SlackSubscription[] = start.slack;
  const known = (keys: string[]) => {
    const bad = keys.find((k) => !KEYS.has(k));
    if (bad !== undefined) throw refuse(400, `eventKeys: Unknown event ${JSON.stringify(bad)}`);
  };
  const hook = (id: string) => hooks.find((h) => h._id === id) ?? (() => { throw refuse(404, 'Webhook not found'); })();
  const entry = (ch: 'email' | 'sms', key: string) => entries[ch].find((e) => e.eventKey === key) ?? (() => { throw refuse(404, `${ch === 'email' ? 'E-mail' : 'SMS'} configuration not found`); })();
  const now = () => new Date().toISOString();
  // Like the server: the signing secret is in the create answer only, never in reads or updates.
  const shown = ({ secret: _secret, ...rest }: WebhookConfig): WebhookConfig => structuredClone(rest);
  return {
    getEventCategories: () => answer(() => structuredClone(CATALOGUE)),
    getWebhooks: () => answer(() => hooks.map(shown)),
    createWebhook: (b) => answer(() => {
      known(b.eventKeys);
      const made: WebhookConfig = { _id: crypto.randomUUID(), displayName: b.displayName, ...(b.description ? { description: b.description } : {}), url: b.url,
        secret: b.secret || `whsec_${crypto.randomUUID().replace(/-/g, '')}`, eventKeys: [...new Set(b.eventKeys)], isActive: b.isActive ?? true, createdAt: now(), updatedAt: now() };
      hooks.push(made);
      return structuredClone(made);
    }),
    updateWebhook: (id, b) => answer(() => {
      const h = hook(id);
      if (b.eventKeys) known(b.eventKeys);
      Object.assign(h, Object.fromEntries(Object.entries(b).filter(([k, v]) => v !== undefined && !(k === 'secret' && !v))), { updatedAt: now() });
      return shown(h);
    }),
    deleteWebhook: (id) => answer(() => (logs.delete(id), void hooks.splice(hooks.indexOf(hook(id)), 1))),
    getWebhookLogs: (id, offset, limit) => answer(() => {
      const all = logs.get(hook(id)._id) ?? [];
      return { rows: structuredClone(all.slice(offset, offset + limit)), total: all.length, count: all.length };
    }),
    testWebhook: () => answer(() => ({ statusCode: 200, body: 'ok' })),
    retryWebhookLog: (logId) => answer(() => {
      const log = [...logs.values()].flat().find((l) => l._id === logId);
      if (!log) throw refuse(404, 'Webhook log not found');
      // Queued again, as the server answers (202): the preview's receiver then takes it.
      Object.assign(log, { status: 'delivered', statusCode: 200, body: 'ok', attempts: (log.attempts ?? 1) + 1 });
      return { isProcess: true, success: true, ...structuredClone(log) };
    }),
    getEntries: (ch) => answer(() => structuredClone(entries[ch])),
    createEntry: (ch, b) => answer(() => {
      known([b.eventKey]);
      if (entries[ch].some((e) => e.eventKey === b.eventKey)) throw refuse(409, `${ch === 'email' ? 'E-mail' : 'SMS'} configuration for ${b.eventKey} already exists`);
      const recipients = [...new Set(b.recipients)];
      // Like the server: a v1 entry's recipients are one subscription.
      const made = { eventKey: b.eventKey, enabled: b.enabled ?? true, recipients, subscriptions: [{ id: crypto.randomUUID(), enabled: true, recipients }] };
      entries[ch].push(made);
      return structuredClone(made);
    }),
    updateEntry: (ch, key, b) => answer(() => {
      const e = entry(ch, key);
      if (b.enabled !== undefined) e.enabled = b.enabled;
      if (b.recipients) {
        e.recipients = [...new Set(b.recipients)];
        e.subscriptions = [{ id: crypto.randomUUID(), enabled: true, recipients: e.recipients }];
      }
      return structuredClone(e);
    }),
    deleteEntry: (ch, key) => answer(() => void entries[ch].splice(entries[ch].indexOf(entry(ch, key)), 1)),
    getSlackSubscriptions: () => answer(() => structuredClone(slack)),
    createSlackSubscription: (b) => answer(() => {
      known(b.slackEvents.map((e) => e.eventKey));
      const made = { id: crypto.randomUUID(), isActive: b.isActive ?? true, slackEvents: structuredClone(b.slackEvents) };
      slack.push(made);
      return structuredClone(made);
    }),
    updateSlackSubscription: (id, b) => answer(() => {
      const s = slack.find((x) => x.id === id) ?? (() => { throw refuse(404, 'Slack subscription not found'); })();
      Object.assign(s, { slackEvents: structuredClone(b.slackEvents), isActive: b.isActive ?? true });
      return structuredClone(s);
    }),
    deleteSlackSubscription: (id) => answer(() => {
      if (!slack.some((x) => x.id === id)) throw refuse(404, 'Slack subscription not found');
      slack = slack.filter((x) => x.id !== id);
    }),
  };
}
