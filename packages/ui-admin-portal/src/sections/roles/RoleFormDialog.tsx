import { useId, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { TextField } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { CheckboxGroup } from '../../components/fields';
import { FormDialog } from '../../components/FormDialog';
import { fieldSchemas } from '../../components/form';
import { useRoleDialog } from './useRolesSection';

/** Create or edit a role: name, key (create only), description, default flag, assignable permissions. */
export function RoleFormDialog({ mode }: { mode: 'create' | 'edit' }) {
  const { strings } = useAdmin();
  const s = strings.roles;
  const { state, roles, permissions, closeDialog, createRole, updateRole } = useRoleDialog(mode);
  const role = mode === 'edit' ? roles.find((r) => r.id === state.target) : undefined;
  const hintId = useId();
  const schema = useMemo(() => {
    const f = fieldSchemas(strings);
    // A disabled checkbox (the current default) submits no value.
    return z.object({ name: f.required, key: f.optional, description: f.optional, isDefault: z.optional(z.boolean()), permissionIds: f.roleIds });
  }, [strings]);
  const options = permissions.filter((p) => p.assignmentType !== 'NEVER' && p.assignmentType !== 'ALWAYS').map((p) => ({ id: p.id, label: p.name || p.key }));
  return (
    <FormDialog
      name={mode === 'create' ? 'createRole' : 'editRole'}
      state={state}
      onClose={() => closeDialog(mode)}
      title={mode === 'create' ? s.createTitle : s.editTitle}
      schema={schema}
      defaultValues={{ name: role?.name ?? '', key: role?.key ?? '', description: role?.description ?? '', isDefault: Boolean(role?.isDefault), permissionIds: role?.permissions ?? [] }}
      submitLabel={mode === 'create' ? strings.common.create : strings.common.save}
      onSubmit={(v) => {
        const input = {
          name: v.name.trim(),
          ...(v.description.trim() ? { description: v.description.trim() } : {}),
          ...(v.isDefault ? { isDefault: true } : {}),
          permissionIds: v.permissionIds,
        };
        return mode === 'create'
          ? createRole({ ...input, ...(v.key.trim() ? { key: v.key.trim() } : {}) })
          : role && updateRole(role.id, input);
      }}
    >
      {(form) => (
        <>
          <TextField label={s.form.name} autoFocus {...form.register('name')} error={form.formState.errors.name?.message} />
          {mode === 'create' && <TextField label={s.form.key} {...form.register('key')} />}
          <TextField label={s.form.description} {...form.register('description')} />
          <label className="portico-admin-checkbox portico-admin-role-default">
            {/* The one default role is changed by making another role the default, never by unticking it. */}
            <input type="checkbox" className="portico-checkbox" disabled={role?.isDefault} aria-describedby={role?.isDefault ? hintId : undefined} {...form.register('isDefault')} />
            <span>{s.form.isDefault}</span>
          </label>
          {role?.isDefault && <p id={hintId} className="portico-field-description portico-admin-role-default-hint">{s.form.isDefaultHint}</p>}
          <Controller
            control={form.control}
            name="permissionIds"
            render={({ field }) => <CheckboxGroup name="permissions" legend={s.matrixTitle} options={options} value={field.value} onChange={field.onChange} />}
          />
        </>
      )}
    </FormDialog>
  );
}
