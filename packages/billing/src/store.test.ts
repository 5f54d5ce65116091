import { PorticoError } from '@portico/rest-api';
import type { BillingPlan, Subscription } from '@portico/rest-api/billing';
import { describe, expect, it, vi } from 'vitest';
import type { BillingApi } from '@portico/core-state/admin';
import { canCancel, canRenew, displayStatus, formatAmount, isUsableProvider, quotePlanChange } from './rules';
import { selectCanCancel, selectCanEndTrial, selectCanRenew, selectDisplayStatus } from './selectors';
import { createBillingStore } from '@portico/core-state/admin';

const plan = (id: string, amount: number): BillingPlan => ({ id, name: id, price: { amount, currency: 'usd' }, recurringInterval: 'month' });
const sub = (over: Partial<Subscription> = {}): Subscription => ({
  id: 's1', startDate: '2026-01-01', currentPeriodStart: '2026-01-01', currentPeriodEnd: '2026-02-01', status: 'active', planId: 'basic', cancellation: null, ...over,
});

function fakeApi(over: Partial<BillingApi> = {}): BillingApi {
  return {
    getSummary: vi.fn(async () => ({})), getPlans: vi.fn(async () => [plan('basic', 1900), plan('pro', 4900)]),
    getSubscriptions: vi.fn(async () => []), getPaymentMethods: vi.fn(async () => []), getInvoices: vi.fn(async () => []),
    getInvoicePdf: vi.fn(async () => new File(['%PDF-'], 'x.pdf')), getVendorConfig: vi.fn(async () => ({ allowPlanDowngrade: true, allowPlanCancellation: true })),
    getPaymentProviders: vi.fn(async () => [{ providerType: 'embedded', status: '1' }]),
    createSubscription: vi.fn(async (b) => sub({ planId: b.planId, status: 'trialing' })),
    updateSubscription: vi.fn(async (_id, b) => sub({ planId: b.planId })),
    cancelSubscription: vi.fn(async () => sub({ cancellation: { policy: 'atPeriodEnd' } })),
    renewSubscription: vi.fn(async () => sub()),
    endTrial: vi.fn(async () => sub()),
    deleteSubscription: vi.fn(async () => undefined),
    setDefaultPaymentMethod: vi.fn(async (id: string) => ({ id, type: 'card' as const, isDefault: true })),
    deletePaymentMethod: vi.fn(async () => undefined),
    addPaymentMethod: vi.fn(async () => ({ setupIntentSecret: 'seti' })),
    confirmSetupIntent: vi.fn(async (id: string) => ({ setupIntentId: id, setupIntentSecret: `${id}_secret`, status: 'succeeded' as const })),
    createSetupIntent: vi.fn(async () => ({ setupIntentSecret: 'seti_secret' })),
    getStripePublicConfiguration: vi.fn(async () => { throw new PorticoError('Payment provider not configured', { code: 'api_error', status: 404 }); }),
    updateBillingDetails: vi.fn(async (id: string, b) => ({ id, type: 'card' as const, isDefault: true, last4: '4242', billingDetails: b })),
    getUsage: vi.fn(async () => ({ planId: 'basic', planName: 'Basic', metrics: [{ key: 'seats', used: 4, limit: 10 }] })),
    ...over,
  };
}
const make = (api: BillingApi) => createBillingStore({ api });

describe('rules', () => {
  it('maps statuses for display; unknown and trialEnded → EXPIRED; externally managed → ACTIVE', () => {
    expect(['active', 'canceled', 'incomplete', 'expired', 'trialing', 'trialEnded', 'weird'].map((status) => displayStatus({ status } as Subscription)))
      .toEqual(['ACTIVE', 'CANCELED', 'INCOMPLETE', 'EXPIRED', 'TRIALING', 'EXPIRED', 'EXPIRED']);
    expect(displayStatus({ status: 'canceled', externallyManaged: true })).toBe('ACTIVE');
  });
  it('cancels only active with no cancellation; renews only atPeriodEnd', () => {
    expect(canCancel(sub())).toBe(true);
    expect(canCancel(sub({ status: 'trialing' }))).toBe(false);
    expect(canCancel(sub({ cancellation: { policy: 'atPeriodEnd' } }))).toBe(false);
    expect(canRenew(sub({ cancellation: { policy: 'atPeriodEnd' } }))).toBe(true);
    expect(canRenew(sub())).toBe(false);
  });
  it('formats amounts / 100 with two decimals, default currency usd; usable provider = card provider with status "1"', () => {
    expect(formatAmount(1999)).toEqual({ value: '19.99', currency: 'USD' });
    expect(formatAmount(5, 'eur')).toEqual({ value: '0.05', currency: 'EUR' });
    expect(isUsableProvider({ providerType: 'stripe', status: '1' })).toBe(true);
    expect(isUsableProvider({ providerType: 'stripe', status: '0' })).toBe(false);
    expect(isUsableProvider({ providerType: 'paypal', status: '1' })).toBe(false);
  });
});

describe('billing store', () => {
  it('loads plans, subscription, payment methods, vendor rules and providers', async () => {
    const store = make(fakeApi({ getSubscriptions: vi.fn(async () => [sub({ id: 'old', status: 'canceled' }), sub()]) }));
    expect(await store.getState().load()).toBe(true);
    expect(store.getState()).toMatchObject({ status: 'ready', subscription: { id: 's1' } });
    expect(selectDisplayStatus(store.getState())).toBe('ACTIVE');
    expect(selectCanCancel(store.getState())).toBe(true);
  });

  it('checkout: loading → confirmed; subscribes when there is none, changes the plan when there is one', async () => {
    const api = fakeApi();
    const store = make(api);
    await store.getState().load();
    const done = store.getState().checkoutPlan('basic');
    expect(store.getState().checkout).toEqual({ status: 'loading', planId: 'basic' });
    expect(await done).toBe(true);
    expect(store.getState().checkout).toEqual({ status: 'confirmed', planId: 'basic' });
    expect(api.createSubscription).toHaveBeenCalledWith({ planId: 'basic' });
    await store.getState().checkoutPlan('pro');
    expect(api.updateSubscription).toHaveBeenCalledWith('s1', { planId: 'pro' });
  });

  it('checkout while trialing with an existing payment method confirms locally, sets ACTIVE, no call', async () => {
    const api = fakeApi({
      getSubscriptions: vi.fn(async () => [sub({ status: 'trialing' })]),
      getPaymentMethods: vi.fn(async () => [{ id: 'pm1', type: 'card' as const, isDefault: true }]),
    });
    const store = make(api);
    await store.getState().load();
    expect(await store.getState().checkoutPlan('basic')).toBe(true);
    expect(store.getState().subscription?.status).toBe('active');
    expect(store.getState().checkout.status).toBe('confirmed');
    expect(api.createSubscription).not.toHaveBeenCalled();
    expect(api.updateSubscription).not.toHaveBeenCalled();
  });

  it("a declined payment method leaves the provider's message in state and keeps the list", async () => {
    const declined = new PorticoError('Your card was declined.', { status: 402, code: 'api_error' });
    const api = fakeApi({ addPaymentMethod: vi.fn(async () => { throw declined; }) });
    const store = make(api);
    await store.getState().load();
    expect(await store.getState().addPaymentMethod('pm_card_chargeDeclined')).toBe(false);
    expect(store.getState().paymentMethod).toEqual({ status: 'error', error: 'Your card was declined.' });
    expect(store.getState().paymentMethods).toEqual([]);
  });

  it('3-D Secure: requires_action waits for the cardholder; a failed challenge leaves the message, a completed one adds the card', async () => {
    const card = { id: 'pm1', type: 'card' as const, isDefault: true, last4: '3184' };
    const failed = new PorticoError('We are unable to authenticate your payment method. Please choose a different payment method and try again.', { status: 402, code: 'api_error' });
    const api = fakeApi({
      addPaymentMethod: vi.fn(async () => ({ setupIntentId: 'seti_1', setupIntentSecret: 'seti_1_secret', status: 'requires_action' as const })),
      confirmSetupIntent: vi.fn().mockRejectedValueOnce(failed).mockResolvedValueOnce({ setupIntentId: 'seti_1', setupIntentSecret: 'seti_1_secret', status: 'succeeded' }),
      getPaymentMethods: vi.fn().mockResolvedValueOnce([]).mockResolvedValue([card]),
    });
    const store = make(api);
    await store.getState().load();
    expect(await store.getState().authenticatePaymentMethod('complete')).toBe(false);
    expect(api.confirmSetupIntent).not.toHaveBeenCalled();

    expect(await store.getState().addPaymentMethod('pm_card_authenticationRequired')).toBe(false);
    expect(store.getState().paymentMethod).toEqual({ status: 'requires_action', intent: { id: 'seti_1', secret: 'seti_1_secret' } });
    expect(store.getState().paymentMethods).toEqual([]);
    expect(await store.getState().authenticatePaymentMethod('fail')).toBe(false);
    expect(store.getState().paymentMethod).toEqual({ status: 'error', error: failed.message });

    await store.getState().addPaymentMethod('pm_card_authenticationRequired');
    const pending = store.getState().authenticatePaymentMethod('complete');
    expect(store.getState().paymentMethod.status).toBe('loading');
    expect(await pending).toBe(true);
    expect(api.confirmSetupIntent).toHaveBeenLastCalledWith('seti_1', 'complete');
    expect([store.getState().paymentMethod, store.getState().paymentMethods]).toEqual([{ status: 'success' }, [card]]);
  });

  it('3-D Secure on checkout: requires_action until the challenge; failing leaves the message, completing confirms it ACTIVE', async () => {
    const failed = new PorticoError('We are unable to authenticate your payment method. Please choose a different payment method and try again.', { status: 402, code: 'api_error' });
    const api = fakeApi({
      createSubscription: vi.fn(async (b) => sub({ planId: b.planId, status: 'incomplete', clientSecret: 'pi_1_secret_x' })),
      confirmSetupIntent: vi.fn().mockRejectedValueOnce(failed).mockResolvedValueOnce({ setupIntentId: 'pi_1', setupIntentSecret: 'pi_1_secret_x', status: 'succeeded' }),
      getSubscriptions: vi.fn().mockResolvedValueOnce([]).mockResolvedValue([sub({ planId: 'pro' })]),
    });
    const store = make(api);
    await store.getState().load();
    expect(await store.getState().checkoutPlan('pro')).toBe(false);
    expect([store.getState().checkout, store.getState().paymentMethod])
      .toEqual([{ status: 'requires_action', planId: 'pro' }, { status: 'requires_action', intent: { id: 'pi_1', secret: 'pi_1_secret_x' } }]);
    expect(await store.getState().authenticatePaymentMethod('fail')).toBe(false);
    expect(store.getState().checkout).toEqual({ status: 'error', planId: 'pro', error: failed.message });

    await store.getState().checkoutPlan('pro');
    expect(await store.getState().authenticatePaymentMethod('complete')).toBe(true);
    expect(api.confirmSetupIntent).toHaveBeenLastCalledWith('pi_1', 'complete');
    expect([store.getState().checkout, selectDisplayStatus(store.getState())]).toEqual([{ status: 'confirmed', planId: 'pro' }, 'ACTIVE']);
  });

  it('cancel at period end then renew: the subscription, cards and invoices are read again after each', async () => {
    let held = sub();
    const api = fakeApi({
      getSubscriptions: vi.fn(async () => [held]),
      cancelSubscription: vi.fn(async () => (held = sub({ cancellation: { policy: 'atPeriodEnd' } }))),
      renewSubscription: vi.fn(async () => (held = sub())),
    });
    const store = make(api);
    await store.getState().load();
    expect(await store.getState().cancel()).toBe(true);
    expect(selectCanRenew(store.getState())).toBe(true);
    expect(await store.getState().renew()).toBe(true);
    expect(selectCanCancel(store.getState())).toBe(true);
    expect(api.getInvoices).toHaveBeenCalledTimes(2);
    expect(api.getSubscriptions).toHaveBeenCalledTimes(3);
    expect(store.getState().changeDone).toBe('renewed');
  });

  it('a plan is confirmed before anything is sent; the quote prices it as the server does', async () => {
    const api = fakeApi({ getSubscriptions: vi.fn(async () => [sub({ currentPeriodStart: '2026-01-01T00:00:00Z', currentPeriodEnd: '2026-01-31T00:00:00Z' })]) });
    const store = make(api);
    await store.getState().load();
    store.getState().askPlanChange('pro');
    expect(store.getState().planChange).toBe('pro');
    expect(api.updateSubscription).not.toHaveBeenCalled();
    store.getState().dismissPlanChange();
    expect(store.getState().planChange).toBeNull();
    store.getState().askPlanChange('pro');
    expect(await store.getState().confirmPlanChange()).toBe(true);
    expect(api.updateSubscription).toHaveBeenCalledWith('s1', { planId: 'pro' });
    expect(store.getState().planChange).toBeNull();
    // Ten of thirty days left: a third of the 3000 difference now; the other way, a third credited.
    const s = sub({ currentPeriodStart: '2026-01-01T00:00:00Z', currentPeriodEnd: '2026-01-31T00:00:00Z' });
    const now = Date.parse('2026-01-21T00:00:00Z');
    expect(quotePlanChange(s, plan('basic', 1900), plan('pro', 4900), now)).toMatchObject({ kind: 'upgrade', chargeNow: 1000, credit: 0, next: { date: s.currentPeriodEnd, amount: 4900 } });
    expect(quotePlanChange(s, plan('pro', 4900), plan('basic', 1900), now)).toMatchObject({ kind: 'downgrade', chargeNow: 0, credit: 1000 });
    expect(quotePlanChange(null, undefined, { ...plan('basic', 1900), trialDays: 14 }, now)).toMatchObject({ kind: 'trial', chargeNow: 0, trialDays: 14 });
    expect(quotePlanChange(null, undefined, plan('basic', 1900), now)).toMatchObject({ kind: 'subscribe', chargeNow: 1900 });
    expect(quotePlanChange(sub({ status: 'trialing', trialEnd: '2026-02-01' }), plan('basic', 1900), plan('free', 0), now)).toMatchObject({ kind: 'downgrade', chargeNow: 0 });
    expect(quotePlanChange(sub({ status: 'trialing', trialEnd: '2026-02-01' }), plan('basic', 1900), plan('pro', 4900), now)).toMatchObject({ kind: 'trialChange', next: { date: '2026-02-01' } });
  });

  it('ends a trial, ends a subscription, and manages cards, reading the truth back each time', async () => {
    const api = fakeApi({ getSubscriptions: vi.fn(async () => [sub({ status: 'trialing' })]) });
    const store = make(api);
    await store.getState().load();
    expect(selectCanEndTrial(store.getState())).toBe(true);
    expect(await store.getState().endTrial()).toBe(true);
    expect(api.endTrial).toHaveBeenCalledWith('s1');
    expect(store.getState().changeDone).toBe('trialEnded');
    expect(await store.getState().endNow()).toBe(true);
    expect(api.deleteSubscription).toHaveBeenCalledWith('s1');
    expect(await store.getState().makeDefaultCard('pm2')).toBe(true);
    expect(api.setDefaultPaymentMethod).toHaveBeenCalledWith('pm2');
    const refused = fakeApi({ deletePaymentMethod: vi.fn(async () => { throw new PorticoError('This card pays for the subscription', { code: 'api_error', status: 409 }); }) });
    const other = make(refused);
    await other.getState().load();
    expect(await other.getState().removeCard('pm1')).toBe(false);
    expect(other.getState().cards).toEqual({ status: 'error', error: 'This card pays for the subscription' });
  });
});

describe('Stripe switch', () => {
  it('asks for the publishable key only with a Stripe provider', async () => {
    const embedded = fakeApi();
    const a = make(embedded);
    await a.getState().load();
    expect(a.getState().stripeKey).toBeNull();
    expect(embedded.getStripePublicConfiguration).not.toHaveBeenCalled();
    const stripe = fakeApi({
      getPaymentProviders: vi.fn(async () => [{ providerType: 'stripe', status: '1' }]),
      getStripePublicConfiguration: vi.fn(async () => ({ publishableKey: 'pk_test_x' })),
    });
    const b = make(stripe);
    await b.getState().load();
    expect(b.getState().stripeKey).toBe('pk_test_x');
    expect(await b.getState().startCardSetup()).toBe('seti_secret');
  });
});

describe('usage and billing details', () => {
  it('loads usage; a refusal lands in usage.error', async () => {
    const store = make(fakeApi());
    expect(await store.getState().loadUsage()).toBe(true);
    expect(store.getState().usage).toEqual({ status: 'ready', data: { planId: 'basic', planName: 'Basic', metrics: [{ key: 'seats', used: 4, limit: 10 }] } });
    const refused = make(fakeApi({ getUsage: vi.fn(async () => { throw new PorticoError('Forbidden', { code: 'api_error', status: 403 }); }) }));
    expect(await refused.getState().loadUsage()).toBe(false);
    expect(refused.getState().usage).toMatchObject({ status: 'error', error: 'Forbidden' });
  });

  it('saves billing details into the payment method; the server message on failure', async () => {
    const api = fakeApi({ getPaymentMethods: vi.fn(async () => [{ id: 'pm1', type: 'card' as const, isDefault: true, last4: '4242' }]) });
    const store = make(api);
    await store.getState().load();
    const details = { email: 'ap@acme.test', address: { line1: '1 Main St', city: 'Springfield', country: 'US' } };
    expect(await store.getState().saveBillingDetails('pm1', details)).toBe(true);
    expect(api.updateBillingDetails).toHaveBeenCalledWith('pm1', details);
    expect(store.getState().paymentMethods[0]?.billingDetails).toEqual(details);
    expect(store.getState().billingDetails.status).toBe('success');
    const failing = make(fakeApi({ updateBillingDetails: vi.fn(async () => { throw new PorticoError('Payment method not found', { code: 'api_error', status: 404 }); }) }));
    expect(await failing.getState().saveBillingDetails('x', details)).toBe(false);
    expect(failing.getState().billingDetails).toEqual({ status: 'error', error: 'Payment method not found' });
  });
});
