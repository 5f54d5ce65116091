import { selectSessionPolicyForm } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../../context';
import { useLoadOnMount } from '../../../components/useLoadOnMount';
import { usePolicyActions } from '../useSecuritySection';

/** The session policy's load state and its form values (loaded on mount). */
export function useSessionManagement() {
  const { admin } = useAdmin();
  const store = admin.securityPolicies;
  useLoadOnMount(() => store.getState().loadSessions(), [store]);
  const sessions = useStore(store, (st) => st.sessions);
  const form = useStore(store, selectSessionPolicyForm);
  return { sessions, form };
}

/** The session policy form's save state and the policy actions. */
export function useSessionsSave() {
  const { admin } = useAdmin();
  const save = useStore(admin.securityPolicies, (st) => st.sessionsSave);
  return { save, ...usePolicyActions() };
}
