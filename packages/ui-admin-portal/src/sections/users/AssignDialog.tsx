import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { CheckboxGroup } from '../../components/fields';
import { FormDialog } from '../../components/FormDialog';
import { fieldSchemas } from '../../components/form';
import { useAssignDialog } from './useApplications';

/** Choose the users of a managed-access application (one assign and one unassign call for the difference). */
export function AssignDialog() {
  const { strings } = useAdmin();
  const s = strings.users.applications;
  const { state, app, assigned, users, closeAssign, setAssignedUsers } = useAssignDialog();
  const schema = useMemo(() => z.object({ userIds: fieldSchemas(strings).roleIds }), [strings]);
  return (
    <FormDialog
      key={state.target ?? 'none'}
      name="assignApplication"
      state={state}
      onClose={() => closeAssign()}
      title={format(s.assignTitle, { name: app?.name ?? '' })}
      schema={schema}
      defaultValues={{ userIds: [...(assigned ?? [])] }}
      submitLabel={strings.common.save}
      onSubmit={(v) => (state.target ? setAssignedUsers(state.target, v.userIds) : false)}
    >
      {(form) => (
        <Controller
          control={form.control}
          name="userIds"
          render={({ field }) => (
            <CheckboxGroup name="users" legend={s.columns.users} options={users.map((u) => ({ id: u.id, label: u.name || u.email }))} value={field.value} onChange={field.onChange} />
          )}
        />
      )}
    </FormDialog>
  );
}
