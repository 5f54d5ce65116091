import { deliver, trySpend } from '../budgets';
import type { Deps } from '../deps';
import { EVENT_CATALOGUE, postJson, type ChannelFamily, type Delivery, type Sender } from '../events';
import { outboundPolicy } from '../outbound';
import { subscribedRecipients } from './repo';

const title = (key: string) => EVENT_CATALOGUE.find((e) => e.key === key)?.displayName ?? key;

/** One line about an event for a person: "User invited: new@acme.test". */
function summary(row: Delivery): string {
  const data = (row.payload as { data?: Record<string, unknown> }).data ?? {};
  return `${title(row.event_key)}${typeof data.email === 'string' ? `: ${data.email}` : ''}`;
}

/** E-mail, SMS and slack subscriptions as a channel family: mail and SMS through the outbox, slack by its incoming webhook. */
export function channelDelivery(deps: Deps): ChannelFamily {
  const viaOutbox = (channel: 'email' | 'sms'): Sender => async (row) => {
    const started = performance.now();
    // The tenant whose admins chose the recipients pays: messages an hour, and distinct numbers a day for texts.
    const ticket = await trySpend(deps, 'notification', { tenantId: row.tenant_id }, { channel, to: row.target });
    if (!ticket) return { ok: false, statusCode: null, body: 'The tenant\'s notification budget is spent', durationMs: 0 };
    await deliver(deps, ticket, { channel, to: row.target, subject: `Portico: ${title(row.event_key)}`, text: `${summary(row)} (${row.created_at.toISOString()})` });
    return { ok: true, statusCode: null, body: 'Queued in the outbox', durationMs: Math.round(performance.now() - started) };
  };
  return {
    source: 'integrations',
    targets: async (db, tenantId, key) =>
      (await subscribedRecipients(db, tenantId, key)).flatMap((s) => s.recipients.map((target) => ({ channel: s.channel as 'email' | 'sms' | 'slack', target }))),
    senders: {
      email: viaOutbox('email'),
      sms: viaOutbox('sms'),
      slack: async (row) => {
        const res = await postJson(row.target, JSON.stringify({ text: summary(row) }), { headers: {}, timeoutMs: deps.events.options.timeoutMs, policy: outboundPolicy(deps.config) });
        return { ...res, ok: res.statusCode !== null && res.statusCode >= 200 && res.statusCode < 300 };
      },
    },
  };
}
