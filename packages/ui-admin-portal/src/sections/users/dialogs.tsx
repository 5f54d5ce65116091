import { isDialogOpen } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { chunk } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { LazyDialogs, useStoreDialogs } from '../../components/LazyDialogs';

/** The users section's dialogs (invite, bulk invite, invite link, roles, temporary, impersonate, confirms): one chunk. */
export const userDialogs = chunk(() => import('./UserDialogs').then((m) => m.UserDialogs));

/** The multi-app assign dialog: its own chunk (the panel shows only in multi-app mode). */
export const assignDialog = chunk(() => import('./AssignDialog').then((m) => m.AssignDialog));

/** The users dialogs, fetched when the users or impersonation store first opens one. */
export function LazyUserDialogs() {
  const { admin, portico } = useAdmin();
  const users = useStoreDialogs(admin.users);
  const impersonating = useStore(portico.impersonation, (st) => isDialogOpen(st.dialog));
  const close = () => {
    users.close();
    if (impersonating) portico.impersonation.getState().closeDialog();
  };
  return <LazyDialogs module={userDialogs} open={users.open || impersonating} onClose={close} />;
}

/** The assign dialog, fetched when the applications store first opens it. */
export function LazyAssignDialog() {
  const { admin } = useAdmin();
  const open = useStore(admin.applications, (st) => isDialogOpen(st.dialogs.assign));
  return <LazyDialogs module={assignDialog} open={open} onClose={() => admin.applications.getState().closeAssign()} />;
}
