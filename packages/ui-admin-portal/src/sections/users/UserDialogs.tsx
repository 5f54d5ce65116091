import { selectKnownUserRows } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { ConfirmDialog } from '../../components/Dialog';
import { InviteDialog } from './InviteDialog';
import { BulkInviteDialog } from './BulkInviteDialog';
import { InviteLinkDialog } from './InviteLinkDialog';
import { RolesDialog, TemporaryDialog } from './RowDialogs';
import { ImpersonateDialog } from './ImpersonateDialog';

/** Every dialog of the users section, each driven by its store dialog state. */
export function UserDialogs() {
  const { admin, strings } = useAdmin();
  const s = strings.users;
  const store = admin.users;
  const dialogs = useStore(store, (st) => st.dialogs);
  const rows = useStore(store, selectKnownUserRows);
  const { closeDialog, disableUser, enableUser, removeUser } = store.getState();
  const nameOf = (id?: string) => {
    const u = rows.find((r) => r.id === id);
    return u ? u.name || u.email : '';
  };
  return (
    <>
      <InviteDialog />
      <BulkInviteDialog />
      <InviteLinkDialog />
      <RolesDialog />
      <TemporaryDialog />
      <ImpersonateDialog />
      <ConfirmDialog
        name="disable"
        state={dialogs.disable}
        onClose={() => closeDialog('disable')}
        title={format(s.disableDialog.title, { name: nameOf(dialogs.disable.target) })}
        description={s.disableDialog.body}
        submitLabel={s.disableDialog.submit}
        danger
        onConfirm={() => dialogs.disable.target && void disableUser(dialogs.disable.target)}
      />
      <ConfirmDialog
        name="enable"
        state={dialogs.enable}
        onClose={() => closeDialog('enable')}
        title={format(s.enableDialog.title, { name: nameOf(dialogs.enable.target) })}
        description={s.enableDialog.body}
        submitLabel={s.enableDialog.submit}
        onConfirm={() => dialogs.enable.target && void enableUser(dialogs.enable.target)}
      />
      <ConfirmDialog
        name="remove"
        state={dialogs.remove}
        onClose={() => closeDialog('remove')}
        title={format(s.removeDialog.title, { name: nameOf(dialogs.remove.target) })}
        description={s.removeDialog.body}
        submitLabel={s.removeDialog.submit}
        danger
        onConfirm={() => dialogs.remove.target && void removeUser(dialogs.remove.target)}
      />
    </>
  );
}
