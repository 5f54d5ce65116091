/** Report data filters: the caller gives an object; the client sends it as base64 of its JSON. */
export type ReportDataFilters = Record<string, unknown>;

/** When a scheduled report is sent. */
export interface ReportSchedule {
  /** Cron expression, e.g. `0 8 * * 1`. */
  cron: string;
  /** IANA time zone of the cron expression. */
  timezone?: string;
  /** The cron's period: every day, every week (one weekday), every month (one day of the month), or `custom`. */
  interval?: ReportInterval;
  /** Frontegg's client's reading of the zone: answers carry it (UTC when no `timezone` is set). */
  tz?: string;
  /** Frontegg's client's reading of the report's `active`: answers carry it. */
  active?: boolean;
}

/** Period names of a schedule. */
export type ReportInterval = 'daily' | 'weekly' | 'monthly' | 'custom';

/** A tenant's report, made from a vendor template. */
export interface TenantReport {
  id: string;
  templateId: string;
  /** `active` or `inactive`: the same as `active` (the name Frontegg's client reads). */
  status?: 'active' | 'inactive';
  /** The format the report renders in. */
  type?: 'html';
  name?: string;
  description?: string;
  active?: boolean;
  schedule?: ReportSchedule;
  recipients?: string[];
  /** Filters as stored (decoded). */
  dataFilters?: ReportDataFilters;
  createdAt?: string;
  updatedAt?: string;
}

/** Settings of a tenant report, as the caller gives them. */
export interface TenantReportSettings {
  name?: string;
  description?: string;
  active?: boolean;
  schedule?: ReportSchedule;
  /** E-mail addresses the scheduled report goes to. */
  recipients?: string[];
  dataFilters?: ReportDataFilters;
}

/** `POST /reports/resources/reports/v2/tenant-reports`. */
export interface CreateTenantReportRequest extends TenantReportSettings {
  templateId: string;
}

/** `POST /reports/resources/reports/v2/{templateId}/tenant-reports`. */
export type UpdateTenantReportRequest = TenantReportSettings;

/** A tenant-report body as sent: data filters already encoded as base64 of JSON. */
export interface TenantReportPayload extends Omit<TenantReportSettings, 'dataFilters'> {
  templateId?: string;
  dataFilters?: string;
}

/** `GET /reports/engine/resources/triggers/v1/preview-report`, as the caller gives it. */
export interface PreviewReportRequest {
  /** The report (template) to render. */
  id: string;
  dataFilters?: ReportDataFilters;
}

/** The preview query as sent. */
export interface PreviewReportQuery {
  id: string;
  /** Base64 of the filters' JSON. */
  dataFilters?: string;
}
