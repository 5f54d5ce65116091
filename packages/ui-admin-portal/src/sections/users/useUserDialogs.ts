import { inviteLinkUrl, isDialogOpen, selectKnownUserRows } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { useLoadOnMount } from '../../components/useLoadOnMount';
import { useUserActions } from './useUsersSection';

/** The confirm dialogs (disable, enable, remove), the known rows to name their user, and the users actions. */
export function useUserDialogs() {
  const { admin } = useAdmin();
  const store = admin.users;
  const disable = useStore(store, (st) => st.dialogs.disable);
  const enable = useStore(store, (st) => st.dialogs.enable);
  const remove = useStore(store, (st) => st.dialogs.remove);
  const rows = useStore(store, selectKnownUserRows);
  return { disable, enable, remove, rows, ...useUserActions() };
}

/** An invite dialog's state and the roles it offers. */
export function useInviteDialog(name: 'invite' | 'bulkInvite') {
  const { admin } = useAdmin();
  const state = useStore(admin.users, (st) => st.dialogs[name]);
  const roles = useStore(admin.users, (st) => st.roles.data);
  return { state, roles, ...useUserActions() };
}

/** The outcome of the last bulk invite (undefined before one). */
export function useBulkResult() {
  const { admin } = useAdmin();
  return useStore(admin.users, (st) => st.bulkResult);
}

/** A row dialog's state, the user it targets (among the known rows), the roles offered, and the users actions. */
export function useRowDialog(name: 'editRoles' | 'temporary') {
  const { admin } = useAdmin();
  const state = useStore(admin.users, (st) => st.dialogs[name]);
  const rows = useStore(admin.users, selectKnownUserRows);
  const roles = useStore(admin.users, (st) => st.roles.data);
  return { state, user: rows.find((r) => r.id === state.target), roles, ...useUserActions() };
}

/** The invite-link dialog's state, the link (loaded each time the dialog opens) and its sign-up URL. */
export function useInviteLinkDialog(signUpUrl: string) {
  const { admin } = useAdmin();
  const store = admin.users;
  const state = useStore(store, (st) => st.dialogs.inviteLink);
  const link = useStore(store, (st) => st.inviteLink);
  const url = useStore(store, (st) => inviteLinkUrl(st, signUpUrl));
  const open = isDialogOpen(state);
  useLoadOnMount(() => (open ? store.getState().loadInviteLink() : undefined), [open, store]);
  return { state, link, url, ...useUserActions() };
}

/** The invite-link form's busy flag and the server's refusal of its last call. */
export function useInviteLinkForm() {
  const { admin } = useAdmin();
  const store = admin.users;
  const loading = useStore(store, (st) => st.dialogs.inviteLink.status === 'loading');
  const error = useStore(store, (st) => (st.dialogs.inviteLink.status === 'error' ? st.dialogs.inviteLink.error : undefined));
  return { loading, error, ...useUserActions() };
}
