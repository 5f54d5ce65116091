import { selectPermissionMatrix, selectRoles, shownStatus } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { useLoadOnMount } from '../../components/useLoadOnMount';

/** The roles store's actions: stable functions of the store, taken from it rather than from a state snapshot. */
export function useRoleActions() {
  const { admin } = useAdmin();
  const { openDialog, closeDialog, createRole, updateRole, deleteRole, setDefaultRole, setRolePermissions } = admin.roles.getState();
  return { openDialog, closeDialog, createRole, updateRole, deleteRole, setDefaultRole, setRolePermissions };
}

/** The roles section's roles (loaded on mount), dialogs, default-role change and actions. */
export function useRolesSection() {
  const { admin } = useAdmin();
  const store = admin.roles;
  useLoadOnMount(() => store.getState().load(), [store]);
  const roles = useStore(store, selectRoles);
  const status = useStore(store, (st) => shownStatus(st.roles.status));
  const error = useStore(store, (st) => st.roles.error);
  const dialogs = useStore(store, (st) => st.dialogs);
  const defaultChange = useStore(store, (st) => st.defaultChange);
  return { roles, status, error, dialogs, defaultChange, ...useRoleActions() };
}

/** A role form dialog's state with the roles and permissions it edits. */
export function useRoleDialog(mode: 'create' | 'edit') {
  const { admin } = useAdmin();
  const state = useStore(admin.roles, (st) => st.dialogs[mode]);
  const roles = useStore(admin.roles, (st) => st.roles.data);
  const permissions = useStore(admin.roles, (st) => st.permissions.data);
  return { state, roles, permissions, ...useRoleActions() };
}

/** The permission matrix's rows, the roles as columns and the role whose permissions are being saved. */
export function usePermissionMatrix() {
  const { admin } = useAdmin();
  const matrix = useStore(admin.roles, selectPermissionMatrix);
  const roles = useStore(admin.roles, (st) => st.roles.data);
  const busy = useStore(admin.roles, (st) => (st.dialogs.permissions.status === 'loading' ? st.dialogs.permissions.target : undefined));
  return { matrix, roles, busy, ...useRoleActions() };
}

/** The failure of the last role action done outside its own dialog (edit, permissions, default change), if any. */
export function useRoleActionError(): string | undefined {
  const { admin } = useAdmin();
  return useStore(admin.roles, (st) =>
    st.dialogs.edit.status === 'error' ? st.dialogs.edit.error
      : st.dialogs.permissions.status === 'error' ? st.dialogs.permissions.error
        : st.defaultChange.status === 'error' ? st.defaultChange.error : undefined);
}

/** The busy state of "Make default" (a row action with no dialog). */
export function useDefaultChangeBusy(): boolean {
  const { admin } = useAdmin();
  return useStore(admin.roles, (st) => st.defaultChange.status === 'loading');
}

/** The delete dialog's state with the roles it names. */
export function useRoleRemoveDialog() {
  const { admin } = useAdmin();
  const state = useStore(admin.roles, (st) => st.dialogs.remove);
  const roles = useStore(admin.roles, (st) => st.roles.data);
  return { state, roles, ...useRoleActions() };
}
