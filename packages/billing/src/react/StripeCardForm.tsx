import type { BillingState } from '@portico/core-state/admin';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { Button } from '@portico/ui-kit';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState, type FormEvent } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { BillingLabels } from './labels';

// One Stripe.js per publishable key; `pure` loads the script only when this lazy chunk asks for it.
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!loaded.has(key)) loaded.set(key, loadStripe(key));
  return loaded.get(key)!;
};

function ConfirmForm({ store, labels }: { store: StoreApi<BillingState>; labels: BillingLabels }) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    const { error, setupIntent } = await stripe.confirmSetup({ elements, redirect: 'if_required' });
    setBusy(false);
    const pm = setupIntent?.payment_method;
    if (error || !pm) {
      store.setState({ paymentMethod: { status: 'error', error: error?.message ?? '' } });
      return;
    }
    // The card is attached by the SetupIntent; the server records it as the default payment method.
    await store.getState().addPaymentMethod(typeof pm === 'string' ? pm : pm.id);
  };
  return (
    <form className="portico-billing__add-payment-method portico-billing__stripe-form" onSubmit={(e) => void submit(e)}>
      <PaymentElement />
      <Button type="submit" disabled={!stripe || busy}>{labels.paymentMethods.add}</Button>
    </form>
  );
}

/**
 * A setup intent in `requires_action` on Stripe (lazy chunk): Stripe.js `handleNextAction` shows the bank's 3-D Secure
 * challenge, then the server reads the intent's outcome back from Stripe (the browser's word is not taken).
 */
export function StripeNextAction({ store, labels, publishableKey, secret }: { store: StoreApi<BillingState>; labels: BillingLabels; publishableKey: string; secret: string }) {
  useEffect(() => {
    let live = true;
    void stripeFor(publishableKey).then(async (stripe) => {
      if (stripe && live) await stripe.handleNextAction({ clientSecret: secret });
      if (live) await store.getState().authenticatePaymentMethod();
    });
    return () => void (live = false);
  }, [store, publishableKey, secret]);
  return <p className="portico-billing__stripe-loading" role="status">{labels.loading}</p>;
}

/** Stripe Elements card form (lazy chunk): a SetupIntent secret from the server, confirmed by Stripe.js in the browser. */
export default function StripeCardForm({ store, labels, publishableKey }: { store: StoreApi<BillingState>; labels: BillingLabels; publishableKey: string }) {
  const [secret, setSecret] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void store.getState().startCardSetup().then((s) => live && setSecret(s));
    return () => void (live = false);
  }, [store]);
  if (!secret) return <p className="portico-billing__stripe-loading" role="status">{labels.loading}</p>;
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret: secret }}>
      <ConfirmForm store={store} labels={labels} />
    </Elements>
  );
}
