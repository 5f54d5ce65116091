import type { EventCategory, EventChannel } from '@portico/rest-api/events';
import type { ChannelConfiguration, SlackSubscription } from '@portico/rest-api/integrations';
import type { WebhookConfig } from '@portico/rest-api/webhooks';
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

/** The connectivity port over in-memory data, with the server's catalogue, shapes and refusals (no delivery happens). */
export function previewConnectivityApi(answer: Answer): ConnectivityApi {
  const hooks: WebhookConfig[] = [];
  const entries: Record<'email' | 'sms', ChannelConfiguration[]> = { email: [], sms: [] };
  let slack: SlackSubscription[] = [];
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
    deleteWebhook: (id) => answer(() => void hooks.splice(hooks.indexOf(hook(id)), 1)),
    getWebhookLogs: (id) => answer(() => (hook(id), { rows: [], total: 0, count: 0 })),
    testWebhook: () => answer(() => ({ statusCode: 200, body: 'ok' })),
    retryWebhookLog: () => answer(() => { throw refuse(404, 'Webhook log not found'); }),
    getEntries: (ch) => answer(() => structuredClone(entries[ch])),
    createEntry: (ch, b) => answer(() => {
      known([b.eventKey]);
      if (entries[ch].some((e) => e.eventKey === b.eventKey)) throw refuse(409, `${ch === 'email' ? 'E-mail' : 'SMS'} configuration for ${b.eventKey} already exists`);
      const made = { eventKey: b.eventKey, enabled: b.enabled ?? true, recipients: [...new Set(b.recipients)] };
      entries[ch].push(made);
      return structuredClone(made);
    }),
    updateEntry: (ch, key, b) => answer(() => {
      const e = entry(ch, key);
      if (b.enabled !== undefined) e.enabled = b.enabled;
      if (b.recipients) e.recipients = [...new Set(b.recipients)];
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
