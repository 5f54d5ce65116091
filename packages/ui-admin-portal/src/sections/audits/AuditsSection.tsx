import { useMemo, useState } from 'react';
import { isPending, type AuditEntry } from '@portico/core-state/admin';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { DataTable } from '../../components/DataTable';
import { Notices } from '../../components/Notice';
import { SectionHeader } from '../../components/SectionHeader';
import type { AdminColumnDef } from '../../components/tableFeatures';
import { AuditFilters } from './AuditFilters';
import { AuditStats } from './AuditStats';
import { ColumnChooser } from './ColumnChooser';
import { useFormatter } from '../../components/format';
import { useAuditsSection } from './useAuditsSection';

/** Hands a file to the browser as a download (no request: the store already holds the file). */
function saveFile(file: File) {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The audit log: columns from the server, one sort, column filters, search, virtual paging, stats and CSV download. */
export default function AuditsSection() {
  const { strings } = useAdmin();
  const dates = useFormatter();
  const s = strings.audits;
  const { status, error, rows, page, hasMore, sort, search, exporting, visible, setSearch, setSort, setPage, exportCsv } = useAuditsSection();
  const [done, setDone] = useState('');
  const columns = useMemo<AdminColumnDef<AuditEntry>[]>(
    () => visible.map((c) => ({
      id: c.name,
      header: c.displayName,
      enableSorting: c.sortable !== false,
      cell: ({ row: { original: e } }) => {
        const v = e[c.name];
        if (v === undefined || v === null || v === '') return strings.common.none;
        if (c.type === 'Timestamp') return <time dateTime={String(v)}>{dates.dateTime(String(v))}</time>;
        if (c.type === 'Severity') return <span className="portico-admin-audits__severity" data-severity={String(v)}>{s.severities[v as keyof typeof s.severities] ?? String(v)}</span>;
        if (c.type === 'Json') return <code className="portico-admin-audits__json">{JSON.stringify(v)}</code>;
        return String(v);
      },
    })),
    [visible, dates, s, strings],
  );
  const download = async () => {
    setDone('');
    const file = await exportCsv();
    if (!file) return;
    saveFile(file);
    setDone(s.downloaded);
  };
  return (
    <div className="portico-admin-section portico-admin-audits" data-section-id="audits" data-status={status}>
      <SectionHeader title={s.title} description={s.description}
        actions={<Button className="portico-admin-audits__download" disabled={exporting.status === 'loading'} onClick={() => void download()}>
          {exporting.status === 'loading' ? s.downloading : s.download}</Button>} />
      <Notices error={error ?? exporting.error} success={done || undefined} />
      <AuditStats />
      <AuditFilters />
      <DataTable
        name="audits"
        caption={s.title}
        data={rows}
        columns={columns}
        getRowId={(e) => String(e.id ?? `${e.createdAt}-${e.action}`)}
        loading={isPending(status)}
        search={{ value: search, onSearch: (text) => void setSearch(text) }}
        sorting={{ id: sort.by, desc: sort.direction === 'desc' }}
        onSort={(id, desc) => void setSort(id, desc ? 'desc' : 'asc')}
        toolbar={<ColumnChooser />}
      />
      <nav className="portico-admin-pager portico-admin-audits__pager" aria-label={s.title}>
        <span className="portico-admin-pager-text" aria-live="polite">{format(s.pageLabel, { page: page + 1 })}</span>
        <Button variant="secondary" disabled={page <= 0 || status === 'loading'} onClick={() => void setPage(page - 1)}>{strings.table.previous}</Button>
        <Button variant="secondary" disabled={!hasMore || status === 'loading'} onClick={() => void setPage(page + 1)}>{strings.table.next}</Button>
      </nav>
    </div>
  );
}
