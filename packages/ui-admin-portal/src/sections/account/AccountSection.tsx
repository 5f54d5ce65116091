import { useAdmin, useTabVisible } from '../../context';
import { useRoutedTab } from '../../shell/section-route';
import { SectionHeader } from '../../components/SectionHeader';
import { Tabs } from '../../components/Tabs';
import { CustomLoginTab } from './CustomLoginTab';
import { SettingsTab } from './SettingsTab';
import { ReadOnlyNote } from '../../access';
import { useAccountSection } from './useAccountSection';

/** The tenant account: settings (company, address, website, time zone, currency, formats, logo) and custom login. */
export default function AccountSection() {
  const { strings } = useAdmin();
  const s = strings.account;
  const settings = useTabVisible('account.settings');
  const custom = useTabVisible('account.customLogin');
  const tabs = [
    ...(settings ? [{ id: 'settings' as const, label: s.tabs.settings }] : []),
    ...(custom ? [{ id: 'customLogin' as const, label: s.tabs.customLogin }] : []),
  ];
  // The tab is the address's (`/admin/account/custom-login`), not the store's.
  const tab = useRoutedTab(tabs.map((t) => t.id));
  const current = tab.selected;
  useAccountSection(current);
  return (
    <div className="portico-admin-section" data-section-id="account">
      <SectionHeader title={s.title} description={s.description} />
      <ReadOnlyNote action={current === 'customLogin' ? 'account.customLogin' : 'account.write'} />
      {current && (
        <Tabs tabs={tabs} selected={current} onSelect={tab.select} href={tab.href} label={s.title}>
          {current === 'settings' ? <SettingsTab /> : <CustomLoginTab />}
        </Tabs>
      )}
    </div>
  );
}
