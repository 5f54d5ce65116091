import { useMemo } from 'react';
import type { AdminColumnDef } from '../../components/tableFeatures';
import { isPending, type selectGroupsPage } from '@portico/core-state/admin';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { DataTable } from '../../components/DataTable';
import { Notices } from '../../components/Notice';
import { SectionHeader } from '../../components/SectionHeader';
import { LazyDialogs, preloadProps, useStoreDialogs } from '../../components/LazyDialogs';
import { useGroupsSection } from './useGroupsSection';
import { groupDialogs } from './dialogs';
import { ReadOnlyNote, useCan } from '../../access';

type GroupRow = ReturnType<typeof selectGroupsPage>[number];

/** Groups of the tenant: create (with members and roles), edit, delete, manage members and roles. */
export default function GroupsSection() {
  const { strings, admin } = useAdmin();
  const s = strings.groups;
  const canWrite = useCan('groups.write');
  const { rows, pageCount, page, total, status, error, openDialog, setPage } = useGroupsSection();
  const dialogs = useStoreDialogs(admin.groups);
  const preload = preloadProps(groupDialogs);
  const columns = useMemo<AdminColumnDef<GroupRow>[]>(
    () => [
      {
        id: 'name',
        header: s.columns.name,
        cell: ({ row: { original: g } }) => (
          <span className="portico-admin-group-name" data-color={g.color || undefined}>
            {g.color && <span className="portico-admin-swatch" aria-hidden="true">●</span>}
            {g.name}
          </span>
        ),
      },
      { id: 'description', header: s.columns.description, cell: ({ row }) => row.original.description || strings.common.none },
      { id: 'users', header: s.columns.users, cell: ({ row }) => (row.original.users ?? []).map((u) => u.name || u.email).join(', ') || strings.common.none },
      { id: 'roles', header: s.columns.roles, cell: ({ row }) => (row.original.roles ?? []).map((r) => r.name || r.key).join(', ') || strings.common.none },
      {
        id: 'actions',
        header: strings.common.actions,
        cell: ({ row: { original: g } }) => canWrite && (
          <div className="portico-admin-row-actions">
            <Button variant="secondary" {...preload} aria-label={format(s.manage, { name: g.name })} onClick={() => openDialog('members', g.id)}>{s.columns.users}</Button>
            <Button variant="secondary" {...preload} aria-label={format(s.editLabel, { name: g.name })} onClick={() => openDialog('edit', g.id)}>{strings.common.edit}</Button>
            <Button variant="secondary" {...preload} data-danger aria-label={format(s.deleteLabel, { name: g.name })} onClick={() => openDialog('remove', g.id)}>{strings.common.delete}</Button>
          </div>
        ),
      },
    ],
    [s, strings, openDialog, canWrite, preload],
  );
  return (
    <div className="portico-admin-section" data-section-id="groups" data-status={status}>
      <SectionHeader title={s.title} description={s.description} actions={canWrite && <Button className="portico-admin-group-create" {...preload} onClick={() => openDialog('create')}>{s.create}</Button>} />
      <ReadOnlyNote action="groups.write" />
      <Notices error={error} />
      <DataTable
        name="groups"
        caption={s.title}
        data={rows}
        columns={columns}
        getRowId={(g) => g.id}
        loading={isPending(status)}
        paging={{ page, pageCount, total, onPage: setPage }}
      />
      <LazyDialogs module={groupDialogs} open={dialogs.open} onClose={dialogs.close} />
    </div>
  );
}
