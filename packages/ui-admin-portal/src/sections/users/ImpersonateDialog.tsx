import { useMemo } from 'react';
import * as z from 'zod/mini';
import { TextField } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { FormDialog } from '../../components/FormDialog';
import { fieldSchemas } from '../../components/form';
import { useImpersonateDialog } from './useImpersonation';

/** Asks for the (required) reason, then starts impersonating; the session then reloads as the user. */
export function ImpersonateDialog() {
  const { strings } = useAdmin();
  const s = strings.impersonation;
  const { state, user, closeDialog, impersonate } = useImpersonateDialog();
  const name = user ? user.name || user.email : '';
  const schema = useMemo(() => z.object({ reason: fieldSchemas(strings).required }), [strings]);
  return (
    <FormDialog
      name="impersonate"
      state={state}
      onClose={() => closeDialog()}
      title={format(s.dialogTitle, { name })}
      description={format(s.dialogBody, { name })}
      schema={schema}
      defaultValues={{ reason: '' }}
      submitLabel={s.submit}
      onSubmit={(v) => user && impersonate({ userId: user.id, reason: v.reason })}
    >
      {(form) => <TextField label={s.reason} description={s.reasonHint} required {...form.register('reason')} error={form.formState.errors.reason?.message} />}
    </FormDialog>
  );
}
