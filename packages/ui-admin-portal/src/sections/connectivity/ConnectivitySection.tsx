import { useEffect, useMemo } from 'react';
import type { WebhookConfig } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { DataTable } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/Dialog';
import { Notices } from '../../components/Notice';
import { SectionHeader } from '../../components/SectionHeader';
import type { AdminColumnDef } from '../../components/tableFeatures';
import { ConnectivityCards } from './ConnectivityCards';
import { CreatedSecret } from './CreatedSecret';
import { NotificationsTable } from './NotificationsTable';
import { WebhookDialog } from './WebhookDialog';
import { WebhookLogs } from './WebhookLogs';
import { ReadOnlyNote, useCan } from '../../access';

/** Connectivity: channel cards, the tenant's webhooks (create, edit, test, delete), a webhook's delivery log, and e-mail / SMS / Slack notifications. */
export default function ConnectivitySection() {
  const { admin, strings } = useAdmin();
  const s = strings.connectivity;
  const store = admin.connectivity;
  const webhooks = useStore(store, (st) => st.webhooks);
  const canWrite = useCan('webhooks.write');
  const remove = useStore(store, (st) => st.dialogs.remove);
  const removing = useStore(store, (st) => st.webhooks.data.find((w) => w._id === st.dialogs.remove.target));
  const removeError = useStore(store, (st) => (st.dialogs.remove.status === 'error' ? st.dialogs.remove.error : undefined));
  useEffect(() => void store.getState().load(), [store]);
  const columns = useMemo<AdminColumnDef<WebhookConfig>[]>(() => [
    { id: 'name', header: s.columns.name, cell: ({ row }) => row.original.displayName },
    { id: 'url', header: s.columns.url, cell: ({ row }) => <span className="portico-admin-connectivity__url">{row.original.url}</span> },
    { id: 'events', header: s.columns.events, cell: ({ row }) => row.original.eventKeys.length },
    { id: 'status', header: s.columns.status, cell: ({ row }) => (row.original.isActive ? s.active : s.inactive) },
    { id: 'actions', header: strings.common.actions, cell: ({ row: { original: w } }) => (
      <div className="portico-admin-row-actions">
        <Button variant="secondary" aria-label={format(s.logsLabel, { name: w.displayName })} onClick={() => void store.getState().loadLogs(w._id)}>{s.logs}</Button>
        {canWrite && <Button variant="secondary" aria-label={format(s.editLabel, { name: w.displayName })} onClick={() => store.getState().openDialog('webhook', w._id)}>{strings.common.edit}</Button>}
        {canWrite && <Button variant="secondary" data-danger aria-label={format(s.deleteLabel, { name: w.displayName })} onClick={() => store.getState().openDialog('remove', w._id)}>{strings.common.delete}</Button>}
      </div>
    ) },
  ], [s, strings, store, canWrite]);
  return (
    <div className="portico-admin-section" data-section-id="webhooks" data-status={webhooks.status}>
      <SectionHeader title={s.title} description={s.description}
        actions={canWrite && <Button className="portico-admin-connectivity__create" onClick={() => store.getState().openDialog('webhook')}>{s.create}</Button>} />
      <ReadOnlyNote action="webhooks.write" />
      <ConnectivityCards />
      <Notices error={removeError} />
      <CreatedSecret />
      <DataTable name="webhooks" caption={s.webhooks} data={webhooks.data} columns={columns} getRowId={(w) => w._id} loading={webhooks.status === 'loading'} />
      <WebhookLogs />
      <WebhookDialog />
      <NotificationsTable />
      <ConfirmDialog
        name="removeWebhook"
        state={remove}
        onClose={() => store.getState().closeDialog('remove')}
        title={format(s.deleteDialog.title, { name: removing?.displayName ?? '' })}
        description={s.deleteDialog.body}
        submitLabel={s.deleteDialog.submit}
        danger
        onConfirm={() => remove.target && void store.getState().deleteWebhook(remove.target)}
      />
    </div>
  );
}
