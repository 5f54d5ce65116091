import { useId, type FormEvent } from 'react';
import type { PaymentMethod } from '@portico/core-state/admin';
import type { StoreApi } from 'zustand/vanilla';
import type { BillingState } from '../types';
import { useBilling } from './hooks';
import type { BillingLabels } from './labels';

const FIELDS = ['line1', 'line2', 'city', 'state', 'postalCode', 'country'] as const;
const REQUIRED = new Set(['line1', 'city', 'country']);

/** Billing details of the default payment method: the e-mail invoices go to and the billing address (patched together). */
export function BillingDetailsForm({ store, labels, method }: { store: StoreApi<BillingState>; labels: BillingLabels; method: PaymentMethod }) {
  const action = useBilling(store, (s) => s.billingDetails);
  const id = useId();
  const l = labels.billingDetails;
  const details = method.billingDetails ?? {};
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: string) => String(f.get(k) ?? '').trim();
    const address = Object.fromEntries(FIELDS.map((k) => [k, text(k)]).filter(([, v]) => v !== ''));
    void store.getState().saveBillingDetails(method.id, {
      email: text('email'),
      address: { ...address, line1: text('line1'), city: text('city'), country: text('country').toUpperCase() },
    });
  };
  return (
    <form className="portico-billing__billing-details flex flex-col gap-2" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="font-semibold">{l.title}</h4>
      <label className="portico-billing__billing-field flex flex-col gap-1">
        {l.email}
        <input className="portico-input" type="email" name="email" required autoComplete="email" defaultValue={details.email ?? ''} />
      </label>
      {FIELDS.map((k) => (
        <label key={k} className="portico-billing__billing-field flex flex-col gap-1">
          {l[k]}
          <input className="portico-input" name={k} required={REQUIRED.has(k)} defaultValue={details.address?.[k] ?? ''}
            {...(k === 'country' ? { minLength: 2, maxLength: 2, autoComplete: 'country' } : {})} />
        </label>
      ))}
      <button type="submit" className="portico-button self-start" data-variant="secondary" disabled={action.status === 'loading'}>
        <span className="portico-button-label">{l.save}</span>
      </button>
      <p className="portico-billing__billing-details-notice" role="status">{action.status === 'success' ? l.saved : ''}</p>
      <p className="portico-billing__billing-details-error" role="alert">{action.status === 'error' ? action.error : ''}</p>
    </form>
  );
}
