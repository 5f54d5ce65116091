import type { BillingState } from '@portico/core-state/admin';
import type { StoreApi } from 'zustand/vanilla';
import { useBilling } from './hooks';
import { fill, type BillingLabels } from './labels';

/** Checkout progress of a plan choice: loading, then confirmed, or the server's message. */
export function CheckoutScreen({ store, labels }: { store: StoreApi<BillingState>; labels: BillingLabels }) {
  const checkout = useBilling(store, (s) => s.checkout);
  const plan = useBilling(store, (s) => s.plans.find((p) => p.id === s.checkout.planId));
  return (
    <div className="portico-billing__checkout" data-status={checkout.status}>
      <p className="portico-billing__notice portico-billing__checkout-status" role="status">
        {checkout.status === 'loading' ? labels.checkout.loading : checkout.status === 'confirmed' ? fill(labels.checkout.confirmed, { plan: plan?.name ?? '' }) : ''}
      </p>
      <p className="portico-billing__error portico-billing__checkout-error" role="alert">{checkout.status === 'error' ? checkout.error : ''}</p>
    </div>
  );
}
