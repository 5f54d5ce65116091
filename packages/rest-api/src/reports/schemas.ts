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

/** When a scheduled report is sent. */
export const reportScheduleSchema = z.object({
  cron: z.string().min(1),
  timezone: z.string().min(1).optional(),
});

const tenantReportFields = {
  name: z.string().min(1).optional(),
  description: z.string().optional(),
  active: z.boolean().optional(),
  schedule: reportScheduleSchema.optional(),
  recipients: z.array(z.email()).optional(),
  dataFilters: reportDataFiltersSchema.optional(),
};

/** `POST /reports/resources/reports/v2/tenant-reports`: a tenant's report from a template. */
export const createTenantReportSchema = z.object({ templateId: id, ...tenantReportFields });

/** `POST /reports/resources/reports/v2/{templateId}/tenant-reports`: the tenant's settings of one report. */
export const updateTenantReportSchema = z.object(tenantReportFields);

/** Query of `GET /reports/engine/resources/triggers/v1/preview-report`. */
export const previewReportQuerySchema = z.object({
  id,
  dataFilters: reportDataFiltersSchema.optional(),
});

/** A tenant report as the server answers it (filters decoded). */
export const tenantReportResponseSchema = z.strictObject({
  id: id,
  templateId: id,
  name: z.string().optional(),
  description: z.string().optional(),
  active: z.boolean().optional(),
  schedule: reportScheduleSchema.optional(),
  recipients: z.array(z.email()).optional(),
  dataFilters: z.record(z.string(), z.unknown()).optional(),
  createdAt: z.iso.datetime({ offset: true }).optional(),
  updatedAt: z.iso.datetime({ offset: true }).optional(),
});
