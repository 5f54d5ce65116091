import { useMemo } from 'react';
import type { NotificationRow } from '@portico/core-state/admin';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { DataTable } from '../../components/DataTable';
import { Notices } from '../../components/Notice';
import type { AdminColumnDef } from '../../components/tableFeatures';
import { preloadProps } from '../../components/LazyDialogs';
import { connectivityDialogs } from './dialogs';
import { useCan } from '../../access';
import { useNotifications } from './useConnectivitySection';

/** Every catalogue event with its e-mail recipients, SMS numbers and Slack channels, each editable in a dialog. */
export function NotificationsTable() {
  const { strings } = useAdmin();
  const s = strings.connectivity.notify;
  const { rows, loading, state, openDialog } = useNotifications();
  const saved = state.status === 'success';
  const canEdit = [useCan('notifications.email'), useCan('notifications.sms'), useCan('notifications.slack')].every(Boolean);
  const columns = useMemo<AdminColumnDef<NotificationRow>[]>(() => {
    const list = (items: string[]) => (items.length ? items.join(', ') : s.none);
    return [
      { id: 'event', header: s.columns.event, cell: ({ row }) => row.original.name },
      { id: 'email', header: s.columns.email, cell: ({ row }) => <span className="portico-admin-connectivity__recipients">{list(row.original.email)}</span> },
      { id: 'sms', header: s.columns.sms, cell: ({ row }) => <span className="portico-admin-connectivity__recipients">{list(row.original.sms)}</span> },
      { id: 'slack', header: s.columns.slack, cell: ({ row }) => (row.original.slack.length ? format(s.count, { count: row.original.slack.length }) : s.none) },
      { id: 'actions', header: strings.common.actions, cell: ({ row: { original: r } }) => canEdit && (
        <Button variant="secondary" {...preloadProps(connectivityDialogs)} aria-label={format(s.editLabel, { name: r.name })} onClick={() => openDialog('notify', r.eventKey)}>{strings.common.edit}</Button>
      ) },
    ];
  }, [s, strings, openDialog, canEdit]);
  return (
    <section className="portico-admin-connectivity__notify" aria-labelledby="portico-admin-connectivity-notify-title">
      <h3 id="portico-admin-connectivity-notify-title" className="portico-admin-connectivity__notify-title">{s.title}</h3>
      <p className="portico-admin-connectivity__notify-description">{s.description}</p>
      <Notices success={saved ? s.saved : undefined} />
      <DataTable name="notifications" caption={s.title} data={rows} columns={columns} getRowId={(r) => r.eventKey} loading={loading} />
    </section>
  );
}
