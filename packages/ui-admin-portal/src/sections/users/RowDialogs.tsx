import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { TextField } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { FormDialog } from '../../components/FormDialog';
import { CheckboxGroup } from '../../components/fields';
import { fieldSchemas } from '../../components/form';
import { roleOptions } from './RoleOptions';
import { useRowDialog } from './useUserDialogs';

/** Change a user's roles (optimistic in the store; an empty choice removes every role). */
export function RolesDialog() {
  const { strings } = useAdmin();
  const s = strings.users.rolesDialog;
  const { state, user, roles, closeDialog, changeRoles } = useRowDialog('editRoles');
  const schema = useMemo(() => z.object({ roleIds: fieldSchemas(strings).roleIds }), [strings]);
  return (
    <FormDialog
      name="editRoles"
      state={state}
      onClose={() => closeDialog('editRoles')}
      title={format(s.title, { name: user ? user.name || user.email : '' })}
      schema={schema}
      defaultValues={{ roleIds: user?.roleIds ?? [] }}
      submitLabel={s.submit}
      onSubmit={(v) => user && changeRoles(user.id, v.roleIds)}
    >
      {(form) => (
        <Controller
          control={form.control}
          name="roleIds"
          render={({ field }) => <CheckboxGroup name="roles" legend={strings.users.inviteDialog.roles} options={roleOptions(roles)} value={field.value} onChange={field.onChange} />}
        />
      )}
    </FormDialog>
  );
}

/** Give a user an expiry (days → seconds). */
export function TemporaryDialog() {
  const { strings } = useAdmin();
  const s = strings.users.temporaryDialog;
  const { state, user, closeDialog, setTemporary } = useRowDialog('temporary');
  const schema = useMemo(() => z.object({ days: fieldSchemas(strings).positiveInt }), [strings]);
  return (
    <FormDialog
      name="temporary"
      state={state}
      onClose={() => closeDialog('temporary')}
      title={format(s.title, { name: user ? user.name || user.email : '' })}
      schema={schema}
      defaultValues={{ days: '7' }}
      submitLabel={s.submit}
      onSubmit={(v) => user && setTemporary(user.id, Number(v.days) * 86400)}
    >
      {(form) => <TextField label={s.days} inputMode="numeric" {...form.register('days')} error={form.formState.errors.days?.message} />}
    </FormDialog>
  );
}
