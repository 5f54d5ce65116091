import { useEffect } from 'react';
import type { BillingState, Formatter } from '@portico/core-state/admin';
import type { StoreApi } from 'zustand/vanilla';
import { selectTestMode } from '../selectors';
import { CheckoutScreen } from './CheckoutScreen';
import { useBilling } from './hooks';
import { InvoicesScreen } from './InvoicesScreen';
import type { BillingLabels } from './labels';
import { PaymentMethodScreen } from './PaymentMethodScreen';
import { PlanScreen } from './PlanScreen';
import type { BillingTable } from './table';

interface Props {
  store: StoreApi<BillingState>;
  labels: BillingLabels;
  lang: string;
  /** How dates are written (the portal passes its formatter: the account's time zone and formats); default: `lang`'s. */
  dates?: Formatter;
  /** The host's table component for the invoices (the portal lends its TanStack table); a plain table otherwise. */
  table?: BillingTable;
  /** The user may read billing but not change it: plan, checkout and payment method show with every control disabled. */
  readOnly?: boolean;
}

/** All billing screens of one tenant (plan, checkout, payment method, invoices); loads on mount; labels test mode. */
export function BillingScreens({ store, labels, lang, dates, table, readOnly = false }: Props) {
  const status = useBilling(store, (s) => s.status);
  const error = useBilling(store, (s) => s.error);
  const testMode = useBilling(store, selectTestMode);
  useEffect(() => {
    void store.getState().load();
    void store.getState().loadInvoices();
  }, [store]);
  return (
    <div className="portico-billing" aria-busy={status === 'loading'}>
      {testMode && (
        <p className="portico-billing__test-mode" role="note">
          <strong className="portico-billing__test-mode-label">{labels.testMode}</strong> <span>{labels.testModeHint}</span>
        </p>
      )}
      {status === 'loading' && <p className="portico-billing__muted portico-billing__loading" role="status">{labels.loading}</p>}
      <p className="portico-billing__error" role="alert">{status === 'error' ? error : ''}</p>
      {status === 'ready' && (
        <>
          <fieldset className="portico-billing__writes" disabled={readOnly}>
            <PlanScreen store={store} labels={labels} lang={lang} dates={dates} />
            <CheckoutScreen store={store} labels={labels} />
            <PaymentMethodScreen store={store} labels={labels} />
          </fieldset>
          <InvoicesScreen store={store} labels={labels} lang={lang} dates={dates} table={table} />
        </>
      )}
    </div>
  );
}
