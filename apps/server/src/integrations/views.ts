import type { Selectable } from 'kysely';
import type { ConnectivityChannelEventTable, ConnectivitySubscriptionTable } from './tables';

type SubRow = Selectable<ConnectivitySubscriptionTable>;
type EventRow = Selectable<ConnectivityChannelEventTable>;

/** One v2 subscription. */
export const subscriptionView = (s: SubRow) => ({ id: s.id, ...(s.name !== null ? { name: s.name } : {}), enabled: s.enabled, recipients: s.recipients });

/** A v2 entry: the event switch with its subscriptions. */
export const entryV2 = (e: EventRow, subs: SubRow[]) => ({
  eventKey: e.event_key, enabled: e.enabled, subscriptions: subs.filter((s) => s.event_key === e.event_key).map(subscriptionView),
});

/**
 * A v1 entry: the event switch with every recipient of its subscriptions, and the subscriptions themselves (Frontegg's
 * client reads and edits those on the v1 paths).
 */
export const entryV1 = (e: EventRow, subs: SubRow[]) => ({
  ...entryV2(e, subs),
  recipients: [...new Set(subs.filter((s) => s.event_key === e.event_key).flatMap((s) => s.recipients))],
});

/** Slack subscriptions: rows grouped by subscription id, one slack event per row. */
export function slackViews(rows: SubRow[]) {
  const byGroup = new Map<string, SubRow[]>();
  for (const r of rows) byGroup.set(r.group_id, [...(byGroup.get(r.group_id) ?? []), r]);
  return [...byGroup].map(([id, events]) => ({
    id, isActive: events.every((e) => e.enabled),
    slackEvents: events.map((e) => ({ eventKey: e.event_key, channelIds: e.recipients, ...(e.message ? { message: e.message } : {}) })),
  }));
}
