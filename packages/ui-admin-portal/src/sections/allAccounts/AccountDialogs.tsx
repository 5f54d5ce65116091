import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { findNode } from '@portico/core-state/admin';
import { TextField } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { ConfirmDialog } from '../../components/Dialog';
import { CheckboxGroup } from '../../components/fields';
import { FormDialog } from '../../components/FormDialog';
import { fieldSchemas } from '../../components/form';
import { useAccountDialogs, useSubAccountActions } from './useAllAccountsSection';

/** Create / rename / delete a sub-account. */
export function AccountDialogs() {
  const { strings } = useAdmin();
  const s = strings.allAccounts;
  const { dialogs, tree } = useAccountDialogs();
  const act = useSubAccountActions();
  const nameOf = (id?: string) => (id ? findNode(tree, id)?.name ?? '' : '');
  const schema = useMemo(() => z.object({ name: fieldSchemas(strings).required }), [strings]);
  return (
    <>
      <FormDialog
        name="createSubAccount"
        state={dialogs.create}
        onClose={() => act.closeDialog('create')}
        title={format(s.createDialog.title, { name: nameOf(dialogs.create.target) })}
        schema={schema}
        defaultValues={{ name: '' }}
        submitLabel={s.createDialog.submit}
        onSubmit={(v) => dialogs.create.target && act.createSubAccount({ name: v.name, parentTenantId: dialogs.create.target })}
      >
        {(form) => <TextField label={s.createDialog.name} autoFocus autoComplete="off" {...form.register('name')} error={form.formState.errors.name?.message} />}
      </FormDialog>
      <FormDialog
        name="renameSubAccount"
        state={dialogs.rename}
        onClose={() => act.closeDialog('rename')}
        title={format(s.renameDialog.title, { name: nameOf(dialogs.rename.target) })}
        schema={schema}
        defaultValues={{ name: nameOf(dialogs.rename.target) }}
        submitLabel={s.renameDialog.submit}
        onSubmit={(v) => dialogs.rename.target && act.renameSubAccount(dialogs.rename.target, v.name)}
      >
        {(form) => <TextField label={s.renameDialog.name} autoFocus autoComplete="off" {...form.register('name')} error={form.formState.errors.name?.message} />}
      </FormDialog>
      <ConfirmDialog
        name="deleteSubAccount"
        state={dialogs.remove}
        onClose={() => act.closeDialog('remove')}
        title={format(s.deleteDialog.title, { name: nameOf(dialogs.remove.target) })}
        description={s.deleteDialog.body}
        submitLabel={s.deleteDialog.submit}
        danger
        onConfirm={() => dialogs.remove.target && void act.deleteSubAccount(dialogs.remove.target)}
      />
    </>
  );
}

/** Add a user to the selected sub-account, edit a user's roles there, remove a user. */
export function AccountUserDialogs() {
  const { strings } = useAdmin();
  const s = strings.allAccounts;
  const { dialogs, roles, users, selectedId, tree } = useAccountDialogs();
  const act = useSubAccountActions();
  const account = selectedId ? findNode(tree, selectedId) : undefined;
  const userOf = (id?: string) => users.find((u) => u.id === id);
  const editing = userOf(dialogs.editRoles.target);
  const removing = userOf(dialogs.removeUser.target);
  const roleOptions = roles.map((r) => ({ id: r.id, label: r.name || r.key }));
  const f = useMemo(() => fieldSchemas(strings), [strings]);
  const addSchema = useMemo(() => z.object({ email: f.email, name: f.optional, roleIds: f.roleIds, allowAccess: z.boolean() }), [f]);
  const rolesSchema = useMemo(() => z.object({ roleIds: f.roleIds }), [f]);
  const held = (editing?.tenants?.find((t) => t.tenantId === selectedId)?.roles ?? []).map((r) => r.id);
  return (
    <>
      <FormDialog
        name="addSubAccountUser"
        state={dialogs.addUser}
        onClose={() => act.closeDialog('addUser')}
        title={format(s.addUserDialog.title, { name: account?.name ?? '' })}
        schema={addSchema}
        defaultValues={{ email: '', name: '', roleIds: [] as string[], allowAccess: false }}
        submitLabel={s.addUserDialog.submit}
        onSubmit={(v) => act.addUser({ email: v.email, name: v.name, roleIds: v.roleIds, allowSubAccountAccess: v.allowAccess })}
      >
        {(form) => (
          <>
            <TextField label={s.addUserDialog.email} type="email" autoFocus autoComplete="off" {...form.register('email')} error={form.formState.errors.email?.message} />
            <TextField label={s.addUserDialog.name} autoComplete="off" {...form.register('name')} />
            <Controller control={form.control} name="roleIds" render={({ field }) => <CheckboxGroup name="roles" legend={s.addUserDialog.roles} options={roleOptions} value={field.value} onChange={field.onChange} />} />
            <label className="portico-admin-checkbox">
              <input type="checkbox" className="portico-checkbox" {...form.register('allowAccess')} />
              <span>{s.addUserDialog.allowAccess}</span>
            </label>
          </>
        )}
      </FormDialog>
      <FormDialog
        name="subAccountUserRoles"
        state={dialogs.editRoles}
        onClose={() => act.closeDialog('editRoles')}
        title={format(s.rolesDialog.title, { name: editing ? editing.name || editing.email : '', account: account?.name ?? '' })}
        schema={rolesSchema}
        defaultValues={{ roleIds: held }}
        submitLabel={s.rolesDialog.submit}
        onSubmit={(v) => editing && act.setUserRoles(editing.id, v.roleIds)}
      >
        {(form) => <Controller control={form.control} name="roleIds" render={({ field }) => <CheckboxGroup name="roles" legend={s.rolesDialog.roles} options={roleOptions} value={field.value} onChange={field.onChange} />} />}
      </FormDialog>
      <ConfirmDialog
        name="removeSubAccountUser"
        state={dialogs.removeUser}
        onClose={() => act.closeDialog('removeUser')}
        title={format(s.removeUserDialog.title, { name: removing ? removing.name || removing.email : '' })}
        description={s.removeUserDialog.body}
        submitLabel={s.removeUserDialog.submit}
        danger
        onConfirm={() => dialogs.removeUser.target && void act.removeUser(dialogs.removeUser.target)}
      />
    </>
  );
}

/** Every dialog of the all-accounts section (its lazy dialogs chunk). */
export function AllAccountsDialogs() {
  return (
    <>
      <AccountDialogs />
      <AccountUserDialogs />
    </>
  );
}
