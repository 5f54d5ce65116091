import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { useStore } from '@portico/core-state/react';
import { Alert } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { FormDialog } from '../../components/FormDialog';
import { CheckboxGroup, TextAreaField } from '../../components/fields';
import { fieldSchemas, splitEmails } from '../../components/form';
import { roleOptions } from './RoleOptions';

/** Invite several addresses at once (one request each); invited and refused addresses are announced. */
export function BulkInviteDialog() {
  const { admin, strings } = useAdmin();
  const s = strings.users.bulkDialog;
  const store = admin.users;
  const state = useStore(store, (st) => st.dialogs.bulkInvite);
  const roles = useStore(store, (st) => st.roles.data);
  const result = useStore(store, (st) => st.bulkResult);
  const schema = useMemo(() => {
    const f = fieldSchemas(strings);
    return z.object({ emails: f.emails, roleIds: f.roleIds });
  }, [strings]);
  return (
    <>
      <div className="portico-admin-bulk-result">
        <Alert tone="success">{result?.allowed.length ? format(s.allowed, { emails: result.allowed.join(', ') }) : undefined}</Alert>
        <Alert tone="error">{result?.unallowed.length ? format(s.unallowed, { emails: result.unallowed.join(', ') }) : undefined}</Alert>
      </div>
      <FormDialog
        name="bulkInvite"
        state={state}
        onClose={() => store.getState().closeDialog('bulkInvite')}
        title={s.title}
        schema={schema}
        defaultValues={{ emails: '', roleIds: [] as string[] }}
        submitLabel={s.submit}
        onSubmit={(v) => store.getState().bulkInvite({ emails: splitEmails(v.emails), roleIds: v.roleIds })}
      >
        {(form) => (
          <>
            <TextAreaField label={s.emails} hint={s.emailsHint} rows={4} {...form.register('emails')} error={form.formState.errors.emails?.message} />
            <Controller
              control={form.control}
              name="roleIds"
              render={({ field }) => <CheckboxGroup name="roles" legend={strings.users.inviteDialog.roles} options={roleOptions(roles)} value={field.value} onChange={field.onChange} />}
            />
          </>
        )}
      </FormDialog>
    </>
  );
}
