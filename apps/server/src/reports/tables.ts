import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, NullableJson } from '../db/columns';

/** A tenant's report of one template: settings, schedule and the window of its next run. */
export interface TenantReportTable {
  id: string;
  tenant_id: string;
  template_id: string;
  name: string;
  description: string | null;
  active: Generated<boolean>;
  schedule: NullableJson;
  /** The period the schedule names: daily, weekly, monthly or custom (null: none named). */
  schedule_interval: string | null;
  recipients: ColumnType<string[], string | undefined, string>;
  data_filters: ColumnType<Record<string, unknown>, string | undefined, string>;
  schedule_from: Timestamp;
  last_sent_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The reports module's tables (db/schema.ts composes every module's into `Database`). */
export interface ReportsTables {
  tenant_reports: TenantReportTable;
}
