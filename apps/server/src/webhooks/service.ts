import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { Deps } from '../deps';
import {
  EVENT_ID_HEADER, EVENT_KEY_HEADER, SIGNATURE_HEADER, isCatalogueKey, postJson, signatureHeader, type ChannelFamily, type PostResult,
} from '../events';
import { badRequest, notFound } from '../http/errors';
import { addressAllowed, outboundPolicy, type OutboundPolicy } from '../outbound';
import { findWebhook, subscribedWebhooks } from './repo';

/** Messages of the webhooks domain, worded once. */
export const WEBHOOK_MSG = {
  notFound: 'Webhook not found',
  logNotFound: 'Webhook log not found',
  inProgress: 'This delivery is in progress',
  privateUrl: 'url: Webhook URL must be a public address',
  unknownEvent: (key: string) => `eventKeys: Unknown event ${JSON.stringify(key.slice(0, 64))}`,
} as const;

/** A fresh signing secret when the caller gives none. */
export const newSecret = (): string => `whsec_${randomBytes(24).toString('base64url')}`;

/** 400 for a key outside the events catalogue. */
export function checkEventKeys(keys: string[]): string[] {
  const bad = keys.find((k) => !isCatalogueKey(k));
  if (bad !== undefined) throw badRequest(WEBHOOK_MSG.unknownEvent(bad));
  return [...new Set(keys)];
}

/** In production, refuses URLs that name a non-public host outright (names are checked again, resolved, at each delivery). */
export function checkUrl(url: string, policy: OutboundPolicy): string {
  if (!policy.publicOnly) return url;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && !addressAllowed(host, policy))) throw badRequest(WEBHOOK_MSG.privateUrl);
  return url;
}

/** The tenant's webhook or 404. */
export async function requireWebhook(deps: Deps, tenantId: string, id: string) {
  const hook = await findWebhook(deps.db, tenantId, id);
  if (!hook) throw notFound(WEBHOOK_MSG.notFound);
  return hook;
}

/** Sends one signed POST (delivery, retry or test) with the bus's timeout; private targets refused in production. */
export function sendSigned(deps: Deps, url: string, secret: string, eventId: string, eventKey: string, body: string): Promise<PostResult> {
  const t = Math.floor(deps.events.now().getTime() / 1000);
  return postJson(url, body, {
    headers: { [SIGNATURE_HEADER]: signatureHeader(secret, t, body), [EVENT_ID_HEADER]: eventId, [EVENT_KEY_HEADER]: eventKey },
    timeoutMs: deps.events.options.timeoutMs, policy: outboundPolicy(deps.config),
  });
}

/** Webhooks as a channel family of the event bus: active subscribed webhooks receive events, signed with their current secret. */
export function webhookDelivery(deps: Deps): ChannelFamily {
  return {
    source: 'webhooks',
    targets: async (db, tenantId, key) =>
      (await subscribedWebhooks(db, tenantId, key)).map((w) => ({ channel: 'webhook' as const, target: w.url, webhookId: w.id })),
    senders: {
      webhook: async (row) => {
        const hook = row.webhook_id ? await findWebhook(deps.db, row.tenant_id, row.webhook_id) : undefined;
        if (!hook) return { ok: false, statusCode: null, body: WEBHOOK_MSG.notFound, durationMs: 0 };
        const res = await sendSigned(deps, row.target, hook.secret, row.event_id, row.event_key, JSON.stringify(row.payload));
        return { ...res, ok: res.statusCode !== null && res.statusCode >= 200 && res.statusCode < 300 };
      },
    },
  };
}
