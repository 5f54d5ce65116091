export { getAudits, getAuditsStats, exportAudits } from './calls';
export { AUDITS_DEFAULTS } from './constants';
export type {
  AuditSeverity,
  AuditEntry,
  AuditSortDirection,
  AuditColumnFilters,
  AuditsFilters,
  GetAuditsQuery,
  AuditsPage,
  AuditsStats,
  AuditExportFormat,
  AuditExportHeader,
  ExportAuditsRequest,
} from './types';
