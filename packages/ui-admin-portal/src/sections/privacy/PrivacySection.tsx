import { useState } from 'react';
import { useAdmin, useTabVisible } from '../../context';
import { SectionHeader } from '../../components/SectionHeader';
import { Tabs } from '../../components/Tabs';
import { MfaTab } from './MfaTab';
import { SessionsTab } from './SessionsTab';

type PrivacyTab = 'loginSessions' | 'mfa';

/** Privacy: login sessions (revoke one / all others) and MFA devices (turn off with a code). */
export default function PrivacySection() {
  const { strings } = useAdmin();
  const s = strings.privacy;
  const sessions = useTabVisible('privacy.loginSessions');
  const mfa = useTabVisible('privacy.mfa');
  const tabs = [
    ...(sessions ? [{ id: 'loginSessions' as const, label: s.tabs.loginSessions }] : []),
    ...(mfa ? [{ id: 'mfa' as const, label: s.tabs.mfa }] : []),
  ];
  const [tab, setTab] = useState<PrivacyTab>(tabs[0]?.id ?? 'loginSessions');
  const current = tabs.some((t) => t.id === tab) ? tab : tabs[0]?.id;
  return (
    <div className="portico-admin-section" data-section-id="privacy">
      <SectionHeader title={s.title} description={s.description} />
      {current && (
        <Tabs tabs={tabs} selected={current} onSelect={setTab} label={s.title}>
          {current === 'loginSessions' ? <SessionsTab /> : <MfaTab />}
        </Tabs>
      )}
    </div>
  );
}
