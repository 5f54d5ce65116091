import type { ApiClient } from '../core/client';
import { request, type CallOptions } from '../core/request';
import { BILLING_PATHS, under } from './paths';
import type {
  BillingPlan,
  BillingSummary,
  Invoice,
  PaymentMethod,
  PaymentProvider,
  TenantUsage,
  TenantBillingConfiguration,
  UpdateBillingDetailsRequest,
  VendorBillingPublicConfiguration,
} from './types';

/** `GET /subscriptions/resources/billing/plans/v1`: the plans on offer. */
export function getPlans(client: ApiClient, options?: CallOptions): Promise<BillingPlan[]> {
  return request<BillingPlan[]>(client, { signal: options?.signal, method: 'GET', path: BILLING_PATHS.plans });
}

/** `GET .../billing/plans/v1/{id}`. */
export function getPlan(client: ApiClient, id: string, options?: CallOptions): Promise<BillingPlan> {
  return request<BillingPlan>(client, { signal: options?.signal, method: 'GET', path: under(BILLING_PATHS.plans, id) });
}

/** `GET .../billing/invoices/v1`: the tenant's invoices (amounts raw, in minor units). */
export function getInvoices(client: ApiClient, options?: CallOptions): Promise<Invoice[]> {
  return request<Invoice[]>(client, { signal: options?.signal, method: 'GET', path: BILLING_PATHS.invoices });
}

/** `GET .../billing/invoices/v1/{id}`. */
export function getInvoice(client: ApiClient, id: string, options?: CallOptions): Promise<Invoice> {
  return request<Invoice>(client, { signal: options?.signal, method: 'GET', path: under(BILLING_PATHS.invoices, id) });
}

/**
 * `GET .../billing/invoices/v1/{id}/pdf`: the invoice as a PDF file.
 * @param outputFileName name of the returned file. @default `invoice-{id}.pdf`
 */
export function getInvoicePdf(client: ApiClient, id: string, outputFileName?: string, options?: CallOptions): Promise<File> {
  return request<File>(client, {
    signal: options?.signal,
    method: 'GET',
    path: under(BILLING_PATHS.invoices, id, 'pdf'),
    headers: { accept: 'application/pdf' },
    responseType: 'blob',
    outputFileName: outputFileName || `invoice-${id}.pdf`,
  });
}

/** `GET .../billing/payment-methods/v1`: the tenant's payment methods. */
export function getPaymentMethods(client: ApiClient, options?: CallOptions): Promise<PaymentMethod[]> {
  return request<PaymentMethod[]>(client, { signal: options?.signal, method: 'GET', path: BILLING_PATHS.paymentMethods });
}

/** `GET .../billing/payment-methods/v1/{id}`. */
export function getPaymentMethod(client: ApiClient, id: string, options?: CallOptions): Promise<PaymentMethod> {
  return request<PaymentMethod>(client, { signal: options?.signal, method: 'GET', path: under(BILLING_PATHS.paymentMethods, id) });
}

/**
 * `PUT .../billing/payment-methods/v1/{id}/default`: makes a payment method the default one (renewals and the live
 * subscription are charged to it). Portico's own call (Frontegg's client has none).
 */
export function setDefaultPaymentMethod(client: ApiClient, id: string, options?: CallOptions): Promise<PaymentMethod> {
  return request<PaymentMethod>(client, { signal: options?.signal, method: 'PUT', path: under(BILLING_PATHS.paymentMethods, id, 'default') });
}

/**
 * `DELETE .../billing/payment-methods/v1/{id}`: removes a payment method (the newest other one becomes the default);
 * the last one is kept while a subscription is charged to it. Portico's own call (Frontegg's client has none).
 */
export function deletePaymentMethod(client: ApiClient, id: string, options?: CallOptions): Promise<void> {
  return request<void>(client, { signal: options?.signal, method: 'DELETE', path: under(BILLING_PATHS.paymentMethods, id) });
}

/** `PATCH .../billing/payment-methods/v1/{id}/billing-details`: e-mail plus address. */
export function updatePaymentMethodBillingDetails(
  client: ApiClient,
  id: string,
  body: UpdateBillingDetailsRequest,
  options?: CallOptions,
): Promise<PaymentMethod> {
  return request<PaymentMethod>(client, {
    signal: options?.signal,
    method: 'PATCH',
    path: under(BILLING_PATHS.paymentMethods, id, 'billing-details'),
    body: { email: body.email, address: body.address },
  });
}

/** `GET .../billing/summaries/v1/{tenantId}`: the tenant's subscription, payment method and plans at a glance. */
export function getBillingSummary(client: ApiClient, tenantId: string, options?: CallOptions): Promise<BillingSummary> {
  return request<BillingSummary>(client, { signal: options?.signal, method: 'GET', path: under(BILLING_PATHS.summaries, tenantId) });
}

/** `GET .../billing/tenant-configurations/v1/{tenantId}`. */
export function getTenantBillingConfiguration(
  client: ApiClient,
  tenantId: string,
  options?: CallOptions,
): Promise<TenantBillingConfiguration> {
  return request<TenantBillingConfiguration>(client, {
    signal: options?.signal,
    method: 'GET',
    path: under(BILLING_PATHS.tenantConfigurations, tenantId),
  });
}

/** `GET .../billing/vendor-public-configurations/v1`: whether plan downgrade and cancellation are allowed. */
export function getVendorBillingPublicConfiguration(client: ApiClient, options?: CallOptions): Promise<VendorBillingPublicConfiguration> {
  return request<VendorBillingPublicConfiguration>(client, { signal: options?.signal, method: 'GET', path: BILLING_PATHS.vendorPublicConfigurations });
}

/** `GET /subscriptions/resources/payment-providers/v1`: the vendor's payment providers. */
export function getPaymentProviders(client: ApiClient, options?: CallOptions): Promise<PaymentProvider[]> {
  return request<PaymentProvider[]>(client, { signal: options?.signal, method: 'GET', path: BILLING_PATHS.paymentProviders });
}

/** `GET .../billing/usage/v1`: the tenant's metered usage (seats at least) against its plan's limits. */
export function getUsage(client: ApiClient, options?: CallOptions): Promise<TenantUsage> {
  return request<TenantUsage>(client, { signal: options?.signal, method: 'GET', path: BILLING_PATHS.usage });
}
