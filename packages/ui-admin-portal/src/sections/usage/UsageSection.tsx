import { UsageScreen } from '@portico/billing/react';
import { useAdmin } from '../../context';
import { SectionHeader } from '../../components/SectionHeader';
import { useUsageSection } from './useUsageSection';

/** The tenant's metered usage (seats at least) against its plan's limits (flag fe-usage-page, permission fe.usage.read). */
export default function UsageSection() {
  const { strings } = useAdmin();
  const s = strings.usage;
  // The shell (and the journeys) read a section's readiness from data-status, as on every other section.
  const { store, status } = useUsageSection();
  return (
    <div className="portico-admin-section portico-admin-usage" data-section-id="usage" data-status={status}>
      <SectionHeader title={s.title} description={s.description} />
      <UsageScreen store={store} labels={s.screen} />
    </div>
  );
}
