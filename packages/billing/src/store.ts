import { adminErrorMessage, type BillingApi, type Subscription } from '@portico/core-state/admin';
import { immer } from 'zustand/middleware/immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BillingState } from './types';

type Set = (recipe: (draft: BillingState) => void) => void;

/** The subscription the screens show: the live one (active or trialing), else the newest. */
export const currentSubscription = (subs: Subscription[]): Subscription | null =>
  subs.find((s) => s.status === 'active' || s.status === 'trialing') ?? subs[0] ?? null;

/**
 * Creates the billing store of one tenant. Every action returns true on success and never throws; failures land in
 * state as the server's message.
 */
export function createBillingStore(deps: { api: BillingApi; tenantId: () => string | undefined }): StoreApi<BillingState> {
  const { api } = deps;
  return createStore<BillingState>()(immer((rawSet, get) => {
    const set: Set = (recipe) => rawSet((d) => void recipe(d as BillingState));
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
    // A change of the subscription: loading → success (subscription and invoices refreshed) or error.
    const change = async (run: () => Promise<Subscription>) => {
      set((s) => void (s.change = { status: 'loading' }));
      try {
        const sub = await run();
        set((s) => ((s.subscription = sub), (s.change = { status: 'success' })));
        await loadInvoices();
        return true;
      } catch (e) {
        set((s) => void (s.change = { status: 'error', error: adminErrorMessage(e) }));
        return false;
      }
    };
    // Adding a payment method: loading → success (methods and subscription re-read), requires_action, or error.
    const added = async (run: () => Promise<boolean>) => {
      set((s) => void (s.paymentMethod = { status: 'loading' }));
      try {
        if (!(await run())) return false;
        const paymentMethods = await api.getPaymentMethods();
        set((s) => ((s.paymentMethods = paymentMethods), (s.paymentMethod = { status: 'success' })));
        await refreshSubscription();
        return true;
      } catch (e) {
        set((s) => void (s.paymentMethod = { status: 'error', error: adminErrorMessage(e) }));
        return false;
      }
    };
    return {
      status: 'idle', plans: [], subscription: null, paymentMethods: [], invoices: { status: 'idle', data: [] },
      vendor: { allowPlanDowngrade: true, allowPlanCancellation: true }, providers: [], checkout: { status: 'idle' }, stripeKey: null,
      paymentMethod: { status: 'idle' }, change: { status: 'idle' }, download: { status: 'idle' },
      usage: { status: 'idle', data: null }, billingDetails: { status: 'idle' },
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
          const live = sub && (sub.status === 'active' || sub.status === 'trialing');
          const next = live
            ? await api.updateSubscription(sub.id, { planId })
            : await api.createSubscription({ planId, ...(paymentMethods[0] ? { paymentMethodId: paymentMethods[0].id } : {}) });
          set((s) => ((s.subscription = next), (s.checkout = { status: 'confirmed', planId })));
          await loadInvoices();
          return true;
        } catch (e) {
          set((s) => void (s.checkout = { status: 'error', planId, error: adminErrorMessage(e) }));
          return false;
        }
      },
      async addPaymentMethod(paymentMethodId) {
        return added(async () => {
          const intent = await api.addPaymentMethod(paymentMethodId);
          if (intent.status !== 'requires_action' || !intent.setupIntentId) return true;
          set((s) => void (s.paymentMethod = { status: 'requires_action', intent: { id: intent.setupIntentId!, secret: intent.setupIntentSecret } }));
          return false;
        });
      },
      async authenticatePaymentMethod(authentication) {
        const { intent } = get().paymentMethod;
        if (!intent) return false;
        return added(async () => Boolean(await api.confirmSetupIntent(intent.id, authentication)));
      },
      cancel: () => change(() => api.cancelSubscription(get().subscription?.id ?? '')),
      renew: () => change(() => api.renewSubscription(get().subscription?.id ?? '')),
      async downloadInvoice(id) {
        set((s) => void (s.download = { status: 'loading' }));
        try {
          const inv = get().invoices.data.find((i) => i.id === id);
          const file = await api.getInvoicePdf(id, inv?.receiptNumber ? `invoice-${inv.receiptNumber}.pdf` : undefined);
          set((s) => void (s.download = { status: 'success' }));
          return file;
        } catch (e) {
          set((s) => void (s.download = { status: 'error', error: adminErrorMessage(e) }));
          return null;
        }
      },
      loadUsage: () => loadable('usage', () => api.getUsage()),
      async saveBillingDetails(paymentMethodId, details) {
        set((s) => void (s.billingDetails = { status: 'loading' }));
        try {
          const updated = await api.updateBillingDetails(paymentMethodId, details);
          set((s) => {
            s.paymentMethods = s.paymentMethods.map((m) => (m.id === updated.id ? updated : m));
            s.billingDetails = { status: 'success' };
          });
          return true;
        } catch (e) {
          set((s) => void (s.billingDetails = { status: 'error', error: adminErrorMessage(e) }));
          return false;
        }
      },
      resetCheckout: () => set((s) => void (s.checkout = { status: 'idle' })),
      async startCardSetup() {
        try {
          return (await api.createSetupIntent()).setupIntentSecret;
        } catch (e) {
          set((s) => void (s.paymentMethod = { status: 'error', error: adminErrorMessage(e) }));
          return null;
        }
      },
    };
  })) as unknown as StoreApi<BillingState>;
}
