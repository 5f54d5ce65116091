import { useMemo } from 'react';
import type { IpRestriction } from '@portico/core-state/admin';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../../context';
import { format } from '../../../localization';
import { DataTable } from '../../../components/DataTable';
import { ConfirmDialog } from '../../../components/Dialog';
import { SelectField } from '../../../components/fields';
import { Notices } from '../../../components/Notice';
import type { AdminColumnDef } from '../../../components/tableFeatures';
import { IpConfigCard } from './IpConfigCard';
import { IpEntryDialog } from './IpEntryDialog';
import { useCan, ViewOnly } from '../../../access';
import { useIpRestrictions } from './useIpRestrictions';

/** IP restrictions: config (active, mode, my IP), the list of the shown strategy 4 per page, add / edit / delete. */
export default function IpRestrictionsTab() {
  const { strings } = useAdmin();
  const s = strings.restrictions.ip;
  const { list, paging, remove, myIp, configError, removing, risky, openDialog, closeDialog, showIpList, setIpPage, removeIp } = useIpRestrictions();
  const canWrite = useCan('security.write');
  const columns = useMemo<AdminColumnDef<IpRestriction>[]>(() => [
    { id: 'ip', header: s.columns.ip, cell: ({ row }) => <code className="portico-admin-restrictions__ip" dir="ltr">{row.original.ip}</code> },
    { id: 'description', header: s.columns.description, cell: ({ row }) => row.original.description || strings.common.none },
    { id: 'status', header: s.columns.status, cell: ({ row }) => <span className="portico-admin-badge" data-badge={row.original.isActive ? 'active' : 'inactive'}>{row.original.isActive ? s.statusActive : s.statusInactive}</span> },
    {
      id: 'actions',
      header: strings.common.actions,
      cell: ({ row: { original: e } }) => canWrite && (
        <div className="portico-admin-row-actions">
          <Button variant="secondary" aria-label={format(s.editLabel, { ip: e.ip })} onClick={() => openDialog('ipEdit', e.id)}>{strings.common.edit}</Button>
          <Button variant="secondary" data-danger aria-label={format(s.deleteLabel, { ip: e.ip })} onClick={() => openDialog('ipRemove', e.id)}>{strings.common.delete}</Button>
        </div>
      ),
    },
  ], [s, strings, openDialog, canWrite]);
  return (
    <div className="portico-admin-tab-content portico-admin-restrictions" data-tab-content="ipRestrictions">
      <p className="portico-admin-description">{s.description}</p>
      <Notices error={configError ?? list.error} />
      <ViewOnly action="security.write"><IpConfigCard /></ViewOnly>
      <div className="portico-admin-toolbar portico-admin-restrictions__toolbar">
        <SelectField label={s.shown} value={list.strategy} onChange={(e) => void showIpList(e.currentTarget.value as 'ALLOW' | 'BLOCK')}>
          <option value="ALLOW">{s.lists.ALLOW}</option>
          <option value="BLOCK">{s.lists.BLOCK}</option>
        </SelectField>
        {canWrite && <Button className="portico-admin-restrictions__add" onClick={() => openDialog('ipAdd')}>{s.add}</Button>}
      </div>
      <DataTable
        name="ipRestrictions"
        caption={s.lists[list.strategy]}
        data={list.items}
        columns={columns}
        getRowId={(e) => e.id}
        loading={list.status === 'loading'}
        paging={{ page: paging.page, pageCount: paging.totalPages, total: paging.totalItems, onPage: (p) => void setIpPage(p) }}
      />
      <IpEntryDialog mode="add" />
      <IpEntryDialog mode="edit" />
      <ConfirmDialog
        name="removeIp"
        state={remove}
        onClose={() => closeDialog('ipRemove')}
        title={format(s.deleteDialog.title, { ip: removing?.ip ?? '' })}
        description={risky ? format(s.lockout.body, { ip: myIp ?? '' }) : s.deleteDialog.body}
        submitLabel={risky ? s.lockout.confirm : s.deleteDialog.submit}
        danger
        onConfirm={() => remove.target && void removeIp(remove.target)}
      />
    </div>
  );
}
