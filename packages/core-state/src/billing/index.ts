export { createBillingRestApi } from './api';
export type { BillingApi } from './api';
export type {
  BillingPlan, BillingSummary, Invoice, PaymentMethod, PaymentProvider, Subscription, SubscriptionStatus, VendorBillingPublicConfiguration,
  TenantUsage, UsageMetric, UpdateBillingDetailsRequest, BillingAddress,
} from '@portico/rest-api/billing';
