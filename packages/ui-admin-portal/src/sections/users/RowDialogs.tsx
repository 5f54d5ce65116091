import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { selectKnownUserRows } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { TextField } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { FormDialog } from '../../components/FormDialog';
import { CheckboxGroup } from '../../components/fields';
import { fieldSchemas } from '../../components/form';
import { roleOptions } from './RoleOptions';

function useTarget(name: 'editRoles' | 'temporary') {
  const { admin } = useAdmin();
  const state = useStore(admin.users, (st) => st.dialogs[name]);
  const rows = useStore(admin.users, selectKnownUserRows);
  return { state, user: rows.find((r) => r.id === state.target) };
}

/** Change a user's roles (optimistic in the store; an empty choice removes every role). */
export function RolesDialog() {
  const { admin, strings } = useAdmin();
  const s = strings.users.rolesDialog;
  const { state, user } = useTarget('editRoles');
  const roles = useStore(admin.users, (st) => st.roles.data);
  const schema = useMemo(() => z.object({ roleIds: fieldSchemas(strings).roleIds }), [strings]);
  const store = admin.users.getState();
  return (
    <FormDialog
      name="editRoles"
      state={state}
      onClose={() => store.closeDialog('editRoles')}
      title={format(s.title, { name: user ? user.name || user.email : '' })}
      schema={schema}
      defaultValues={{ roleIds: user?.roleIds ?? [] }}
      submitLabel={s.submit}
      onSubmit={(v) => user && store.changeRoles(user.id, v.roleIds)}
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
  const { admin, strings } = useAdmin();
  const s = strings.users.temporaryDialog;
  const { state, user } = useTarget('temporary');
  const schema = useMemo(() => z.object({ days: fieldSchemas(strings).positiveInt }), [strings]);
  const store = admin.users.getState();
  return (
    <FormDialog
      name="temporary"
      state={state}
      onClose={() => store.closeDialog('temporary')}
      title={format(s.title, { name: user ? user.name || user.email : '' })}
      schema={schema}
      defaultValues={{ days: '7' }}
      submitLabel={s.submit}
      onSubmit={(v) => user && store.setTemporary(user.id, Number(v.days) * 86400)}
    >
      {(form) => <TextField label={s.days} inputMode="numeric" {...form.register('days')} error={form.formState.errors.days?.message} />}
    </FormDialog>
  );
}
