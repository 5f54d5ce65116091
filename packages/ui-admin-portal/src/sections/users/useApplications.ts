import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { useLoadOnMount } from '../../components/useLoadOnMount';
import { useUserRows } from './useUsersSection';

/** The applications store's actions: stable functions of the store, taken from it rather than from a state snapshot. */
export function useApplicationActions() {
  const { admin } = useAdmin();
  const { openAssign, closeAssign, setAssignedUsers } = admin.applications.getState();
  return { openAssign, closeAssign, setAssignedUsers };
}

/** Multi-app mode: the applications (loaded on mount), who is assigned to each, and the users' rows for their names. */
export function useApplicationsPanel() {
  const { admin } = useAdmin();
  const store = admin.applications;
  useLoadOnMount(() => store.getState().load(), [store]);
  const apps = useStore(store, (st) => st.applications);
  const assignments = useStore(store, (st) => st.assignments);
  const users = useUserRows();
  return { apps, assignments, users, ...useApplicationActions() };
}

/** The assign dialog's state, the application it edits, the users assigned to it and the users offered. */
export function useAssignDialog() {
  const { admin } = useAdmin();
  const store = admin.applications;
  const state = useStore(store, (st) => st.dialogs.assign);
  const app = useStore(store, (st) => st.applications.data.find((a) => a.id === state.target));
  const assigned = useStore(store, (st) => (state.target ? st.assignments[state.target] : undefined));
  const users = useUserRows();
  return { state, app, assigned, users, ...useApplicationActions() };
}
