import { Suspense, useState } from 'react';
import { useAdmin } from '../../context';
import { SectionHeader } from '../../components/SectionHeader';
import { Tabs } from '../../components/Tabs';
import { SECURITY_TABS } from './tabs';

/** The tenant's security policies, one tab per policy (tabs.ts); tabs the host hides (`security.<id>`) are left out. */
export default function SecuritySection() {
  const { strings, tabs: appearance } = useAdmin();
  const tabs = SECURITY_TABS.filter((t) => (appearance[`security.${t.id}`] ?? 'edit') !== 'hidden');
  const [selected, setSelected] = useState(tabs[0]?.id);
  const current = tabs.find((t) => t.id === selected) ?? tabs[0];
  const Tab = current?.component;
  return (
    <div className="portico-admin-section" data-section-id="security">
      <SectionHeader title={strings.sections.security} />
      {current && Tab && (
        <Tabs tabs={tabs.map((t) => ({ id: t.id, label: t.label(strings) }))} selected={current.id} onSelect={setSelected} label={strings.sections.security}>
          <Suspense fallback={<p role="status">{strings.common.loading}</p>}>
            <Tab />
          </Suspense>
        </Tabs>
      )}
    </div>
  );
}
