import type { AdminColumnDef } from '../../components/tableFeatures';
import type { UserRow } from '@portico/core-state/admin';
import type { AdminStrings } from '../../localization';
import type { Formatter } from '../../components/format';
import { UserActions } from './UserActions';
import { UserBadges } from './UserBadges';
import { UserNameLink } from './UserNameLink';

/** The users table columns of the spec: user, applications, groups, roles, joinedAt, lastSeen, managedBy. */
export function userColumns(s: AdminStrings, f: Formatter): AdminColumnDef<UserRow>[] {
  const c = s.users.columns;
  const list = (v: string[]) => (v.length ? v.join(', ') : s.common.none);
  return [
    {
      id: 'name',
      header: c.user,
      enableSorting: true,
      enableHiding: false,
      cell: ({ row: { original: u } }) => (
        <div className="portico-admin-user">
          <UserNameLink user={u} />
          <span className="portico-admin-user-email">{u.email}</span>
          <UserBadges user={u} strings={s} dates={f} />
        </div>
      ),
    },
    { id: 'applications', header: c.applications, enableSorting: false, cell: ({ row }) => list(row.original.applications) },
    { id: 'groups', header: c.groups, enableSorting: false, cell: ({ row }) => list(row.original.groups) },
    { id: 'roles', header: c.roles, enableSorting: false, cell: ({ row }) => list(row.original.roles.map((r) => r.name)) },
    { id: 'createdAt', header: c.joinedAt, enableSorting: true, cell: ({ row }) => f.date(row.original.joinedAt, s.common.none) },
    { id: 'lastSeen', header: c.lastSeen, enableSorting: false, cell: ({ row }) => f.date(row.original.lastSeen, s.common.none) },
    {
      id: 'managedBy', header: c.managedBy, enableSorting: false,
      cell: ({ row: { original: u } }) => (
        <span className="portico-admin-user-managed-by" data-managed-by={u.managedBy}>{s.provisioning.managedBy[u.managedBy as keyof typeof s.provisioning.managedBy] ?? u.managedBy}</span>
      ),
    },
    { id: 'actions', header: s.common.actions, enableSorting: false, enableHiding: false, cell: ({ row }) => <UserActions user={row.original} /> },
  ];
}
