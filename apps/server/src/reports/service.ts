import type { z } from 'zod';
import type { updateTenantReportSchema } from '@portico/rest-api/schemas';
import type { Db } from '../db/connect';
import type { Deps } from '../deps';
import { badRequest, notFound } from '../http/errors';
import { log } from '../http/log';
import { issueMessages } from '../http/validate';
import { isTimeZone, nextRun, parseCron, runsEvery } from './cron';
import { buildReport, reportText } from './render';
import { claimRun, findReportById, scheduledReports, type ReportFields, type ReportInterval, type ReportRow } from './repo';
import { REPORT_MSG, templateOf, type RangeFilters, type ReportTemplate, type UsersFilters } from './templates';

/** A report as the calls answer it (the shape of `@portico/rest-api`'s TenantReport). */
export interface TenantReportView {
  id: string;
  templateId: string;
  /** `active` as Frontegg's client reads it. */
  status: 'active' | 'inactive';
  /** The format reports render in. */
  type: 'html';
  name: string;
  description?: string;
  active: boolean;
  /** Both readings: ours (`timezone`, set or absent) and Frontegg's client's (`tz`, always; `active`). */
  schedule?: { cron: string; timezone?: string; interval?: ReportInterval; tz: string; active: boolean };
  recipients: string[];
  dataFilters: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

export function reportView(r: ReportRow): TenantReportView {
  return {
    id: r.id, templateId: r.template_id, status: r.active ? 'active' : 'inactive', type: 'html', name: r.name, ...(r.description ? { description: r.description } : {}), active: r.active,
    ...(r.schedule ? { schedule: { ...r.schedule, tz: r.schedule.timezone ?? 'UTC', active: r.active } } : {}), recipients: r.recipients, dataFilters: r.data_filters,
    createdAt: r.created_at.toISOString(), updatedAt: r.updated_at.toISOString(),
  };
}

/** The template of an id, or 404 (path) / 400 (body) with the same message. */
export function requireTemplate(id: string, where: 'path' | 'body'): ReportTemplate {
  const t = templateOf(id);
  if (!t) throw where === 'path' ? notFound(REPORT_MSG.unknownTemplate) : badRequest(REPORT_MSG.unknownTemplate);
  return t;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The template of an id, or of the tenant's report with that id (Frontegg's client names a report by its own id). */
export async function resolveTemplate(db: Db, tenantId: string, ref: string, where: 'path' | 'body'): Promise<ReportTemplate> {
  if (templateOf(ref) || !UUID.test(ref)) return requireTemplate(ref, where);
  return requireTemplate((await findReportById(db, tenantId, ref))?.template_id ?? ref, where);
}

type SettingsRequest = z.output<typeof updateTenantReportSchema>;

/**
 * Settings in either reading as this server stores them. Frontegg's client sends the zone as `schedule.tz`, the switch
 * as `status` or `schedule.active`, a format `type` and no recipients: a first schedule in that reading goes to
 * `scheduler` (the admin who set it), since its client has no field to name anyone.
 */
export function fromFronteggSettings(input: SettingsRequest, scheduler?: string): ReportInput {
  const { status, type, schedule, ...rest } = input;
  const active = rest.active ?? (status !== undefined ? status === 'active' : schedule?.active);
  const timezone = schedule?.timezone ?? schedule?.tz;
  const fronteggReading = status !== undefined || type !== undefined || schedule?.tz !== undefined || schedule?.active !== undefined;
  return {
    ...rest, ...(active !== undefined ? { active } : {}),
    ...(schedule ? { schedule: { cron: schedule.cron, ...(timezone ? { timezone } : {}), ...(schedule.interval ? { interval: schedule.interval } : {}) } } : {}),
    ...(fronteggReading && schedule && !rest.recipients && scheduler ? { recipients: [scheduler] } : {}),
  };
}

/** Decodes base64-of-JSON filters and checks them against the template; 400 naming the bad field. */
export function decodeFilters(t: ReportTemplate, encoded: string | undefined): { raw: Record<string, unknown>; parsed: UsersFilters | RangeFilters } {
  const raw = encoded ? (JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Record<string, unknown>) : {};
  return { raw, parsed: parseFilters(t, raw) };
}

/** Stored (decoded) filters checked against the template. */
export function parseFilters(t: ReportTemplate, raw: Record<string, unknown>): UsersFilters | RangeFilters {
  const r = t.filters.safeParse(raw);
  if (!r.success) throw badRequest(...issueMessages(r.error).map((m) => `dataFilters.${m}`));
  return r.data;
}

/** The settings a create or update carries, checked: filters, cron, time zone. */
export interface ReportInput {
  name?: string;
  description?: string;
  active?: boolean;
  schedule?: { cron: string; timezone?: string; interval?: ReportInterval };
  recipients?: string[];
  dataFilters?: string;
}

export function reportFields(t: ReportTemplate, input: ReportInput, existing?: ReportRow): ReportFields {
  const cron = input.schedule && parseCron(input.schedule.cron);
  if (input.schedule && !cron) throw badRequest(REPORT_MSG.badCron);
  if (cron && input.schedule?.interval && !runsEvery(cron, input.schedule.interval)) throw badRequest(REPORT_MSG.intervalMismatch(input.schedule.interval));
  if (input.schedule?.timezone && !isTimeZone(input.schedule.timezone)) throw badRequest(REPORT_MSG.badZone);
  const schedule = input.schedule ?? existing?.schedule;
  const recipients = input.recipients ?? existing?.recipients ?? [];
  if (schedule && !recipients.length) throw badRequest(REPORT_MSG.scheduleNeedsRecipients);
  const scheduleChanged = input.schedule && JSON.stringify(input.schedule) !== JSON.stringify(existing?.schedule ?? null);
  return {
    ...(input.name !== undefined ? { name: input.name } : {}), ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}), ...(input.schedule ? { schedule: input.schedule } : {}),
    ...(input.recipients ? { recipients: [...new Set(input.recipients.map((e) => e.toLowerCase()))] } : {}),
    ...(input.dataFilters !== undefined ? { data_filters: decodeFilters(t, input.dataFilters).raw } : {}),
    // A new schedule starts counting from now: it never fires for times already past.
    ...(scheduleChanged ? { schedule_from: new Date() } : {}),
  };
}

/**
 * Sends every scheduled report whose next run (after its window start) is at or before `now`, one mail per recipient
 * through the outbox; returns how many reports were sent. The server calls it every minute; tests call it with a clock.
 */
export async function runDueReports(deps: Pick<Deps, 'db' | 'outbox'>, now = new Date()): Promise<number> {
  let sent = 0;
  for (const r of await scheduledReports(deps.db)) {
    const t = templateOf(r.template_id);
    const cron = r.schedule && parseCron(r.schedule.cron);
    if (!t || !cron || !r.recipients.length) continue;
    const next = nextRun(cron, r.schedule_from, r.schedule?.timezone ?? 'UTC');
    if (!next || next > now || !(await claimRun(deps.db, r.id, r.schedule_from, now))) continue;
    const doc = await buildReport(deps.db, r.tenant_id, t, parseFilters(t, r.data_filters), now);
    const text = reportText(doc);
    for (const to of r.recipients) await deps.outbox.send({ channel: 'email', to, subject: `${r.name} — ${doc.tenant}`, text });
    sent += 1;
  }
  return sent;
}

/** Runs the due-check every `everyMs` while the server runs; returns a stop function. */
export function startReportScheduler(deps: Pick<Deps, 'db' | 'outbox'>, everyMs = 60_000): () => void {
  const timer = setInterval(() => {
    runDueReports(deps).catch((e: unknown) => log.error({ err: e }, 'scheduled reports failed'));
  }, everyMs);
  // The schedule never keeps the process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
