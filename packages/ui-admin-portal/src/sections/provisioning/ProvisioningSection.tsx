import { useMemo } from 'react';
import { isPending, type ProvisioningConnection } from '@portico/core-state/admin';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import type { AdminColumnDef } from '../../components/tableFeatures';
import { CopyField } from '../../components/CopyField';
import { DataTable } from '../../components/DataTable';
import { preloadProps } from '../../components/LazyDialogs';
import { useFormatter } from '../../components/format';
import { Notices } from '../../components/Notice';
import { SectionHeader } from '../../components/SectionHeader';
import { LazyProvisioningDialogs, provisioningDialogs } from './dialogs';
import { ReadOnlyNote, useCan } from '../../access';
import { useProvisioningSection } from './useProvisioningSection';

/** SCIM 2.0 provisioning: the base URL, connections with their provisioned-user counts, create (token shown once), delete. */
export default function ProvisioningSection() {
  const { strings } = useAdmin();
  const dates = useFormatter();
  const s = strings.provisioning;
  const canWrite = useCan('provisioning.write');
  const canDelete = useCan('provisioning.delete');
  const { list, baseUrl, openDialog } = useProvisioningSection();
  const columns = useMemo<AdminColumnDef<ProvisioningConnection>[]>(() => [
    { id: 'connectionName', header: s.columns.name, cell: ({ row }) => <span className="portico-admin-provisioning__name">{row.original.connectionName}</span> },
    { id: 'source', header: s.columns.source, cell: ({ row }) => s.sources[row.original.source] ?? row.original.source },
    {
      id: 'users',
      header: s.columns.users,
      cell: ({ row }) => <span className="portico-admin-provisioning__count" data-count={row.original.userCount ?? ''}>{row.original.userCount ?? s.counting}</span>,
    },
    { id: 'createdAt', header: s.columns.createdAt, cell: ({ row }) => dates.date(row.original.createdAt, strings.common.none) },
    {
      id: 'actions',
      header: strings.common.actions,
      enableHiding: false,
      cell: ({ row }) => canDelete && (
        <Button variant="secondary" className="portico-admin-provisioning__delete" {...preloadProps(provisioningDialogs)} aria-label={format(s.deleteLabel, { name: row.original.connectionName })}
          onClick={() => openDialog('remove', row.original.id)}>
          {strings.common.delete}
        </Button>
      ),
    },
  ], [s, strings, dates, openDialog, canDelete]);
  return (
    <div className="portico-admin-section portico-admin-provisioning" data-section-id="provisioning" data-status={list.status}>
      <SectionHeader
        title={s.title}
        description={s.description}
        actions={canWrite && <Button className="portico-admin-provisioning__create" {...preloadProps(provisioningDialogs)} onClick={() => openDialog('create')}>{s.create}</Button>}
      />
      <ReadOnlyNote action="provisioning.write" />
      <Notices error={list.status === 'error' ? list.error : undefined} />
      {baseUrl && <CopyField name="scimBaseUrlShown" label={s.baseUrl} value={baseUrl} />}
      <DataTable name="scimConnections" caption={s.title} data={list.data} columns={columns} getRowId={(r) => r.id} loading={isPending(list.status)} />
      <LazyProvisioningDialogs />
    </div>
  );
}
