import { useEffect, useMemo } from 'react';
import type { AdminColumnDef } from '../../components/tableFeatures';
import { selectGroup, selectGroupsPage, selectGroupsPageCount } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { DataTable } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/Dialog';
import { Notices } from '../../components/Notice';
import { SectionHeader } from '../../components/SectionHeader';
import { GroupFormDialog } from './GroupFormDialog';
import { MembersDialog } from './MembersDialog';
import { ReadOnlyNote, useCan } from '../../access';

type GroupRow = ReturnType<typeof selectGroupsPage>[number];

/** Groups of the tenant: create (with members and roles), edit, delete, manage members and roles. */
export default function GroupsSection() {
  const { admin, strings } = useAdmin();
  const s = strings.groups;
  const store = admin.groups;
  const canWrite = useCan('groups.write');
  const rows = useStore(store, selectGroupsPage);
  const pageCount = useStore(store, selectGroupsPageCount);
  const page = useStore(store, (st) => st.page);
  const total = useStore(store, (st) => st.items.length);
  const status = useStore(store, (st) => st.status);
  const error = useStore(store, (st) => st.error);
  const remove = useStore(store, (st) => st.dialogs.remove);
  const removing = useStore(store, selectGroup(remove.target));
  useEffect(() => {
    void store.getState().load();
    void admin.users.getState().load();
    void admin.users.getState().loadRoles();
  }, [store, admin]);
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
            <Button variant="secondary" aria-label={format(s.manage, { name: g.name })} onClick={() => store.getState().openDialog('members', g.id)}>{s.columns.users}</Button>
            <Button variant="secondary" aria-label={format(s.editLabel, { name: g.name })} onClick={() => store.getState().openDialog('edit', g.id)}>{strings.common.edit}</Button>
            <Button variant="secondary" data-danger aria-label={format(s.deleteLabel, { name: g.name })} onClick={() => store.getState().openDialog('remove', g.id)}>{strings.common.delete}</Button>
          </div>
        ),
      },
    ],
    [s, strings, store, canWrite],
  );
  return (
    <div className="portico-admin-section" data-section-id="groups" data-status={status}>
      <SectionHeader title={s.title} description={s.description} actions={canWrite && <Button className="portico-admin-group-create" onClick={() => store.getState().openDialog('create')}>{s.create}</Button>} />
      <ReadOnlyNote action="groups.write" />
      <Notices error={error} />
      <DataTable
        name="groups"
        caption={s.title}
        data={rows}
        columns={columns}
        getRowId={(g) => g.id}
        loading={status === 'loading'}
        paging={{ page, pageCount, total, onPage: (p) => store.getState().setPage(p) }}
      />
      <GroupFormDialog mode="create" />
      <GroupFormDialog mode="edit" />
      <MembersDialog />
      <ConfirmDialog
        name="removeGroup"
        state={remove}
        onClose={() => store.getState().closeDialog('remove')}
        title={format(s.deleteDialog.title, { name: removing?.name ?? '' })}
        description={s.deleteDialog.body}
        submitLabel={s.deleteDialog.submit}
        danger
        onConfirm={() => remove.target && void store.getState().deleteGroup(remove.target)}
      />
    </div>
  );
}
