import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/fixture';
import { startStripeFixture } from './stripe-fixture';
import { BILL, billingTenant, SUB } from './test-kit';

// The Stripe provider offline: the real Stripe SDK pointed (host/port/protocol) at a loopback fixture, and webhooks
// signed with the SDK's test-header helper (valid, tampered, replayed, out of order).

const WEBHOOK_SECRET = 'whsec_test_fixture';
let t: TestServer;
let fx: Awaited<ReturnType<typeof startStripeFixture>>;
const signer = new Stripe('sk_test_fixture');

beforeAll(async () => {
  fx = await startStripeFixture();
  t = await startServer({
    billingTestClock: true,
    billingVendorKey: 'vendor-key-0123456789-abcdefghijklmnop',
    stripe: { secretKey: 'sk_test_fixture', publishableKey: 'pk_test_fixture', webhookSecret: WEBHOOK_SECRET, host: '127.0.0.1', port: fx.port, protocol: 'http' },
  });
});
afterAll(async () => {
  await t?.close();
  await fx?.close();
});

const event = (id: string, type: string, object: Record<string, unknown>, created: number) =>
  JSON.stringify({ id, object: 'event', type, created, api_version: '2025-01-01', data: { object }, livemode: false, pending_webhooks: 0, request: null });
const deliver = (payload: string, header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) =>
  t.browser().fetch(`${SUB}/billing/stripe/webhooks/v1`, { body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': header }, source: false });

describe('Stripe provider through the SDK', () => {
  let invoiceExternal = '';

  it('reports Stripe, its publishable key, and charges through PaymentIntents', async () => {
    const { call, plan } = await billingTenant(t, 'Stripey');
    expect((await call(`${SUB}/payment-providers/v1`)).data).toEqual([expect.objectContaining({ providerType: 'stripe', status: '1' })]);
    expect((await call(`${BILL}/stripe/public-configurations/v1`)).data).toEqual({ publishableKey: 'pk_test_fixture' });

    const declined = await call(`${BILL}/stripe/setup-intents/v1`, { json: { paymentMethodId: 'pm_card_chargeDeclined' } });
    expect([declined.status, declined.data.errors]).toEqual([402, ['Your card was declined.']]);
    const ok = await call(`${BILL}/stripe/setup-intents/v1`, { json: { paymentMethodId: 'pm_card_visa' } });
    expect(ok.data.setupIntentSecret).toMatch(/^seti_fx_\d+_secret_fixture$/);
    const setup = fx.seen.find((r) => r.path === '/v1/setup_intents' && r.body.get('payment_method') === 'pm_card_visa')!;
    expect([setup.body.get('customer'), setup.body.get('confirm'), setup.body.get('usage')]).toEqual([expect.stringMatching(/^cus_fx_/), 'true', 'off_session']);

    const sub = (await call(`${BILL}/subscriptions/v1`, { json: { planId: plan('basic') } })).data;
    expect(sub.status).toBe('trialing');
    await call(`${BILL}/test-clock/v1`, { json: { days: 15 } });
    const [invoice] = (await call(`${BILL}/invoices/v1`)).data;
    expect(invoice).toMatchObject({ totalAmount: 1900, paid: true, externalId: expect.stringMatching(/^pi_fx_/) });
    const pi = fx.seen.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect([pi.body.get('amount'), pi.body.get('currency'), pi.body.get('payment_method'), pi.body.get('off_session')]).toEqual(['1900', 'usd', 'pm_fx_pm_card_visa', 'true']);
    invoiceExternal = invoice.externalId;
  });

  it('3-D Secure: the SetupIntent waits in requires_action for Stripe.js; the server reads its outcome back from Stripe, not from the browser', async () => {
    const { call } = await billingTenant(t, 'Secure');
    const start = async () => (await call(`${BILL}/stripe/setup-intents/v1`, { json: { paymentMethodId: 'pm_card_authenticationRequired' } })).data;
    const confirm = (id: string, authentication?: string) => call(`${BILL}/stripe/setup-intents/v1/${id}/confirm`, { json: authentication ? { authentication } : {} });
    const first = await start();
    expect(first).toMatchObject({ status: 'requires_action', setupIntentId: expect.stringMatching(/^seti_fx_/), setupIntentSecret: expect.stringMatching(/_secret_fixture$/) });
    // The cardholder fails the challenge at Stripe: "complete" from the browser changes nothing.
    fx.authenticate(first.setupIntentId, false);
    const failed = await confirm(first.setupIntentId, 'complete');
    expect([failed.status, failed.data.errors]).toEqual([402, ['We are unable to authenticate your payment method. Please choose a different payment method and try again.']]);
    expect((await call(`${BILL}/payment-methods/v1`)).data).toEqual([]);

    const second = await start();
    fx.authenticate(second.setupIntentId, true);
    expect((await confirm(second.setupIntentId)).data).toMatchObject({ status: 'succeeded', setupIntentId: second.setupIntentId });
    expect((await call(`${BILL}/payment-methods/v1`)).data).toEqual([expect.objectContaining({ last4: '3184', isDefault: true, externalId: 'pm_fx_pm_card_authenticationRequired' })]);
    expect(fx.seen.some((r) => r.method === 'GET' && r.path === `/v1/setup_intents/${second.setupIntentId}`)).toBe(true);
  });

  it('webhooks: a valid signed event applies; tampered is refused; a replay is processed once; an older event never overrides a newer one', async () => {
    const paid = async () => (await t.db.selectFrom('billing_invoices').select('paid').where('external_id', '=', invoiceExternal).executeTakeFirstOrThrow()).paid;
    const now = Math.floor(Date.now() / 1000);
    const failed = event('evt_1', 'payment_intent.payment_failed', { id: invoiceExternal, object: 'payment_intent' }, now);
    expect((await deliver(failed)).data).toEqual({ received: true });
    expect(await paid()).toBe(false);

    const tampered = failed.replace('payment_failed', 'succeeded');
    const bad = await deliver(tampered, signer.webhooks.generateTestHeaderString({ payload: failed, secret: WEBHOOK_SECRET }));
    expect([bad.status, bad.data.errors]).toEqual([400, ['Invalid webhook signature']]);
    expect((await deliver(failed, signer.webhooks.generateTestHeaderString({ payload: failed, secret: 'whsec_other' }))).status).toBe(400);
    expect(await paid()).toBe(false);

    const succeeded = event('evt_3', 'payment_intent.succeeded', { id: invoiceExternal, object: 'payment_intent' }, now + 20);
    expect((await deliver(succeeded)).data).toEqual({ received: true });
    expect(await paid()).toBe(true);
    // Replayed: the same event id is not processed again.
    expect((await deliver(succeeded)).data).toEqual({ received: true, duplicate: true });
    // Out of order: a failure created before the success arrives late and changes nothing.
    const late = event('evt_2', 'payment_intent.payment_failed', { id: invoiceExternal, object: 'payment_intent' }, now + 10);
    expect((await deliver(late)).data).toEqual({ received: true, stale: true });
    expect(await paid()).toBe(true);
    expect(await t.db.selectFrom('billing_webhook_events').select(['id', 'applied']).orderBy('id').execute())
      .toEqual([{ id: 'evt_1', applied: true }, { id: 'evt_2', applied: false }, { id: 'evt_3', applied: true }]);
  });

  it('webhooks: a detached payment method leaves the ledger', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await t.db.selectFrom('billing_payment_methods').select('id').where('external_id', '=', 'pm_fx_pm_card_visa').executeTakeFirst()).toBeDefined();
    await deliver(event('evt_4', 'payment_method.detached', { id: 'pm_fx_pm_card_visa', object: 'payment_method' }, now));
    expect(await t.db.selectFrom('billing_payment_methods').select('id').where('external_id', '=', 'pm_fx_pm_card_visa').executeTakeFirst()).toBeUndefined();
  });
});

describe('plans as Stripe products and prices', () => {
  it('creates a product and a monthly price for a new plan; a new amount makes a new price and archives the old one', async () => {
    const vendor = (path: string, init: { method?: string; json?: unknown }) =>
      t.browser().fetch(path, { ...init, headers: { authorization: 'Bearer vendor-key-0123456789-abcdefghijklmnop' } });
    const created = await vendor(`${BILL}/vendor/plans/v1`, { json: { slug: 'team', name: 'Team', amount: 2900, features: ['reports'] } });
    expect(created.status).toBe(201);
    const product = fx.seen.find((r) => r.path === '/v1/products')!;
    expect([product.body.get('name'), product.body.get('metadata[slug]')]).toEqual(['Team', 'team']);
    const price = fx.seen.filter((r) => r.path === '/v1/prices').at(-1)!;
    expect([price.body.get('unit_amount'), price.body.get('currency'), price.body.get('recurring[interval]')]).toEqual(['2900', 'usd', 'month']);
    expect(created.data.externalId).toMatch(/^price_fx_/);

    const same = await vendor(`${BILL}/vendor/plans/v1/${created.data.id}`, { method: 'PUT', json: { name: 'Team+' } });
    expect(same.data.externalId).toBe(created.data.externalId);
    const moved = await vendor(`${BILL}/vendor/plans/v1/${created.data.id}`, { method: 'PUT', json: { amount: 3900 } });
    expect(moved.data.externalId).not.toBe(created.data.externalId);
    expect(fx.seen.filter((r) => r.path === '/v1/prices').at(-1)!.body.get('unit_amount')).toBe('3900');
    expect(fx.seen.some((r) => r.path === `/v1/prices/${created.data.externalId}` && r.method === 'POST' && r.body.get('active') === 'false')).toBe(true);
  });
});
