import { immer } from 'zustand/middleware/immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { once } from '../admin/lazy';
import { adminErrorMessage } from '../shared/status';
import type { BillingSet } from './actions';
import type { BillingApi } from './api';
import type { BillingActions, BillingPortAction, BillingState } from './types';

const PORT_ACTIONS: readonly BillingPortAction[] = [
  'load', 'loadInvoices', 'checkoutPlan', 'addPaymentMethod', 'authenticatePaymentMethod', 'downloadInvoice', 'loadUsage',
  'saveBillingDetails', 'confirmPlanChange', 'cancel', 'renew', 'endTrial', 'endNow', 'makeDefaultCard', 'removeCard', 'startCardSetup',
];

/** Options of {@link createBillingStore}. */
export interface BillingStoreDeps {
  /** The port, or how to load it (fetched with the actions on their first call, so its calls stay out of the shell). */
  api: BillingApi | (() => Promise<BillingApi>);
}

/**
 * Creates a billing store. Its state and the confirmation steps are here; the actions that call the port are a chunk of
 * their own, fetched on the first such call (then called directly). Every action returns true on success and never
 * throws; failures land in state as the server's message. Portals use `createAdminStores(portico).billing`.
 */
export function createBillingStore(deps: BillingStoreDeps): StoreApi<BillingState> {
  return createStore<BillingState>()(immer((rawSet, get) => {
    const set: BillingSet = (recipe) => rawSet((d) => void recipe(d as BillingState));
    let actions: BillingActions | undefined;
    const load = once(async () => {
      const [m, api] = await Promise.all([import('./actions'), typeof deps.api === 'function' ? deps.api() : deps.api]);
      return (actions = m.billingActions(api, set, get));
    });
    // Until the chunk is in, a call waits for it; a chunk that cannot be fetched is the store's error, as a failed read is.
    const later = (name: BillingPortAction) => (...args: unknown[]) => {
      const run = (a: BillingActions) => (a[name] as (...x: unknown[]) => Promise<unknown>)(...args);
      return actions ? run(actions) : load().then(run, (e: unknown) => {
        set((s) => ((s.status = 'error'), (s.error = adminErrorMessage(e))));
        return name === 'downloadInvoice' || name === 'startCardSetup' ? null : false;
      });
    };
    return {
      status: 'idle', plans: [], subscription: null, paymentMethods: [], invoices: { status: 'idle', data: [] },
      vendor: { allowPlanDowngrade: true, allowPlanCancellation: true }, providers: [], checkout: { status: 'idle' }, stripeKey: null,
      paymentMethod: { status: 'idle' }, change: { status: 'idle' }, download: { status: 'idle' },
      usage: { status: 'idle', data: null }, billingDetails: { status: 'idle' }, cards: { status: 'idle' }, planChange: null,
      resetCheckout: () => set((s) => void (s.checkout = { status: 'idle' })),
      askPlanChange: (planId) => set((s) => ((s.planChange = planId), (s.checkout = { status: 'idle' }))),
      dismissPlanChange: () => set((s) => void (s.planChange = null)),
      ...(Object.fromEntries(PORT_ACTIONS.map((name) => [name, later(name)])) as unknown as BillingActions),
    };
  })) as unknown as StoreApi<BillingState>;
}
