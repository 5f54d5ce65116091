import { lazy, Suspense } from 'react';
import { useAdmin, useTabVisible } from '../../context';
import { SectionHeader } from '../../components/SectionHeader';
import { useRoutedTab } from '../../shell/section-route';
import { Tabs } from '../../components/Tabs';
import { SessionsTab } from './SessionsTab';

// The first tab comes with the section; the MFA (forms, zod, QR code) and passkeys tabs when opened.
const MfaTab = lazy(() => import('./MfaTab').then((m) => ({ default: m.MfaTab })));
const PasskeysTab = lazy(() => import('./PasskeysTab').then((m) => ({ default: m.PasskeysTab })));
import { usePrivacySection } from './usePrivacySection';

/** Privacy: login sessions (revoke one / all others), MFA devices (turn off with a code) and passkeys. */
export default function PrivacySection() {
  const { strings } = useAdmin();
  const s = strings.privacy;
  const sessions = useTabVisible('privacy.loginSessions');
  const mfa = useTabVisible('privacy.mfa');
  // Passkeys show once the vendor has them on, or while the user still has some to remove.
  const { passkeysOn } = usePrivacySection();
  const passkeys = useTabVisible('privacy.passkeys') && passkeysOn;
  const tabs = [
    ...(sessions ? [{ id: 'loginSessions' as const, label: s.tabs.loginSessions }] : []),
    ...(mfa ? [{ id: 'mfa' as const, label: s.tabs.mfa }] : []),
    ...(passkeys ? [{ id: 'passkeys' as const, label: strings.passkeys.tab }] : []),
  ];
  const tab = useRoutedTab(tabs.map((t) => t.id));
  const current = tab.selected;
  return (
    <div className="portico-admin-section" data-section-id="privacy">
      <SectionHeader title={s.title} description={s.description} />
      {current && (
        <Tabs tabs={tabs} selected={current} onSelect={tab.select} href={tab.href} label={s.title}>
          <Suspense fallback={<p role="status">{strings.common.loading}</p>}>
            {current === 'loginSessions' ? <SessionsTab /> : current === 'passkeys' ? <PasskeysTab /> : <MfaTab />}
          </Suspense>
        </Tabs>
      )}
    </div>
  );
}
