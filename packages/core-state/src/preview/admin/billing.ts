import { PorticoError } from '@portico/rest-api';
import type { BillingPlan, Invoice, PaymentMethod, Subscription } from '@portico/rest-api/billing';
import type { BillingApi } from '../../billing/api';
import { PREVIEW_DELAY_MS } from '../../constants';
import { sleep } from '../../shared/timers';
import { previewMetersOf } from './api';
import { previewTokens, previewUsers } from './data';

/** The meters of fresh sample data (members and account tokens; no sub-accounts, webhooks or SSO yet). */
const sampleMeters = () => ({ seats: previewUsers().length, apiTokens: previewTokens().tenant.length });

const DAY = 86_400_000;
const plan = (id: string, name: string, description: string, amount: number): BillingPlan =>
  ({ id, name, description, price: { amount, currency: 'usd' }, slug: id.replace('plan-', ''), recurringInterval: 'month' });
/** The reference server's seeded plans (trial 14 days on Basic and Pro). */
const PLANS = [plan('plan-free', 'Free', 'For trying things out', 0), plan('plan-basic', 'Basic', 'For small teams', 1900), plan('plan-pro', 'Pro', 'For growing companies', 4900)];
const TRIAL_DAYS = 14;
/** The seeded plans' limits (the server's DEMO_PLANS), in the server's metric order. */
const LIMITS: Record<string, Record<string, number>> = {
  'plan-free': { seats: 3, apiTokens: 2, subAccounts: 0, webhooks: 1, ssoConnections: 0 },
  'plan-basic': { seats: 10, apiTokens: 10, subAccounts: 3, webhooks: 5, ssoConnections: 1 },
  'plan-pro': { seats: 50, apiTokens: 50, subAccounts: 25, webhooks: 25, ssoConnections: 5 },
};
/** The embedded provider's test payment methods and Stripe's decline messages, as the server answers them. */
const DECLINES: Record<string, string> = { pm_card_chargeDeclined: 'Your card was declined.' };
/** The cards the preview knows, by test id: the authentication card waits for the test challenge (3-D Secure). */
const LAST4: Record<string, string> = { pm_card_visa: '4242', pm_card_authenticationRequired: '3184' };
const AUTH_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
const refuse = (status: number, message: string) => new PorticoError(message, { code: 'api_error', status });
const iso = (ms: number) => new Date(ms).toISOString();
const addMonth = (ms: number) => { const d = new Date(ms); d.setUTCMonth(d.getUTCMonth() + 1); return d.getTime(); };
// The smallest valid one-page PDF: the preview has no invoice renderer.
const PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/**
 * A fake {@link BillingApi} with the embedded test provider's behaviour (trial, test cards, proration, cancel/renew), in
 * memory. With `sample` (preview mode), the account starts on Basic with a card and two paid invoices. With `world` (the
 * Portico's API object, as the admin fake is given), Usage counts the admin fake's data as the server counts its database.
 */
export function createBillingPreviewApi(options: { delayMs?: number; sample?: boolean; world?: object } = {}): BillingApi {
  const delay = options.delayMs ?? PREVIEW_DELAY_MS;
  const answer = async <T>(value: () => T): Promise<T> => {
    if (delay > 0) await sleep(delay);
    return value();
  };
  const subs: Subscription[] = [];
  const methods: PaymentMethod[] = [];
  const invoices: Invoice[] = [];
  let trialUsed = false;
  // Account credit from downgrades, applied to the next invoice (as the server's ledger does).
  let credit = 0;
  const find = (id: string) => {
    const s = subs.find((x) => x.id === id);
    if (!s) throw refuse(404, 'Subscription not found.');
    return s;
  };
  const withPlan = (s: Subscription): Subscription => ({ ...s, plan: PLANS.find((p) => p.id === s.planId)! });
  const invoice = (subscriptionId: string, gross: number) => {
    const applied = Math.min(credit, Math.max(gross, 0));
    credit -= applied;
    invoices.unshift({ id: crypto.randomUUID(), externalId: `in_preview_${invoices.length + 1}`, subscriptionId, paymentDate: iso(Date.now()), totalAmount: gross - applied,
      currency: 'usd', paid: true, receiptNumber: `R-PREVIEW-${String(invoices.length + 1).padStart(4, '0')}` });
  };
  // Setup intents waiting for the test challenge, by id → test card.
  const intents = new Map<string, string>();
  const addCard = (card: string) => {
    for (const m of methods) m.isDefault = false;
    methods.unshift({ id: crypto.randomUUID(), externalId: `${card}_preview_${methods.length + 1}`, type: 'card', isDefault: true, last4: LAST4[card]!,
      expMonth: 12, expYear: new Date().getUTCFullYear() + 8, brand: 'visa', billingDetails: {} });
  };
  // Like the server: with the 3184 card as default, a checkout / upgrade payment waits for the test challenge.
  const payments = new Map<string, [done: () => void, undo: () => void]>();
  const challenged = (s: Subscription, done: () => void, undo = () => {}) => {
    const id = `pi_preview_${payments.size + 1}`;
    payments.set(id, [done, undo]);
    return { ...withPlan(s), clientSecret: `${id}_secret_preview` };
  };
  const needsAuthentication = () => !!methods.find((m) => m.isDefault)?.externalId?.startsWith('pm_card_authenticationRequired');
  const method = (id: string) => methods.find((m) => m.id === id) ?? (() => { throw refuse(404, 'Payment method not found'); })();
  const live = () => subs.find((x) => x.status === 'active' || x.status === 'trialing');
  // The plan in force (the default plan without a live subscription) and its limits, as the server answers Usage.
  const usage = (used: Record<string, number>) => {
    const p = PLANS.find((x) => x.id === (live()?.planId ?? 'plan-free'))!;
    return { planId: p.id, planName: p.name, metrics: Object.entries(LIMITS[p.id]!).map(([key, limit]) => ({ key, used: used[key] ?? 0, limit })) };
  };
  if (options.sample) {
    // Two months on Basic, paid by card: the invoices, the PDF and the card screens all have something to show.
    const periodStart = Date.now() - 10 * DAY;
    const start = periodStart - (31 + TRIAL_DAYS) * DAY;
    const s: Subscription = { id: crypto.randomUUID(), externalId: 'sub_preview', startDate: iso(start), currentPeriodStart: iso(periodStart), currentPeriodEnd: iso(addMonth(periodStart)),
      status: 'active', cancellation: null, trialEnd: iso(start + TRIAL_DAYS * DAY), externallyManaged: false, planId: 'plan-basic' };
    subs.push(s);
    trialUsed = true;
    addCard('pm_card_visa');
    for (const at of [periodStart - 31 * DAY, periodStart]) {
      invoices.unshift({ id: crypto.randomUUID(), externalId: `in_preview_${invoices.length + 1}`, subscriptionId: s.id, paymentDate: iso(at), totalAmount: 1900,
        currency: 'usd', paid: true, receiptNumber: `R-PREVIEW-${String(invoices.length + 1).padStart(4, '0')}` });
    }
  }
  return {
    getSummary: () => answer(() => ({ providerType: 'embedded', defaultPlanId: 'plan-free', ...(subs[0] ? { subscriptionId: subs[0].id, currentPlanId: subs[0].planId } : {}) })),
    getPlans: () => answer(() => PLANS.map((p) => ({ ...p, trialDays: trialUsed || p.slug === 'free' ? 0 : TRIAL_DAYS }))),
    getSubscriptions: () => answer(() => subs.map(withPlan)),
    // Default first, newest next: the server's order.
    getPaymentMethods: () => answer(() => structuredClone([...methods].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)))),
    getInvoices: () => answer(() => structuredClone(invoices)),
    getInvoicePdf: (id, fileName) => answer(() => new File([PDF], fileName || `invoice-${id}.pdf`, { type: 'application/pdf' })),
    getVendorConfig: () => answer(() => ({ allowPlanDowngrade: true, allowPlanCancellation: true })),
    getPaymentProviders: () => answer(() => [{ id: 'embedded', providerType: 'embedded', name: 'embedded', status: '1' }]),
    createSubscription: (body) => answer(() => {
      const p = PLANS.find((x) => x.id === body.planId);
      if (!p) throw refuse(404, 'Plan not found');
      const trial = p.slug !== 'free' && !trialUsed;
      const now = Date.now();
      const end = trial ? now + TRIAL_DAYS * DAY : addMonth(now);
      const s: Subscription = { id: crypto.randomUUID(), externalId: 'sub_preview', startDate: iso(now), currentPeriodStart: iso(now), currentPeriodEnd: iso(end),
        status: trial ? 'trialing' : 'active', cancellation: null, trialEnd: trial ? iso(end) : null, externallyManaged: false, planId: p.id };
      trialUsed ||= trial;
      subs.unshift(s);
      if (!trial && p.price.amount > credit && needsAuthentication()) {
        s.status = 'incomplete';
        return challenged(s, () => ((s.status = 'active'), invoice(s.id, p.price.amount)), () => subs.splice(subs.indexOf(s), 1));
      }
      if (!trial && p.price.amount > 0) invoice(s.id, p.price.amount);
      return withPlan(s);
    }),
    updateSubscription: (id, body) => answer(() => {
      const s = find(id);
      if (body.planId && body.planId !== s.planId) {
        const [from, to] = [PLANS.find((p) => p.id === s.planId)!, PLANS.find((p) => p.id === body.planId)];
        if (!to) throw refuse(404, 'Plan not found');
        // Prorated like the server: the remaining time of the new plan less the unused time of the old one.
        const [start, end] = [Date.parse(s.currentPeriodStart), Date.parse(s.currentPeriodEnd)];
        const fraction = Math.min(1, Math.max(0, (end - Date.now()) / (end - start)));
        const diff = Math.round(to.price.amount * fraction) - Math.round(from.price.amount * fraction);
        if (s.status === 'active' && diff > credit && needsAuthentication()) return challenged(s, () => (invoice(s.id, diff), (s.planId = to.id)));
        if (s.status === 'active' && diff > 0) invoice(s.id, diff);
        else if (s.status === 'active' && diff < 0) credit -= diff;
        else if (s.status === 'trialing' && to.price.amount === 0) {
          // As the server: a free plan has nothing to try, the trial ends and the free plan runs from now.
          const now = Date.now();
          Object.assign(s, { status: 'active', trialEnd: iso(now), currentPeriodStart: iso(now), currentPeriodEnd: iso(addMonth(now)) });
        }
        s.planId = to.id;
      }
      return withPlan(s);
    }),
    cancelSubscription: (id) => answer(() => {
      const s = find(id);
      if (s.cancellation || s.status !== 'active') throw refuse(400, 'Only an active subscription without a scheduled cancellation can be cancelled');
      s.cancellation = { policy: 'atPeriodEnd' };
      return withPlan(s);
    }),
    renewSubscription: (id) => answer(() => {
      const s = find(id);
      if (s.cancellation?.policy !== 'atPeriodEnd') throw refuse(400, 'Only a subscription cancelled at period end can be renewed');
      s.cancellation = null;
      return withPlan(s);
    }),
    endTrial: (id) => answer(() => {
      const s = find(id);
      if (s.status !== 'trialing') throw refuse(400, 'Only a trialing subscription can end its trial');
      const p = PLANS.find((x) => x.id === s.planId)!;
      const now = Date.now();
      // As the server settles a trial end: charged to the default card, else the default (free) plan.
      if (!methods.length) Object.assign(s, { status: 'active', planId: 'plan-free', trialEnd: iso(now), currentPeriodStart: iso(now), currentPeriodEnd: iso(addMonth(now)) });
      else {
        Object.assign(s, { status: 'active', trialEnd: iso(now), currentPeriodStart: iso(now), currentPeriodEnd: iso(addMonth(now)) });
        if (p.price.amount > 0) invoice(s.id, p.price.amount);
      }
      return withPlan(s);
    }),
    deleteSubscription: (id) => answer(() => {
      const s = find(id);
      Object.assign(s, { status: 'canceled', currentPeriodEnd: iso(Date.now()), cancellation: null });
    }),
    setDefaultPaymentMethod: (id) => answer(() => {
      const m = method(id);
      for (const x of methods) x.isDefault = x.id === m.id;
      return structuredClone(m);
    }),
    deletePaymentMethod: (id) => answer(() => {
      const m = method(id);
      const others = methods.filter((x) => x.id !== id);
      const sub = live();
      if (!others.length && sub && PLANS.find((p) => p.id === sub.planId)!.price.amount > 0) throw refuse(409, 'This card pays for the subscription: add another card before removing it');
      methods.splice(methods.indexOf(m), 1);
      if (m.isDefault && others[0]) others[0].isDefault = true;
    }),
    addPaymentMethod: (paymentMethodId) => answer(() => {
      const declined = DECLINES[paymentMethodId];
      if (declined) throw refuse(402, declined);
      if (!LAST4[paymentMethodId]) throw refuse(402, 'No such test payment method');
      const intent = { setupIntentId: `seti_preview_${intents.size + 1}`, setupIntentSecret: `seti_preview_${intents.size + 1}_secret_preview` };
      if (paymentMethodId === 'pm_card_authenticationRequired') {
        intents.set(intent.setupIntentId, paymentMethodId);
        return { ...intent, status: 'requires_action' as const };
      }
      addCard(paymentMethodId);
      return { ...intent, status: 'succeeded' as const };
    }),
    confirmSetupIntent: (id, authentication) => answer(() => {
      const payment = payments.get(id);
      payments.delete(id);
      if (payment) payment[authentication === 'complete' ? 0 : 1]();
      if (payment && authentication !== 'complete') throw refuse(402, AUTH_FAILED);
      if (payment) return { setupIntentId: id, setupIntentSecret: `${id}_secret_preview`, status: 'succeeded' as const };
      const card = intents.get(id);
      if (!card) throw refuse(404, 'Setup intent not found');
      intents.delete(id);
      if (authentication !== 'complete') throw refuse(402, AUTH_FAILED);
      addCard(card);
      return { setupIntentId: id, setupIntentSecret: `${id}_secret_preview`, status: 'succeeded' as const };
    }),
    createSetupIntent: () => answer(() => { throw refuse(400, 'Choose one of the test payment methods'); }),
    getStripePublicConfiguration: () => answer(() => { throw refuse(404, 'Payment provider not configured'); }),
    updateBillingDetails: (id, body) => answer(() => {
      const m = methods.find((x) => x.id === id);
      if (!m) throw refuse(404, 'Payment method not found');
      m.billingDetails = { ...m.billingDetails, email: body.email, address: body.address };
      return m;
    }),
    // With a world, counted from the admin fake's live data (its reads wait the delay); alone, from fresh sample data.
    getUsage: async () => usage(options.world ? await previewMetersOf(options.world)() : await answer(sampleMeters)),
  };
}
