import type { ApiClient } from '../core/client';
import { request, type CallOptions } from '../core/request';
import { BILLING_PATHS, under } from './paths';
import type {
  CreateStripeCustomerRequest,
  ConfirmStripeSetupIntentRequest,
  CreateStripeSetupIntentRequest,
  CreateStripeSubscriptionRequest,
  StripeCustomer,
  StripePublicConfiguration,
  StripeSetupIntent,
  StripeSubscription,
} from './types';

/** `GET /subscriptions/resources/billing/stripe/customers/v1/{tenantId}`: the tenant's Stripe customer. */
export function getStripeCustomer(client: ApiClient, tenantId: string, options?: CallOptions): Promise<StripeCustomer> {
  return request<StripeCustomer>(client, { signal: options?.signal, method: 'GET', path: under(BILLING_PATHS.stripeCustomers, tenantId) });
}

/** `POST .../billing/stripe/customers/v1`. */
export function createStripeCustomer(client: ApiClient, body: CreateStripeCustomerRequest, options?: CallOptions): Promise<StripeCustomer> {
  return request<StripeCustomer>(client, { signal: options?.signal, method: 'POST', path: BILLING_PATHS.stripeCustomers, body });
}

/** `POST .../billing/stripe/subscriptions/v1`. */
export function createStripeSubscription(
  client: ApiClient,
  body: CreateStripeSubscriptionRequest,
  options?: CallOptions,
): Promise<StripeSubscription> {
  return request<StripeSubscription>(client, { signal: options?.signal, method: 'POST', path: BILLING_PATHS.stripeSubscriptions, body });
}

/** `GET .../billing/stripe/public-configurations/v1`: the publishable key for the card form. */
export function getStripePublicConfiguration(client: ApiClient, options?: CallOptions): Promise<StripePublicConfiguration> {
  return request<StripePublicConfiguration>(client, { signal: options?.signal, method: 'GET', path: BILLING_PATHS.stripePublicConfigurations });
}

/** `POST .../billing/stripe/setup-intents/v1`: a setup intent, optionally for an existing payment method. */
export function createStripeSetupIntent(
  client: ApiClient,
  body?: CreateStripeSetupIntentRequest,
  options?: CallOptions,
): Promise<StripeSetupIntent> {
  return request<StripeSetupIntent>(client, {
    signal: options?.signal,
    method: 'POST',
    path: BILLING_PATHS.stripeSetupIntents,
    body: { paymentMethodId: body?.paymentMethodId },
  });
}

/**
 * `POST .../billing/stripe/setup-intents/v1/{id}/confirm`: finishes a setup intent that required the cardholder's
 * authentication (after Stripe.js `handleNextAction`, or the embedded provider's test challenge).
 */
export function confirmStripeSetupIntent(
  client: ApiClient,
  setupIntentId: string,
  body: ConfirmStripeSetupIntentRequest,
  options?: CallOptions,
): Promise<StripeSetupIntent> {
  return request<StripeSetupIntent>(client, {
    signal: options?.signal,
    method: 'POST',
    path: `${under(BILLING_PATHS.stripeSetupIntents, setupIntentId)}/confirm`,
    body,
  });
}
