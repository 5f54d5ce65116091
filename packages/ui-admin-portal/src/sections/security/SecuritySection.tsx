import { Suspense } from 'react';
import { SECURITY_TABS } from '@portico/core-state/admin';
import { useAdmin } from '../../context';
import { useRoutedTab } from '../../shell/section-route';
import { SectionHeader } from '../../components/SectionHeader';
import { Tabs } from '../../components/Tabs';
import { SECURITY_TAB_ENTRIES } from './tabs';
import { ReadOnlyNote, ViewOnly } from '../../access';

/**
 * Tabs that hide their own write buttons: their tables and list switch stay usable for readers (a disabled fieldset
 * would also take a scrolling table out of the Tab order). The other tabs are forms, shown view-only as a whole.
 */
const SELF_GATED: ReadonlySet<string> = new Set(['ipRestrictions', 'domainRestrictions', 'securityCenter']);

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
      <ReadOnlyNote action="security.write" />
      {current && Panel && (
        <Tabs tabs={tabs} selected={current} onSelect={tab.select} href={tab.href} label={s.title}>
          <Suspense fallback={<p role="status">{strings.common.loading}</p>}>
            {SELF_GATED.has(current) ? <Panel /> : <ViewOnly action="security.write"><Panel /></ViewOnly>}
          </Suspense>
        </Tabs>
      )}
    </div>
  );
}
