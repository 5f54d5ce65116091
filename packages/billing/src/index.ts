/**
 * @portico/billing: subscription billing over @portico/core-state — the display and plan-change rules and the selectors
 * of the billing store (`createAdminStores(portico).billing`, re-exported here). React screens are in `@portico/billing/react`.
 * @packageDocumentation
 */
export { createBillingRestApi, createBillingStore, currentSubscription } from '@portico/core-state/admin';
export type { BillingApi, BillingState, CheckoutState, PaymentMethodState } from '@portico/core-state/admin';
export { createBillingStores } from './stores';
export {
  CARD_PROVIDERS, DEFAULT_CURRENCY, TEST_PAYMENT_METHODS, canCancel, canRenew, displayStatus, formatAmount, isUsableProvider,
} from './rules';
export type { SubscriptionDisplay, TestPaymentMethodId } from './rules';
export {
  canChooseSelector, selectCanCancel, selectCanCheckout, selectCanRenew, selectCurrentPlan, selectDisplayStatus, selectTestMode,
} from './selectors';
