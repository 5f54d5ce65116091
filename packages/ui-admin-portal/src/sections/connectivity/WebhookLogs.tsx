import { useMemo } from 'react';
import { WEBHOOK_LOGS_PAGE_SIZE } from '@portico/core-state/admin';
import type { WebhookLog } from '@portico/core-state/admin';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { DataTable } from '../../components/DataTable';
import { Notices } from '../../components/Notice';
import type { AdminColumnDef } from '../../components/tableFeatures';
import { useFormatter } from '../../components/format';
import { useCan } from '../../access';
import { useWebhookLogs } from './useConnectivitySection';

/** One webhook's deliveries (offset 0, limit 10 pages): event, state, receiver status, duration, attempts; retry per row. */
export function WebhookLogs() {
  const { strings } = useAdmin();
  const dates = useFormatter();
  const s = strings.connectivity;
  const canRetry = useCan('webhooks.write');
  const { logs, retry, names, hook, loadLogs, retryLog } = useWebhookLogs();
  const columns = useMemo<AdminColumnDef<WebhookLog>[]>(() => [
    { id: 'event', header: s.logColumns.event, cell: ({ row }) => names[row.original.eventKey ?? ''] ?? row.original.eventKey ?? strings.common.none },
    { id: 'status', header: s.logColumns.status, cell: ({ row }) => (
      <span className="portico-admin-connectivity__log-status" data-status={row.original.status}>{row.original.status ? s.statuses[row.original.status] : strings.common.none}</span>
    ) },
    { id: 'code', header: s.logColumns.code, cell: ({ row }) => row.original.statusCode ?? row.original.body ?? strings.common.none },
    { id: 'duration', header: s.logColumns.duration, cell: ({ row }) => (row.original.durationMs === undefined ? strings.common.none : format(s.durationMs, { ms: row.original.durationMs })) },
    { id: 'attempts', header: s.logColumns.attempts, cell: ({ row }) => row.original.attempts ?? strings.common.none },
    { id: 'at', header: s.logColumns.at, cell: ({ row }) => dates.dateTime(row.original.createdAt, strings.common.none) },
    { id: 'actions', header: strings.common.actions, cell: ({ row: { original: l } }) => (l.status === 'delivering' || !canRetry ? null : (
      <Button variant="secondary" className="portico-admin-connectivity__retry" aria-label={format(s.retryLabel, { id: l._id.slice(0, 8) })}
        loading={retry.status === 'loading' && retry.logId === l._id} onClick={() => void retryLog(l._id)}>{s.retry}</Button>
    )) },
  ], [s, strings, names, dates, retry, retryLog, canRetry]);
  if (!logs.data.webhookId || !hook) return null;
  const page = Math.floor(logs.data.offset / WEBHOOK_LOGS_PAGE_SIZE);
  return (
    <section className="portico-admin-connectivity__logs" aria-label={format(s.logsTitle, { name: hook.displayName })}>
      <div className="portico-admin-connectivity__logs-header">
        <h3>{format(s.logsTitle, { name: hook.displayName })}</h3>
        <Button variant="secondary" className="portico-admin-connectivity__refresh" onClick={() => void loadLogs(hook._id, logs.data.offset)}>{s.refresh}</Button>
      </div>
      <Notices success={retry.status === 'success' ? s.retryQueued : undefined} error={retry.status === 'error' ? retry.error : undefined} />
      <DataTable
        name="webhookLogs"
        caption={format(s.logsTitle, { name: hook.displayName })}
        data={logs.data.rows}
        columns={columns}
        getRowId={(l) => l._id}
        loading={logs.status === 'loading'}
        paging={{ page, pageCount: Math.max(1, Math.ceil(logs.data.total / WEBHOOK_LOGS_PAGE_SIZE)), total: logs.data.total,
          onPage: (p) => void loadLogs(hook._id, p * WEBHOOK_LOGS_PAGE_SIZE) }}
      />
    </section>
  );
}
