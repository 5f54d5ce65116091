import { useMemo } from 'react';
import type { AdminColumnDef } from '../../components/tableFeatures';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { isFreeAccess, type ApplicationsState } from '@portico/core-state/admin';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { DataTable } from '../../components/DataTable';
import { CheckboxGroup } from '../../components/fields';
import { FormDialog } from '../../components/FormDialog';
import { fieldSchemas } from '../../components/form';
import { useCan } from '../../access';
import { useApplicationsPanel, useAssignDialog } from './useApplications';

type App = ApplicationsState['applications']['data'][number];

/** Multi-app mode: the tenant's applications, who may use each, and assigning users to managed ones. */
export function ApplicationsPanel() {
  const { strings } = useAdmin();
  const s = strings.users.applications;
  const { apps, assignments, users, openAssign } = useApplicationsPanel();
  const canWrite = useCan('users.write');
  const nameOf = useMemo(() => new Map(users.map((u) => [u.id, u.name || u.email])), [users]);
  const columns = useMemo<AdminColumnDef<App>[]>(
    () => [
      { id: 'name', header: s.columns.name, cell: ({ row }) => row.original.name || row.original.id },
      { id: 'accessType', header: s.columns.accessType, cell: ({ row }) => s.accessTypes[isFreeAccess(row.original) ? 'FREE_ACCESS' : 'MANAGED_ACCESS'] },
      {
        id: 'users',
        header: s.columns.users,
        cell: ({ row: { original: a } }) =>
          isFreeAccess(a) ? s.everyone : (assignments[a.id] ?? []).map((id) => nameOf.get(id) ?? id).join(', ') || strings.common.none,
      },
      {
        id: 'actions',
        header: strings.common.actions,
        cell: ({ row: { original: a } }) =>
          isFreeAccess(a) || !canWrite ? null : (
            <Button variant="secondary" aria-label={format(s.assignLabel, { name: a.name || a.id })} onClick={() => openAssign(a.id)}>{s.assign}</Button>
          ),
      },
    ],
    [s, strings, assignments, nameOf, openAssign, canWrite],
  );
  return (
    <section className="portico-admin-applications" aria-labelledby="portico-admin-applications-title" data-status={apps.status}>
      <h3 id="portico-admin-applications-title" className="portico-admin-subtitle">{s.title}</h3>
      {apps.error && <p role="alert" className="portico-admin-error">{apps.error}</p>}
      <DataTable name="applications" caption={s.title} data={apps.data} columns={columns} getRowId={(a) => a.id} loading={apps.status === 'loading'} />
      <AssignDialog />
    </section>
  );
}

/** Choose the users of a managed-access application (one assign and one unassign call for the difference). */
function AssignDialog() {
  const { strings } = useAdmin();
  const s = strings.users.applications;
  const { state, app, assigned, users, closeAssign, setAssignedUsers } = useAssignDialog();
  const schema = useMemo(() => z.object({ userIds: fieldSchemas(strings).roleIds }), [strings]);
  return (
    <FormDialog
      key={state.target ?? 'none'}
      name="assignApplication"
      state={state}
      onClose={() => closeAssign()}
      title={format(s.assignTitle, { name: app?.name ?? '' })}
      schema={schema}
      defaultValues={{ userIds: [...(assigned ?? [])] }}
      submitLabel={strings.common.save}
      onSubmit={(v) => (state.target ? setAssignedUsers(state.target, v.userIds) : false)}
    >
      {(form) => (
        <Controller
          control={form.control}
          name="userIds"
          render={({ field }) => (
            <CheckboxGroup name="users" legend={s.columns.users} options={users.map((u) => ({ id: u.id, label: u.name || u.email }))} value={field.value} onChange={field.onChange} />
          )}
        />
      )}
    </FormDialog>
  );
}
