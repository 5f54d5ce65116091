import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { TextField } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { FormDialog } from '../../components/FormDialog';
import { CheckboxGroup } from '../../components/fields';
import { fieldSchemas } from '../../components/form';
import { roleOptions } from './RoleOptions';
import { useInviteDialog } from './useUserDialogs';

/** Invite one user: name, email, phone (optional), roles. */
export function InviteDialog() {
  const { strings } = useAdmin();
  const s = strings.users.inviteDialog;
  const { state, roles, closeDialog, invite } = useInviteDialog('invite');
  const schema = useMemo(() => {
    const f = fieldSchemas(strings);
    return z.object({ name: f.required, email: f.email, phoneNumber: f.optional, roleIds: f.roleIds });
  }, [strings]);
  return (
    <FormDialog
      name="invite"
      state={state}
      onClose={() => closeDialog('invite')}
      title={s.title}
      schema={schema}
      defaultValues={{ name: '', email: '', phoneNumber: '', roleIds: [] as string[] }}
      submitLabel={s.submit}
      onSubmit={(v) =>
        invite({ name: v.name.trim(), email: v.email.trim(), roleIds: v.roleIds, ...(v.phoneNumber.trim() ? { phoneNumber: v.phoneNumber.trim() } : {}) })
      }
    >
      {(form) => (
        <>
          <TextField label={s.name} autoComplete="off" autoFocus {...form.register('name')} error={form.formState.errors.name?.message} />
          <TextField label={s.email} type="email" autoComplete="off" {...form.register('email')} error={form.formState.errors.email?.message} />
          <TextField label={s.phoneNumber} type="tel" autoComplete="off" {...form.register('phoneNumber')} />
          <Controller
            control={form.control}
            name="roleIds"
            render={({ field }) => <CheckboxGroup name="roles" legend={s.roles} options={roleOptions(roles)} value={field.value} onChange={field.onChange} />}
          />
        </>
      )}
    </FormDialog>
  );
}
