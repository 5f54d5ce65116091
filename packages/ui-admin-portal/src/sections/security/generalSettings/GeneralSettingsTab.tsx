import { useAdmin } from '../../../context';
import { Notices } from '../../../components/Notice';
import { LockoutForm, PasswordHistoryForm } from './CounterForms';
import { MfaForm } from './MfaForm';
import { useGeneralSettings } from './useGeneralSettings';

/** generalSettings: MFA policy, user lockout and password history, each saved on its own. */
export default function GeneralSettingsTab() {
  const { strings } = useAdmin();
  const { ready, mfa, lockout, history } = useGeneralSettings();
  const error = [mfa, lockout, history].find((l) => l.status === 'error')?.error;
  return (
    <div className="portico-admin-tab-content portico-admin-security__general" data-tab-content="generalSettings">
      <Notices error={error} />
      {!ready && !error && <p role="status">{strings.common.loading}</p>}
      {ready && mfa.data && <MfaForm key={JSON.stringify(mfa.data)} policy={mfa.data} />}
      {ready && lockout.data && <LockoutForm key={JSON.stringify(lockout.data)} policy={lockout.data} />}
      {ready && history.data && <PasswordHistoryForm key={JSON.stringify(history.data)} policy={history.data} />}
    </div>
  );
}
