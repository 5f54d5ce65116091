import { selectUserRows, selectUsersPaging, shownStatus } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { useLoadOnMount } from '../../components/useLoadOnMount';

/** The users store's actions: stable functions of the store, taken from it rather than from a state snapshot. */
export function useUserActions() {
  const { admin } = useAdmin();
  const {
    load, loadRoles, openUser, setPage, setSort, setSearch, setFilter, openDialog, closeDialog, invite, bulkInvite,
    loadInviteLink, createInviteLink, updateInviteLink, deleteInviteLink, resendActivation, changeRoles, disableUser,
    enableUser, removeUser, setTemporary, setPermanent,
  } = admin.users.getState();
  return {
    load, loadRoles, openUser, setPage, setSort, setSearch, setFilter, openDialog, closeDialog, invite, bulkInvite,
    loadInviteLink, createInviteLink, updateInviteLink, deleteInviteLink, resendActivation, changeRoles, disableUser,
    enableUser, removeUser, setTemporary, setPermanent,
  };
}

/** The users table's page, query and notices (loaded on mount with the roles its dialogs offer) and the actions. */
export function useUsersSection() {
  const { admin } = useAdmin();
  const store = admin.users;
  useLoadOnMount(() => {
    const users = store.getState();
    void users.load();
    void users.loadRoles();
  }, [store]);
  const rows = useStore(store, selectUserRows);
  const paging = useStore(store, selectUsersPaging);
  const query = useStore(store, (st) => st.query);
  const status = useStore(store, (st) => shownStatus(st.status));
  const error = useStore(store, (st) => st.error);
  const rowError = useStore(store, (st) => st.rowError);
  const notice = useStore(store, (st) => st.notice);
  return { rows, paging, query, status, error, rowError, notice, ...useUserActions() };
}

/** The rows of the loaded page (for names in the applications panel and the impersonation dialog). */
export function useUserRows() {
  const { admin } = useAdmin();
  return useStore(admin.users, selectUserRows);
}
