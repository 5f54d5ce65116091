import { useAdmin } from '../../context';
import { format } from '../../localization';
import { ConfirmDialog } from '../../components/Dialog';
import { InviteDialog } from './InviteDialog';
import { BulkInviteDialog } from './BulkInviteDialog';
import { InviteLinkDialog } from './InviteLinkDialog';
import { RolesDialog, TemporaryDialog } from './RowDialogs';
import { ImpersonateDialog } from './ImpersonateDialog';
import { useUserDialogs } from './useUserDialogs';

/** Every dialog of the users section, each driven by its store dialog state. */
export function UserDialogs() {
  const { strings } = useAdmin();
  const s = strings.users;
  const { disable, enable, remove, rows, closeDialog, disableUser, enableUser, removeUser } = useUserDialogs();
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
        state={disable}
        onClose={() => closeDialog('disable')}
        title={format(s.disableDialog.title, { name: nameOf(disable.target) })}
        description={s.disableDialog.body}
        submitLabel={s.disableDialog.submit}
        danger
        onConfirm={() => disable.target && void disableUser(disable.target)}
      />
      <ConfirmDialog
        name="enable"
        state={enable}
        onClose={() => closeDialog('enable')}
        title={format(s.enableDialog.title, { name: nameOf(enable.target) })}
        description={s.enableDialog.body}
        submitLabel={s.enableDialog.submit}
        onConfirm={() => enable.target && void enableUser(enable.target)}
      />
      <ConfirmDialog
        name="remove"
        state={remove}
        onClose={() => closeDialog('remove')}
        title={format(s.removeDialog.title, { name: nameOf(remove.target) })}
        description={s.removeDialog.body}
        submitLabel={s.removeDialog.submit}
        danger
        onConfirm={() => remove.target && void removeUser(remove.target)}
      />
    </>
  );
}
