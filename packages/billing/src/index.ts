/**
 * @portico/billing: subscription billing state over @portico/core-state — plans, the subscription (cancel/renew
 * rules, status display), payment methods, invoices and checkout. React screens are in `@portico/billing/react`.
 * @packageDocumentation
 */
export { createBillingRestApi } from '@portico/core-state/admin';
export type { BillingApi } from '@portico/core-state/admin';
export { createBillingStore, currentSubscription } from './store';
export { createBillingStores } from './stores';
export type { BillingState, CheckoutState, PaymentMethodState } from './types';
export {
  CARD_PROVIDERS, DEFAULT_CURRENCY, TEST_PAYMENT_METHODS, canCancel, canRenew, displayStatus, formatAmount, isUsableProvider,
} from './rules';
export type { SubscriptionDisplay, TestPaymentMethodId } from './rules';
export {
  canChooseSelector, selectCanCancel, selectCanCheckout, selectCanRenew, selectCurrentPlan, selectDisplayStatus, selectTestMode,
} from './selectors';
