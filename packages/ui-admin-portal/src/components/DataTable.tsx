import { flexRender, useTable, type ColumnVisibilityState, type RowData, type SortingState } from '@tanstack/react-table';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button, menuInView, ScrollRegion, Spinner } from '@portico/ui-kit';
import { useAdmin } from '../context';
import { countText, format } from '../localization';
import { useNumbers } from './format';
import { adminTableFeatures, type AdminColumnDef } from './tableFeatures';

/** Props of {@link DataTable}: data and paging come from a store; sorting, paging and search are server-side. */
export interface DataTableProps<T extends RowData> {
  name: string;
  caption: string;
  data: T[];
  columns: AdminColumnDef<T>[];
  getRowId: (row: T) => string;
  loading?: boolean;
  /** Server-side paging (0-based page). Absent: no pager. */
  paging?: { page: number; pageCount: number; total: number; onPage: (page: number) => void };
  /** Server-side sorting: one column at a time. */
  sorting?: { id: string; desc: boolean } | null;
  onSort?: (id: string, desc: boolean) => void;
  /** Server-side text search (debounced 300 ms). */
  search?: { value: string; onSearch: (text: string) => void };
  /** Extra controls beside the search box (filters). */
  toolbar?: ReactNode;
  /** Columns hidden at first; the user toggles visibility in the Columns menu. */
  initiallyHidden?: string[];
  /** Show the column-visibility menu. */
  columnMenu?: boolean;
  /** A filter beside the search is set: an empty table then says nothing matches, not that nothing exists. */
  filtered?: boolean;
  /** The next step an empty table offers (e.g. the invite button), shown under `strings.empty[name]`. */
  emptyAction?: ReactNode;
}

/** A TanStack table with server-side paging, sorting and search, column visibility, and stable class names. */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { name, caption, data, columns, getRowId, loading, paging, sorting, onSort, search, toolbar } = props;
  const { strings } = useAdmin();
  const formatNumber = useNumbers();
  const searchId = useId();
  const [visibility, setVisibility] = useState<ColumnVisibilityState>(() => Object.fromEntries((props.initiallyHidden ?? []).map((c) => [c, false])));
  const sortState: SortingState = sorting ? [sorting] : [];
  // Before the first rows arrive the table says it is loading; "0 items" would claim there are none.
  const firstLoad = Boolean(loading) && data.length === 0;
  const table = useTable({
    features: adminTableFeatures,
    data,
    columns,
    getRowId,
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    pageCount: paging?.pageCount ?? 1,
    state: { sorting: sortState, columnVisibility: visibility, pagination: { pageIndex: paging?.page ?? 0, pageSize: Math.max(data.length, 1) } },
    onColumnVisibilityChange: setVisibility,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sortState) : updater;
      const first = next[0];
      if (first && onSort) onSort(first.id, first.desc);
    },
  });
  const [text, setText] = useState(search?.value ?? '');
  useEffect(() => {
    if (!search || text === search.value) return;
    const t = setTimeout(() => search.onSearch(text), 300);
    return () => clearTimeout(t);
  }, [text, search]);

  return (
    <div className="portico-admin-table-wrap" data-table={name} data-loading={loading || undefined}>
      {(search || toolbar || props.columnMenu) && (
        <div className="portico-admin-toolbar">
          {search && (
            <div className="portico-admin-search">
              <label htmlFor={searchId} className="portico-visually-hidden">{strings.table.search}</label>
              <input id={searchId} type="search" className="portico-input" placeholder={strings.table.search} value={text} onChange={(e) => setText(e.target.value)} />
            </div>
          )}
          {toolbar}
          {props.columnMenu && (
            <details ref={menuInView} className="portico-admin-columns">
              <summary>{strings.table.columns}</summary>
              <div className="portico-admin-columns-list">
                {table.getAllLeafColumns().filter((c) => c.getCanHide()).map((c) => (
                  <label key={c.id} className="portico-admin-checkbox">
                    <input type="checkbox" className="portico-checkbox" checked={c.getIsVisible()} onChange={c.getToggleVisibilityHandler()} />
                    <span>{typeof c.columnDef.header === 'string' ? c.columnDef.header : c.id}</span>
                  </label>
                ))}
              </div>
            </details>
          )}
        </div>
      )}
      <ScrollRegion className="portico-admin-table-scroll" label={format(strings.table.region, { caption })}>
        <table className="portico-admin-table" aria-busy={loading || undefined}>
          <caption className="portico-visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((g) => (
              <tr key={g.id}>
                {g.headers.map((h) => {
                  const sorted = h.column.getIsSorted();
                  // Sorting is server-side: a column opts in with enableSorting, no accessor needed.
                  const canSort = Boolean(onSort) && h.column.columnDef.enableSorting === true;
                  const label = flexRender(h.column.columnDef.header, h.getContext());
                  return (
                    <th key={h.id} scope="col" className="portico-admin-th" data-column={h.column.id} aria-sort={sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined}>
                      {canSort ? (
                        <button type="button" className="portico-admin-sort" onClick={() => onSort?.(h.column.id, sorted === 'desc' ? false : sorted === 'asc' ? true : false)}>
                          {label}
                          <span aria-hidden="true">{sorted === 'desc' ? ' ↓' : sorted === 'asc' ? ' ↑' : ''}</span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="portico-admin-tr" data-row-id={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="portico-admin-td" data-column={cell.column.id}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {firstLoad && (
              <tr>
                <td className="portico-admin-td portico-admin-table-loading" colSpan={table.getVisibleLeafColumns().length}>
                  <div className="portico-admin-table-loading-state"><Spinner label={strings.common.loading} /></div>
                </td>
              </tr>
            )}
            {data.length === 0 && !loading && (
              <tr>
                <td className="portico-admin-td portico-admin-table-empty" colSpan={table.getVisibleLeafColumns().length}>
                  <EmptyState name={name} narrowed={Boolean(search?.value) || Boolean(props.filtered)} action={props.emptyAction} />
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </ScrollRegion>
      {paging && (
        <div className="portico-admin-pager">
          <span className="portico-admin-pager-text" aria-live="polite">
            {!firstLoad && <>{format(strings.table.page, { page: formatNumber(paging.page + 1), pages: formatNumber(Math.max(paging.pageCount, 1)) })} · {countText(paging.total, strings.table.total, strings.table.totalOne, formatNumber(paging.total))}</>}
          </span>
          <Button variant="secondary" disabled={paging.page <= 0} onClick={() => paging.onPage(paging.page - 1)}>{strings.table.previous}</Button>
          <Button variant="secondary" disabled={paging.page + 1 >= paging.pageCount} onClick={() => paging.onPage(paging.page + 1)}>{strings.table.next}</Button>
        </div>
      )}
    </div>
  );
}

/** What an empty table says: nothing matches a search or filter, or what fills it and what to do next. */
function EmptyState({ name, narrowed, action }: { name: string; narrowed: boolean; action?: ReactNode }) {
  const { strings } = useAdmin();
  if (narrowed) return <p className="portico-admin-table-empty-text">{strings.table.noMatches}</p>;
  const text = (strings.empty as Partial<Record<string, string>>)[name] ?? strings.table.empty;
  return (
    <div className="portico-admin-table-empty-state" data-empty-state={name}>
      <p className="portico-admin-table-empty-text">{text}</p>
      {action && <div className="portico-admin-table-empty-action">{action}</div>}
    </div>
  );
}
