import { useMemo } from 'react';
import type { Passkey } from '@portico/core-state/admin';
import { Button } from '@portico/ui-kit';
import type { AdminColumnDef } from '../../components/tableFeatures';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { DataTable } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/Dialog';
import { useFormatter } from '../../components/format';
import { Notices } from '../../components/Notice';
import { usePasskeys } from './usePrivacySection';

/** The user's passkeys: add one (the browser's dialog), see when each was last used, remove one. */
export function PasskeysTab() {
  const { strings } = useAdmin();
  const dates = useFormatter();
  const s = strings.passkeys;
  const { devices, canAdd, adding, removeDialog, add, openRemove, closeRemove, remove } = usePasskeys();
  const columns = useMemo<AdminColumnDef<Passkey>[]>(
    () => [
      { id: 'name', header: s.columns.name, cell: ({ row: { original: d } }) => d.deviceName ?? s.unnamed },
      { id: 'type', header: s.columns.type, cell: ({ row: { original: d } }) => (d.deviceType === 'CrossPlatform' ? s.types.crossPlatform : s.types.platform) },
      { id: 'createdAt', header: s.columns.createdAt, cell: ({ row }) => dates.date(row.original.createdAt, strings.common.none) },
      { id: 'lastUsedAt', header: s.columns.lastUsedAt, cell: ({ row }) => dates.date(row.original.lastUsedAt, s.neverUsed) },
      {
        id: 'actions',
        header: strings.common.actions,
        cell: ({ row: { original: d } }) => (
          <Button variant="secondary" className="portico-admin-passkey-remove" aria-label={format(s.removeLabel, { name: d.deviceName ?? s.unnamed })} onClick={() => openRemove(d.id)}>
            {s.remove}
          </Button>
        ),
      },
    ],
    [s, strings, dates, openRemove],
  );
  return (
    <div className="portico-admin-tab-content" data-tab-content="passkeys">
      <p className="portico-admin-muted">{s.description}</p>
      <Notices success={adding.status === 'success' ? s.added : undefined} error={adding.status === 'error' ? adding.error : devices.status === 'error' ? devices.error : undefined} />
      <DataTable name="passkeys" caption={s.title} data={devices.data} columns={columns} getRowId={(d) => d.id} loading={devices.status === 'loading'} />
      {canAdd && (
        <Button className="portico-admin-passkey-add" loading={adding.status === 'loading'} onClick={() => void add()}>
          {s.add}
        </Button>
      )}
      <ConfirmDialog name="removePasskey" state={removeDialog} onClose={() => closeRemove()} title={s.removeDialog.title} description={s.removeDialog.body} submitLabel={s.removeDialog.submit} danger onConfirm={() => removeDialog.target && void remove(removeDialog.target)} />
    </div>
  );
}
