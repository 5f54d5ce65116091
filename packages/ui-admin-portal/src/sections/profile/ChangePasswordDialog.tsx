import { useMemo } from 'react';
import * as z from 'zod/mini';
import { TextField } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { FormDialog } from '../../components/FormDialog';
import { fieldSchemas } from '../../components/form';
import { useChangePasswordDialog } from './useProfileSection';

/** Change password: current + new + confirmation; the server's policy and history checks come back as the dialog error. */
export function ChangePasswordDialog() {
  const { strings } = useAdmin();
  const s = strings.profile.passwordDialog;
  const { state, closeChangePassword, changePassword } = useChangePasswordDialog();
  const schema = useMemo(() => {
    const f = fieldSchemas(strings);
    return z
      .object({ currentPassword: f.required, newPassword: f.password, confirmPassword: z.string() })
      .check(z.refine((v) => v.newPassword === v.confirmPassword, { message: s.mismatch, path: ['confirmPassword'] }));
  }, [strings, s.mismatch]);
  return (
    <FormDialog
      name="changePassword"
      state={state}
      onClose={() => closeChangePassword()}
      title={s.title}
      schema={schema}
      defaultValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
      submitLabel={s.submit}
      onSubmit={(v) => changePassword({ currentPassword: v.currentPassword, newPassword: v.newPassword })}
    >
      {(form) => (
        <>
          <TextField label={s.currentPassword} type="password" autoComplete="current-password" autoFocus {...form.register('currentPassword')} error={form.formState.errors.currentPassword?.message} />
          <TextField label={s.newPassword} type="password" autoComplete="new-password" {...form.register('newPassword')} error={form.formState.errors.newPassword?.message} />
          <TextField label={s.confirmPassword} type="password" autoComplete="new-password" {...form.register('confirmPassword')} error={form.formState.errors.confirmPassword?.message} />
        </>
      )}
    </FormDialog>
  );
}
