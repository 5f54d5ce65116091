import { SUBSCRIPTIONS } from '../core/paths';

const BILLING = `${SUBSCRIPTIONS}/billing`;

/** Path bases of the billing calls, all under `/subscriptions/resources`. */
export const BILLING_PATHS = {
  subscriptions: `${BILLING}/subscriptions/v1`,
  plans: `${BILLING}/plans/v1`,
  invoices: `${BILLING}/invoices/v1`,
  paymentMethods: `${BILLING}/payment-methods/v1`,
  summaries: `${BILLING}/summaries/v1`,
  tenantConfigurations: `${BILLING}/tenant-configurations/v1`,
  vendorPublicConfigurations: `${BILLING}/vendor-public-configurations/v1`,
  stripeCustomers: `${BILLING}/stripe/customers/v1`,
  stripeSubscriptions: `${BILLING}/stripe/subscriptions/v1`,
  stripePublicConfigurations: `${BILLING}/stripe/public-configurations/v1`,
  stripeSetupIntents: `${BILLING}/stripe/setup-intents/v1`,
  paymentProviders: `${SUBSCRIPTIONS}/payment-providers/v1`,
  usage: `${BILLING}/usage/v1`,
  managedSubscriptions: `${SUBSCRIPTIONS}/subscriptions/v1`,
} as const;

export { under } from '../core/url';
