import { useAdmin } from '../../context';
import { format } from '../../localization';
import { ConfirmDialog } from '../../components/Dialog';
import { RoleFormDialog } from './RoleFormDialog';
import { useRoleRemoveDialog } from './useRolesSection';

/** The roles dialogs: create (the list's), and those a role's actions open (edit, delete) on its row and its page. */
export function RoleDialogs() {
  const { strings } = useAdmin();
  const s = strings.roles;
  const { state, roles, closeDialog, deleteRole } = useRoleRemoveDialog();
  const removing = roles.find((r) => r.id === state.target);
  return (
    <>
      <RoleFormDialog mode="create" />
      <RoleFormDialog mode="edit" />
      <ConfirmDialog
        name="removeRole"
        state={state}
        onClose={() => closeDialog('remove')}
        title={format(s.deleteDialog.title, { name: removing?.name ?? '' })}
        description={s.deleteDialog.body}
        submitLabel={s.deleteDialog.submit}
        danger
        onConfirm={() => state.target && void deleteRole(state.target)}
      />
    </>
  );
}
