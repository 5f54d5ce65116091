import { adminErrorMessage } from '../shared/status';
import type { BillingApi } from './api';
import { currentSubscription, isLive } from './current';
import type { BillingActions, BillingState } from './types';

/** The billing store's writer: an immer recipe on its state. */
export type BillingSet = (recipe: (draft: BillingState) => void) => void;

/**
 * The billing store's actions that call the port, over `set` / `get` of the store {@link createBillingStore} made: a
 * chunk of its own, fetched on the first call. Every action returns true on success and never throws; failures land in
 * state as the server's message.
 */
export function billingActions(api: BillingApi, set: BillingSet, get: () => BillingState): BillingActions {
  const refreshSubscription = async () => {
    const subs = await api.getSubscriptions();
    set((s) => void (s.subscription = currentSubscription(subs)));
  };
  // A Loadable slice (invoices, usage): loading → ready with data, or error with the server's message.
  const loadable = async <K extends 'invoices' | 'usage'>(key: K, run: () => Promise<BillingState[K]['data']>) => {
    set((s) => ((s[key].status = 'loading'), (s[key].error = undefined)));
    try {
      const data = await run();
      set((s) => ((s[key].status = 'ready'), (s[key].data = data as never)));
      return true;
    } catch (e) {
      set((s) => ((s[key].status = 'error'), (s[key].error = adminErrorMessage(e))));
      return false;
    }
  };
  const loadInvoices = () => loadable('invoices', () => api.getInvoices());
  // An action slice: loading → success, or error with the server's message; `run` returning false stops short of success.
  const act = async (key: 'change' | 'download' | 'billingDetails' | 'paymentMethod' | 'cards', run: () => Promise<unknown>) => {
    set((s) => void (s[key] = { status: 'loading' }));
    try {
      if ((await run()) === false) return false;
      set((s) => void (s[key] = { status: 'success' }));
      return true;
    } catch (e) {
      set((s) => void (s[key] = { status: 'error', error: adminErrorMessage(e) }));
      return false;
    }
  };
  // After any change the screens show what the server holds: subscription, cards and invoices read again.
  const reread = async () => {
    const [subs, paymentMethods] = await Promise.all([api.getSubscriptions(), api.getPaymentMethods()]);
    set((s) => ((s.subscription = currentSubscription(subs)), (s.paymentMethods = paymentMethods)));
    await loadInvoices();
  };
  // A change of the subscription: the new subscription, then everything re-read.
  const change = async (run: () => Promise<unknown>, done?: BillingState['changeDone']) => {
    const ok = await act('change', async () => {
      await run();
      await reread();
    });
    set((s) => void (s.changeDone = ok ? done : undefined));
    return ok;
  };
  // 3-D Secure: the intent waits for the cardholder (the test challenge, or Stripe.js handleNextAction); false.
  const challenge = (id: string, secret: string) => (set((s) => void (s.paymentMethod = { status: 'requires_action', intent: { id, secret } })), false);
  // Adding a payment method: methods, subscription and invoices re-read, unless it waits in requires_action.
  const added = (run: () => Promise<boolean>) => act('paymentMethod', async () => {
    if (!(await run())) return false;
    const paymentMethods = await api.getPaymentMethods();
    set((s) => void (s.paymentMethods = paymentMethods));
    await refreshSubscription();
    await loadInvoices();
  });
  return {
    async load() {
      set((s) => ((s.status = 'loading'), (s.error = undefined)));
      try {
        const [plans, subs, paymentMethods, vendor, providers] = await Promise.all([
          api.getPlans(), api.getSubscriptions(), api.getPaymentMethods(), api.getVendorConfig(), api.getPaymentProviders(),
        ]);
        // Only a Stripe provider has a publishable key; any other answers "Payment provider not configured".
        const stripeKey = providers.some((p) => p.providerType === 'stripe')
          ? await api.getStripePublicConfiguration().then((c) => c.publishableKey, () => null)
          : null;
        set((s) => Object.assign(s, { status: 'ready', plans, subscription: currentSubscription(subs), paymentMethods, vendor, providers, stripeKey }));
        return true;
      } catch (e) {
        set((s) => ((s.status = 'error'), (s.error = adminErrorMessage(e))));
        return false;
      }
    },
    loadInvoices,
    async checkoutPlan(planId) {
      set((s) => void (s.checkout = { status: 'loading', planId }));
      const { subscription: sub, paymentMethods } = get();
      // Trialing with an existing payment method: confirmed locally, shown ACTIVE, no call (product-spec §4).
      if (sub?.status === 'trialing' && sub.planId === planId && paymentMethods.length > 0) {
        set((s) => ((s.subscription!.status = 'active'), (s.checkout = { status: 'confirmed', planId })));
        return true;
      }
      try {
        const next = sub && isLive(sub)
          ? await api.updateSubscription(sub.id, { planId })
          : await api.createSubscription({ planId, ...(paymentMethods[0] ? { paymentMethodId: paymentMethods[0].id } : {}) });
        const secret = next.clientSecret;
        // 3-D Secure on the payment: the checkout waits while the payment-method challenge (or Stripe.js) runs.
        set((s) => ((s.subscription = next), (s.checkout = { status: secret ? 'requires_action' : 'confirmed', planId })));
        if (secret) challenge(secret.split('_secret_')[0]!, secret);
        await loadInvoices();
        return !secret;
      } catch (e) {
        set((s) => void (s.checkout = { status: 'error', planId, error: adminErrorMessage(e) }));
        return false;
      }
    },
    addPaymentMethod: (paymentMethodId) => added(async () => {
      const { status, setupIntentId: id, setupIntentSecret: secret } = await api.addPaymentMethod(paymentMethodId);
      if (status !== 'requires_action' || !id) return true;
      return challenge(id, secret);
    }),
    authenticatePaymentMethod: async (authentication) => {
      const { paymentMethod: { intent }, checkout } = get();
      const ok = !!intent && (await added(async () => !!(await api.confirmSetupIntent(intent.id, authentication))));
      // A checkout waiting for this authentication ends with it: confirmed, or the provider's message.
      if (checkout.status === 'requires_action') set((s) => void (s.checkout = { ...checkout, status: ok ? 'confirmed' : 'error', error: s.paymentMethod.error }));
      return ok;
    },
    async downloadInvoice(id) {
      let file: File | null = null;
      await act('download', async () => {
        const inv = get().invoices.data.find((i) => i.id === id);
        file = await api.getInvoicePdf(id, inv?.receiptNumber ? `invoice-${inv.receiptNumber}.pdf` : undefined);
      });
      return file;
    },
    loadUsage: () => loadable('usage', () => api.getUsage()),
    saveBillingDetails: (paymentMethodId, details) => act('billingDetails', async () => {
      const updated = await api.updateBillingDetails(paymentMethodId, details);
      set((s) => void (s.paymentMethods = s.paymentMethods.map((m) => (m.id === updated.id ? updated : m))));
    }),
    async confirmPlanChange() {
      const planId = get().planChange;
      if (!planId) return false;
      const ok = await get().checkoutPlan(planId);
      // Closed only if it is still this plan's confirmation (another plan may have been asked for since).
      set((s) => void (s.planChange = s.planChange === planId && (ok || s.checkout.status === 'requires_action') ? null : s.planChange));
      if (ok) await reread().catch(() => undefined);
      return ok;
    },
    cancel: () => change(() => api.cancelSubscription(get().subscription?.id ?? ''), 'cancelled'),
    renew: () => change(() => api.renewSubscription(get().subscription?.id ?? ''), 'renewed'),
    endTrial: () => change(() => api.endTrial(get().subscription?.id ?? ''), 'trialEnded'),
    endNow: () => change(() => api.deleteSubscription(get().subscription?.id ?? ''), 'ended'),
    makeDefaultCard: (id) => act('cards', async () => {
      await api.setDefaultPaymentMethod(id);
      await reread();
    }),
    removeCard: (id) => act('cards', async () => {
      await api.deletePaymentMethod(id);
      await reread();
    }),
    startCardSetup: () => api.createSetupIntent().then((i) => i.setupIntentSecret, (e: unknown) => {
      set((s) => void (s.paymentMethod = { status: 'error', error: adminErrorMessage(e) }));
      return null;
    }),
  };
}
