import { selectGeneralReady } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../../context';
import { useLoadOnMount } from '../../../components/useLoadOnMount';
import { usePolicyActions } from '../useSecuritySection';

/** The general settings' three policies (loaded on mount) and whether all have loaded. */
export function useGeneralSettings() {
  const { admin } = useAdmin();
  const store = admin.securityPolicies;
  useLoadOnMount(() => store.getState().loadGeneral(), [store]);
  const ready = useStore(store, selectGeneralReady);
  const mfa = useStore(store, (st) => st.mfa);
  const lockout = useStore(store, (st) => st.lockout);
  const history = useStore(store, (st) => st.passwordHistory);
  return { ready, mfa, lockout, history };
}

/** One general policy's save state and the policy actions. */
export function usePolicySave(name: 'mfa' | 'lockout' | 'passwordHistory') {
  const { admin } = useAdmin();
  const save = useStore(admin.securityPolicies, (st) => st.saves[name]);
  return { save, ...usePolicyActions() };
}
