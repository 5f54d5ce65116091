import { selectGroup, selectGroupsPage, selectGroupsPageCount, selectUserRows, shownStatus } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { useLoadOnMount } from '../../components/useLoadOnMount';

/** The groups store's actions: stable functions of the store, taken from it rather than from a state snapshot. */
export function useGroupActions() {
  const { admin } = useAdmin();
  const { openDialog, closeDialog, setPage, createGroup, updateGroup, deleteGroup, addUsers, removeUsers, addRoles, removeRoles } = admin.groups.getState();
  return { openDialog, closeDialog, setPage, createGroup, updateGroup, deleteGroup, addUsers, removeUsers, addRoles, removeRoles };
}

/** The groups section's state (loaded on mount with the users and roles its dialogs offer) and its actions. */
export function useGroupsSection() {
  const { admin } = useAdmin();
  const store = admin.groups;
  useLoadOnMount(() => {
    const users = admin.users.getState();
    void store.getState().load();
    void users.load();
    void users.loadRoles();
  }, [store, admin]);
  const rows = useStore(store, selectGroupsPage);
  const pageCount = useStore(store, selectGroupsPageCount);
  const page = useStore(store, (st) => st.page);
  const total = useStore(store, (st) => st.items.length);
  const status = useStore(store, (st) => shownStatus(st.status));
  const error = useStore(store, (st) => st.error);
  return { rows, pageCount, page, total, status, error, ...useGroupActions() };
}

/** The delete dialog's state and the group it names. */
export function useRemoveGroupDialog() {
  const { admin } = useAdmin();
  const remove = useStore(admin.groups, (st) => st.dialogs.remove);
  const removing = useStore(admin.groups, selectGroup(remove.target));
  return { remove, removing, ...useGroupActions() };
}

/** One group dialog's state, the group it edits, the users and roles it offers, and the group actions. */
export function useGroupDialog(mode: 'create' | 'edit' | 'members') {
  const { admin } = useAdmin();
  const state = useStore(admin.groups, (st) => st.dialogs[mode]);
  const group = useStore(admin.groups, selectGroup(mode === 'create' ? undefined : state.target));
  const users = useStore(admin.users, selectUserRows);
  const roles = useStore(admin.users, (st) => st.roles.data);
  return { state, group, users, roles, ...useGroupActions() };
}
