import { useMemo } from 'react';
import type { AdminColumnDef } from '../../components/tableFeatures';
import { isPending, type TokenKind } from '@portico/core-state/admin';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { DataTable } from '../../components/DataTable';
import { useFormatter } from '../../components/format';
import { Notices } from '../../components/Notice';
import { SectionHeader } from '../../components/SectionHeader';
import { LazyTokenDialogs, tokenDialogs } from './dialogs';
import { preloadProps } from '../../components/LazyDialogs';
import { ReadOnlyNote, useCan } from '../../access';
import { useTokensSection } from './useTokensSection';

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
  const { strings } = useAdmin();
  const dates = useFormatter();
  const s = strings.tokens;
  const { list, hasClientId, roles, openCreate, openDelete } = useTokensSection(kind);
  const area = kind === 'personal' ? 'personalApiTokens' : 'apiTokens';
  const canWrite = useCan(`${area}.write`);
  const canDelete = useCan(`${area}.delete`);
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
        <Button variant="secondary" className="portico-admin-token-delete" {...preloadProps(tokenDialogs)} aria-label={format(s.deleteLabel, { name: row.original.description || row.original.id })} onClick={() => openDelete(row.original.id)}>
          {strings.common.delete}
        </Button>
      ),
    });
    return out;
  }, [s, strings, dates, hasClientId, kind, roles, openDelete, canDelete]);
  return (
    <div className="portico-admin-section" data-section-id={kind === 'personal' ? 'personalApiTokens' : 'apiTokens'} data-status={list.status}>
      <SectionHeader
        title={kind === 'personal' ? s.personalTitle : s.tenantTitle}
        description={kind === 'personal' ? s.personalDescription : s.tenantDescription}
        actions={canWrite && <Button className="portico-admin-token-create" {...preloadProps(tokenDialogs)} onClick={() => openCreate(kind)}>{s.create}</Button>}
      />
      <ReadOnlyNote action={`${area}.write`} />
      <Notices error={list.status === 'error' ? list.error : undefined} />
      <DataTable name={`${kind}Tokens`} caption={kind === 'personal' ? s.personalTitle : s.tenantTitle} data={rows} columns={columns} getRowId={(r) => r.id} loading={isPending(list.status)} />
      <LazyTokenDialogs />
    </div>
  );
}
