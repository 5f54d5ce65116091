import type { ApiClient } from '@portico/rest-api';
import {
  cancelSubscription, confirmStripeSetupIntent, createStripeSetupIntent, createSubscription, deletePaymentMethod, deleteSubscription, endSubscriptionTrial, getBillingSummary, getInvoicePdf, getInvoices, getPaymentMethods, getPaymentProviders,
  getPlans, getStripePublicConfiguration, getSubscriptions, getUsage, getVendorBillingPublicConfiguration, renewSubscription, setDefaultPaymentMethod, updatePaymentMethodBillingDetails,
  updateSubscription,
} from '@portico/rest-api/billing';
import type {
  BillingPlan, BillingSummary, Invoice, PaymentMethod, PaymentProvider, StripeSetupIntent, Subscription, UpdateSubscriptionRequest,
  VendorBillingPublicConfiguration, CreateSubscriptionRequest, StripePublicConfiguration, TenantUsage, UpdateBillingDetailsRequest,
} from '@portico/rest-api/billing';

/** The billing port of `@portico/billing`'s stores (REST over `@portico/rest-api`, or a fake in tests). */
export interface BillingApi {
  getSummary(tenantId: string): Promise<BillingSummary>;
  getPlans(): Promise<BillingPlan[]>;
  getSubscriptions(): Promise<Subscription[]>;
  getPaymentMethods(): Promise<PaymentMethod[]>;
  getInvoices(): Promise<Invoice[]>;
  getInvoicePdf(id: string, fileName?: string): Promise<File>;
  getVendorConfig(): Promise<VendorBillingPublicConfiguration>;
  getPaymentProviders(): Promise<PaymentProvider[]>;
  createSubscription(body: CreateSubscriptionRequest): Promise<Subscription>;
  updateSubscription(id: string, body: UpdateSubscriptionRequest): Promise<Subscription>;
  cancelSubscription(id: string): Promise<Subscription>;
  renewSubscription(id: string): Promise<Subscription>;
  /** Ends a trial now: the first period is charged (an invoice) and the subscription turns active. */
  endTrial(id: string): Promise<Subscription>;
  /** Ends a subscription now (its invoices stay). */
  deleteSubscription(id: string): Promise<void>;
  /** Makes a payment method the default (the live subscription is charged to it). */
  setDefaultPaymentMethod(id: string): Promise<PaymentMethod>;
  /** Removes a payment method (the last one of a paid subscription is refused). */
  deletePaymentMethod(id: string): Promise<void>;
  /** Attaches a payment method through a setup intent (embedded provider: a named test payment method). */
  addPaymentMethod(paymentMethodId: string): Promise<StripeSetupIntent>;
  /**
   * Finishes a setup intent that answered `requires_action` once the cardholder authenticated (3-D Secure): after
   * Stripe.js `handleNextAction`, or with the embedded provider's test challenge outcome.
   */
  confirmSetupIntent(setupIntentId: string, authentication?: 'complete' | 'fail'): Promise<StripeSetupIntent>;
  /** A setup intent for Stripe.js to confirm a new card in the browser. */
  createSetupIntent(): Promise<StripeSetupIntent>;
  /** The Stripe publishable key ("Payment provider not configured" when billing runs on another provider). */
  getStripePublicConfiguration(): Promise<StripePublicConfiguration>;
  /** Billing details (e-mail and address) of a payment method. */
  updateBillingDetails(paymentMethodId: string, body: UpdateBillingDetailsRequest): Promise<PaymentMethod>;
  /** The tenant's metered usage (seats at least) against its plan's limits. */
  getUsage(): Promise<TenantUsage>;
}

/** {@link BillingApi} over one API client. */
export const createBillingRestApi = (client: ApiClient): BillingApi => ({
  getSummary: (tenantId) => getBillingSummary(client, tenantId),
  getPlans: () => getPlans(client),
  getSubscriptions: () => getSubscriptions(client),
  getPaymentMethods: () => getPaymentMethods(client),
  getInvoices: () => getInvoices(client),
  getInvoicePdf: (id, fileName) => getInvoicePdf(client, id, fileName),
  getVendorConfig: () => getVendorBillingPublicConfiguration(client),
  getPaymentProviders: () => getPaymentProviders(client),
  createSubscription: (body) => createSubscription(client, body),
  updateSubscription: (id, body) => updateSubscription(client, id, body),
  cancelSubscription: (id) => cancelSubscription(client, id),
  renewSubscription: (id) => renewSubscription(client, id),
  endTrial: (id) => endSubscriptionTrial(client, id),
  deleteSubscription: (id) => deleteSubscription(client, id),
  setDefaultPaymentMethod: (id) => setDefaultPaymentMethod(client, id),
  deletePaymentMethod: (id) => deletePaymentMethod(client, id),
  addPaymentMethod: (paymentMethodId) => createStripeSetupIntent(client, { paymentMethodId }),
  confirmSetupIntent: (id, authentication) => confirmStripeSetupIntent(client, id, authentication ? { authentication } : {}),
  createSetupIntent: () => createStripeSetupIntent(client),
  getStripePublicConfiguration: () => getStripePublicConfiguration(client),
  updateBillingDetails: (id, body) => updatePaymentMethodBillingDetails(client, id, body),
  getUsage: () => getUsage(client),
});
