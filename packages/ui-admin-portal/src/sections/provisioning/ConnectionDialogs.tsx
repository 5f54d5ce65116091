import { useMemo } from 'react';
import * as z from 'zod/mini';
import { Button, TextField } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { CopyField } from '../../components/CopyField';
import { ConfirmDialog, Dialog } from '../../components/Dialog';
import { FormDialog } from '../../components/FormDialog';
import { SelectField } from '../../components/fields';
import { fieldSchemas } from '../../components/form';
import { useProvisioningDialogs } from './useProvisioningSection';

/** Identity providers a connection can name, in the order the select shows them. */
export const SOURCES = ['okta', 'azure-ad', 'other', 'portico'] as const;
type Source = (typeof SOURCES)[number];

/** New connection: a name and the identity provider. */
export function CreateConnectionDialog() {
  const { strings } = useAdmin();
  const s = strings.provisioning;
  const { createState: state, closeDialog, create } = useProvisioningDialogs();
  const schema = useMemo(() => {
    const f = fieldSchemas(strings);
    return z.object({ connectionName: f.required, source: z.enum(SOURCES) });
  }, [strings]);
  return (
    <FormDialog
      name="createScimConnection"
      state={state}
      onClose={() => closeDialog('create')}
      title={s.createDialog.title}
      schema={schema}
      defaultValues={{ connectionName: '', source: 'okta' as Source }}
      submitLabel={s.createDialog.submit}
      onSubmit={(v) => create({ connectionName: v.connectionName.trim(), source: v.source })}
    >
      {(form) => (
        <>
          <TextField label={s.createDialog.name} autoFocus {...form.register('connectionName')} error={form.formState.errors.connectionName?.message} />
          <SelectField label={s.createDialog.source} {...form.register('source')}>
            {SOURCES.map((k) => <option key={k} value={k}>{s.sources[k]}</option>)}
          </SelectField>
        </>
      )}
    </FormDialog>
  );
}

/** The new connection's bearer token, shown once with the base URL, each with a copy button. */
export function TokenDialog() {
  const { strings } = useAdmin();
  const s = strings.provisioning;
  const { created, baseUrl, dismissToken } = useProvisioningDialogs();
  return (
    <Dialog name="scimToken" state={{ status: created ? 'open' : 'closed' }} onClose={() => dismissToken()} title={s.tokenDialog.title} description={s.tokenDialog.body}>
      {created && (
        <div className="portico-admin-form portico-admin-provisioning__token">
          <CopyField name="scimBaseUrl" label={s.baseUrl} value={baseUrl} />
          <CopyField name="scimToken" label={s.tokenDialog.token} value={created.token} />
          <div className="portico-admin-dialog-actions">
            <Button onClick={() => dismissToken()}>{s.tokenDialog.done}</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** Every dialog of the provisioning section (its lazy dialogs chunk): create, the token shown once, delete. */
export function ProvisioningDialogs() {
  const { strings } = useAdmin();
  const s = strings.provisioning;
  const { remove, target, closeDialog, deleteConnection } = useProvisioningDialogs();
  return (
    <>
      <CreateConnectionDialog />
      <TokenDialog />
      <ConfirmDialog
        name="removeScimConnection"
        state={remove}
        onClose={() => closeDialog('remove')}
        title={format(s.deleteDialog.title, { name: target?.connectionName ?? '' })}
        description={s.deleteDialog.body}
        submitLabel={s.deleteDialog.submit}
        danger
        onConfirm={() => remove.target && void deleteConnection(remove.target)}
      />
    </>
  );
}
