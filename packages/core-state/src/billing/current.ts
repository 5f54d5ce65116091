import type { Subscription } from '@portico/rest-api/billing';

/** Whether a subscription is live (active or trialing). */
export const isLive = (s: Subscription): boolean => s.status === 'active' || s.status === 'trialing';

/** The subscription the screens show: the live one (active or trialing), else the newest. */
export const currentSubscription = (subs: Subscription[]): Subscription | null => subs.find(isLive) ?? subs[0] ?? null;
