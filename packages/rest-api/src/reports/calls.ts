import type { ApiClient } from '../core/client';
import { REPORTS } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import { toBase64Json } from '../core/token';
import type {
  CreateTenantReportRequest,
  PreviewReportQuery,
  PreviewReportRequest,
  ReportDataFilters,
  TenantReport,
  TenantReportPayload,
  TenantReportSettings,
  UpdateTenantReportRequest,
} from './types';

const TENANT_REPORTS = `${REPORTS}/resources/reports/v2`;
const TRIGGERS = `${REPORTS}/engine/resources/triggers/v1`;

/** Report filters travel as base64 of JSON (spec §5); absent filters are left out. */
const encodeFilters = (filters: ReportDataFilters | undefined): string | undefined =>
  filters === undefined ? undefined : toBase64Json(filters);

function toPayload<T extends TenantReportSettings>(settings: T): Omit<T, 'dataFilters'> & TenantReportPayload {
  const { dataFilters, ...rest } = settings;
  const encoded = encodeFilters(dataFilters);
  return encoded === undefined ? rest : { ...rest, dataFilters: encoded };
}

/** `GET /reports/resources/reports/v2/tenant-reports`: the tenant's reports. */
export function getTenantReports(client: ApiClient, options?: CallOptions): Promise<TenantReport[]> {
  return request<TenantReport[]>(client, { signal: options?.signal, method: 'GET', path: `${TENANT_REPORTS}/tenant-reports` });
}

/** `GET /reports/resources/reports/v2/{templateId}/tenant-reports`: the tenant's report of one template. */
export function getTenantReport(client: ApiClient, templateId: string, options?: CallOptions): Promise<TenantReport> {
  return request<TenantReport>(client, {
    signal: options?.signal,
    method: 'GET',
    path: `${TENANT_REPORTS}/${encodeURIComponent(templateId)}/tenant-reports`,
  });
}

/** `POST /reports/resources/reports/v2/{templateId}/tenant-reports`: saves the settings of one report (filters as base64 JSON). */
export function updateTenantReport(
  client: ApiClient,
  templateId: string,
  body: UpdateTenantReportRequest,
  options?: CallOptions,
): Promise<TenantReport> {
  return request<TenantReport>(client, {
    signal: options?.signal,
    method: 'POST',
    path: `${TENANT_REPORTS}/${encodeURIComponent(templateId)}/tenant-reports`,
    body: toPayload(body),
  });
}

/** `POST /reports/resources/reports/v2/tenant-reports`: creates a tenant report from a template (filters as base64 JSON). */
export function createTenantReport(client: ApiClient, body: CreateTenantReportRequest, options?: CallOptions): Promise<TenantReport> {
  return request<TenantReport>(client, { signal: options?.signal, method: 'POST', path: `${TENANT_REPORTS}/tenant-reports`, body: toPayload(body) });
}

/** `GET /reports/engine/resources/triggers/v1/preview-report`: the rendered report (HTML text); filters as base64 JSON. */
export function previewReport(client: ApiClient, params: PreviewReportRequest, options?: CallOptions): Promise<string> {
  const query: PreviewReportQuery = { id: params.id, dataFilters: encodeFilters(params.dataFilters) };
  return request<string>(client, { signal: options?.signal, method: 'GET', path: `${TRIGGERS}/preview-report`, query: { ...query }, responseType: 'text' });
}
