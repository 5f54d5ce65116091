import { useEffect, useMemo } from 'react';
import type { AdminColumnDef } from '../../components/tableFeatures';
import { selectHasClientId, type TokenKind } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { DataTable } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/Dialog';
import { useFormatter } from '../../components/format';
import { Notices } from '../../components/Notice';
import { SectionHeader } from '../../components/SectionHeader';
import { CreateTokenDialog, SecretDialog } from './TokenDialogs';
import { ReadOnlyNote, useCan } from '../../access';

interface TokenRow {
  id: string;
  description: string;
  clientId?: string;
  type?: string;
  createdAt?: string;
  expires?: string | null;
  roleIds?: string[];
}

/** Personal or tenant API tokens: list, generate (secret shown once, 200 ms after the dialog closes), delete. */
export function TokensSection({ kind }: { kind: TokenKind }) {
  const { admin, strings } = useAdmin();
  const dates = useFormatter();
  const s = strings.tokens;
  const store = admin.apiTokens;
  const list = useStore(store, (st) => st[kind]);
  const hasClientId = useStore(store, selectHasClientId);
  const remove = useStore(store, (st) => st.dialogs.remove);
  const roles = useStore(admin.users, (st) => st.roles.data);
  const area = kind === 'personal' ? 'personalApiTokens' : 'apiTokens';
  const canWrite = useCan(`${area}.write`);
  const canDelete = useCan(`${area}.delete`);
  useEffect(() => {
    void store.getState().load(kind);
    if (kind === 'tenant') void admin.users.getState().loadRoles();
  }, [store, kind, admin]);
  const rows = useMemo<TokenRow[]>(
    () => list.data.map((t) => ({ id: t.id ?? t.clientId ?? '', description: t.description ?? '', clientId: t.clientId, type: t.type, createdAt: t.createdAt, expires: t.expires, roleIds: (t as { roleIds?: string[] }).roleIds })),
    [list.data],
  );
  const columns = useMemo<AdminColumnDef<TokenRow>[]>(() => {
    const c = s.columns;
    const out: AdminColumnDef<TokenRow>[] = [{ id: 'description', header: c.description, cell: ({ row }) => row.original.description || strings.common.none }];
    if (hasClientId) out.push({ id: 'clientId', header: c.clientId, cell: ({ row }) => <code>{row.original.clientId ?? strings.common.none}</code> });
    out.push(
      { id: 'type', header: c.type, cell: ({ row }) => (row.original.type ? s.types[row.original.type as keyof typeof s.types] ?? row.original.type : strings.common.none) },
      { id: 'createdAt', header: c.createdAt, cell: ({ row }) => dates.date(row.original.createdAt, strings.common.none) },
      { id: 'expires', header: c.expires, cell: ({ row }) => (row.original.expires ? dates.date(row.original.expires, strings.common.none) : s.never) },
    );
    if (kind === 'tenant') out.push({ id: 'roles', header: c.roles, cell: ({ row }) => (row.original.roleIds ?? []).map((id) => roles.find((r) => r.id === id)?.name ?? id).join(', ') || strings.common.none });
    if (canDelete) out.push({
      id: 'actions',
      header: strings.common.actions,
      enableHiding: false,
      cell: ({ row }) => (
        <Button variant="secondary" className="portico-admin-token-delete" aria-label={format(s.deleteLabel, { name: row.original.description || row.original.id })} onClick={() => store.getState().openDelete(row.original.id)}>
          {strings.common.delete}
        </Button>
      ),
    });
    return out;
  }, [s, strings, dates, hasClientId, kind, roles, store, canDelete]);
  return (
    <div className="portico-admin-section" data-section-id={kind === 'personal' ? 'personalApiTokens' : 'apiTokens'} data-status={list.status}>
      <SectionHeader
        title={kind === 'personal' ? s.personalTitle : s.tenantTitle}
        description={kind === 'personal' ? s.personalDescription : s.tenantDescription}
        actions={canWrite && <Button className="portico-admin-token-create" onClick={() => store.getState().openCreate(kind)}>{s.create}</Button>}
      />
      <ReadOnlyNote action={`${area}.write`} />
      <Notices error={list.status === 'error' ? list.error : undefined} />
      <DataTable name={`${kind}Tokens`} caption={kind === 'personal' ? s.personalTitle : s.tenantTitle} data={rows} columns={columns} getRowId={(r) => r.id} loading={list.status === 'loading'} />
      <CreateTokenDialog kind={kind} />
      <SecretDialog />
      <ConfirmDialog
        name="removeToken"
        state={remove}
        onClose={() => store.getState().closeDialog('remove')}
        title={s.deleteDialog.title}
        description={s.deleteDialog.body}
        submitLabel={s.deleteDialog.submit}
        danger
        onConfirm={() => remove.target && void store.getState().deleteToken(remove.target)}
      />
    </div>
  );
}
