import { useMemo } from 'react';
import * as z from 'zod/mini';
import { selectImpersonator } from '@portico/core-state';
import { selectUserRows, type UserRow } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { TextField } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { FormDialog } from '../../components/FormDialog';
import { fieldSchemas } from '../../components/form';
import { useCan } from '../../access';

/** Whether the signed-in admin may impersonate this row's user: permission held, not themself, not impersonating already. */
export function useCanImpersonate(user: UserRow): boolean {
  const { portico } = useAdmin();
  const allowed = useCan('users.impersonate');
  const me = useStore(portico.auth, (s) => s.user?.id);
  const acting = useStore(portico.auth, selectImpersonator);
  return allowed && user.id !== me && !acting && !user.isDisabled && !user.pendingActivation;
}

/** Asks for the (required) reason, then starts impersonating; the session then reloads as the user. */
export function ImpersonateDialog() {
  const { portico, admin, strings } = useAdmin();
  const s = strings.impersonation;
  const state = useStore(portico.impersonation, (st) => st.dialog);
  const rows = useStore(admin.users, selectUserRows);
  const user = rows.find((r) => r.id === state.target);
  const name = user ? user.name || user.email : '';
  const schema = useMemo(() => z.object({ reason: fieldSchemas(strings).required }), [strings]);
  const flow = portico.impersonation.getState();
  return (
    <FormDialog
      name="impersonate"
      state={state}
      onClose={() => flow.closeDialog()}
      title={format(s.dialogTitle, { name })}
      description={format(s.dialogBody, { name })}
      schema={schema}
      defaultValues={{ reason: '' }}
      submitLabel={s.submit}
      onSubmit={(v) => user && flow.impersonate({ userId: user.id, reason: v.reason })}
    >
      {(form) => <TextField label={s.reason} description={s.reasonHint} required {...form.register('reason')} error={form.formState.errors.reason?.message} />}
    </FormDialog>
  );
}
