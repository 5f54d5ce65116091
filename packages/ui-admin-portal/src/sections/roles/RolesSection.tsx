import { useMemo } from 'react';
import type { AdminColumnDef } from '../../components/tableFeatures';
import type { selectRoles } from '@portico/core-state/admin';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { DataTable } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/Dialog';
import { Notices } from '../../components/Notice';
import { SectionHeader } from '../../components/SectionHeader';
import { PermissionMatrix } from './PermissionMatrix';
import { isVendorRole, ReadOnlyNote, useCan } from '../../access';
import { RoleFormDialog } from './RoleFormDialog';
import { useRolesSection } from './useRolesSection';

type RoleRow = ReturnType<typeof selectRoles>[number];

/** Roles of the tenant (default first) with create / edit / delete / make default, and the permission matrix. */
export default function RolesSection() {
  const { strings } = useAdmin();
  const s = strings.roles;
  const { roles, status, error, dialogs, defaultChange, openDialog, closeDialog, deleteRole, setDefaultRole } = useRolesSection();
  const canWrite = useCan('roles.write');
  const columns = useMemo<AdminColumnDef<RoleRow>[]>(
    () => [
      {
        id: 'name',
        header: s.columns.name,
        cell: ({ row: { original: r } }) => (
          <span className="portico-admin-role-name">
            {r.name}
            {r.isDefault && <span className="portico-admin-badge" data-badge="default">{s.default}</span>}
          </span>
        ),
      },
      { id: 'key', header: s.columns.key, cell: ({ row }) => <code>{row.original.key}</code> },
      { id: 'description', header: s.columns.description, cell: ({ row }) => row.original.description || strings.common.none },
      { id: 'permissions', header: s.columns.permissions, cell: ({ row }) => String(row.original.permissions?.length ?? 0) },
      {
        id: 'actions',
        header: strings.common.actions,
        cell: ({ row: { original: r } }) => (
          <div className="portico-admin-row-actions">
            {/* The server lets an account name a vendor role its default, and nothing else of it (roles/service.ts). */}
            {canWrite && !r.isDefault && <Button variant="link" disabled={defaultChange.status === 'loading'} onClick={() => void setDefaultRole(r.id)}>{s.setDefault}</Button>}
            {canWrite && !isVendorRole(r) && (
              <>
                <Button variant="secondary" aria-label={format(s.editLabel, { name: r.name })} onClick={() => openDialog('edit', r.id)}>{strings.common.edit}</Button>
                <Button variant="secondary" data-danger aria-label={format(s.deleteLabel, { name: r.name })} disabled={r.isDefault} onClick={() => openDialog('remove', r.id)}>{strings.common.delete}</Button>
              </>
            )}
            {isVendorRole(r) && <span className="portico-admin-role-builtin">{s.builtIn}</span>}
          </div>
        ),
      },
    ],
    [s, strings, openDialog, setDefaultRole, defaultChange.status, canWrite],
  );
  const removing = roles.find((r) => r.id === dialogs.remove.target);
  const actionError = dialogs.edit.status === 'error' ? dialogs.edit.error : dialogs.permissions.status === 'error' ? dialogs.permissions.error
    : defaultChange.status === 'error' ? defaultChange.error : undefined;
  return (
    <div className="portico-admin-section" data-section-id="roles" data-status={status}>
      <SectionHeader title={s.title} description={s.description} actions={canWrite && <Button className="portico-admin-role-create" onClick={() => openDialog('create')}>{s.create}</Button>} />
      <ReadOnlyNote action="roles.write" />
      <Notices error={error ?? actionError} />
      <DataTable name="roles" caption={s.title} data={roles} columns={columns} getRowId={(r) => r.id} loading={status === 'loading'} />
      <PermissionMatrix />
      <RoleFormDialog mode="create" />
      <RoleFormDialog mode="edit" />
      <ConfirmDialog
        name="removeRole"
        state={dialogs.remove}
        onClose={() => closeDialog('remove')}
        title={format(s.deleteDialog.title, { name: removing?.name ?? '' })}
        description={s.deleteDialog.body}
        submitLabel={s.deleteDialog.submit}
        danger
        onConfirm={() => dialogs.remove.target && void deleteRole(dialogs.remove.target)}
      />
    </div>
  );
}
