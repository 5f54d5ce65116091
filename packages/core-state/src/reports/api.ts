import type { ApiClient } from '@portico/rest-api';
import { createTenantReport, getTenantReport, getTenantReports, previewReport, updateTenantReport } from '@portico/rest-api/reports';
import type { CreateTenantReportRequest, PreviewReportRequest, TenantReport, UpdateTenantReportRequest } from '@portico/rest-api/reports';

/** The calls the reports store makes (REST or preview). */
export interface ReportsApi {
  getTenantReports(): Promise<TenantReport[]>;
  getTenantReport(templateId: string): Promise<TenantReport>;
  createTenantReport(body: CreateTenantReportRequest): Promise<TenantReport>;
  /** Saves the tenant's report of a template (created on first save). */
  updateTenantReport(templateId: string, body: UpdateTenantReportRequest): Promise<TenantReport>;
  /** The rendered report (HTML). */
  previewReport(params: PreviewReportRequest): Promise<string>;
}

/** {@link ReportsApi} over `@portico/rest-api` (data filters sent as base64 of JSON by the client). */
export const createReportsRestApi = (client: ApiClient): ReportsApi => ({
  getTenantReports: () => getTenantReports(client),
  getTenantReport: (templateId) => getTenantReport(client, templateId),
  createTenantReport: (body) => createTenantReport(client, body),
  updateTenantReport: (templateId, body) => updateTenantReport(client, templateId, body),
  previewReport: (params) => previewReport(client, params),
});
