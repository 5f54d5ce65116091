import { useMemo } from 'react';
import { isPending, type WebhookConfig } from '@portico/core-state/admin';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { DataTable } from '../../components/DataTable';
import { LazyDialogs, preloadProps, useStoreDialogs } from '../../components/LazyDialogs';
import { Notices } from '../../components/Notice';
import { SectionHeader } from '../../components/SectionHeader';
import type { AdminColumnDef } from '../../components/tableFeatures';
import { ConnectivityCards } from './ConnectivityCards';
import { CreatedSecret } from './CreatedSecret';
import { NotificationsTable } from './NotificationsTable';
import { connectivityDialogs } from './dialogs';
import { WebhookLogs } from './WebhookLogs';
import { ReadOnlyNote, useCan } from '../../access';
import { useConnectivitySection } from './useConnectivitySection';

/** Connectivity: channel cards, the tenant's webhooks (create, edit, test, delete), a webhook's delivery log, and e-mail / SMS / Slack notifications. */
export default function ConnectivitySection() {
  const { strings, admin } = useAdmin();
  const s = strings.connectivity;
  const canWrite = useCan('webhooks.write');
  const { webhooks, removeError, openDialog, loadLogs } = useConnectivitySection();
  const dialogs = useStoreDialogs(admin.connectivity);
  const preload = preloadProps(connectivityDialogs);
  const columns = useMemo<AdminColumnDef<WebhookConfig>[]>(() => [
    { id: 'name', header: s.columns.name, cell: ({ row }) => row.original.displayName },
    { id: 'url', header: s.columns.url, cell: ({ row }) => <span className="portico-admin-connectivity__url">{row.original.url}</span> },
    { id: 'events', header: s.columns.events, cell: ({ row }) => row.original.eventKeys.length },
    { id: 'status', header: s.columns.status, cell: ({ row }) => (row.original.isActive ? s.active : s.inactive) },
    { id: 'actions', header: strings.common.actions, cell: ({ row: { original: w } }) => (
      <div className="portico-admin-row-actions">
        <Button variant="secondary" aria-label={format(s.logsLabel, { name: w.displayName })} onClick={() => void loadLogs(w._id)}>{s.logs}</Button>
        {canWrite && <Button variant="secondary" {...preload} aria-label={format(s.editLabel, { name: w.displayName })} onClick={() => openDialog('webhook', w._id)}>{strings.common.edit}</Button>}
        {canWrite && <Button variant="secondary" {...preload} data-danger aria-label={format(s.deleteLabel, { name: w.displayName })} onClick={() => openDialog('remove', w._id)}>{strings.common.delete}</Button>}
      </div>
    ) },
  ], [s, strings, openDialog, loadLogs, canWrite, preload]);
  return (
    <div className="portico-admin-section" data-section-id="webhooks" data-status={webhooks.status}>
      <SectionHeader title={s.title} description={s.description}
        actions={canWrite && <Button className="portico-admin-connectivity__create" {...preload} onClick={() => openDialog('webhook')}>{s.create}</Button>} />
      <ReadOnlyNote action="webhooks.write" />
      <ConnectivityCards />
      <Notices error={removeError} />
      <CreatedSecret />
      <DataTable name="webhooks" caption={s.webhooks} data={webhooks.data} columns={columns} getRowId={(w) => w._id} loading={isPending(webhooks.status)} />
      <WebhookLogs />
      <NotificationsTable />
      <LazyDialogs module={connectivityDialogs} open={dialogs.open} onClose={dialogs.close} />
    </div>
  );
}
