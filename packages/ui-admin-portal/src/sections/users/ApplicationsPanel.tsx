import { useMemo } from 'react';
import type { AdminColumnDef } from '../../components/tableFeatures';
import { isFreeAccess, isPending, type ApplicationsState } from '@portico/core-state/admin';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { DataTable } from '../../components/DataTable';
import { useCan } from '../../access';
import { useApplicationsPanel } from './useApplications';
import { assignDialog, LazyAssignDialog } from './dialogs';
import { preloadProps } from '../../components/LazyDialogs';

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
            <Button variant="secondary" {...preloadProps(assignDialog)} aria-label={format(s.assignLabel, { name: a.name || a.id })} onClick={() => openAssign(a.id)}>{s.assign}</Button>
          ),
      },
    ],
    [s, strings, assignments, nameOf, openAssign, canWrite],
  );
  return (
    <section className="portico-admin-applications" aria-labelledby="portico-admin-applications-title" data-status={apps.status}>
      <h3 id="portico-admin-applications-title" className="portico-admin-subtitle">{s.title}</h3>
      {apps.error && <p role="alert" className="portico-admin-error">{apps.error}</p>}
      <DataTable name="applications" caption={s.title} data={apps.data} columns={columns} getRowId={(a) => a.id} loading={isPending(apps.status)} />
      <LazyAssignDialog />
    </section>
  );
}
