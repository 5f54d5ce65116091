import { Suspense } from 'react';
import { SECURITY_TABS, type SecurityTab } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { SectionHeader } from '../../components/SectionHeader';
import { Tabs } from '../../components/Tabs';
import { SECURITY_TAB_ENTRIES } from './tabs';

/** Security: the tenant's policies (session management, general settings, IP and domain restrictions), one tab each. */
export default function SecuritySection() {
  const { admin, strings, tabs: appearance } = useAdmin();
  const s = strings.security;
  const store = admin.securityPolicies;
  const selected = useStore(store, (st) => st.tab);
  const built = SECURITY_TAB_ENTRIES.filter((t) => (appearance[`security.${t.id}`] ?? 'edit') !== 'hidden');
  const tabs = SECURITY_TABS.flatMap((id) => (built.some((t) => t.id === id) ? [{ id, label: s.tabs[id] }] : []));
  const current: SecurityTab | undefined = tabs.some((t) => t.id === selected) ? selected : tabs[0]?.id;
  const Panel = built.find((t) => t.id === current)?.component;
  return (
    <div className="portico-admin-section portico-admin-security" data-section-id="security">
      <SectionHeader title={s.title} description={s.description} />
      {current && Panel && (
        <Tabs tabs={tabs} selected={current} onSelect={(t) => store.getState().setTab(t)} label={s.title}>
          <Suspense fallback={<p role="status">{strings.common.loading}</p>}>
            <Panel />
          </Suspense>
        </Tabs>
      )}
    </div>
  );
}
