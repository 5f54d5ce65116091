import type { BillingState } from '@portico/core-state/admin';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '@portico/ui-kit';
import type { StoreApi } from 'zustand/vanilla';
import { TEST_PAYMENT_METHODS, type TestPaymentMethodId } from '../rules';
import { selectTestMode } from '../selectors';
import { AuthenticationChallenge } from './AuthenticationChallenge';
import { BillingDetailsForm } from './BillingDetailsForm';
import { useBilling } from './hooks';
import { fill, type BillingLabels } from './labels';

// Stripe.js and Elements are fetched only when the server bills on Stripe (a publishable key is configured).
const StripeCardForm = lazy(() => import('./StripeCardForm'));
const StripeNextAction = lazy(() => import('./StripeCardForm').then((m) => ({ default: m.StripeNextAction })));

/**
 * The tenant's payment methods and adding one (in test mode, a named test payment method, never a card number), beside
 * the billing details of the default one.
 */
export function PaymentMethodScreen({ store, labels }: { store: StoreApi<BillingState>; labels: BillingLabels }) {
  const methods = useBilling(store, (s) => s.paymentMethods);
  const action = useBilling(store, (s) => s.paymentMethod);
  const cards = useBilling(store, (s) => s.cards);
  const testMode = useBilling(store, selectTestMode);
  const stripeKey = useBilling(store, (s) => s.stripeKey);
  const [choice, setChoice] = useState<TestPaymentMethodId>('pm_card_visa');
  const name = useId();
  const l = labels.paymentMethods;
  const byDefault = methods.find((m) => m.isDefault);
  const loading = <p className="portico-billing__muted portico-billing__stripe-loading">{labels.loading}</p>;
  return (
    <div className="portico-billing__payment">
      <section className="portico-billing__card portico-billing__payment-methods" aria-labelledby={`${name}-title`}>
        <h3 id={`${name}-title`} className="portico-billing__title">{l.title}</h3>
        {methods.length === 0 ? <p className="portico-billing__muted portico-billing__payment-methods-none">{l.none}</p> : (
          <ul className="portico-billing__payment-method-list">
            {methods.map((m) => {
              const card = fill(l.card, { brand: (m.brand ?? '').toUpperCase(), last4: m.last4 ?? '', exp: `${String(m.expMonth ?? '').padStart(2, '0')}/${m.expYear ?? ''}` });
              return (
                <li key={m.id} className="portico-billing__payment-method" data-default={m.isDefault || undefined}>
                  <span className="portico-billing__payment-method-card">{card}</span>
                  {m.isDefault && <span className="portico-billing__badge portico-billing__payment-method-default">{l.isDefault}</span>}
                  <span className="portico-billing__payment-method-actions">
                    {!m.isDefault && (
                      <Button className="portico-billing__make-default" variant="secondary" disabled={cards.status === 'loading'}
                        aria-label={fill(l.makeDefaultLabel, { card })} onClick={() => void store.getState().makeDefaultCard(m.id)}>{l.makeDefault}</Button>
                    )}
                    <Button className="portico-billing__remove-card" variant="secondary" data-danger disabled={cards.status === 'loading'}
                      aria-label={fill(l.removeLabel, { card })} onClick={() => void store.getState().removeCard(m.id)}>{l.remove}</Button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        {testMode && (
          <form className="portico-billing__add-payment-method" onSubmit={(e) => { e.preventDefault(); void store.getState().addPaymentMethod(choice); }}>
            <fieldset className="portico-billing__test-cards">
              <legend>{l.choose}</legend>
              {TEST_PAYMENT_METHODS.map((card) => (
                <label key={card.id} className="portico-billing__test-card">
                  <input type="radio" name={name} value={card.id} checked={choice === card.id} onChange={() => setChoice(card.id)} />
                  {l.testCards[card.outcome]}
                </label>
              ))}
            </fieldset>
            <div className="portico-billing__actions">
              <Button type="submit" disabled={action.status === 'loading' || action.status === 'requires_action'}>{l.add}</Button>
            </div>
          </form>
        )}
        {stripeKey && <Suspense fallback={loading}><StripeCardForm store={store} labels={labels} publishableKey={stripeKey} /></Suspense>}
        {action.status === 'requires_action' && action.intent && (stripeKey ? (
          <Suspense fallback={loading}><StripeNextAction store={store} labels={labels} publishableKey={stripeKey} secret={action.intent.secret} /></Suspense>
        ) : <AuthenticationChallenge store={store} labels={labels} />)}
        <p className="portico-billing__notice portico-billing__payment-method-notice" role="status">{action.status === 'success' ? l.added : cards.status === 'success' ? l.updated : ''}</p>
        <p className="portico-billing__error portico-billing__payment-method-error" role="alert">{action.status === 'error' ? action.error : cards.status === 'error' ? cards.error : ''}</p>
      </section>
      {byDefault && <BillingDetailsForm store={store} labels={labels} method={byDefault} />}
    </div>
  );
}
