import { useAdmin } from '../../context';
import { format } from '../../localization';
import { ConfirmDialog } from '../../components/Dialog';
import { GroupFormDialog } from './GroupFormDialog';
import { MembersDialog } from './MembersDialog';
import { useRemoveGroupDialog } from './useGroupsSection';

/** Every dialog of the groups section, each driven by its store dialog state (the section's lazy dialogs chunk). */
export function GroupDialogs() {
  const { strings } = useAdmin();
  const s = strings.groups;
  const { remove, removing, closeDialog, deleteGroup } = useRemoveGroupDialog();
  return (
    <>
      <GroupFormDialog mode="create" />
      <GroupFormDialog mode="edit" />
      <MembersDialog />
      <ConfirmDialog
        name="removeGroup"
        state={remove}
        onClose={() => closeDialog('remove')}
        title={format(s.deleteDialog.title, { name: removing?.name ?? '' })}
        description={s.deleteDialog.body}
        submitLabel={s.deleteDialog.submit}
        danger
        onConfirm={() => remove.target && void deleteGroup(remove.target)}
      />
    </>
  );
}
