import { useMemo } from 'react';
import { isPending, type UsersFilter } from '@portico/core-state/admin';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { DataTable } from '../../components/DataTable';
import { ApplicationsPanel } from './ApplicationsPanel';
import { Notices } from '../../components/Notice';
import { SectionHeader } from '../../components/SectionHeader';
import { SelectField } from '../../components/fields';
import { userColumns } from './columns';
import { LazyUserDialogs, userDialogs } from './dialogs';
import { preloadProps } from '../../components/LazyDialogs';
import { useFormatter } from '../../components/format';
import { ReadOnlyNote, useCan } from '../../access';
import { useUsersSection } from './useUsersSection';

const FILTERS: UsersFilter[] = ['mfa-unenrolled', 'breached-passwords', 'inactive'];

/** Users of the tenant: server-side table (20 per page, name DESC), search, filters, invite and row actions. */
export default function UsersSection() {
  const { strings, multiApp } = useAdmin();
  const dates = useFormatter();
  const s = strings.users;
  const { rows, paging, query, status, error, rowError, notice, setPage, setSort, setSearch, setFilter, openDialog } = useUsersSection();
  const canWrite = useCan('users.write');
  const preload = preloadProps(userDialogs);
  const columns = useMemo(() => userColumns(strings, dates), [strings, dates]);
  const search = useMemo(() => ({ value: query.search, onSearch: (t: string) => void setSearch(t) }), [query.search, setSearch]);
  return (
    <div className="portico-admin-section" data-section-id="users" data-status={status}>
      <SectionHeader
        title={s.title}
        description={s.description}
        actions={canWrite && (
          <>
            <Button variant="secondary" className="portico-admin-invite-link" {...preload} onClick={() => openDialog('inviteLink')}>{s.inviteLink}</Button>
            <Button variant="secondary" className="portico-admin-bulk-invite" {...preload} onClick={() => openDialog('bulkInvite')}>{s.bulkInvite}</Button>
            <Button className="portico-admin-invite" {...preload} onClick={() => openDialog('invite')}>{s.invite}</Button>
          </>
        )}
      />
      <ReadOnlyNote action="users.write" />
      <Notices success={notice ? s.notices[notice] : undefined} error={error ?? rowError} />
      <DataTable
        name="users"
        caption={s.title}
        data={rows}
        columns={columns}
        getRowId={(u) => u.id}
        loading={isPending(status)}
        columnMenu
        search={search}
        filtered={Boolean(query.filter)}
        emptyAction={<Button className="portico-admin-invite-empty" {...preload} onClick={() => openDialog('invite')}>{s.invite}</Button>}
        sorting={{ id: query.sortBy, desc: query.order === 'DESC' }}
        onSort={(id, desc) => void setSort(id as typeof query.sortBy, desc ? 'DESC' : 'ASC')}
        paging={{ page: paging.page, pageCount: paging.totalPages, total: paging.totalItems, onPage: (p) => void setPage(p) }}
        toolbar={
          <SelectField
            label={s.filter}
            className="portico-admin-filter"
            value={query.filter ?? ''}
            onChange={(e) => void setFilter((e.target.value || null) as UsersFilter | null)}
          >
            <option value="">{s.filters.all}</option>
            {FILTERS.map((f) => <option key={f} value={f}>{s.filters[f]}</option>)}
          </SelectField>
        }
      />
      {multiApp && <ApplicationsPanel />}
      <LazyUserDialogs />
    </div>
  );
}
