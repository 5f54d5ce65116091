export { createBillingRestApi } from './api';
export type { BillingApi } from './api';
export { currentSubscription } from './current';
export { createBillingStore } from './store';
export type { BillingStoreDeps } from './store';
export type { BillingActions, BillingPortAction, BillingState, CheckoutState, PaymentMethodState } from './types';
export type {
  BillingPlan, BillingSummary, Invoice, PaymentMethod, PaymentProvider, Subscription, SubscriptionStatus, VendorBillingPublicConfiguration,
  TenantUsage, UsageMetric, UpdateBillingDetailsRequest, BillingAddress,
} from '@portico/rest-api/billing';
