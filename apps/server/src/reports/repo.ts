import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** Period names of a schedule (checked against its cron by the service; the column refuses any other). */
export type ReportInterval = 'daily' | 'weekly' | 'monthly' | 'custom';

/** A stored tenant report (JSON columns decoded). */
export interface ReportRow {
  id: string;
  tenant_id: string;
  template_id: string;
  name: string;
  description: string | null;
  active: boolean;
  schedule: { cron: string; timezone?: string; interval?: ReportInterval } | null;
  recipients: string[];
  data_filters: Record<string, unknown>;
  schedule_from: Date;
  last_sent_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** Fields a create or update writes. */
export interface ReportFields {
  name?: string;
  description?: string | null;
  active?: boolean;
  schedule?: ReportRow['schedule'];
  recipients?: string[];
  data_filters?: Record<string, unknown>;
  schedule_from?: Date;
}

// PGlite and pg may hand jsonb back as text or as a value.
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
// The schedule's period lives in its own column (constrained) and reads back as part of the schedule.
const withInterval = (schedule: ReportRow['schedule'], interval: unknown): ReportRow['schedule'] =>
  schedule && typeof interval === 'string' ? { ...schedule, interval: interval as ReportInterval } : schedule;
const fix = (r: Record<string, unknown>): ReportRow => {
  const { schedule_interval: interval, ...row } = r;
  return { ...(row as unknown as ReportRow), schedule: withInterval(json(r.schedule), interval), recipients: json(r.recipients), data_filters: json(r.data_filters) };
};
const scheduleColumns = (schedule: ReportRow['schedule']) => {
  if (!schedule) return { schedule: null, schedule_interval: null };
  const { interval, ...rest } = schedule;
  return { schedule: JSON.stringify(rest), schedule_interval: interval ?? null };
};
const encode = (f: ReportFields) => ({
  ...(f.name !== undefined ? { name: f.name } : {}), ...(f.description !== undefined ? { description: f.description } : {}),
  ...(f.active !== undefined ? { active: f.active } : {}), ...(f.schedule !== undefined ? scheduleColumns(f.schedule) : {}),
  ...(f.recipients ? { recipients: JSON.stringify(f.recipients) } : {}), ...(f.data_filters ? { data_filters: JSON.stringify(f.data_filters) } : {}),
  ...(f.schedule_from ? { schedule_from: f.schedule_from } : {}),
});

/** The tenant's reports, newest first. */
export async function listReports(db: Db, tenantId: string): Promise<ReportRow[]> {
  const rows = await db.selectFrom('tenant_reports').selectAll().where('tenant_id', '=', tenantId).orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(fix);
}

export async function findReport(db: Db, tenantId: string, templateId: string): Promise<ReportRow | undefined> {
  const r = await db.selectFrom('tenant_reports').selectAll().where('tenant_id', '=', tenantId).where('template_id', '=', templateId).executeTakeFirst();
  return r && fix(r);
}

/** The tenant's report with this id (Frontegg's client names reports by their own id). */
export async function findReportById(db: Db, tenantId: string, id: string): Promise<ReportRow | undefined> {
  const r = await db.selectFrom('tenant_reports').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return r && fix(r);
}

/** Inserts the tenant's report of a template; undefined when one exists already (unique per tenant and template). */
export async function insertReport(db: Db, tenantId: string, templateId: string, f: ReportFields & { name: string }): Promise<ReportRow | undefined> {
  const r = await db.insertInto('tenant_reports').values({ id: crypto.randomUUID(), tenant_id: tenantId, template_id: templateId, ...encode(f), name: f.name })
    .onConflict((oc) => oc.columns(['tenant_id', 'template_id']).doNothing()).returningAll().executeTakeFirst();
  return r && fix(r);
}

export async function updateReport(db: Db, tenantId: string, templateId: string, f: ReportFields): Promise<ReportRow | undefined> {
  const r = await db.updateTable('tenant_reports').set({ ...encode(f), updated_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId).where('template_id', '=', templateId).returningAll().executeTakeFirst();
  return r && fix(r);
}

/** Active reports of every tenant that have a schedule (the due-check reads them). */
export async function scheduledReports(db: Db): Promise<ReportRow[]> {
  const rows = await db.selectFrom('tenant_reports').selectAll().where('active', '=', true).where('schedule', 'is not', null).execute();
  return rows.map(fix);
}

/**
 * Claims one run: moves the window start from `from` to `now` only if no other runner moved it first, so two
 * processes never send the same run twice.
 */
export async function claimRun(db: Db, id: string, from: Date, now: Date): Promise<boolean> {
  const r = await db.updateTable('tenant_reports').set({ schedule_from: now, last_sent_at: now }).where('id', '=', id)
    .where('schedule_from', '=', from).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function tenantName(db: Db, tenantId: string): Promise<string> {
  return (await db.selectFrom('tenants').select('name').where('id', '=', tenantId).executeTakeFirst())?.name ?? '';
}
