import { memoSelector } from '../shared/memo';
import type { ConnectivityState } from './types';

/** One card of the connectivity page. */
export interface ConnectivityCard {
  channel: 'email' | 'sms' | 'slack' | 'webhook';
  /** Number of events the channel is subscribed to. */
  events: number;
  active: boolean;
}

const count = (keys: string[]) => new Set(keys).size;

/** The email, SMS, Slack and webhook cards: subscribed-event count and active flag. */
export const selectConnectivityCards = memoSelector((s: ConnectivityState) => [s.email.data, s.sms.data, s.slack.data, s.webhooks.data] as const, (email, sms, slack, webhooks): ConnectivityCard[] => {
  const entries = (list: typeof email) => list.filter((e) => e.enabled && e.recipients.length > 0);
  const activeHooks = webhooks.filter((w) => w.isActive);
  const activeSlack = slack.filter((x) => x.isActive);
  return [
    { channel: 'email', events: entries(email).length, active: entries(email).length > 0 },
    { channel: 'sms', events: entries(sms).length, active: entries(sms).length > 0 },
    { channel: 'slack', events: count(activeSlack.flatMap((x) => x.slackEvents.filter((e) => e.channelIds.length).map((e) => e.eventKey))), active: activeSlack.length > 0 },
    { channel: 'webhook', events: count(activeHooks.flatMap((w) => w.eventKeys)), active: activeHooks.length > 0 },
  ];
});

/** Display name of each catalogue event, by key. */
export const selectEventNames = memoSelector((s: ConnectivityState) => [s.categories.data] as const, (categories): Record<string, string> =>
  Object.fromEntries(categories.flatMap((c) => c.events.map((e) => [e.key, e.displayName]))));

/** One event of the notifications table: who hears about it by e-mail, SMS and Slack. */
export interface NotificationRow {
  eventKey: string;
  name: string;
  email: string[];
  sms: string[];
  slack: string[];
}

/** Every catalogue event with its e-mail recipients, SMS numbers and Slack channels (empty when unsubscribed). */
export const selectNotificationRows = memoSelector((s: ConnectivityState) => [s.categories.data, s.email.data, s.sms.data, s.slack.data] as const,
  (categories, email, sms, slack): NotificationRow[] => categories.flatMap((c) => c.events).map((e) => ({
    eventKey: e.key, name: e.displayName,
    email: email.find((x) => x.eventKey === e.key)?.recipients ?? [],
    sms: sms.find((x) => x.eventKey === e.key)?.recipients ?? [],
    slack: [...new Set(slack.flatMap((x) => x.slackEvents.filter((se) => se.eventKey === e.key).flatMap((se) => se.channelIds)))],
  })));
