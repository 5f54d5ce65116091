import { useEffect } from 'react';
import { selectGeneralReady } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../../context';
import { Notices } from '../../../components/Notice';
import { LockoutForm, PasswordHistoryForm } from './CounterForms';
import { MfaForm } from './MfaForm';

/** generalSettings: MFA policy, user lockout and password history, each saved on its own. */
export default function GeneralSettingsTab() {
  const { admin, strings } = useAdmin();
  const store = admin.securityPolicies;
  const ready = useStore(store, selectGeneralReady);
  const mfa = useStore(store, (st) => st.mfa);
  const lockout = useStore(store, (st) => st.lockout);
  const history = useStore(store, (st) => st.passwordHistory);
  useEffect(() => void store.getState().loadGeneral(), [store]);
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
