/** Severity of an audit entry. */
export type AuditSeverity = 'Info' | 'Medium' | 'High' | 'Critical' | 'Error';

/** One audit-log entry; vendor-defined columns appear as further keys. */
export interface AuditEntry {
  id?: string;
  /** The same as `id` (the name Frontegg's client reads). */
  _id?: string;
  createdAt: string;
  /** Who acted: the same as `email` (the name Frontegg's client reads). */
  user?: string;
  email?: string;
  action?: string;
  description?: string;
  ip?: string;
  severity?: AuditSeverity | string;
  userAgent?: string;
  /** Extra data of the entry. */
  json?: Record<string, unknown>;
  tenantId?: string;
  vendorId?: string;
  [column: string]: unknown;
}

/** Sort direction of the single sort column. */
export type AuditSortDirection = 'asc' | 'desc';

/** Column filters: column name → value, e.g. `{ severity: 'High', email: 'ann@example.com' }`. */
export interface AuditColumnFilters {
  [column: string]: string | number | undefined;
}

/** Sort, free text and column filters, shared by the list and the export. */
export interface AuditsFilters extends AuditColumnFilters {
  sortBy?: string;
  sortDirection?: AuditSortDirection;
  /** Free-text search. */
  filter?: string;
}

/** Query of `GET /audits`. Unset paging and sort take the defaults (offset 0, count 20, createdAt desc). */
export interface GetAuditsQuery extends AuditsFilters {
  offset?: number;
  count?: number;
  /** `virtual`: the server may skip counting the total. */
  paginationMode?: 'virtual';
}

/** Response of `GET /audits`. */
export interface AuditsPage {
  data: AuditEntry[];
  total: number;
}

/** Response of `GET /audits/stats`. */
export interface AuditsStats {
  totalToday: number;
  severeThisWeek: number;
}

/** File format of an export: the `{endpoint}` of `POST /audits/export/{endpoint}`. */
export type AuditExportFormat = 'csv' | 'pdf';

/** A column of the exported file. */
export interface AuditExportHeader {
  /** Field name in the entries. */
  name: string;
  /** Header text. */
  displayName: string;
  type?: 'Timestamp' | 'Email' | 'AlphaNumeric' | 'IpAddress' | 'Severity' | 'Json';
}

/** `POST /audits/export/{endpoint}`, as the caller gives it. */
export interface ExportAuditsRequest {
  /** @default "csv" */
  endpoint?: AuditExportFormat;
  /** Columns to write, in order. */
  headerProps: AuditExportHeader[];
  /** The list's filters; the export always starts at offset 0. */
  filters?: AuditsFilters;
  /** Name of the returned file. @default "audits.csv" (`audits.{endpoint}`) */
  outputFileName?: string;
}
