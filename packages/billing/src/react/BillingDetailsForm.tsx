import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextField } from '@portico/ui-kit';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import type { BillingState, PaymentMethod } from '@portico/core-state/admin';
import type { StoreApi } from 'zustand/vanilla';
import { useBilling } from './hooks';
import type { BillingLabels } from './labels';
import { EMAIL_PATTERN } from '@portico/core-state';

const OPTIONAL = ['line2', 'state', 'postalCode'] as const;
const FIELDS = ['line1', 'line2', 'city', 'state', 'postalCode', 'country'] as const;
type Values = Record<'email' | (typeof FIELDS)[number], string>;
// Fields given the whole row of the grid.
const WIDE = new Set<string>(['email', 'line1', 'line2']);

/** The form's schema, worded from the host's catalogue (`labels.validation`) and the billing labels. */
function detailsSchema(labels: BillingLabels) {
  const v = labels.validation;
  const required = z.string().check(z.trim(), z.minLength(1, v.required));
  return z.object({
    email: z.string().check(z.trim(), z.minLength(1, v.required), z.regex(EMAIL_PATTERN, v.emailInvalid)),
    line1: required, city: required,
    country: z.string().check(z.trim(), z.minLength(1, v.required), z.regex(/^[A-Za-z]{2}$/, labels.billingDetails.countryInvalid)),
    ...Object.fromEntries(OPTIONAL.map((k) => [k, z.string().check(z.trim())])),
  });
}

/** Billing details of the default payment method: the e-mail invoices go to and the billing address (patched together). */
export function BillingDetailsForm({ store, labels, method }: { store: StoreApi<BillingState>; labels: BillingLabels; method: PaymentMethod }) {
  const action = useBilling(store, (s) => s.billingDetails);
  const id = useId();
  const l = labels.billingDetails;
  const details = method.billingDetails ?? {};
  const address = details.address as Partial<Record<string, string>> | undefined;
  const form = useForm<Values>({
    resolver: zodResolver(detailsSchema(labels)) as unknown as Resolver<Values>,
    defaultValues: { email: details.email ?? '', ...Object.fromEntries(FIELDS.map((k) => [k, address?.[k] ?? ''])) } as Values,
    mode: 'onSubmit', reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ email, ...fields }) => {
    const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
    void store.getState().saveBillingDetails(method.id, { email, address: { ...given, line1: fields.line1, city: fields.city, country: fields.country.toUpperCase() } });
  });
  const field = (k: keyof Values, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextField key={k} id={`${id}-${k}`} label={k === 'email' ? l.email : l[k]} error={errors[k]?.message} {...form.register(k)} {...extra}
      className={`portico-billing__field portico-billing__billing-field${WIDE.has(k) ? ' portico-billing__field--wide' : ''}`} />
  );
  return (
    <form className="portico-billing__card portico-billing__billing-details" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="portico-billing__title">{l.title}</h3>
      <div className="portico-billing__fields">
        {field('email', { type: 'email', autoComplete: 'email' })}
        {FIELDS.map((k) => field(k, k === 'country' ? { autoComplete: 'country' } : {}))}
      </div>
      <div className="portico-billing__actions">
        <Button type="submit" variant="secondary" disabled={action.status === 'loading'}>{l.save}</Button>
      </div>
      <p className="portico-billing__notice portico-billing__billing-details-notice" role="status">{action.status === 'success' ? l.saved : ''}</p>
      <p className="portico-billing__error portico-billing__billing-details-error" role="alert">{action.status === 'error' ? action.error : ''}</p>
    </form>
  );
}
