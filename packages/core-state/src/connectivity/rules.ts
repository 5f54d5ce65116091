import type { ChannelConfiguration, SlackSubscription, SlackSubscriptionRequest } from '@portico/rest-api/integrations';

/** What saving an e-mail / SMS entry does (spec §5), or nothing. */
export type EntryPlan = { kind: 'create' | 'update'; recipients: string[] } | { kind: 'delete' } | { kind: 'none' };

/** Posted only with a non-empty recipient; updated when different; deleted when all recipients are emptied. */
export function planEntry(existing: ChannelConfiguration | undefined, recipients: string[], enabled?: boolean): EntryPlan {
  const kept = [...new Set(recipients.map((r) => r.trim()).filter(Boolean))];
  if (!existing) return kept.length ? { kind: 'create', recipients: kept } : { kind: 'none' };
  if (!kept.length) return { kind: 'delete' };
  const same = kept.length === existing.recipients.length && kept.every((r, i) => r === existing.recipients[i]);
  return same && (enabled === undefined || enabled === existing.enabled) ? { kind: 'none' } : { kind: 'update', recipients: kept };
}

/** What saving a slack subscription does (spec §5), or nothing. */
export type SlackPlan = 'create' | 'update' | 'delete' | 'none';

/** Created if no id and the first event has channels; updated if changed and has channels; deleted if id and no channels. */
export function planSlack(existing: SlackSubscription | undefined, next: SlackSubscriptionRequest & { id?: string }): SlackPlan {
  const hasChannels = (next.slackEvents[0]?.channelIds.length ?? 0) > 0;
  if (!next.id) return hasChannels ? 'create' : 'none';
  if (!hasChannels) return 'delete';
  const changed = !existing || JSON.stringify({ e: existing.slackEvents, a: existing.isActive }) !== JSON.stringify({ e: next.slackEvents, a: next.isActive ?? existing.isActive });
  return changed ? 'update' : 'none';
}

/**
 * The slack request that sets one event's channels: the subscription holding the event gets them in place; emptied,
 * the event is dropped, and with no other event left the request has no channels (so the spec's rules delete it); an
 * event in no subscription gets a new one.
 */
export function slackRequestFor(subscriptions: SlackSubscription[], eventKey: string, channelIds: string[]): SlackSubscriptionRequest & { id?: string } {
  const channels = [...new Set(channelIds.map((c) => c.trim()).filter(Boolean))];
  const holder = subscriptions.find((s) => s.slackEvents.some((e) => e.eventKey === eventKey));
  if (!holder) return { slackEvents: [{ eventKey, channelIds: channels }] };
  const others = holder.slackEvents.filter((e) => e.eventKey !== eventKey);
  const slackEvents = channels.length
    ? holder.slackEvents.map((e) => (e.eventKey === eventKey ? { ...e, channelIds: channels } : e))
    : others.length ? others : [{ eventKey, channelIds: [] }];
  return { id: holder.id, slackEvents, isActive: holder.isActive };
}
