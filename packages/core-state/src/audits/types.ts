import type { AuditEntry, AuditSortDirection, AuditsStats } from '@portico/rest-api/audits';
import type { AuditColumn } from '@portico/rest-api/metadata';

export type { AuditEntry, AuditColumn };
import type { ActionState, Loadable, LoadStatus } from '../shared/status';

/** The single sort column and its direction. */
export interface AuditsSort {
  by: string;
  direction: AuditSortDirection;
}

/** State of `admin.audits`. */
export interface AuditsState {
  status: LoadStatus;
  error?: string;
  /** The log's columns as the server describes them. */
  columns: AuditColumn[];
  /** Names of the columns shown, in the columns' order (Severity and User Agent hidden at first). */
  visible: string[];
  /** Entries of the current page. */
  rows: AuditEntry[];
  /** 0-based page; 20 entries per page (product-spec §9). */
  page: number;
  pageSize: number;
  /** Whether a next page exists (virtual paging: the server never counts the whole log). */
  hasMore: boolean;
  sort: AuditsSort;
  /** Free-text search. */
  search: string;
  /** Column filters, column name → value. */
  filters: Record<string, string>;
  stats: Loadable<AuditsStats | null>;
  /** The CSV download. */
  exporting: ActionState;
  /** Loads the columns, the stats and the first page. */
  load(): Promise<void>;
  /** Reloads the current page (the stats too). */
  refresh(): Promise<void>;
  setPage(page: number): Promise<void>;
  /** Sorts by one column (back to page 0). */
  setSort(by: string, direction: AuditSortDirection): Promise<void>;
  setSearch(text: string): Promise<void>;
  /** Sets a column filter; an empty value removes it. */
  setFilter(column: string, value: string): Promise<void>;
  clearFilters(): Promise<void>;
  /** Shows or hides a column (the table keeps at least one). */
  toggleColumn(name: string): void;
  /** The rows of the active search, filters and sort as `audits.csv` with the visible columns; undefined on failure. */
  exportCsv(): Promise<File | undefined>;
}
