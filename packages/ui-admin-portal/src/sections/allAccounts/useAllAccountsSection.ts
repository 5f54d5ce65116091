import { selectSelectedAccount, selectSubAccountCount, selectSubAccountRows } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { useLoadOnMount } from '../../components/useLoadOnMount';

/** The sub-accounts store's actions: stable functions of the store, taken from it rather than from a state snapshot. */
export function useSubAccountActions() {
  const { admin } = useAdmin();
  const {
    select, searchAccounts, openDialog, closeDialog, createSubAccount, renameSubAccount, deleteSubAccount, setAccessType, setReseller,
    addUser, removeUser, setUserRoles, setUserAccess, setUsersPage,
  } = admin.subAccounts.getState();
  return {
    select, searchAccounts, openDialog, closeDialog, createSubAccount, renameSubAccount, deleteSubAccount, setAccessType, setReseller,
    addUser, removeUser, setUserRoles, setUserAccess, setUsersPage,
  };
}

/** The account tree (loaded on mount with the assignable roles), the selection, errors, notice and the actions. */
export function useAllAccountsSection() {
  const { admin } = useAdmin();
  const store = admin.subAccounts;
  useLoadOnMount(() => {
    void store.getState().load();
    void store.getState().loadRoles();
  }, [store]);
  const rows = useStore(store, selectSubAccountRows);
  const count = useStore(store, selectSubAccountCount);
  const tree = useStore(store, (st) => st.tree);
  const selectedId = useStore(store, (st) => st.selectedId);
  const rowError = useStore(store, (st) => st.rowError);
  const usersError = useStore(store, (st) => st.users.error);
  const notice = useStore(store, (st) => st.notice);
  return { rows, count, tree, selectedId, rowError, usersError, notice, ...useSubAccountActions() };
}

/** The selected account, the root's id and whether a change to the account is pending. */
export function useSelectedAccount() {
  const { admin } = useAdmin();
  const store = admin.subAccounts;
  const account = useStore(store, selectSelectedAccount);
  const rootId = useStore(store, (st) => st.tree.data?.tenantId);
  const pending = useStore(store, (st) => (account ? !!st.pending[account.tenantId] : false));
  return { account, rootId, pending };
}

/** The dialogs' state with the tree, the selected account's users and the assignable roles they show. */
export function useAccountDialogs() {
  const { admin } = useAdmin();
  const store = admin.subAccounts;
  const dialogs = useStore(store, (st) => st.dialogs);
  const tree = useStore(store, (st) => st.tree.data);
  const roles = useStore(store, (st) => st.roles.data);
  const users = useStore(store, (st) => st.users.items);
  const selectedId = useStore(store, (st) => st.selectedId);
  return { dialogs, tree, roles, users, selectedId };
}

/** The selected account's users page and the pending changes per user. */
export function useAccountUsers() {
  const { admin } = useAdmin();
  const users = useStore(admin.subAccounts, (st) => st.users);
  const pending = useStore(admin.subAccounts, (st) => st.pending);
  return { users, pending, ...useSubAccountActions() };
}

/** The account search's text and results. */
export function useAccountSearch() {
  const { admin } = useAdmin();
  const search = useStore(admin.subAccounts, (st) => st.search);
  return { search, ...useSubAccountActions() };
}
