import type { TenantReport } from '@portico/rest-api/reports';
import type { ReportsState } from './types';

/** The tenant's report of a template, when saved. */
export const selectReport = (templateId: string) => (s: ReportsState): TenantReport | undefined =>
  s.reports.data.find((r) => r.templateId === templateId);
