import { isDialogOpen, type UsersDialogName } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { chunk } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { LazyDialogs } from '../../components/LazyDialogs';

/** The users section's dialogs (invite, bulk invite, invite link, roles, temporary, impersonate, confirms): one chunk. */
export const userDialogs = chunk(() => import('./UserDialogs').then((m) => m.UserDialogs));

/** The multi-app assign dialog: its own chunk (the panel shows only in multi-app mode). */
export const assignDialog = chunk(() => import('./AssignDialog').then((m) => m.AssignDialog));

/** The users dialogs, fetched when the users or impersonation store first opens one. */
export function LazyUserDialogs() {
  const { admin, portico } = useAdmin();
  const open = useStore(admin.users, (st) => Object.values(st.dialogs).some(isDialogOpen));
  const impersonating = useStore(portico.impersonation, (st) => isDialogOpen(st.dialog));
  const close = () => {
    const users = admin.users.getState();
    for (const name of Object.keys(users.dialogs) as UsersDialogName[]) if (isDialogOpen(users.dialogs[name])) users.closeDialog(name);
    if (impersonating) portico.impersonation.getState().closeDialog();
  };
  return <LazyDialogs module={userDialogs} open={open || impersonating} onClose={close} />;
}

/** The assign dialog, fetched when the applications store first opens it. */
export function LazyAssignDialog() {
  const { admin } = useAdmin();
  const open = useStore(admin.applications, (st) => isDialogOpen(st.dialogs.assign));
  return <LazyDialogs module={assignDialog} open={open} onClose={() => admin.applications.getState().closeAssign()} />;
}
