import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/fixture';
import { startStripeFixture } from '../test/stripe-fixture';
import { subscriptionStatus } from './stripe-subscriptions';
import { BILL, billingTenant, pdfText, SUB } from '../test/billing-kit';

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
  let subExternal = '';
  let tenant: Awaited<ReturnType<typeof billingTenant>>;
  const form = (path: string, method = 'POST') => fx.seen.filter((r) => r.path === path && r.method === method).at(-1)!.body;

  it('subscribes as a Stripe Subscription (price per plan by lookup key, trial, default_incomplete); plan change, cancel and renew at Stripe', async () => {
    tenant = await billingTenant(t, 'Stripey');
    const { call, plan } = tenant;
    expect((await call(`${SUB}/payment-providers/v1`)).data).toEqual([expect.objectContaining({ providerType: 'stripe', status: '1' })]);
    expect((await call(`${BILL}/stripe/public-configurations/v1`)).data).toEqual({ publishableKey: 'pk_test_fixture' });

    const declined = await call(`${BILL}/stripe/setup-intents/v1`, { json: { paymentMethodId: 'pm_card_chargeDeclined' } });
    expect([declined.status, declined.data.errors]).toEqual([402, ['Your card was declined.']]);
    const ok = await call(`${BILL}/stripe/setup-intents/v1`, { json: { paymentMethodId: 'pm_card_visa' } });
    expect(ok.data.setupIntentSecret).toMatch(/^seti_fx_\d+_secret_fixture$/);
    const setup = fx.seen.find((r) => r.path === '/v1/setup_intents' && r.body.get('payment_method') === 'pm_card_visa')!;
    expect([setup.body.get('customer'), setup.body.get('confirm'), setup.body.get('usage')]).toEqual([expect.stringMatching(/^cus_fx_/), 'true', 'off_session']);

    const sub = (await call(`${BILL}/subscriptions/v1`, { json: { planId: plan('basic') } })).data;
    expect(sub).toMatchObject({ status: 'trialing', externalId: expect.stringMatching(/^sub_fx_/), planId: plan('basic') });
    const created = form('/v1/subscriptions');
    const price = created.get('items[0][price]')!;
    expect([created.get('customer'), created.get('default_payment_method'), created.get('trial_period_days'), created.get('payment_behavior'),
      created.get('expand[0]'), created.get('metadata[subscriptionId]'), created.get('trial_settings[end_behavior][missing_payment_method]')])
      .toEqual([expect.stringMatching(/^cus_fx_/), 'pm_fx_pm_card_visa', '14', 'default_incomplete', 'latest_invoice.confirmation_secret', sub.id, 'cancel']);
    expect(form('/v1/prices').get('lookup_key')).toMatch(new RegExp(`^portico_plan_${plan('basic')}_1900_usd$`));
    // Another tenant on the same plan: the price is found by its lookup key, not made twice.
    const pricesBefore = fx.seen.filter((r) => r.path === '/v1/prices' && r.method === 'POST').length;
    const second = await billingTenant(t, 'Second');
    expect((await second.call(`${BILL}/subscriptions/v1`, { json: { planId: plan('basic') } })).data.status).toBe('trialing');
    expect([fx.seen.filter((r) => r.path === '/v1/prices' && r.method === 'POST').length, form('/v1/subscriptions').get('items[0][price]')]).toEqual([pricesBefore, price]);

    // During the trial a plan change is not prorated; the mirrored row follows Stripe's answer.
    subExternal = sub.externalId;
    const pro = (await call(`${BILL}/subscriptions/v1/${sub.id}`, { method: 'PUT', json: { planId: plan('pro') } })).data;
    expect(pro).toMatchObject({ status: 'trialing', planId: plan('pro') });
    expect([form(`/v1/subscriptions/${subExternal}`).get('proration_behavior'), form(`/v1/subscriptions/${subExternal}`).get('payment_behavior')]).toEqual(['none', 'pending_if_incomplete']);
    expect((await call(`${BILL}/subscriptions/v1/${sub.id}/cancellations`, { method: 'PUT' })).status).toBe(400);
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

  it('webhooks: the trial ends at Stripe (subscription updated, invoice paid) → mirrored; cancel / renew at period end go to Stripe', async () => {
    const { call } = tenant;
    const now = Math.floor(Date.now() / 1000);
    // Stripe ends the trial by itself: the subscription renews into its first paid period.
    const item = (fx.subscription(subExternal) as { items: { data: { current_period_start: number; current_period_end: number }[] } }).items.data[0]!;
    const trialEnd = item.current_period_end;
    Object.assign(item, { current_period_start: trialEnd, current_period_end: trialEnd + 30 * 86_400 });
    fx.update(subExternal, { status: 'active', trial_end: trialEnd });
    const renewed = { ...fx.subscription(subExternal), latest_invoice: 'in_fx_trial_end' };
    expect((await deliver(event('evt_s1', 'customer.subscription.updated', renewed, now))).data).toEqual({ received: true });
    const invoice = { id: 'in_fx_trial_end', object: 'invoice', status: 'paid', total: 4900, currency: 'usd', created: now, status_transitions: { paid_at: now },
      lines: { object: 'list', data: [{ description: '1 × Pro (at $49.00 / month)', amount: 4900 }] }, parent: { subscription_details: { subscription: subExternal } } };
    expect((await deliver(event('evt_i1', 'invoice.paid', invoice, now))).data).toEqual({ received: true });
    const [sub] = (await call(`${BILL}/subscriptions/v1`)).data;
    expect(sub).toMatchObject({ status: 'active', currentPeriodStart: new Date(trialEnd * 1000).toISOString() });
    const [inv] = (await call(`${BILL}/invoices/v1`)).data;
    expect(inv).toMatchObject({ externalId: 'in_fx_trial_end', totalAmount: 4900, paid: true, receiptNumber: expect.stringMatching(/^R-/) });
    const pdf = await fetch(`${t.base}${BILL}/invoices/v1/${inv.id}/pdf`, { headers: { authorization: `Bearer ${tenant.token}` } });
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain('1 × Pro (at $49.00 / month)');

    const cancelled = (await call(`${BILL}/subscriptions/v1/${sub.id}/cancellations`, { method: 'PUT' })).data;
    expect([cancelled.cancellation, form(`/v1/subscriptions/${subExternal}`).get('cancel_at_period_end')]).toEqual([{ policy: 'atPeriodEnd' }, 'true']);
    const renewedSub = (await call(`${BILL}/subscriptions/v1/${sub.id}/renewals`, { method: 'PUT' })).data;
    expect([renewedSub.cancellation, form(`/v1/subscriptions/${subExternal}`).get('cancel_at_period_end')]).toEqual([null, 'false']);
    const audits = (await t.db.selectFrom('audits').select('action').where('tenant_id', '=', tenant.tenantId).execute()).map((a) => a.action);
    expect(audits).toEqual(expect.arrayContaining(['Subscription created', 'Subscription updated by Stripe', 'Invoice paid', 'Subscription cancelled', 'Subscription renewed']));
  });

  it('webhooks: a valid signed event applies; tampered is refused; a replay is processed once; an older event never overrides newer state', async () => {
    const status = async () => (await t.db.selectFrom('billing_subscriptions').select('status').where('external_id', '=', subExternal).executeTakeFirstOrThrow()).status;
    const at = (_: number, stripeStatus: string) => ({ ...fx.subscription(subExternal), status: stripeStatus, latest_invoice: null });
    const base = Math.floor(Date.now() / 1000) + 100;
    const pastDue = event('evt_1', 'customer.subscription.updated', at(0, 'past_due'), base);
    expect((await deliver(pastDue)).data).toEqual({ received: true });
    expect(await status()).toBe('incomplete');

    const tampered = pastDue.replace('past_due', 'active');
    const bad = await deliver(tampered, signer.webhooks.generateTestHeaderString({ payload: pastDue, secret: WEBHOOK_SECRET }));
    expect([bad.status, bad.data.errors]).toEqual([400, ['Invalid webhook signature']]);
    expect((await deliver(pastDue, signer.webhooks.generateTestHeaderString({ payload: pastDue, secret: 'whsec_other' }))).status).toBe(400);
    expect(await status()).toBe('incomplete');

    const active = event('evt_3', 'customer.subscription.updated', at(0, 'active'), base + 20);
    expect((await deliver(active)).data).toEqual({ received: true });
    expect(await status()).toBe('active');
    // Replayed: the same event id is not processed again.
    expect((await deliver(active)).data).toEqual({ received: true, duplicate: true });
    // Out of order: a cancellation created before the renewal arrives late and changes nothing.
    expect((await deliver(event('evt_2', 'customer.subscription.deleted', at(0, 'canceled'), base + 10))).data).toEqual({ received: true, stale: true });
    // A late "created" (first seen for this event type, but older than the state we mirrored) changes nothing either.
    expect((await deliver(event('evt_0', 'customer.subscription.created', at(0, 'incomplete'), base - 3600))).data).toEqual({ received: true, stale: true });
    expect(await status()).toBe('active');
    // An unknown Stripe status is shown as expired; a late failed-payment event never un-pays a paid invoice.
    expect((await deliver(event('evt_7', 'customer.subscription.updated', at(0, 'some_new_status'), base + 30))).data).toEqual({ received: true });
    expect(await status()).toBe('expired');
    const failed = { id: 'in_fx_trial_end', object: 'invoice', status: 'open', total: 4900, currency: 'usd', created: base, status_transitions: { paid_at: null },
      lines: { object: 'list', data: [] }, parent: { subscription_details: { subscription: subExternal } } };
    await deliver(event('evt_5', 'invoice.payment_failed', failed, base + 40));
    expect((await t.db.selectFrom('billing_invoices').select('paid').where('external_id', '=', 'in_fx_trial_end').executeTakeFirstOrThrow()).paid).toBe(true);
    await deliver(event('evt_6', 'customer.subscription.trial_will_end', at(0, 'active'), base + 50));
    expect(await t.db.selectFrom('billing_webhook_events').select(['id', 'applied']).where('id', 'in', ['evt_0', 'evt_1', 'evt_2', 'evt_3']).orderBy('id').execute())
      .toEqual([{ id: 'evt_0', applied: false }, { id: 'evt_1', applied: true }, { id: 'evt_2', applied: false }, { id: 'evt_3', applied: true }]);
    const audits = (await t.db.selectFrom('audits').select('action').where('tenant_id', '=', tenant.tenantId).execute()).map((a) => a.action);
    expect(audits).toEqual(expect.arrayContaining(['Trial ending soon', 'Invoice payment failed']));
  });

  it('cards: making one the default sets it as the customer\'s default at Stripe; removing one detaches it there', async () => {
    const { call } = await billingTenant(t, 'StripeCards');
    for (const pm of ['pm_card_visa', 'pm_card_mastercard']) expect((await call(`${BILL}/stripe/setup-intents/v1`, { json: { paymentMethodId: pm } })).status).toBe(201);
    const [newest, older] = (await call(`${BILL}/payment-methods/v1`)).data as { id: string; externalId: string }[];
    expect((await call(`${BILL}/payment-methods/v1/${older!.id}/default`, { method: 'PUT' })).data.isDefault).toBe(true);
    const customer = fx.seen.filter((r) => /^\/v1\/customers\/[^/]+$/.test(r.path)).at(-1)!;
    expect(customer.body.get('invoice_settings[default_payment_method]')).toBe(older!.externalId);
    expect((await call(`${BILL}/payment-methods/v1/${newest!.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(fx.seen.some((r) => r.path === `/v1/payment_methods/${newest!.externalId}/detach` && r.method === 'POST')).toBe(true);
    expect((await call(`${BILL}/payment-methods/v1`)).data).toEqual([expect.objectContaining({ id: older!.id, isDefault: true })]);
  });

  it('maps every Stripe status to the spec\'s (unknown → expired)', () => {
    expect(['active', 'trialing', 'canceled', 'incomplete', 'past_due', 'incomplete_expired', 'unpaid', 'paused', 'new'].map(subscriptionStatus))
      .toEqual(['active', 'trialing', 'canceled', 'incomplete', 'incomplete', 'expired', 'expired', 'trialEnded', 'expired']);
  });

  it('3-D Secure on checkout and upgrade: the first invoice\'s PaymentIntent waits for Stripe.js; the server reads the outcome back; a declined card keeps nothing', async () => {
    const vendor = (path: string, init: { method?: string; json?: unknown }) =>
      t.browser().fetch(path, { ...init, headers: { authorization: 'Bearer vendor-key-0123456789-abcdefghijklmnop' } });
    const solo = (await vendor(`${BILL}/vendor/plans/v1`, { json: { slug: 'solo', name: 'Solo', amount: 2900 } })).data;
    const soloPlus = (await vendor(`${BILL}/vendor/plans/v1`, { json: { slug: 'solo-plus', name: 'Solo+', amount: 4900 } })).data;
    const { call } = await billingTenant(t, 'Challenged');
    const start = (await call(`${BILL}/stripe/setup-intents/v1`, { json: { paymentMethodId: 'pm_card_authenticationRequired' } })).data;
    fx.authenticate(start.setupIntentId, true);
    await call(`${BILL}/stripe/setup-intents/v1/${start.setupIntentId}/confirm`, { json: {} });
    const confirm = (secret: string, authentication?: string) =>
      call(`${BILL}/stripe/setup-intents/v1/${secret.split('_secret_')[0]}/confirm`, { json: authentication ? { authentication } : {} });

    const first = (await call(`${BILL}/subscriptions/v1`, { json: { planId: solo.id } })).data;
    expect(first).toMatchObject({ status: 'incomplete', clientSecret: expect.stringMatching(/^pi_fx_\d+_secret_fixture$/) });
    expect(form(`/v1/payment_intents/${first.clientSecret.split('_secret_')[0]}/confirm`).get('use_stripe_sdk')).toBe('true');
    // The cardholder fails the challenge at Stripe: "complete" from the browser changes nothing; the subscription is cancelled at Stripe.
    fx.authenticatePayment(first.clientSecret.split('_secret_')[0], false);
    const failed = await confirm(first.clientSecret, 'complete');
    expect([failed.status, failed.data.errors]).toEqual([402, ['We are unable to authenticate your payment method. Please choose a different payment method and try again.']]);
    expect((await call(`${BILL}/subscriptions/v1/${first.id}`)).status).toBe(404);
    expect(fx.seen.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${first.externalId}`)).toBe(true);

    const again = (await call(`${BILL}/subscriptions/v1`, { json: { planId: solo.id } })).data;
    fx.authenticatePayment(again.clientSecret.split('_secret_')[0], true);
    expect((await confirm(again.clientSecret)).data.status).toBe('succeeded');
    expect((await call(`${BILL}/subscriptions/v1/${again.id}`)).data).toMatchObject({ status: 'active', planId: solo.id });
    expect((await call(`${BILL}/invoices/v1`)).data).toEqual([expect.objectContaining({ totalAmount: 2900, paid: true })]);

    // Upgrade: prorated and charged now, applied by Stripe only once the cardholder authenticates.
    const upgrade = (await call(`${BILL}/subscriptions/v1/${again.id}`, { method: 'PUT', json: { planId: soloPlus.id } })).data;
    expect(upgrade).toMatchObject({ status: 'active', planId: solo.id, clientSecret: expect.stringMatching(/^pi_fx_/) });
    expect(form(`/v1/subscriptions/${again.externalId}`).get('proration_behavior')).toBe('always_invoice');
    fx.authenticatePayment(upgrade.clientSecret.split('_secret_')[0], true);
    await confirm(upgrade.clientSecret);
    expect((await call(`${BILL}/subscriptions/v1/${again.id}`)).data).toMatchObject({ status: 'active', planId: soloPlus.id });
    expect(((await call(`${BILL}/invoices/v1`)).data as { totalAmount: number; paid: boolean }[]).map((i) => [i.totalAmount, i.paid])).toEqual(expect.arrayContaining([[2000, true], [2900, true]]));

    const poor = await billingTenant(t, 'Declined');
    await poor.call(`${BILL}/stripe/setup-intents/v1`, { json: { paymentMethodId: 'pm_card_chargeCustomerFail' } });
    const refused = await poor.call(`${BILL}/subscriptions/v1`, { json: { planId: solo.id } });
    expect([refused.status, refused.data.errors]).toEqual([402, ['Your card was declined.']]);
    expect((await poor.call(`${BILL}/subscriptions/v1`)).data).toEqual([]);
  });

  it('webhooks: a detached payment method leaves the ledger', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await t.db.selectFrom('billing_payment_methods').select('id').where('external_id', '=', 'pm_fx_pm_card_visa').executeTakeFirst()).toBeDefined();
    await deliver(event('evt_4', 'payment_method.detached', { id: 'pm_fx_pm_card_visa', object: 'payment_method' }, now));
    expect(await t.db.selectFrom('billing_payment_methods').select('id').where('external_id', '=', 'pm_fx_pm_card_visa').executeTakeFirst()).toBeUndefined();
  });
});

describe('subscriptions made at Stripe itself', () => {
  it("one made in the Dashboard for our customer on a plan's price is adopted and then mirrored; a second one, or ours before its row, is not", async () => {
    const dash = await billingTenant(t, 'Dashboard');
    await dash.call(`${BILL}/stripe/setup-intents/v1`, { json: { paymentMethodId: 'pm_card_visa' } });
    const { customer_id: customer } = await t.db.selectFrom('billing_accounts').select('customer_id').where('tenant_id', '=', dash.tenantId).executeTakeFirstOrThrow();
    const { external_id: price } = await t.db.selectFrom('billing_plans').select('external_id').where('id', '=', dash.plan('basic')).executeTakeFirstOrThrow();
    const now = Math.floor(Date.now() / 1000);
    const made = (id: string, extra: Record<string, unknown> = {}) => ({
      id, object: 'subscription', customer, status: 'active', start_date: now, trial_end: null, cancel_at_period_end: false, metadata: {}, latest_invoice: null,
      items: { object: 'list', data: [{ id: `si_${id}`, price: { id: price }, current_period_start: now, current_period_end: now + 30 * 86_400 }] }, ...extra,
    });
    expect((await deliver(event('evt_dash_1', 'customer.subscription.created', made('sub_dash_1'), now))).data).toEqual({ received: true });
    const [sub] = (await dash.call(`${BILL}/subscriptions/v1`)).data;
    expect(sub).toMatchObject({ externalId: 'sub_dash_1', status: 'active', planId: dash.plan('basic') });
    await deliver(event('evt_dash_2', 'customer.subscription.updated', made('sub_dash_1', { cancel_at_period_end: true }), now + 10));
    expect((await dash.call(`${BILL}/subscriptions/v1`)).data).toEqual([expect.objectContaining({ externalId: 'sub_dash_1', cancellation: { policy: 'atPeriodEnd' } })]);
    // A second live one for the same tenant, and one of ours whose row is still being written: neither becomes a row.
    await deliver(event('evt_dash_3', 'customer.subscription.created', made('sub_dash_2'), now + 20));
    await deliver(event('evt_dash_4', 'customer.subscription.created', made('sub_dash_3', { metadata: { subscriptionId: crypto.randomUUID() } }), now + 30));
    expect((await dash.call(`${BILL}/subscriptions/v1`)).data).toHaveLength(1);
    const audits = await t.db.selectFrom('audits').select(['action', 'description']).where('tenant_id', '=', dash.tenantId).where('user_agent', '=', 'Stripe webhook').execute();
    expect(audits.map((a) => a.action).sort()).toEqual(['Stripe subscription not adopted', 'Subscription adopted from Stripe', 'Subscription updated by Stripe']);
    expect(audits.find((a) => a.action === 'Stripe subscription not adopted')!.description).toContain('already has a live subscription');
  });
});

describe('plans as Stripe products and prices', () => {
  it('creates a product and a monthly price for a new plan; a new amount makes a new price and archives the old one', async () => {
    const vendor = (path: string, init: { method?: string; json?: unknown }) =>
      t.browser().fetch(path, { ...init, headers: { authorization: 'Bearer vendor-key-0123456789-abcdefghijklmnop' } });
    const created = await vendor(`${BILL}/vendor/plans/v1`, { json: { slug: 'team', name: 'Team', amount: 2900, features: ['reports'] } });
    expect(created.status).toBe(201);
    const product = fx.seen.filter((r) => r.path === '/v1/products').at(-1)!;
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
