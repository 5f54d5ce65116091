import {
  cancelManagedSubscription, cancelSubscription, confirmStripeSetupIntent, createStripeCustomer, createStripeSetupIntent, createStripeSubscription, createSubscription,
  deleteSubscription, getBillingSummary, getInvoice, getInvoicePdf, getInvoices, getManagedSubscription, getManagedSubscriptions, getPaymentMethod,
  getPaymentMethods, getPaymentProviders, getPlan, getPlans, getStripeCustomer, getStripePublicConfiguration, getSubscription, getSubscriptions,
  getTenantBillingConfiguration, getUsage, getVendorBillingPublicConfiguration, renewManagedSubscription, renewSubscription, updateManagedSubscription,
  updatePaymentMethodBillingDetails, updateSubscription,
} from '@portico/rest-api/billing';
import * as S from '@portico/rest-api/schemas';
import { expect } from 'vitest';
import { refused, roundTrip, step, type StepContext } from '../harness/round-trip';

const list = <T>(shape: { array(): T }) => shape.array();
const tenant = (c: StepContext) => JSON.parse(Buffer.from(c.session.token!.split('.')[1]!, 'base64url').toString()).tenantId as string;
const kept = (c: StepContext, k: string) => c.kept[k] as string;
const plan = (slug: string) => (c: StepContext) => (c.kept.plans as { id: string; slug: string }[]).find((p) => p.slug === slug)!.id;

// Billing on the embedded test provider: plans, customer, test card, trial subscription, plan change, then a charged
// subscription with its invoice and PDF, cancel and renew, and the managed-subscription calls.
roundTrip('billing: plans, payment method, subscriptions, invoices', [
  step('payment providers: a card provider with status "1"', (c) => getPaymentProviders(c.client), list(S.paymentProviderSchema), (r) =>
    expect(r).toEqual([expect.objectContaining({ providerType: 'embedded', status: '1' })])),
  step('vendor public configuration', (c) => getVendorBillingPublicConfiguration(c.client), S.vendorBillingPublicConfigurationSchema, (r) =>
    expect(r).toEqual({ allowPlanDowngrade: true, allowPlanCancellation: true })),
  step('plans', (c) => getPlans(c.client), list(S.billingPlanSchema), (r, c) => { c.kept.plans = r; expect((r as unknown[]).length).toBe(3); }),
  step('one plan', (c) => getPlan(c.client, plan('pro')(c)), S.billingPlanSchema, (r) => expect(r).toMatchObject({ slug: 'pro', price: { amount: 4900 } })),
  step('tenant configuration', (c) => getTenantBillingConfiguration(c.client, tenant(c)), S.tenantBillingConfigurationSchema, (r) =>
    expect(r).toMatchObject({ providerType: 'embedded', trialEndAction: 'change_to_default' })),
  step('summary before subscribing', (c) => getBillingSummary(c.client, tenant(c)), S.billingSummarySchema, (r, c) =>
    expect(r).toMatchObject({ defaultPlanId: plan('free')(c), providerType: 'embedded' })),
  refused('no Stripe publishable key on the embedded provider', (c) => getStripePublicConfiguration(c.client), 404),
  refused('no customer yet', (c) => getStripeCustomer(c.client, tenant(c)), 404),
  step('create the customer', (c) => createStripeCustomer(c.client, { name: 'Acme', email: 'billing@acme.test' }), S.stripeCustomerSchema),
  step('read the customer', (c) => getStripeCustomer(c.client, tenant(c)), S.stripeCustomerSchema, (r) => expect(r).toMatchObject({ email: 'billing@acme.test' })),
  refused('the declined test card', (c) => createStripeSetupIntent(c.client, { paymentMethodId: 'pm_card_chargeDeclined' }), 402),
  step('the test card that needs authentication waits (3-D Secure)', (c) => createStripeSetupIntent(c.client, { paymentMethodId: 'pm_card_authenticationRequired' }),
    S.stripeSetupIntentSchema, (r, c) => { c.kept.seti = (r as { setupIntentId: string }).setupIntentId; expect(r).toMatchObject({ status: 'requires_action' }); }),
  refused('the cardholder fails the test challenge', (c) => confirmStripeSetupIntent(c.client, kept(c, 'seti'), { authentication: 'fail' }), 402),
  refused('a finished setup intent cannot be confirmed again', (c) => confirmStripeSetupIntent(c.client, kept(c, 'seti'), { authentication: 'complete' }), 404),
  step('the succeeding test card', (c) => createStripeSetupIntent(c.client, { paymentMethodId: 'pm_card_visa' }), S.stripeSetupIntentSchema, (r) =>
    expect(r).toMatchObject({ status: 'succeeded' })),
  step('payment methods', (c) => getPaymentMethods(c.client), list(S.paymentMethodSchema), (r, c) => {
    c.kept.pm = (r as { id: string }[])[0]!.id;
    expect(r).toEqual([expect.objectContaining({ last4: '4242', isDefault: true })]);
  }),
  step('one payment method', (c) => getPaymentMethod(c.client, kept(c, 'pm')), S.paymentMethodSchema),
  step('billing details', (c) => updatePaymentMethodBillingDetails(c.client, kept(c, 'pm'), { email: 'ap@acme.test', address: { line1: '1 Main St', city: 'Springfield', country: 'US' } }),
    S.paymentMethodSchema, (r) => expect(r).toMatchObject({ billingDetails: { email: 'ap@acme.test', address: { city: 'Springfield' } } })),
  step('subscribe with a trial', (c) => createSubscription(c.client, { planId: plan('basic')(c) }), S.subscriptionSchema, (r, c) => {
    c.kept.trial = (r as { id: string }).id;
    expect(r).toMatchObject({ status: 'trialing' });
  }),
  step('subscriptions', (c) => getSubscriptions(c.client), list(S.subscriptionSchema), (r) => expect(r).toHaveLength(1)),
  step('one subscription', (c) => getSubscription(c.client, kept(c, 'trial')), S.subscriptionSchema),
  step('change the plan during the trial', (c) => updateSubscription(c.client, kept(c, 'trial'), { planId: plan('pro')(c) }), S.subscriptionSchema, (r) =>
    expect(r).toMatchObject({ status: 'trialing', plan: { slug: 'pro' } })),
  step('change the payment method', (c) => updateSubscription(c.client, kept(c, 'trial'), { paymentMethodId: kept(c, 'pm') }), S.subscriptionSchema),
  refused('cancel while trialing (only an active one)', (c) => cancelSubscription(c.client, kept(c, 'trial')), 400),
  step('end it now', (c) => deleteSubscription(c.client, kept(c, 'trial'))),
  step('subscribe again: charged at once', (c) => createStripeSubscription(c.client, { planId: plan('pro')(c) }), S.stripeSubscriptionSchema, (r, c) => {
    c.kept.sub = (r as { id: string }).id;
    expect(r).toMatchObject({ status: 'active' });
  }),
  step('invoices', (c) => getInvoices(c.client), list(S.invoiceSchema), (r, c) => {
    c.kept.invoice = (r as { id: string }[])[0]!.id;
    expect(r).toEqual([expect.objectContaining({ totalAmount: 4900, currency: 'usd', paid: true })]);
  }),
  step('one invoice', (c) => getInvoice(c.client, kept(c, 'invoice')), S.invoiceSchema),
  step('invoice PDF', (c) => getInvoicePdf(c.client, kept(c, 'invoice')), undefined, async (r, c) => {
    const file = r as File;
    expect(file.name).toBe(`invoice-${kept(c, 'invoice')}.pdf`);
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  }),
  step('cancel at period end', (c) => cancelSubscription(c.client, kept(c, 'sub')), S.subscriptionSchema, (r) =>
    expect(r).toMatchObject({ cancellation: { policy: 'atPeriodEnd' } })),
  step('renew', (c) => renewSubscription(c.client, kept(c, 'sub')), S.subscriptionSchema, (r) => expect(r).toMatchObject({ cancellation: null })),
  step('managed subscriptions', (c) => getManagedSubscriptions(c.client), list(S.subscriptionSchema), (r) => expect(r).toHaveLength(2)),
  step('one managed subscription', (c) => getManagedSubscription(c.client, kept(c, 'sub')), S.subscriptionSchema),
  step('cancel it (managed)', (c) => cancelManagedSubscription(c.client, kept(c, 'sub')), S.subscriptionSchema),
  step('renew it (managed)', (c) => renewManagedSubscription(c.client, kept(c, 'sub')), S.subscriptionSchema),
  step('downgrade it (managed): credit kept for the next invoice', (c) => updateManagedSubscription(c.client, kept(c, 'sub'), { planId: plan('basic')(c) }),
    S.subscriptionSchema, (r) => expect(r).toMatchObject({ plan: { slug: 'basic' } })),
  step('summary after', (c) => getBillingSummary(c.client, tenant(c)), S.billingSummarySchema, (r, c) =>
    expect(r).toMatchObject({ subscriptionId: kept(c, 'sub'), currentPlanId: plan('basic')(c), paymentMethodId: kept(c, 'pm') })),
  refused('an unknown subscription', (c) => getSubscription(c.client, crypto.randomUUID()), 404),
  step('usage against the plan (seats, API tokens, sub-accounts, webhooks, SSO connections)', (c) => getUsage(c.client), S.tenantUsageSchema, (r, c) =>
    expect(r).toMatchObject({ planId: plan('basic')(c), planName: 'Basic', metrics: [{ key: 'seats', limit: 10 }, { key: 'apiTokens', limit: 10 },
      { key: 'subAccounts', limit: 3 }, { key: 'webhooks', limit: 5 }, { key: 'ssoConnections', limit: 1 }] })),
], { planLimits: true });
