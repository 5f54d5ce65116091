import type { ApiClient } from '../core/client';
import { request, type CallOptions } from '../core/request';
import { BILLING_PATHS, under } from './paths';
import type { ManagedSubscription, UpdateSubscriptionRequest } from './types';

const BASE = BILLING_PATHS.managedSubscriptions;

/** `GET /subscriptions/resources/subscriptions/v1`: the managed subscriptions. */
export function getManagedSubscriptions(client: ApiClient, options?: CallOptions): Promise<ManagedSubscription[]> {
  return request<ManagedSubscription[]>(client, { signal: options?.signal, method: 'GET', path: BASE });
}

/** `GET /subscriptions/resources/subscriptions/v1/{id}`. */
export function getManagedSubscription(client: ApiClient, id: string, options?: CallOptions): Promise<ManagedSubscription> {
  return request<ManagedSubscription>(client, { signal: options?.signal, method: 'GET', path: under(BASE, id) });
}

/** `PUT /subscriptions/resources/subscriptions/v1/{id}/cancellations`. */
export function cancelManagedSubscription(client: ApiClient, id: string, options?: CallOptions): Promise<ManagedSubscription> {
  return request<ManagedSubscription>(client, { signal: options?.signal, method: 'PUT', path: under(BASE, id, 'cancellations') });
}

/** `PUT /subscriptions/resources/subscriptions/v1/{id}/renewals`. */
export function renewManagedSubscription(client: ApiClient, id: string, options?: CallOptions): Promise<ManagedSubscription> {
  return request<ManagedSubscription>(client, { signal: options?.signal, method: 'PUT', path: under(BASE, id, 'renewals') });
}

/** `PUT /subscriptions/resources/subscriptions/v1/{id}`: changes the payment method or the plan. */
export function updateManagedSubscription(
  client: ApiClient,
  id: string,
  body: UpdateSubscriptionRequest,
  options?: CallOptions,
): Promise<ManagedSubscription> {
  return request<ManagedSubscription>(client, {
    signal: options?.signal,
    method: 'PUT',
    path: under(BASE, id),
    body: { paymentMethodId: body.paymentMethodId, planId: body.planId },
  });
}
