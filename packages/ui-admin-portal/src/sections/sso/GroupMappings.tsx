import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button, TextField } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { ConfirmDialog } from '../../components/Dialog';
import { CheckboxGroup } from '../../components/fields';
import { FormDialog } from '../../components/FormDialog';
import { fieldSchemas } from '../../components/form';
import { format } from '../../localization';
import { useCan } from '../../access';
import { useSsoGroupMappings } from './useSsoSection';

/** IdP group → roles mappings: list, add, edit, delete. */
export function GroupMappings() {
  const { strings } = useAdmin();
  const s = strings.sso.groups;
  const { groups, roles, dialog, remove, openGroupDialog, openRemoveGroup, closeDialog, saveGroup, removeGroup } = useSsoGroupMappings();
  const editing = groups.find((g) => g.id === dialog.target);
  const removing = groups.find((g) => g.id === remove.target);
  const canWrite = useCan('sso.write');
  const roleName = (id: string) => roles.find((r) => r.id === id)?.name ?? id;
  const schema = useMemo(() => { const f = fieldSchemas(strings); return z.object({ group: f.required, roleIds: f.roleIds }); }, [strings]);
  return (
    <section className="portico-admin-card portico-admin-sso__groups" aria-labelledby="portico-sso-groups">
      <h3 id="portico-sso-groups" className="portico-admin-card-title">{s.title}</h3>
      <p className="portico-admin-sso__hint">{s.description}</p>
      {groups.length === 0 ? <p>{s.none}</p> : (
        <ul className="portico-admin-sso__group-list">
          {groups.map((g) => (
            <li key={g.id} className="portico-admin-sso__group" data-group={g.group}>
              <span className="portico-admin-sso__group-name">{g.group}</span>
              <span className="portico-admin-sso__group-roles">{g.roleIds.map(roleName).join(', ') || strings.common.none}</span>
              {canWrite && <Button variant="secondary" aria-label={format(s.editLabel, { name: g.group })} onClick={() => openGroupDialog(g.id)}>{strings.common.edit}</Button>}
              {canWrite && <Button variant="secondary" aria-label={format(s.deleteLabel, { name: g.group })} onClick={() => g.id && openRemoveGroup(g.id)}>{strings.common.delete}</Button>}
            </li>
          ))}
        </ul>
      )}
      {canWrite && <Button variant="secondary" onClick={() => openGroupDialog()}>{s.add}</Button>}
      <FormDialog name="ssoGroup" state={dialog} onClose={() => closeDialog('group')} schema={schema}
        title={editing ? format(s.editTitle, { name: editing.group }) : s.createTitle}
        defaultValues={{ group: editing?.group ?? '', roleIds: editing?.roleIds ?? [] }} submitLabel={editing ? strings.common.save : strings.common.create}
        onSubmit={(v) => saveGroup({ ...(editing?.id ? { id: editing.id } : {}), group: v.group.trim(), roleIds: v.roleIds })}>
        {(form) => (
          <>
            <TextField label={s.group} autoFocus {...form.register('group')} error={form.formState.errors.group?.message} />
            <Controller control={form.control} name="roleIds" render={({ field }) => (
              <CheckboxGroup name="ssoGroupRoles" legend={s.roles} options={roles.map((r) => ({ id: r.id, label: r.name || r.key }))} value={field.value} onChange={field.onChange} />)} />
          </>
        )}
      </FormDialog>
      <ConfirmDialog name="removeSsoGroup" state={remove} onClose={() => closeDialog('removeGroup')} danger
        title={format(s.deleteDialog.title, { name: removing?.group ?? '' })} description={s.deleteDialog.body} submitLabel={s.deleteDialog.submit}
        onConfirm={() => remove.target && void removeGroup(remove.target)} />
    </section>
  );
}
