import type { ApiClient } from '../core/client';
import { request, type CallOptions } from '../core/request';
import { BILLING_PATHS, under } from './paths';
import type { CreateSubscriptionRequest, Subscription, UpdateSubscriptionRequest } from './types';

const BASE = BILLING_PATHS.subscriptions;

/** `GET /subscriptions/resources/billing/subscriptions/v1`: the tenant's subscriptions. */
export function getSubscriptions(client: ApiClient, options?: CallOptions): Promise<Subscription[]> {
  return request<Subscription[]>(client, { signal: options?.signal, method: 'GET', path: BASE });
}

/** `GET .../billing/subscriptions/v1/{id}`. */
export function getSubscription(client: ApiClient, id: string, options?: CallOptions): Promise<Subscription> {
  return request<Subscription>(client, { signal: options?.signal, method: 'GET', path: under(BASE, id) });
}

/** `POST .../billing/subscriptions/v1`: subscribes the tenant to a plan. */
export function createSubscription(client: ApiClient, body: CreateSubscriptionRequest, options?: CallOptions): Promise<Subscription> {
  return request<Subscription>(client, {
    signal: options?.signal,
    method: 'POST',
    path: BASE,
    body: { planId: body.planId, paymentMethodId: body.paymentMethodId },
  });
}

/** `PUT .../billing/subscriptions/v1/{id}`: changes the payment method or the plan. */
export function updateSubscription(
  client: ApiClient,
  id: string,
  body: UpdateSubscriptionRequest,
  options?: CallOptions,
): Promise<Subscription> {
  return request<Subscription>(client, {
    signal: options?.signal,
    method: 'PUT',
    path: under(BASE, id),
    body: { paymentMethodId: body.paymentMethodId, planId: body.planId },
  });
}

/** `DELETE .../billing/subscriptions/v1/{id}`. */
export function deleteSubscription(client: ApiClient, id: string, options?: CallOptions): Promise<void> {
  return request<void>(client, { signal: options?.signal, method: 'DELETE', path: under(BASE, id) });
}

/** `PUT .../billing/subscriptions/v1/{id}/cancellations`: cancels at the end of the period. */
export function cancelSubscription(client: ApiClient, id: string, options?: CallOptions): Promise<Subscription> {
  return request<Subscription>(client, { signal: options?.signal, method: 'PUT', path: under(BASE, id, 'cancellations') });
}

/** `PUT .../billing/subscriptions/v1/{id}/renewals`: withdraws a scheduled cancellation. */
export function renewSubscription(client: ApiClient, id: string, options?: CallOptions): Promise<Subscription> {
  return request<Subscription>(client, { signal: options?.signal, method: 'PUT', path: under(BASE, id, 'renewals') });
}

/**
 * `PUT .../billing/subscriptions/v1/{id}/trial-end`: ends a trial now: the first period is charged at once (an invoice
 * is issued) and the subscription turns active, or the trial-end action applies without a payment method. Portico's own
 * call (Frontegg's client has none).
 */
export function endSubscriptionTrial(client: ApiClient, id: string, options?: CallOptions): Promise<Subscription> {
  return request<Subscription>(client, { signal: options?.signal, method: 'PUT', path: under(BASE, id, 'trial-end') });
}
