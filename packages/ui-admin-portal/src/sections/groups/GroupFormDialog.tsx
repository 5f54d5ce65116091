import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { TextField } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { CheckboxGroup } from '../../components/fields';
import { FormDialog } from '../../components/FormDialog';
import { fieldSchemas } from '../../components/form';
import { useGroupDialog } from './useGroupsSection';

/** Create (name, color, description, members, roles) or edit (name, color, description) a group. */
export function GroupFormDialog({ mode }: { mode: 'create' | 'edit' }) {
  const { strings } = useAdmin();
  const s = strings.groups;
  const { state, group, users, roles, closeDialog, createGroup, updateGroup } = useGroupDialog(mode);
  const schema = useMemo(() => {
    const f = fieldSchemas(strings);
    return z.object({ name: f.required, color: f.optional, description: f.optional, userIds: f.roleIds, roleIds: f.roleIds });
  }, [strings]);
  return (
    <FormDialog
      name={mode === 'create' ? 'createGroup' : 'editGroup'}
      state={state}
      onClose={() => closeDialog(mode)}
      title={mode === 'create' ? s.createTitle : s.editTitle}
      schema={schema}
      defaultValues={{ name: group?.name ?? '', color: group?.color ?? '#4f46e5', description: group?.description ?? '', userIds: [] as string[], roleIds: [] as string[] }}
      submitLabel={mode === 'create' ? strings.common.create : strings.common.save}
      onSubmit={(v) => {
        const base = { name: v.name.trim(), ...(v.color ? { color: v.color } : {}), description: v.description.trim() };
        return mode === 'create' ? createGroup({ ...base, userIds: v.userIds, roleIds: v.roleIds }) : group && updateGroup(group.id, base);
      }}
    >
      {(form) => (
        <>
          <TextField label={s.form.name} autoFocus {...form.register('name')} error={form.formState.errors.name?.message} />
          <TextField label={s.form.color} type="color" className="portico-admin-color" {...form.register('color')} />
          <TextField label={s.form.description} {...form.register('description')} />
          {mode === 'create' && (
            <>
              <Controller control={form.control} name="roleIds" render={({ field }) => <CheckboxGroup name="roles" legend={s.form.roles} options={roles.map((r) => ({ id: r.id, label: r.name || r.key }))} value={field.value} onChange={field.onChange} />} />
              <Controller control={form.control} name="userIds" render={({ field }) => <CheckboxGroup name="users" legend={s.form.users} options={users.map((u) => ({ id: u.id, label: u.name || u.email }))} value={field.value} onChange={field.onChange} />} />
            </>
          )}
        </>
      )}
    </FormDialog>
  );
}
