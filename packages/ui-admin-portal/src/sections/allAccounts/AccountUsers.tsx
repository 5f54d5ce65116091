import { useMemo } from 'react';
import type { SubAccount as Tenant, SubAccountUser as SubTenantUser } from '@portico/core-state/admin';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { DataTable } from '../../components/DataTable';
import type { AdminColumnDef } from '../../components/tableFeatures';
import { useCan } from '../../access';
import { useAccountUsers } from './useAllAccountsSection';
import { preloadProps } from '../../components/LazyDialogs';
import { accountDialogs } from './dialogs';

const label = (u: SubTenantUser) => u.name || u.email;

/** Users of one sub-account, 10 per page: roles there, access to lower sub-accounts, remove. */
export function AccountUsers({ account }: { account: Tenant }) {
  const { strings } = useAdmin();
  const s = strings.allAccounts;
  const canWrite = useCan('allAccounts.write');
  const { users, pending, setUserAccess, openDialog, setUsersPage } = useAccountUsers();
  const columns = useMemo<AdminColumnDef<SubTenantUser>[]>(() => [
    {
      id: 'user',
      header: s.users.columns.user,
      cell: ({ row: { original: u } }) => (
        <span className="portico-admin-user">
          <span className="portico-admin-user-name">{label(u)}</span>
          <span className="portico-admin-user-email">{u.email}</span>
          {u.activatedForTenant === false && <span className="portico-admin-badge">{s.users.pending}</span>}
        </span>
      ),
    },
    {
      id: 'roles',
      header: s.users.columns.roles,
      cell: ({ row: { original: u } }) =>
        (u.tenants?.find((t) => t.tenantId === account.tenantId)?.roles ?? []).map((r) => r.name || r.key).join(', ') || strings.common.none,
    },
    {
      id: 'access',
      header: s.users.columns.access,
      cell: ({ row: { original: u } }) => (
        <input
          type="checkbox"
          role="switch"
          className="portico-checkbox portico-admin-accounts__user-access"
          checked={u.subAccountAccessAllowed ?? false}
          disabled={!canWrite || !!pending[u.id]}
          aria-label={format(s.accessLabel, { name: label(u) })}
          onChange={(e) => void setUserAccess(u.id, e.target.checked)}
        />
      ),
    },
    {
      id: 'actions',
      header: s.users.columns.actions,
      cell: ({ row: { original: u } }) => canWrite && (
        <div className="portico-admin-row-actions">
          <Button variant="secondary" {...preloadProps(accountDialogs)} aria-label={format(s.editRolesLabel, { name: label(u) })} onClick={() => openDialog('editRoles', u.id)}>{s.editRoles}</Button>
          <Button variant="secondary" {...preloadProps(accountDialogs)} data-danger aria-label={format(s.removeUserLabel, { name: label(u) })} onClick={() => openDialog('removeUser', u.id)}>{strings.common.remove}</Button>
        </div>
      ),
    },
  ], [s, strings, setUserAccess, openDialog, account.tenantId, pending, canWrite]);
  return (
    <div className="portico-admin-accounts__users flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h4 className="portico-admin-subtitle">{format(s.users.title, { name: account.name })}</h4>
        {canWrite && <Button className="portico-admin-accounts__add-user w-auto" {...preloadProps(accountDialogs)} onClick={() => openDialog('addUser', account.tenantId)}>{s.users.add}</Button>}
      </div>
      <DataTable
        name="account-users"
        caption={format(s.users.title, { name: account.name })}
        data={users.items}
        columns={columns}
        getRowId={(u) => u.id}
        loading={users.status === 'loading'}
        paging={{ page: users.page, pageCount: users.totalPages, total: users.totalItems, onPage: (p) => void setUsersPage(p) }}
      />
    </div>
  );
}
