import { createBillingStores } from '@portico/billing';
import { BillingScreens } from '@portico/billing/react';
import { useAdmin } from '../../context';
import { useFormatter } from '../../components/format';
import { SectionHeader } from '../../components/SectionHeader';
import { BillingDataTable } from './BillingDataTable';

/** Subscription billing of the tenant: the billing package's screens (plan, checkout, payment method, invoices). */
export default function SubscriptionsSection() {
  const { portico, strings, lang } = useAdmin();
  const s = strings.subscriptions;
  const dates = useFormatter();
  return (
    <div className="portico-admin-section portico-admin-subscriptions" data-section-id="subscriptions">
      <SectionHeader title={s.title} description={s.description} />
      <BillingScreens store={createBillingStores(portico)} labels={{ ...s.billing, validation: strings.validation }} lang={lang} dates={dates} table={BillingDataTable} />
    </div>
  );
}
