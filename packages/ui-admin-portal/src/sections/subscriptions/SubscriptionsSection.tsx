import { BillingScreens } from '@portico/billing/react';
import { useAdmin } from '../../context';
import { useFormatter } from '../../components/format';
import { SectionHeader } from '../../components/SectionHeader';
import { BillingDataTable } from './BillingDataTable';
import { ReadOnlyNote, useCan } from '../../access';

/** Subscription billing of the tenant: the billing package's screens (plan, checkout, payment method, invoices). */
export default function SubscriptionsSection() {
  const { admin, strings, lang } = useAdmin();
  const s = strings.subscriptions;
  const dates = useFormatter();
  const canWrite = useCan('subscriptions.write');
  return (
    <div className="portico-admin-section portico-admin-subscriptions" data-section-id="subscriptions">
      <SectionHeader title={s.title} description={s.description} />
      <ReadOnlyNote action="subscriptions.write" />
      <BillingScreens store={admin.billing} labels={{ ...s.billing, validation: strings.validation }} lang={lang} dates={dates} table={BillingDataTable}
        readOnly={!canWrite} />
    </div>
  );
}
