import { z } from 'zod';

// Request payloads of the reports domain. Data filters travel as base64 of JSON (spec §5).

const id = z.string().min(1);

/** True when `text` is base64 of a JSON object. */
function isBase64JsonObject(text: string): boolean {
  try {
    const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** Report data filters as sent: base64 of a JSON object. */
export const reportDataFiltersSchema = z
  .string()
  .min(1)
  .refine(isBase64JsonObject, { message: 'dataFilters must be base64 of a JSON object' });

/** The periods a schedule may name (Frontegg's client's `ReportSchedule.interval`); `custom` is any other cron. */
export const REPORT_INTERVALS = ['daily', 'weekly', 'monthly', 'custom'] as const;

/** When a scheduled report is sent: the cron decides, `interval` names its period (checked against the cron). */
export const reportScheduleSchema = z.object({
  cron: z.string().min(1),
  timezone: z.string().min(1).optional(),
  interval: z.enum(REPORT_INTERVALS, { error: 'Expected daily, weekly, monthly or custom' }).optional(),
  /** Frontegg's client's reading: the zone (`timezone`, UTC when none is set). */
  tz: z.string().min(1).optional(),
  /** Frontegg's client's reading: whether the report is sent (the report's `active`). */
  active: z.boolean().optional(),
});

/** A schedule as a request may send it: in either reading (zone as `timezone` or `tz`; `active` switches the report). */
export const reportScheduleRequestSchema = reportScheduleSchema;

const tenantReportFields = {
  name: z.string().min(1).optional(),
  description: z.string().optional(),
  active: z.boolean().optional(),
  schedule: reportScheduleRequestSchema.optional(),
  recipients: z.array(z.email()).optional(),
  dataFilters: reportDataFiltersSchema.optional(),
  /** Frontegg's client's switch: `active` or `inactive` (the same as `active`). */
  status: z.enum(['active', 'inactive']).optional(),
  /** Frontegg's client's output format; reports are rendered as HTML only. */
  type: z.literal('html', { error: 'Reports are rendered as html only' }).optional(),
};

/** `POST /reports/resources/reports/v2/tenant-reports`: a tenant's report from a template. */
export const createTenantReportSchema = z.object({ templateId: id, ...tenantReportFields });

/** `POST /reports/resources/reports/v2/{templateId}/tenant-reports`: the tenant's settings of one report. */
export const updateTenantReportSchema = z.object(tenantReportFields);

/**
 * Query of `GET /reports/engine/resources/triggers/v1/preview-report`: the template as `id`, or as `templateId` with
 * `responseType` and a file `name` (Frontegg's client's reading). Either id may also be the tenant report's own id.
 */
export const previewReportQuerySchema = z.object({
  id: id.optional(),
  templateId: id.optional(),
  dataFilters: reportDataFiltersSchema.optional(),
  responseType: z.literal('html', { error: 'Reports are rendered as html only' }).optional(),
  name: z.string().max(200).optional(),
}).refine((q) => q.id !== undefined || q.templateId !== undefined, { message: 'Invalid input: expected string, received undefined', path: ['id'] });

/** `POST /reports/engine/resources/triggers/v1/tenant-reports`: sends the tenant's report of a template now. */
export const sendTenantReportSchema = z.object({
  templateId: id,
  to: z.array(z.email()).min(1).max(20),
});

/** A tenant report as the server answers it (filters decoded). */
export const tenantReportResponseSchema = z.strictObject({
  id: id,
  templateId: id,
  /** `active` or `inactive`: the same as `active` (Frontegg's client reads `status`). */
  status: z.enum(['active', 'inactive']).optional(),
  /** The format the report renders in (Frontegg's client reads `type`). */
  type: z.literal('html').optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  active: z.boolean().optional(),
  schedule: reportScheduleSchema.optional(),
  recipients: z.array(z.email()).optional(),
  dataFilters: z.record(z.string(), z.unknown()).optional(),
  createdAt: z.iso.datetime({ offset: true }).optional(),
  updatedAt: z.iso.datetime({ offset: true }).optional(),
});
