import type { CreateTenantReportRequest, PreviewReportRequest, TenantReport, UpdateTenantReportRequest } from '@portico/rest-api/reports';
import type { ActionState, Loadable } from '../shared/status';

/** State of `admin.reports`: the tenant's reports, the last save and the last preview. */
export interface ReportsState {
  reports: Loadable<TenantReport[]>;
  save: ActionState;
  /** The last preview: the report's HTML and which template it is of. */
  preview: Loadable<{ id: string; html: string } | null>;
  load(): Promise<void>;
  create(body: CreateTenantReportRequest): Promise<boolean>;
  /** Saves settings of the report of `templateId` (created on first save); the list shows the saved report. */
  update(templateId: string, body: UpdateTenantReportRequest): Promise<boolean>;
  loadPreview(params: PreviewReportRequest): Promise<boolean>;
}
