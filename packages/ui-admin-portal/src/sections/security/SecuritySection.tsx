import { Suspense, useState } from 'react';
import { useAdmin } from '../../context';
import { SectionHeader } from '../../components/SectionHeader';
import { Tabs } from '../../components/Tabs';
import { SECURITY_TABS } from './tabs';

/** Security: one tab per built security view (see ./tabs.ts), each hidden by the host's `security.<id>` tab option. */
export default function SecuritySection() {
  const { strings, tabs: tabOptions } = useAdmin();
  const tabs = SECURITY_TABS.filter((t) => (tabOptions[`security.${t.id}`] ?? 'edit') !== 'hidden');
  const [tab, setTab] = useState(tabs[0]?.id);
  const current = tabs.find((t) => t.id === tab) ?? tabs[0];
  return (
    <div className="portico-admin-section" data-section-id="security">
      <SectionHeader title={strings.security.title} description={strings.security.description} />
      {current && (
        <Tabs tabs={tabs.map((t) => ({ id: t.id, label: t.label(strings) }))} selected={current.id} onSelect={setTab} label={strings.security.title}>
          <Suspense fallback={<p className="portico-admin-muted">{strings.common.loading}</p>}>
            <current.View />
          </Suspense>
        </Tabs>
      )}
    </div>
  );
}
