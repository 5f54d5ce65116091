import type { BillingState } from '@portico/core-state/admin';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@portico/ui-kit';
import type { StoreApi } from 'zustand/vanilla';
import type { BillingLabels } from './labels';

/**
 * The embedded provider's stand-in for the bank's 3-D Secure page: the cardholder completes or fails the
 * authentication of the setup intent waiting in `requires_action`. Focus moves to it when it opens.
 */
export function AuthenticationChallenge({ store, labels }: { store: StoreApi<BillingState>; labels: BillingLabels }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const l = labels.paymentMethods.authentication;
  useEffect(() => heading.current?.focus(), []);
  const answer = (outcome: 'complete' | 'fail') => void store.getState().authenticatePaymentMethod(outcome);
  return (
    <section className="portico-billing__card portico-billing__authentication" role="region" aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`}>
      <h4 id={`${id}-title`} ref={heading} tabIndex={-1} className="portico-billing__subtitle">{l.title}</h4>
      <p id={`${id}-hint`} className="portico-billing__muted portico-billing__authentication-hint">{l.hint}</p>
      <div className="portico-billing__actions">
        <Button onClick={() => answer('complete')}>{l.complete}</Button>
        <Button variant="secondary" onClick={() => answer('fail')}>{l.fail}</Button>
      </div>
    </section>
  );
}
