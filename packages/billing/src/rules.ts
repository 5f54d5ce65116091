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
