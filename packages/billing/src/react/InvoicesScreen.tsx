import type { StoreApi } from 'zustand/vanilla';
import { formatAmount } from '../rules';
import type { BillingState } from '../types';
import { day, useBilling } from './hooks';
import { fill, type BillingLabels } from './labels';

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

/** The tenant's invoices: date, receipt number, amount (/ 100, two decimals), paid, and the PDF. */
export function InvoicesScreen({ store, labels, lang }: { store: StoreApi<BillingState>; labels: BillingLabels; lang: string }) {
  const invoices = useBilling(store, (s) => s.invoices);
  const download = useBilling(store, (s) => s.download);
  const l = labels.invoices;
  return (
    <section className="portico-billing__invoices flex flex-col gap-2" aria-labelledby="portico-billing-invoices">
      <h3 id="portico-billing-invoices" className="text-base font-semibold">{l.title}</h3>
      {invoices.status === 'ready' && invoices.data.length === 0 ? <p className="portico-billing__invoices-none">{l.none}</p> : (
        <table className="portico-billing__invoice-table w-full text-start">
          <thead><tr><th scope="col">{l.date}</th><th scope="col">{l.receipt}</th><th scope="col">{l.amount}</th><th scope="col">{l.paid}</th><th scope="col"><span className="sr-only">{l.download}</span></th></tr></thead>
          <tbody>
            {invoices.data.map((inv) => {
              const amount = formatAmount(inv.totalAmount, inv.currency);
              return (
                <tr key={inv.id} className="portico-billing__invoice">
                  <td>{day(inv.paymentDate, lang)}</td>
                  <td className="portico-billing__invoice-receipt">{inv.receiptNumber}</td>
                  <td className="portico-billing__invoice-amount">{`${amount.value} ${amount.currency}`}</td>
                  <td>{inv.paid ? l.paid : l.unpaid}</td>
                  <td>
                    <button type="button" className="portico-button" data-variant="secondary" aria-label={fill(l.downloadLabel, { receipt: inv.receiptNumber ?? inv.id })}
                      disabled={download.status === 'loading'}
                      onClick={() => void store.getState().downloadInvoice(inv.id).then((f) => f && save(f))}>
                      <span className="portico-button-label">{l.download}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p className="portico-billing__invoices-error" role="alert">{invoices.status === 'error' ? invoices.error : download.status === 'error' ? download.error : ''}</p>
    </section>
  );
}
