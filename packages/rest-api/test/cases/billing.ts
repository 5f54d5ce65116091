// The billing catalogue cases: used by src/billing/calls.test.ts (request shapes) and by the contract suite (tests/contract).
import { expect } from 'vitest';
import type { CatalogueCase } from '../catalogue';
import * as account from '../../src/billing/account';
import * as managed from '../../src/billing/managed';
import * as stripe from '../../src/billing/stripe';
import * as subscriptions from '../../src/billing/subscriptions';

export const calls = { ...subscriptions, ...managed, ...account, ...stripe };
const R = '/frontegg/subscriptions/resources';
const B = `${R}/billing`;
const sub = {
  id: 'sub1',
  startDate: '2024-05-01',
  currentPeriodStart: '2024-05-01',
  currentPeriodEnd: '2024-06-01',
  status: 'active',
  planId: 'p1',
};
const address = { line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'US' };

/** One invocation of every exported call of the domain, with what it must send. */
export const cases: Record<keyof typeof calls, CatalogueCase> = {
  // Subscriptions
  getSubscriptions: {
    call: (c) => calls.getSubscriptions(c),
    replies: [{ body: [sub] }],
    expect: { method: 'GET', path: `${B}/subscriptions/v1` },
    result: (r) => expect(r).toEqual([sub]),
  },
  getSubscription: {
    call: (c) => calls.getSubscription(c, 'sub1'),
    replies: [{ body: sub }],
    expect: { method: 'GET', path: `${B}/subscriptions/v1/sub1` },
    result: (r) => expect(r).toEqual(sub),
  },
  createSubscription: {
    call: (c) => calls.createSubscription(c, { planId: 'p1', paymentMethodId: 'pm1' }),
    expect: { method: 'POST', path: `${B}/subscriptions/v1`, body: { planId: 'p1', paymentMethodId: 'pm1' } },
  },
  updateSubscription: {
    call: (c) => calls.updateSubscription(c, 'sub1', { planId: 'p2' }),
    expect: { method: 'PUT', path: `${B}/subscriptions/v1/sub1`, body: { planId: 'p2' } },
  },
  deleteSubscription: {
    call: (c) => calls.deleteSubscription(c, 'sub1'),
    replies: [{ status: 204 }],
    expect: { method: 'DELETE', path: `${B}/subscriptions/v1/sub1` },
  },
  endSubscriptionTrial: {
    call: (c) => calls.endSubscriptionTrial(c, 'sub1'),
    replies: [{ body: sub }],
    expect: { method: 'PUT', path: `${B}/subscriptions/v1/sub1/trial-end` },
    result: (r) => expect(r).toEqual(sub),
  },
  setDefaultPaymentMethod: {
    call: (c) => calls.setDefaultPaymentMethod(c, 'pm1'),
    replies: [{ body: { id: 'pm1', isDefault: true } }],
    expect: { method: 'PUT', path: `${B}/payment-methods/v1/pm1/default` },
    result: (r) => expect(r).toMatchObject({ isDefault: true }),
  },
  deletePaymentMethod: {
    call: (c) => calls.deletePaymentMethod(c, 'pm1'),
    replies: [{ status: 204 }],
    expect: { method: 'DELETE', path: `${B}/payment-methods/v1/pm1` },
  },
  cancelSubscription: {
    call: (c) => calls.cancelSubscription(c, 'sub1'),
    replies: [{ body: { ...sub, cancellation: { policy: 'atPeriodEnd' } } }],
    expect: { method: 'PUT', path: `${B}/subscriptions/v1/sub1/cancellations` },
    result: (r) => expect(r).toMatchObject({ cancellation: { policy: 'atPeriodEnd' } }),
  },
  renewSubscription: {
    call: (c) => calls.renewSubscription(c, 'sub1'),
    replies: [{ body: { ...sub, cancellation: null } }],
    expect: { method: 'PUT', path: `${B}/subscriptions/v1/sub1/renewals` },
    result: (r) => expect(r).toMatchObject({ cancellation: null }),
  },
  // Managed subscriptions
  getManagedSubscriptions: {
    call: (c) => calls.getManagedSubscriptions(c),
    replies: [{ body: [sub] }],
    expect: { method: 'GET', path: `${R}/subscriptions/v1` },
    result: (r) => expect(r).toEqual([sub]),
  },
  getManagedSubscription: {
    call: (c) => calls.getManagedSubscription(c, 'sub1'),
    replies: [{ body: sub }],
    expect: { method: 'GET', path: `${R}/subscriptions/v1/sub1` },
    result: (r) => expect(r).toEqual(sub),
  },
  cancelManagedSubscription: {
    call: (c) => calls.cancelManagedSubscription(c, 'sub1'),
    expect: { method: 'PUT', path: `${R}/subscriptions/v1/sub1/cancellations` },
  },
  renewManagedSubscription: {
    call: (c) => calls.renewManagedSubscription(c, 'sub1'),
    expect: { method: 'PUT', path: `${R}/subscriptions/v1/sub1/renewals` },
  },
  updateManagedSubscription: {
    call: (c) => calls.updateManagedSubscription(c, 'sub1', { paymentMethodId: 'pm2' }),
    expect: { method: 'PUT', path: `${R}/subscriptions/v1/sub1`, body: { paymentMethodId: 'pm2' } },
  },
  // Plans, invoices, payment methods, summaries, configurations, providers
  getPlans: {
    call: (c) => calls.getPlans(c),
    replies: [{ body: [{ id: 'p1', name: 'Pro', price: { amount: 4900, currency: 'usd' }, recurringInterval: 'month' }] }],
    expect: { method: 'GET', path: `${B}/plans/v1` },
    result: (r) => expect(r).toMatchObject([{ price: { amount: 4900 } }]),
  },
  getPlan: {
    call: (c) => calls.getPlan(c, 'p1'),
    expect: { method: 'GET', path: `${B}/plans/v1/p1` },
  },
  getInvoices: {
    call: (c) => calls.getInvoices(c),
    replies: [{ body: [{ id: 'in1', paymentDate: '2024-05-01', totalAmount: 4900, currency: 'usd', paid: true }] }],
    expect: { method: 'GET', path: `${B}/invoices/v1` },
    result: (r) => expect(r).toMatchObject([{ totalAmount: 4900 }]),
  },
  getInvoice: {
    call: (c) => calls.getInvoice(c, 'in1'),
    expect: { method: 'GET', path: `${B}/invoices/v1/in1` },
  },
  getInvoicePdf: {
    call: (c) => calls.getInvoicePdf(c, 'in1'),
    replies: [{ body: '%PDF-1.7', headers: { 'content-type': 'application/pdf' } }],
    expect: { method: 'GET', path: `${B}/invoices/v1/in1/pdf` },
    result: (r) => expect((r as File).name).toBe('invoice-in1.pdf'),
  },
  getPaymentMethods: {
    call: (c) => calls.getPaymentMethods(c),
    replies: [{ body: [{ id: 'pm1', type: 'card', isDefault: true, last4: '4242' }] }],
    expect: { method: 'GET', path: `${B}/payment-methods/v1` },
    result: (r) => expect(r).toMatchObject([{ last4: '4242' }]),
  },
  getPaymentMethod: {
    call: (c) => calls.getPaymentMethod(c, 'pm1'),
    expect: { method: 'GET', path: `${B}/payment-methods/v1/pm1` },
  },
  updatePaymentMethodBillingDetails: {
    call: (c) => calls.updatePaymentMethodBillingDetails(c, 'pm1', { email: 'billing@example.com', address }),
    expect: { method: 'PATCH', path: `${B}/payment-methods/v1/pm1/billing-details`, body: { email: 'billing@example.com', address } },
  },
  getBillingSummary: {
    call: (c) => calls.getBillingSummary(c, 't1'),
    replies: [{ body: { subscriptionId: 'sub1', currentPlanId: 'p1', providerType: 'stripe' } }],
    expect: { method: 'GET', path: `${B}/summaries/v1/t1` },
    result: (r) => expect(r).toEqual({ subscriptionId: 'sub1', currentPlanId: 'p1', providerType: 'stripe' }),
  },
  getTenantBillingConfiguration: {
    call: (c) => calls.getTenantBillingConfiguration(c, 't1'),
    expect: { method: 'GET', path: `${B}/tenant-configurations/v1/t1` },
  },
  getVendorBillingPublicConfiguration: {
    call: (c) => calls.getVendorBillingPublicConfiguration(c),
    replies: [{ body: { allowPlanDowngrade: false, allowPlanCancellation: true } }],
    expect: { method: 'GET', path: `${B}/vendor-public-configurations/v1` },
    result: (r) => expect(r).toEqual({ allowPlanDowngrade: false, allowPlanCancellation: true }),
  },
  getUsage: {
    call: (c) => calls.getUsage(c),
    replies: [{ body: { planId: 'p1', planName: 'Basic', metrics: [{ key: 'seats', used: 4, limit: 10 }] } }],
    expect: { method: 'GET', path: `${B}/usage/v1` },
    result: (r) => expect(r).toEqual({ planId: 'p1', planName: 'Basic', metrics: [{ key: 'seats', used: 4, limit: 10 }] }),
  },
  getPaymentProviders: {
    call: (c) => calls.getPaymentProviders(c),
    replies: [{ body: [{ providerType: 'stripe', status: '1' }] }],
    expect: { method: 'GET', path: `${R}/payment-providers/v1` },
    result: (r) => expect(r).toEqual([{ providerType: 'stripe', status: '1' }]),
  },
  // Stripe
  getStripeCustomer: {
    call: (c) => calls.getStripeCustomer(c, 't1'),
    expect: { method: 'GET', path: `${B}/stripe/customers/v1/t1` },
  },
  createStripeCustomer: {
    call: (c) => calls.createStripeCustomer(c, { name: 'Acme', email: 'billing@example.com' }),
    expect: { method: 'POST', path: `${B}/stripe/customers/v1`, body: { name: 'Acme', email: 'billing@example.com' } },
  },
  createStripeSubscription: {
    call: (c) => calls.createStripeSubscription(c, { planId: 'p1', customerId: 'cus_1' }),
    expect: { method: 'POST', path: `${B}/stripe/subscriptions/v1`, body: { planId: 'p1', customerId: 'cus_1' } },
  },
  getStripePublicConfiguration: {
    call: (c) => calls.getStripePublicConfiguration(c),
    replies: [{ body: { publishableKey: 'pk_test_1' } }],
    expect: { method: 'GET', path: `${B}/stripe/public-configurations/v1` },
    result: (r) => expect(r).toEqual({ publishableKey: 'pk_test_1' }),
  },
  createStripeSetupIntent: {
    call: (c) => calls.createStripeSetupIntent(c, { paymentMethodId: 'pm1' }),
    replies: [{ body: { setupIntentSecret: 'seti_1_secret_x' } }],
    expect: { method: 'POST', path: `${B}/stripe/setup-intents/v1`, body: { paymentMethodId: 'pm1' } },
    result: (r) => expect(r).toEqual({ setupIntentSecret: 'seti_1_secret_x' }),
  },
  confirmStripeSetupIntent: {
    call: (c) => calls.confirmStripeSetupIntent(c, 'seti_1', { authentication: 'complete' }),
    replies: [{ body: { setupIntentSecret: 'seti_1_secret_x', setupIntentId: 'seti_1', status: 'succeeded' } }],
    expect: { method: 'POST', path: `${B}/stripe/setup-intents/v1/seti_1/confirm`, body: { authentication: 'complete' } },
    result: (r) => expect(r).toEqual({ setupIntentSecret: 'seti_1_secret_x', setupIntentId: 'seti_1', status: 'succeeded' }),
  },
};
