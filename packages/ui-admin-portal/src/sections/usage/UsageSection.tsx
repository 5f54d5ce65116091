import { createBillingStores } from '@portico/billing';
import { UsageScreen } from '@portico/billing/react';
import { useAdmin } from '../../context';
import { SectionHeader } from '../../components/SectionHeader';

/** The tenant's metered usage (seats at least) against its plan's limits (flag fe-usage-page, permission fe.usage.read). */
export default function UsageSection() {
  const { portico, strings } = useAdmin();
  const s = strings.usage;
  return (
    <div className="portico-admin-section portico-admin-usage" data-section-id="usage">
      <SectionHeader title={s.title} description={s.description} />
      <UsageScreen store={createBillingStores(portico)} labels={s.screen} />
    </div>
  );
}
