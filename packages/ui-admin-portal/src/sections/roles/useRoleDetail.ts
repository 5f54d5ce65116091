import { selectRolesReady, shownStatus } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { useLoadOnMount } from '../../components/useLoadOnMount';

/** Where one role's page is: shown, still loading, not a role of this account, or the roles failed to load. */
export type RoleDetailStatus = 'ready' | 'loading' | 'missing' | 'error';

/**
 * One role's page: the role from the account's roles (the list the section loads; no call by id: a role of another
 * account, or an id that is none, is simply not in it). Loaded on mount unless the list already is.
 */
export function useRoleDetail(roleId: string) {
  const { admin } = useAdmin();
  const store = admin.roles;
  useLoadOnMount(() => (selectRolesReady(store.getState()) ? undefined : void store.getState().load()), [store]);
  const role = useStore(store, (st) => st.roles.data.find((r) => r.id === roleId));
  const status = useStore(store, (st) => shownStatus(st.roles.status));
  const error = useStore(store, (st) => st.roles.error);
  const current: RoleDetailStatus = role ? 'ready' : status === 'ready' ? 'missing' : status === 'error' ? 'error' : 'loading';
  return { role, status: current, error, load: () => void store.getState().load() };
}
