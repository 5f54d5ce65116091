/** Subscription status as the server sends it (unknown values are shown as EXPIRED by the UI). */
export type SubscriptionStatus = 'active' | 'canceled' | 'incomplete' | 'expired' | 'trialing' | 'trialEnded';

/** Price of a plan, in the currency's minor unit (cents): the UI divides by 100. */
export interface PlanPrice {
  amount: number;
  /** ISO 4217 code, lower case (e.g. `usd`). */
  currency: string;
}

/** A billing plan (always billed monthly). */
export interface BillingPlan {
  id: string;
  name: string;
  description?: string;
  price: PlanPrice;
  slug?: string;
  recurringInterval: 'month';
  /** Days of free trial this account gets when it subscribes to the plan (0 once it used its trial). */
  trialDays?: number;
}

/** How a subscription is being cancelled. */
export interface SubscriptionCancellation {
  policy: 'atPeriodEnd';
}

/** A subscription. */
export interface Subscription {
  id: string;
  externalId?: string;
  startDate: string;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  status: SubscriptionStatus;
  /** Set once a cancellation is scheduled; renewing clears it. */
  cancellation?: SubscriptionCancellation | null;
  trialEnd?: string | null;
  /** Managed outside the product (the UI then shows ACTIVE and no actions). */
  externallyManaged?: boolean;
  planId?: string;
  plan?: BillingPlan;
  /**
   * Present while the payment of a checkout or plan change waits for the cardholder's 3-D Secure: Stripe.js
   * `handleNextAction` takes it; then `confirmStripeSetupIntent` with the intent id (the part before `_secret_`).
   */
  clientSecret?: string;
}

/** A subscription managed by the vendor on the tenant's behalf. */
export interface ManagedSubscription extends Subscription {
  tenantId?: string;
}

/** `POST .../billing/subscriptions/v1`. */
export interface CreateSubscriptionRequest {
  planId: string;
  paymentMethodId?: string;
}

/** Change the payment method (and possibly the plan). */
export interface PaymentMethodChange {
  paymentMethodId: string;
  planId?: string;
}

/** Change the plan (and possibly the payment method). */
export interface PlanChange {
  planId: string;
  paymentMethodId?: string;
}

/** `PUT .../subscriptions/v1/{id}`: update with a paymentMethodId or a planId. */
export type UpdateSubscriptionRequest = PaymentMethodChange | PlanChange;

/** An invoice; `totalAmount` is raw (minor units), formatting is the billing UI's. */
export interface Invoice {
  id: string;
  externalId?: string;
  subscriptionId?: string;
  paymentDate: string;
  totalAmount: number;
  currency: string;
  paid: boolean;
  receiptNumber?: string;
}

/** Kind of payment method. */
export type PaymentMethodType = 'unknown' | 'card';

/** Postal address of billing details. */
export interface BillingAddress {
  line1: string;
  line2?: string;
  city: string;
  state?: string;
  postalCode?: string;
  /** ISO 3166-1 alpha-2 code. */
  country: string;
}

/** Billing details of a payment method. */
export interface BillingDetails {
  name?: string;
  email?: string;
  address?: BillingAddress;
}

/** A payment method. */
export interface PaymentMethod {
  id: string;
  externalId?: string;
  type: PaymentMethodType;
  isDefault: boolean;
  last4?: string;
  expMonth?: number;
  expYear?: number;
  brand?: string;
  billingDetails?: BillingDetails;
}

/** `PATCH .../payment-methods/v1/{id}/billing-details`: e-mail plus address. */
export interface UpdateBillingDetailsRequest {
  email: string;
  address: BillingAddress;
}

/** Response of `GET .../billing/summaries/v1/{tenantId}`: what the billing screens start from. */
export interface BillingSummary {
  subscriptionId?: string;
  paymentMethodId?: string;
  tenantConfigurationId?: string;
  providerType?: string;
  externallyManaged?: boolean;
  currentPlanId?: string;
  defaultPlanId?: string;
}

/** Response of `GET .../billing/tenant-configurations/v1/{tenantId}`. */
export interface TenantBillingConfiguration {
  id: string;
  tenantId: string;
  providerType?: string;
  externallyManaged?: boolean;
  /** What happens when a trial ends. */
  trialEndAction?: 'change_to_default' | 'retain_trial';
}

/** Response of `GET .../billing/vendor-public-configurations/v1`. */
export interface VendorBillingPublicConfiguration {
  allowPlanDowngrade: boolean;
  allowPlanCancellation: boolean;
}

/** One metered quantity of the tenant against its plan's limit (`limit` null: the plan sets none). */
export interface UsageMetric {
  /** What is counted, e.g. `seats` (members of the tenant, invited included). */
  key: string;
  used: number;
  limit: number | null;
}

/** Response of `GET .../billing/usage/v1`: the tenant's usage against its current plan (the default plan when none). */
export interface TenantUsage {
  planId: string | null;
  planName: string | null;
  metrics: UsageMetric[];
}

/** A payment provider of the vendor; usable for checkout when it is a card provider with status `"1"`. */
export interface PaymentProvider {
  id?: string;
  /** e.g. `stripe`. */
  providerType: string;
  status: string;
}

/** A Stripe customer of a tenant. */
export interface StripeCustomer {
  id: string;
  tenantId?: string;
  name?: string;
  email?: string;
}

/** `POST .../billing/stripe/customers/v1`. */
export interface CreateStripeCustomerRequest {
  name: string;
  email: string;
  tenantId?: string;
}

/** `POST .../billing/stripe/subscriptions/v1`. */
export interface CreateStripeSubscriptionRequest {
  planId: string;
  customerId?: string;
  paymentMethodId?: string;
}

/** Response of `POST .../billing/stripe/subscriptions/v1`. */
export interface StripeSubscription {
  id: string;
  externalId?: string;
  status?: SubscriptionStatus;
  /** Secret for confirming the first payment in the browser, when one is due. */
  clientSecret?: string;
}

/** Response of `GET .../billing/stripe/public-configurations/v1`. */
export interface StripePublicConfiguration {
  publishableKey: string;
}

/** `POST .../billing/stripe/setup-intents/v1`: optionally for an existing payment method. */
export interface CreateStripeSetupIntentRequest {
  paymentMethodId?: string;
}

/** Response of `POST .../billing/stripe/setup-intents/v1`. */
export interface StripeSetupIntent {
  setupIntentSecret: string;
  /** The intent's id, when it was created for a payment method (confirm it with `confirmStripeSetupIntent`). */
  setupIntentId?: string;
  /** `requires_action`: the cardholder must authenticate (3-D Secure) before the payment method is added. */
  status?: 'succeeded' | 'requires_action';
}

/** `POST .../billing/stripe/setup-intents/v1/{id}/confirm`. */
export interface ConfirmStripeSetupIntentRequest {
  /** The embedded provider's test challenge: the cardholder completed or failed authentication (Stripe ignores it). */
  authentication?: 'complete' | 'fail';
}
