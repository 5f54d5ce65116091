import type { PaymentProvider, Subscription } from '@portico/core-state/admin';

/** How a subscription status is shown (product-spec §3). */
export type SubscriptionDisplay = 'ACTIVE' | 'CANCELED' | 'INCOMPLETE' | 'EXPIRED' | 'TRIALING';

const DISPLAY: Readonly<Record<string, SubscriptionDisplay>> = {
  active: 'ACTIVE', canceled: 'CANCELED', incomplete: 'INCOMPLETE', expired: 'EXPIRED', trialing: 'TRIALING',
};

/** Display of a subscription: externally managed → ACTIVE; unknown statuses (and trialEnded, not in the display list) → EXPIRED. */
export function displayStatus(sub: Pick<Subscription, 'status' | 'externallyManaged'>): SubscriptionDisplay {
  if (sub.externallyManaged) return 'ACTIVE';
  return DISPLAY[sub.status] ?? 'EXPIRED';
}

/** Cancel is allowed only with no cancellation and status active. */
export const canCancel = (sub: Pick<Subscription, 'status' | 'cancellation' | 'externallyManaged'>): boolean =>
  !sub.externallyManaged && !sub.cancellation && sub.status === 'active';

/** Renew is allowed only if the cancellation policy is atPeriodEnd. */
export const canRenew = (sub: Pick<Subscription, 'cancellation' | 'externallyManaged'>): boolean =>
  !sub.externallyManaged && sub.cancellation?.policy === 'atPeriodEnd';

/** Provider types that take cards (Stripe, and the embedded test provider that mimics it). */
export const CARD_PROVIDERS: readonly string[] = ['stripe', 'embedded'];

/** A payment provider is usable when it is a card provider with status "1" (product-spec §5). */
export const isUsableProvider = (p: PaymentProvider): boolean => CARD_PROVIDERS.includes(p.providerType) && p.status === '1';

/** Default currency of amounts (product-spec §9). */
export const DEFAULT_CURRENCY = 'usd';

/** Amount in minor units → `{ value: '19.00', currency: 'USD' }`: divided by 100, two decimals, default usd. */
export function formatAmount(amount: number, currency?: string): { value: string; currency: string } {
  return { value: (amount / 100).toFixed(2), currency: (currency || DEFAULT_CURRENCY).toUpperCase() };
}

/** The embedded provider's named test payment methods (Stripe's test ids): one succeeds, one is declined, one needs authentication. */
export const TEST_PAYMENT_METHODS = [
  { id: 'pm_card_visa', outcome: 'succeeds' },
  { id: 'pm_card_chargeDeclined', outcome: 'declined' },
  { id: 'pm_card_authenticationRequired', outcome: 'authentication' },
] as const;

/** One of {@link TEST_PAYMENT_METHODS}. */
export type TestPaymentMethodId = (typeof TEST_PAYMENT_METHODS)[number]['id'];

/** What choosing a plan will do, as the server prices it (shown before the change is confirmed). */
export interface PlanQuote {
  /** trial: a new subscription starting with its trial; subscribe: a new one charged now (or free); upgrade / downgrade: a live one changes plan; trialChange: the trial continues on another plan. */
  kind: 'trial' | 'subscribe' | 'upgrade' | 'downgrade' | 'trialChange';
  /** Charged now, in minor units (the prorated difference of an upgrade, or the first month). */
  chargeNow: number;
  /** Credited to the account for the next invoices (the prorated difference of a downgrade). */
  credit: number;
  /** When the change takes effect (now). */
  effective: string;
  /** The next charge at the new price, unless the plan is free: its date and amount. */
  next?: { date: string; amount: number };
  trialDays?: number;
}

const addMonthIso = (ms: number) => {
  const d = new Date(ms);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString();
};

/**
 * Prices a plan change the way the server does: a live paid period is prorated (the new plan's remaining time less the
 * old plan's unused time: charged now on an upgrade, credited on a downgrade); a trial continues on a paid plan and
 * ends on a free one; a new subscription starts with the plan's trial when the account still has one.
 */
export function quotePlanChange(sub: Subscription | null, from: { price: { amount: number } } | undefined, to: { price: { amount: number }; trialDays?: number }, now = Date.now()): PlanQuote {
  const effective = new Date(now).toISOString();
  const amount = to.price.amount;
  const live = sub && (sub.status === 'active' || sub.status === 'trialing') ? sub : null;
  if (!live || !from) {
    if (amount > 0 && (to.trialDays ?? 0) > 0) {
      return { kind: 'trial', chargeNow: 0, credit: 0, effective, trialDays: to.trialDays!, next: { date: new Date(now + to.trialDays! * 86_400_000).toISOString(), amount } };
    }
    return { kind: 'subscribe', chargeNow: amount, credit: 0, effective, ...(amount > 0 ? { next: { date: addMonthIso(now), amount } } : {}) };
  }
  if (live.status === 'trialing') {
    if (amount === 0) return { kind: 'downgrade', chargeNow: 0, credit: 0, effective };
    return { kind: 'trialChange', chargeNow: 0, credit: 0, effective, next: { date: live.trialEnd ?? live.currentPeriodEnd, amount } };
  }
  const [start, end] = [Date.parse(live.currentPeriodStart), Date.parse(live.currentPeriodEnd)];
  const fraction = Math.min(1, Math.max(0, (end - now) / Math.max(end - start, 1)));
  const diff = Math.round(amount * fraction) - Math.round(from.price.amount * fraction);
  const upgrade = amount > from.price.amount;
  return {
    kind: upgrade ? 'upgrade' : 'downgrade', chargeNow: Math.max(diff, 0), credit: Math.max(-diff, 0), effective,
    ...(amount > 0 ? { next: { date: live.currentPeriodEnd, amount } } : {}),
  };
}

/** A trial can be ended now (charged at once) by the account itself, unless billing is managed elsewhere. */
export const canEndTrial = (sub: Pick<Subscription, 'status' | 'externallyManaged'>): boolean => !sub.externallyManaged && sub.status === 'trialing';
