import { Suspense } from 'react';
import { SECURITY_TABS } from '@portico/core-state/admin';
import { useAdmin } from '../../context';
import { useRoutedTab } from '../../shell/section-route';
import { SectionHeader } from '../../components/SectionHeader';
import { Tabs } from '../../components/Tabs';
import { SECURITY_TAB_ENTRIES } from './tabs';

/** Security: the tenant's policies (session management, general settings, IP and domain restrictions), one tab each. */
export default function SecuritySection() {
  const { strings, tabs: appearance } = useAdmin();
  const s = strings.security;
  const built = SECURITY_TAB_ENTRIES.filter((t) => (appearance[`security.${t.id}`] ?? 'edit') !== 'hidden');
  const tabs = SECURITY_TABS.flatMap((id) => (built.some((t) => t.id === id) ? [{ id, label: s.tabs[id] }] : []));
  // The tab is the address's (`/admin/security/ip-restrictions`), not the store's.
  const tab = useRoutedTab(tabs.map((t) => t.id));
  const current = tab.selected;
  const Panel = built.find((t) => t.id === current)?.component;
  return (
    <div className="portico-admin-section portico-admin-security" data-section-id="security">
      <SectionHeader title={s.title} description={s.description} />
      {current && Panel && (
        <Tabs tabs={tabs} selected={current} onSelect={tab.select} href={tab.href} label={s.title}>
          <Suspense fallback={<p role="status">{strings.common.loading}</p>}>
            <Panel />
          </Suspense>
        </Tabs>
      )}
    </div>
  );
}
