import { selectImpersonator } from '@portico/core-state';
import type { UserRow } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { useCan } from '../../access';
import { useUserRows } from './useUsersSection';

/** The impersonation flow's actions: stable functions of the store, taken from it rather than from a state snapshot. */
export function useImpersonationActions() {
  const { portico } = useAdmin();
  const { openDialog, closeDialog, impersonate } = portico.impersonation.getState();
  return { openDialog, closeDialog, impersonate };
}

/** Whether the signed-in admin may impersonate this row's user: permission held, not themself, not impersonating already. */
export function useCanImpersonate(user: UserRow): boolean {
  const { portico } = useAdmin();
  const allowed = useCan('users.impersonate');
  const me = useStore(portico.auth, (s) => s.user?.id);
  const acting = useStore(portico.auth, selectImpersonator);
  return allowed && user.id !== me && !acting && !user.isDisabled && !user.pendingActivation;
}

/** The impersonation dialog's state, the user it names (from the loaded rows) and the flow's actions. */
export function useImpersonateDialog() {
  const { portico } = useAdmin();
  const state = useStore(portico.impersonation, (st) => st.dialog);
  const rows = useUserRows();
  const user = rows.find((r) => r.id === state.target);
  return { state, user, ...useImpersonationActions() };
}
