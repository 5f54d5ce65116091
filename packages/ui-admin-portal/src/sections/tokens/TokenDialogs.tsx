import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import type { TokenKind } from '@portico/core-state/admin';
import { Button, TextField } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { CopyField } from '../../components/CopyField';
import { ConfirmDialog, Dialog } from '../../components/Dialog';
import { FormDialog } from '../../components/FormDialog';
import { CheckboxGroup } from '../../components/fields';
import { fieldSchemas } from '../../components/form';
import { useTokenDialogs } from './useTokensSection';

/** Generate a token: description, expiry in days (empty: never), roles for tenant tokens. */
export function CreateTokenDialog({ kind }: { kind: TokenKind }) {
  const { strings } = useAdmin();
  const s = strings.tokens.createDialog;
  const { createState: state, roles, closeDialog, create } = useTokenDialogs();
  const schema = useMemo(() => {
    const f = fieldSchemas(strings);
    return z.object({ description: f.required, expiresInDays: f.optionalPositiveInt, roleIds: f.roleIds });
  }, [strings]);
  return (
    <FormDialog
      name="createToken"
      state={state.target === kind ? state : { status: 'closed' }}
      onClose={() => closeDialog('create')}
      title={s.title}
      schema={schema}
      defaultValues={{ description: '', expiresInDays: '', roleIds: [] as string[] }}
      submitLabel={s.submit}
      onSubmit={(v) =>
        create(kind, {
          description: v.description.trim(),
          expiresInDays: v.expiresInDays.trim() ? Number(v.expiresInDays) : null,
          ...(kind === 'tenant' ? { roleIds: v.roleIds } : {}),
        })
      }
    >
      {(form) => (
        <>
          <TextField label={s.description} autoFocus {...form.register('description')} error={form.formState.errors.description?.message} />
          <TextField label={s.expiresInDays} inputMode="numeric" {...form.register('expiresInDays')} error={form.formState.errors.expiresInDays?.message} />
          {kind === 'tenant' && (
            <Controller
              control={form.control}
              name="roleIds"
              render={({ field }) => <CheckboxGroup name="roles" legend={s.roles} options={roles.map((r) => ({ id: r.id, label: r.name || r.key }))} value={field.value} onChange={field.onChange} />}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}

/** The success dialog: the secret (and client id) shown once, with copy buttons. */
export function SecretDialog() {
  const { strings } = useAdmin();
  const s = strings.tokens.secretDialog;
  const { created, dismissSecret } = useTokenDialogs();
  return (
    <Dialog name="tokenSecret" state={{ status: created ? 'open' : 'closed' }} onClose={() => dismissSecret()} title={s.title} description={s.body}>
      {created && (
        <div className="portico-admin-form">
          {created.clientId && <CopyField name="clientId" label={s.clientId} value={created.clientId} />}
          {created.secret && <CopyField name="secret" label={s.secret} value={created.secret} />}
          <div className="portico-admin-dialog-actions">
            <Button onClick={() => dismissSecret()}>{s.done}</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** Every dialog of a tokens section (the section's lazy dialogs chunk): create (for the kind it was opened for), the secret, delete. */
export function TokenDialogs() {
  const { strings } = useAdmin();
  const s = strings.tokens;
  const { createState, remove, closeDialog, deleteToken } = useTokenDialogs();
  return (
    <>
      <CreateTokenDialog kind={createState.target ?? 'personal'} />
      <SecretDialog />
      <ConfirmDialog
        name="removeToken"
        state={remove}
        onClose={() => closeDialog('remove')}
        title={s.deleteDialog.title}
        description={s.deleteDialog.body}
        submitLabel={s.deleteDialog.submit}
        danger
        onConfirm={() => remove.target && void deleteToken(remove.target)}
      />
    </>
  );
}
