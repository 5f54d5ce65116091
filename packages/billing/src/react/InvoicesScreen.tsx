import type { BillingState, Formatter, Invoice } from '@portico/core-state/admin';
import { Button } from '@portico/ui-kit';
import type { StoreApi } from 'zustand/vanilla';
import { formatAmount } from '../rules';
import { useBilling, useDates } from './hooks';
import { fill, type BillingLabels } from './labels';
import { PlainTable, type BillingColumn, type BillingTable } from './table';

/** Saves a File through a temporary object URL (no inline script; works under a strict CSP). */
function save(file: File) {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface Props { store: StoreApi<BillingState>; labels: BillingLabels; lang: string; dates?: Formatter; table?: BillingTable }

/** The tenant's invoices: date, receipt number, amount (/ 100, two decimals), paid, and the PDF; in the host's table if lent. */
export function InvoicesScreen({ store, labels, lang, dates, table: Table = PlainTable }: Props) {
  const f = useDates(lang, dates);
  const invoices = useBilling(store, (s) => s.invoices);
  const busy = useBilling(store, (s) => s.download.status === 'loading');
  const downloadError = useBilling(store, (s) => (s.download.status === 'error' ? s.download.error : ''));
  const l = labels.invoices;
  const columns: BillingColumn<Invoice>[] = [
    { id: 'date', header: l.date, cell: (inv) => f.date(inv.paymentDate) },
    { id: 'receipt', header: l.receipt, cell: (inv) => <span className="portico-billing__invoice-receipt">{inv.receiptNumber}</span> },
    { id: 'amount', header: l.amount, cell: (inv) => {
      const { value, currency } = formatAmount(inv.totalAmount, inv.currency);
      return <span className="portico-billing__invoice-amount">{`${value} ${currency}`}</span>;
    } },
    { id: 'status', header: l.status, cell: (inv) => (
      <span className="portico-billing__badge" data-tone={inv.paid ? 'success' : 'warning'}>{inv.paid ? l.paid : l.unpaid}</span>
    ) },
    { id: 'download', header: l.pdf, cell: (inv) => (
      <Button variant="secondary" disabled={busy}
        aria-label={fill(l.downloadLabel, { receipt: inv.receiptNumber ?? inv.id })}
        onClick={() => void store.getState().downloadInvoice(inv.id).then((f) => f && save(f))}>{l.download}</Button>
    ) },
  ];
  return (
    <section className="portico-billing__section portico-billing__invoices" aria-labelledby="portico-billing-invoices">
      <h3 id="portico-billing-invoices" className="portico-billing__title">{l.title}</h3>
      {invoices.status === 'ready' && invoices.data.length === 0
        ? <p className="portico-billing__muted portico-billing__invoices-none">{l.none}</p>
        : <Table name="billing-invoices" caption={l.title} data={invoices.data} columns={columns} getRowId={(inv) => inv.id} />}
      <p className="portico-billing__error portico-billing__invoices-error" role="alert">{invoices.status === 'error' ? invoices.error : downloadError}</p>
    </section>
  );
}
