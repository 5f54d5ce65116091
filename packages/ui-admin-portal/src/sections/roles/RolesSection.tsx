import { useMemo } from 'react';
import type { AdminColumnDef } from '../../components/tableFeatures';
import { isPending, type selectRoles } from '@portico/core-state/admin';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { DataTable } from '../../components/DataTable';
import { Notices } from '../../components/Notice';
import { SectionHeader } from '../../components/SectionHeader';
import { PermissionMatrix } from './PermissionMatrix';
import { ReadOnlyNote, useCan } from '../../access';
import { RoleActions } from './RoleActions';
import { LazyRoleDialogs, roleDialogs } from './dialogs';
import { preloadProps } from '../../components/LazyDialogs';
import { RoleNameLink } from './RoleNameLink';
import { useRoleActionError, useRolesSection } from './useRolesSection';

type RoleRow = ReturnType<typeof selectRoles>[number];

/** Roles of the tenant (default first) with create / edit / delete / make default, and the permission matrix. */
export default function RolesSection() {
  const { strings } = useAdmin();
  const s = strings.roles;
  const { roles, status, error, openDialog } = useRolesSection();
  const actionError = useRoleActionError();
  const canWrite = useCan('roles.write');
  const columns = useMemo<AdminColumnDef<RoleRow>[]>(
    () => [
      { id: 'name', header: s.columns.name, cell: ({ row }) => <RoleNameLink role={row.original} /> },
      { id: 'key', header: s.columns.key, cell: ({ row }) => <code>{row.original.key}</code> },
      { id: 'description', header: s.columns.description, cell: ({ row }) => row.original.description || strings.common.none },
      { id: 'permissions', header: s.columns.permissions, cell: ({ row }) => String(row.original.permissions?.length ?? 0) },
      { id: 'actions', header: strings.common.actions, cell: ({ row }) => <RoleActions role={row.original} /> },
    ],
    [s, strings],
  );
  return (
    <div className="portico-admin-section" data-section-id="roles" data-status={status}>
      <SectionHeader title={s.title} description={s.description} actions={canWrite && <Button className="portico-admin-role-create" {...preloadProps(roleDialogs)} onClick={() => openDialog('create')}>{s.create}</Button>} />
      <ReadOnlyNote action="roles.write" />
      <Notices error={error ?? actionError} />
      <DataTable name="roles" caption={s.title} data={roles} columns={columns} getRowId={(r) => r.id} loading={isPending(status)} />
      <PermissionMatrix />
      <LazyRoleDialogs />
    </div>
  );
}
