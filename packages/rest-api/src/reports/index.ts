export { getTenantReports, getTenantReport, updateTenantReport, createTenantReport, previewReport } from './calls';
export type {
  ReportDataFilters,
  ReportSchedule,
  ReportInterval,
  TenantReport,
  TenantReportSettings,
  CreateTenantReportRequest,
  UpdateTenantReportRequest,
  TenantReportPayload,
  PreviewReportRequest,
  PreviewReportQuery,
} from './types';
