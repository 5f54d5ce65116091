import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/fixture';
import { EmbeddedTestProvider } from './embedded';
import { tenantPlanFeatures } from './features';
import { BILL, billingTenant, pdfText, SUB } from '../test/billing-kit';

// The embedded test provider end to end over HTTP: trial → card → clock → invoice → proration → cancel → renew.

let t: TestServer;
beforeAll(async () => {
  t = await startServer({ billingTestClock: true });
});
afterAll(async () => t?.close());

describe('plans, providers and configuration', () => {
  it('lists the seeded monthly plans with prices in cents, and a card provider with status "1"', async () => {
    const { call } = await billingTenant(t, 'Plans');
    const plans = (await call(`${BILL}/plans/v1`)).data;
    expect(plans.map((p: { slug: string }) => p.slug)).toEqual(['free', 'basic', 'pro']);
    expect(plans[1]).toMatchObject({ name: 'Basic', price: { amount: 1900, currency: 'usd' }, recurringInterval: 'month' });
    expect((await call(`${BILL}/plans/v1/${plans[2].id}`)).data.name).toBe('Pro');
    expect((await call(`${SUB}/payment-providers/v1`)).data).toEqual([expect.objectContaining({ providerType: 'embedded', status: '1' })]);
    expect((await call(`${BILL}/vendor-public-configurations/v1`)).data).toEqual({ allowPlanDowngrade: true, allowPlanCancellation: true });
    const stripe = await call(`${BILL}/stripe/public-configurations/v1`);
    expect(stripe.status).toBe(404);
    expect(stripe.data.errors).toEqual(['Payment provider not configured']);
  });
});

describe('a subscription on the embedded provider', () => {
  it('3-D Secure: the card that needs authentication waits in requires_action; failing refuses, completing adds it; only its tenant confirms it once; off-session charges are declined', async () => {
    const { call, plan, tenantId } = await billingTenant(t, 'Secure');
    const other = await billingTenant(t, 'Intruder');
    const auth = async () => (await call(`${BILL}/stripe/setup-intents/v1`, { json: { paymentMethodId: 'pm_card_authenticationRequired' } }));
    const confirm = (id: string, authentication?: string, as = call) => as(`${BILL}/stripe/setup-intents/v1/${id}/confirm`, { json: authentication ? { authentication } : {} });

    const first = await auth();
    expect([first.status, first.data.status]).toEqual([201, 'requires_action']);
    expect(first.data.setupIntentSecret).toMatch(new RegExp(`^${first.data.setupIntentId}_secret_`));
    expect((await call(`${BILL}/payment-methods/v1`)).data).toEqual([]);
    // Another tenant cannot finish it; a bad outcome is refused by the shared schema.
    expect((await confirm(first.data.setupIntentId, 'complete', other.call)).status).toBe(404);
    expect((await confirm(first.data.setupIntentId, 'maybe')).status).toBe(400);
    const failed = await confirm(first.data.setupIntentId, 'fail');
    expect([failed.status, failed.data.errors]).toEqual([402, ['We are unable to authenticate your payment method. Please choose a different payment method and try again.']]);
    expect((await call(`${BILL}/payment-methods/v1`)).data).toEqual([]);
    // A finished intent is closed: completing it later does nothing.
    expect((await confirm(first.data.setupIntentId, 'complete')).data.errors).toEqual(['Setup intent not found']);

    const second = await auth();
    const done = await confirm(second.data.setupIntentId, 'complete');
    expect([done.status, done.data.status, done.data.setupIntentId]).toEqual([200, 'succeeded', second.data.setupIntentId]);
    expect((await call(`${BILL}/payment-methods/v1`)).data).toEqual([expect.objectContaining({ last4: '3184', isDefault: true })]);
    expect((await confirm(second.data.setupIntentId, 'complete')).status).toBe(404);
    const audits = await t.db.selectFrom('audits').select('action').where('tenant_id', '=', tenantId).execute();
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['Payment method authentication required', 'Payment method added']));

    // The ledger charges without the cardholder: the renewal after the trial is declined and the subscription incomplete.
    await call(`${BILL}/subscriptions/v1`, { json: { planId: plan('basic') } });
    await call(`${BILL}/test-clock/v1`, { json: { days: 15 } });
    const [sub] = (await call(`${BILL}/subscriptions/v1`)).data;
    expect(sub.status).toBe('incomplete');
    expect((await call(`${BILL}/invoices/v1`)).data).toEqual([expect.objectContaining({ paid: false, totalAmount: 1900 })]);

    // With the cardholder present (checkout, plan change) the card's 3-D Secure runs: the payment waits for the challenge.
    const checkout = async (planId: string) => (await call(`${BILL}/subscriptions/v1`, { json: { planId } })).data;
    const intentOf = (secret: string) => secret.split('_secret_')[0]!;
    const refused = await checkout(plan('basic'));
    expect(refused).toMatchObject({ status: 'incomplete', clientSecret: expect.stringMatching(/^pi_test_\w+_secret_\w+$/) });
    expect((await confirm(intentOf(refused.clientSecret), 'complete', other.call)).status).toBe(404);
    const failedPay = await confirm(intentOf(refused.clientSecret), 'fail');
    expect([failedPay.status, failedPay.data.errors]).toEqual([402, ['We are unable to authenticate your payment method. Please choose a different payment method and try again.']]);
    expect((await call(`${BILL}/subscriptions/v1/${refused.id}`)).status).toBe(404);
    const waiting = await checkout(plan('basic'));
    expect((await confirm(intentOf(waiting.clientSecret), 'complete')).data.status).toBe('succeeded');
    const active = (await call(`${BILL}/subscriptions/v1/${waiting.id}`)).data;
    expect(active).toMatchObject({ status: 'active', planId: plan('basic') });
    expect(active.clientSecret).toBeUndefined();
    const upgrade = (await call(`${BILL}/subscriptions/v1/${waiting.id}`, { method: 'PUT', json: { planId: plan('pro') } })).data;
    expect(upgrade).toMatchObject({ status: 'active', planId: plan('basic'), clientSecret: expect.stringMatching(/^pi_test_/) });
    await confirm(intentOf(upgrade.clientSecret), 'complete');
    expect((await call(`${BILL}/subscriptions/v1/${waiting.id}`)).data.planId).toBe(plan('pro'));
    const paid = ((await call(`${BILL}/invoices/v1`)).data as { paid: boolean; totalAmount: number }[]).filter((i) => i.paid).map((i) => i.totalAmount);
    expect([paid.length, paid[1], paid[0]! > 2990 && paid[0]! <= 3000]).toEqual([2, 1900, true]);
    const actions = (await t.db.selectFrom('audits').select('action').where('tenant_id', '=', tenantId).execute()).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['Payment authentication required', 'Subscription activated', 'Subscription plan changed']));
  });

  it('trial → test card → first invoice after the clock passes the trial → upgrade prorated → PDF → cancel → renew', async () => {
    const { call, plan, tenantId, token } = await billingTenant(t, 'Journey');
    const created = await call(`${BILL}/subscriptions/v1`, { json: { planId: plan('basic') } });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ status: 'trialing', cancellation: null, plan: { slug: 'basic' } });
    expect(Date.parse(created.data.trialEnd) - Date.parse(created.data.startDate)).toBe(14 * 86_400_000);
    const id = created.data.id as string;

    const declined = await call(`${BILL}/stripe/setup-intents/v1`, { json: { paymentMethodId: 'pm_card_chargeDeclined' } });
    expect(declined.status).toBe(402);
    expect(declined.data.errors).toEqual(['Your card was declined.']);
    expect((await call(`${BILL}/payment-methods/v1`)).data).toEqual([]);
    const ok = await call(`${BILL}/stripe/setup-intents/v1`, { json: { paymentMethodId: 'pm_card_visa' } });
    expect(ok.status).toBe(201);
    expect(ok.data.setupIntentSecret).toMatch(/^seti_test_.+_secret_/);
    const [pm] = (await call(`${BILL}/payment-methods/v1`)).data;
    expect(pm).toMatchObject({ type: 'card', isDefault: true, brand: 'visa', last4: '4242' });
    expect(JSON.stringify(pm)).not.toMatch(/4242424242424242/);

    expect((await call(`${BILL}/invoices/v1`)).data).toEqual([]);
    expect((await call(`${BILL}/test-clock/v1`, { json: { days: 15 } })).status).toBe(200);
    const [first] = (await call(`${BILL}/invoices/v1`)).data;
    expect(first).toMatchObject({ subscriptionId: id, totalAmount: 1900, currency: 'usd', paid: true });
    expect(first.receiptNumber).toMatch(new RegExp(`^R-${tenantId.slice(0, 8).toUpperCase()}-0001$`));
    const active = (await call(`${BILL}/subscriptions/v1/${id}`)).data;
    expect(active.status).toBe('active');
    expect(active.currentPeriodStart).toBe(created.data.trialEnd);

    // Ten days into a month-long period: about two thirds of the difference (4900 - 1900) is charged now.
    await call(`${BILL}/test-clock/v1`, { json: { days: 10 } });
    const up = await call(`${BILL}/subscriptions/v1/${id}`, { method: 'PUT', json: { planId: plan('pro') } });
    expect(up.status).toBe(200);
    expect(up.data.plan.slug).toBe('pro');
    const invoices = (await call(`${BILL}/invoices/v1`)).data;
    expect(invoices).toHaveLength(2);
    const span = Date.parse(active.currentPeriodEnd) - Date.parse(active.currentPeriodStart);
    const now = Date.parse((await call(`${BILL}/test-clock/v1`)).data.now);
    const fraction = (Date.parse(active.currentPeriodEnd) - now) / span;
    expect(Math.abs(invoices[0].totalAmount - 3000 * fraction)).toBeLessThan(5);

    expect((await t.browser().fetch(`${BILL}/invoices/v1/${invoices[0].id}/pdf`)).status).toBe(401);
    const res = await fetch(`${t.base}${BILL}/invoices/v1/${invoices[0].id}/pdf`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain(`Invoice ${invoices[0].receiptNumber}`);
    expect(text).toContain('Unused time on Basic');
    expect(text).toContain('Remaining time on Pro');
    expect(text).toContain(`${(invoices[0].totalAmount / 100).toFixed(2)} USD`);

    const cancelled = await call(`${BILL}/subscriptions/v1/${id}/cancellations`, { method: 'PUT' });
    expect(cancelled.data.cancellation).toEqual({ policy: 'atPeriodEnd' });
    expect((await call(`${BILL}/subscriptions/v1/${id}/cancellations`, { method: 'PUT' })).status).toBe(400);
    const renewed = await call(`${BILL}/subscriptions/v1/${id}/renewals`, { method: 'PUT' });
    expect(renewed.data.cancellation).toBeNull();
    expect((await call(`${BILL}/subscriptions/v1/${id}/renewals`, { method: 'PUT' })).status).toBe(400);

    const audits = await t.db.selectFrom('audits').select('action').where('tenant_id', '=', tenantId).execute();
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining([
      'Subscription created', 'Payment method added', 'Invoice issued', 'Subscription plan changed', 'Subscription cancelled', 'Subscription renewed', 'create_customer',
    ]));
  });

  it('a trial ends now on request: the first month is invoiced at once and the subscription turns active', async () => {
    const { call, plan } = await billingTenant(t, 'EndTrial');
    await call(`${BILL}/stripe/setup-intents/v1`, { json: { paymentMethodId: 'pm_card_visa' } });
    const trial = (await call(`${BILL}/subscriptions/v1`, { json: { planId: plan('basic') } })).data;
    expect(trial.status).toBe('trialing');
    const ended = await call(`${BILL}/subscriptions/v1/${trial.id}/trial-end`, { method: 'PUT' });
    expect(ended.status).toBe(200);
    expect(ended.data).toMatchObject({ status: 'active', plan: { slug: 'basic' } });
    expect(Date.parse(ended.data.currentPeriodEnd)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const [invoice] = (await call(`${BILL}/invoices/v1`)).data;
    expect(invoice).toMatchObject({ subscriptionId: trial.id, totalAmount: 1900, paid: true });
    const again = await call(`${BILL}/subscriptions/v1/${trial.id}/trial-end`, { method: 'PUT' });
    expect([again.status, again.data.errors]).toEqual([400, ['Only a trialing subscription can end its trial']]);
  });

  it('a downgrade to the free plan during a trial ends the trial: active on Free, no trial end shown', async () => {
    const { call, plan } = await billingTenant(t, 'TrialToFree');
    const trial = (await call(`${BILL}/subscriptions/v1`, { json: { planId: plan('basic') } })).data;
    const down = await call(`${BILL}/subscriptions/v1/${trial.id}`, { method: 'PUT', json: { planId: plan('free') } });
    expect(down.data).toMatchObject({ status: 'active', plan: { slug: 'free' } });
    expect((await call(`${BILL}/subscriptions/v1`)).data[0]).toMatchObject({ status: 'active', plan: { slug: 'free' } });
    // A paid plan during the trial keeps trialing (the trial is the new plan's).
    const other = await billingTenant(t, 'TrialToPro');
    const t2 = (await other.call(`${BILL}/subscriptions/v1`, { json: { planId: other.plan('basic') } })).data;
    expect((await other.call(`${BILL}/subscriptions/v1/${t2.id}`, { method: 'PUT', json: { planId: other.plan('pro') } })).data).toMatchObject({ status: 'trialing', plan: { slug: 'pro' } });
  });

  it('cards: make another the default (the subscription follows), remove one; the last card of a paid subscription stays', async () => {
    const { call, plan } = await billingTenant(t, 'Cards');
    await call(`${BILL}/stripe/setup-intents/v1`, { json: { paymentMethodId: 'pm_card_visa' } });
    const sub = (await call(`${BILL}/subscriptions/v1`, { json: { planId: plan('basic') } })).data;
    const [only] = (await call(`${BILL}/payment-methods/v1`)).data;
    const refused = await call(`${BILL}/payment-methods/v1/${only.id}`, { method: 'DELETE' });
    expect([refused.status, refused.data.errors]).toEqual([409, ['This card pays for the subscription: add another card before removing it']]);
    await call(`${BILL}/stripe/setup-intents/v1`, { json: { paymentMethodId: 'pm_card_visa' } });
    const methods = (await call(`${BILL}/payment-methods/v1`)).data;
    expect(methods.map((m: { isDefault: boolean }) => m.isDefault)).toEqual([true, false]);
    const made = await call(`${BILL}/payment-methods/v1/${only.id}/default`, { method: 'PUT' });
    expect(made.data).toMatchObject({ id: only.id, isDefault: true });
    expect((await call(`${BILL}/payment-methods/v1`)).data.filter((m: { isDefault: boolean }) => m.isDefault).map((m: { id: string }) => m.id)).toEqual([only.id]);
    expect((await call(`${BILL}/payment-methods/v1/${only.id}`, { method: 'DELETE' })).status).toBe(200);
    const left = (await call(`${BILL}/payment-methods/v1`)).data;
    expect(left).toEqual([expect.objectContaining({ isDefault: true })]);
    expect(left[0].id).not.toBe(only.id);
    expect((await call(`${BILL}/payment-methods/v1/${only.id}/default`, { method: 'PUT' })).status).toBe(404);
    // The trial still ends on the remaining card.
    expect((await call(`${BILL}/subscriptions/v1/${sub.id}/trial-end`, { method: 'PUT' })).data.status).toBe('active');
    // Another tenant cannot touch these cards.
    const other = await billingTenant(t, 'CardsIntruder');
    expect((await other.call(`${BILL}/payment-methods/v1/${left[0].id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await other.call(`${BILL}/payment-methods/v1/${left[0].id}/default`, { method: 'PUT' })).status).toBe(404);
  });

  it('a declined first card still audits the billing customer it created, once', async () => {
    const { call, tenantId } = await billingTenant(t, 'DeclinedFirst');
    expect((await call(`${BILL}/stripe/setup-intents/v1`, { json: { paymentMethodId: 'pm_card_chargeDeclined' } })).status).toBe(402);
    expect((await call(`${BILL}/stripe/setup-intents/v1`, { json: { paymentMethodId: 'pm_card_visa' } })).status).toBe(201);
    const audits = await t.db.selectFrom('audits').select('action').where('tenant_id', '=', tenantId).where('action', '=', 'create_customer').execute();
    expect(audits).toHaveLength(1);
  });

  it('a downgrade credits the unused difference to the next invoice; cancel at period end ends it at the period end', async () => {
    const { call, plan } = await billingTenant(t, 'Downgrade');
    await call(`${BILL}/stripe/setup-intents/v1`, { json: { paymentMethodId: 'pm_card_visa' } });
    // The trial is used once: the second subscription of a tenant is charged at once.
    const first = (await call(`${BILL}/subscriptions/v1`, { json: { planId: plan('pro') } })).data;
    await call(`${BILL}/subscriptions/v1/${first.id}`, { method: 'DELETE' });
    const sub = await call(`${BILL}/subscriptions/v1`, { json: { planId: plan('pro') } });
    expect(sub.data.status).toBe('active');
    expect((await call(`${BILL}/invoices/v1`)).data[0]).toMatchObject({ totalAmount: 4900, paid: true });
    const down = await call(`${BILL}/subscriptions/v1/${sub.data.id}`, { method: 'PUT', json: { planId: plan('basic') } });
    expect(down.data.plan.slug).toBe('basic');
    expect((await call(`${BILL}/invoices/v1`)).data).toHaveLength(1);
    await call(`${BILL}/test-clock/v1`, { json: { days: 32 } });
    const renewal = (await call(`${BILL}/invoices/v1`)).data[0];
    // Almost the whole 3000 difference was credited, so the 1900 renewal is covered by the credit.
    expect(renewal).toMatchObject({ totalAmount: 0, paid: true });
    const id = sub.data.id as string;
    await call(`${BILL}/subscriptions/v1/${id}/cancellations`, { method: 'PUT' });
    await call(`${BILL}/test-clock/v1`, { json: { days: 31 } });
    expect((await call(`${BILL}/subscriptions/v1/${id}`)).data).toMatchObject({ status: 'canceled' });
  });

  it('a trial that ends without a payment method changes to the default plan (change_to_default)', async () => {
    const { call, plan } = await billingTenant(t, 'NoCard');
    const sub = (await call(`${BILL}/subscriptions/v1`, { json: { planId: plan('pro') } })).data;
    await call(`${BILL}/test-clock/v1`, { json: { days: 15 } });
    expect((await call(`${BILL}/subscriptions/v1/${sub.id}`)).data).toMatchObject({ status: 'active', plan: { slug: 'free' } });
    expect((await call(`${BILL}/invoices/v1`)).data).toEqual([]);
  });

  it('retain_trial keeps the plan and shows the trial ended', async () => {
    const { call, plan, tenantId } = await billingTenant(t, 'Retain');
    const sub = (await call(`${BILL}/subscriptions/v1`, { json: { planId: plan('pro') } })).data;
    await t.db.updateTable('billing_accounts').set({ trial_end_action: 'retain_trial' }).where('tenant_id', '=', tenantId).execute();
    await call(`${BILL}/test-clock/v1`, { json: { days: 15 } });
    expect((await call(`${BILL}/subscriptions/v1/${sub.id}`)).data).toMatchObject({ status: 'trialEnded', plan: { slug: 'pro' } });
    expect((await call(`${BILL}/tenant-configurations/v1/${tenantId}`)).data).toMatchObject({ trialEndAction: 'retain_trial', providerType: 'embedded' });
  });

  it('a paid plan with the declined card is refused with the provider message and keeps nothing', async () => {
    const { call, plan, tenantId } = await billingTenant(t, 'Declined');
    await call(`${BILL}/stripe/setup-intents/v1`, { json: { paymentMethodId: 'pm_card_visa' } });
    const trial = (await call(`${BILL}/subscriptions/v1`, { json: { planId: plan('basic') } })).data;
    await call(`${BILL}/subscriptions/v1/${trial.id}`, { method: 'DELETE' });
    // A payment method the provider later declines on charge: swap the stored reference for the declined test card.
    await t.db.updateTable('billing_payment_methods').set({ external_id: 'pm_card_chargeDeclined_x' }).where('tenant_id', '=', tenantId).execute();
    const res = await call(`${BILL}/subscriptions/v1`, { json: { planId: plan('pro') } });
    expect(res.status).toBe(402);
    expect(res.data.errors).toEqual(['Your card was declined.']);
    expect((await call(`${BILL}/subscriptions/v1`)).data.filter((s: { status: string }) => s.status !== 'canceled')).toEqual([]);
  });
});

describe('vendor rules and externally managed subscriptions', () => {
  it('refuses cancellation and downgrade when the vendor disallows them, and changes to an externally managed one', async () => {
    const { call, plan, tenantId } = await billingTenant(t, 'Rules');
    await call(`${BILL}/stripe/setup-intents/v1`, { json: { paymentMethodId: 'pm_card_visa' } });
    const sub = (await call(`${BILL}/subscriptions/v1`, { json: { planId: plan('pro') } })).data;
    await call(`${BILL}/test-clock/v1`, { json: { days: 15 } });
    await t.db.insertInto('billing_vendor_settings').values({ vendor_id: t.deps.vendor.id, allow_plan_downgrade: false, allow_plan_cancellation: false }).execute();
    try {
      const down = await call(`${BILL}/subscriptions/v1/${sub.id}`, { method: 'PUT', json: { planId: plan('basic') } });
      expect([down.status, down.data.errors]).toEqual([403, ['Not authorized']]);
      const cancel = await call(`${BILL}/subscriptions/v1/${sub.id}/cancellations`, { method: 'PUT' });
      expect([cancel.status, cancel.data.errors]).toEqual([403, ['Not authorized']]);
    } finally {
      await t.db.deleteFrom('billing_vendor_settings').execute();
    }
    await t.db.updateTable('billing_subscriptions').set({ externally_managed: true }).where('tenant_id', '=', tenantId).execute();
    const refused = await call(`${BILL}/subscriptions/v1/${sub.id}/cancellations`, { method: 'PUT' });
    expect([refused.status, refused.data.errors]).toEqual([409, ['Billing is externally managed.']]);
    const managed = await call(`${SUB}/subscriptions/v1/${sub.id}/cancellations`, { method: 'PUT' });
    expect(managed.data).toMatchObject({ externallyManaged: true, cancellation: { policy: 'atPeriodEnd' } });
    expect((await call(`${SUB}/subscriptions/v1`)).data).toHaveLength(1);
    expect((await call(`${BILL}/summaries/v1/${tenantId}`)).data).toMatchObject({ subscriptionId: sub.id, externallyManaged: true, currentPlanId: plan('pro') });
  });

  it('answers "Subscription not found." for unknown ids', async () => {
    const { call } = await billingTenant(t, 'Unknown');
    for (const id of ['nope', crypto.randomUUID()]) {
      const res = await call(`${BILL}/subscriptions/v1/${id}`);
      expect([res.status, res.data.errors]).toEqual([404, ['Subscription not found.']]);
    }
  });

  it('serves the test clock only with the test flag', async () => {
    const plain = await startServer();
    try {
      const { call } = await billingTenant(plain, 'NoClock');
      expect((await call(`${BILL}/test-clock/v1`, { json: { days: 1 } })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('plans drive features', () => {
  it("gives the live subscription's plan features: upgrade unlocks, downgrade locks, none → the default plan's", async () => {
    const { call, plan, tenantId } = await billingTenant(t, 'Features');
    const features = () => tenantPlanFeatures({ db: t.db, provider: new EmbeddedTestProvider(), vendorId: t.deps.vendor.id, tenantId });
    expect(await features()).toEqual([]);
    const sub = (await call(`${BILL}/subscriptions/v1`, { json: { planId: plan('basic') } })).data;
    expect(await features()).toEqual(['reports']);
    await call(`${BILL}/subscriptions/v1/${sub.id}`, { method: 'PUT', json: { planId: plan('pro') } });
    expect(await features()).toEqual(['reports', 'analytics']);
    await call(`${BILL}/subscriptions/v1/${sub.id}`, { method: 'PUT', json: { planId: plan('basic') } });
    expect(await features()).toEqual(['reports']);
  });
});
