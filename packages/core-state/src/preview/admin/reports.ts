import type { ReportDataFilters, ReportSchedule, TenantReport } from '@portico/rest-api/reports';
import type { ReportsApi } from '../../reports/api';
import type { PreviewDb } from './db';
import { refuse } from './users';

type Answer = <T>(value: () => T) => Promise<T>;

// The server's templates and messages (apps/server/src/reports/templates.ts).
const TEMPLATES: Record<string, { name: string; description: string }> = {
  users: { name: 'Users report', description: 'Members of the account, their roles, status and last sign-in' },
  'audit-activity': { name: 'Audit activity report', description: 'Audit events in a period, by action and severity' },
  security: { name: 'Security report', description: 'MFA enrolment, breached passwords, active sessions and severe events' },
};
const MSG = {
  unknownTemplate: 'Unknown report template',
  exists: 'A report of this template already exists',
  badCron: 'schedule.cron: not a valid cron expression (minute hour day month weekday)',
  scheduleNeedsRecipients: 'recipients: a scheduled report needs at least one recipient',
  intervalMismatch: { daily: 'once a day', weekly: 'once a week', monthly: 'once a month' } as Record<string, string>,
};
const CRON = /^\s*(\S+\s+){4}\S+\s*$/;
// The period each interval names, as cron fields (minute hour day month weekday); custom takes any cron.
const PERIOD: Record<string, RegExp> = { daily: /^\d+ \d+ \* \* \*$/, weekly: /^\d+ \d+ \* \* \d$/, monthly: /^\d+ \d+ \d+ \* \*$/ };
// Sample audit figures of the preview tenant (events by action).
const AUDIT_SAMPLE: [string, number][] = [['User logged in', 42], ['User updated', 7], ['Invitation accepted', 3], ['Lockout policy updated', 1]];

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (v: string | number) => String(v).replace(/[&<>"']/g, (ch) => ESC[ch]!);

/** The server's preview page layout over sample figures. */
function html(title: string, summary: [string, number][], columns: string[], rows: string[][]): string {
  const dl = summary.map(([k, v]) => `<div><dt>${esc(k)}</dt><dd>${esc(v)}</dd></div>`).join('');
  const table = columns.length
    ? `<table><thead><tr>${columns.map((c) => `<th scope="col">${esc(c)}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><h1>${esc(title)}</h1><p class="tenant">Acme</p><dl>${dl}</dl>${table}<p class="generated">Generated ${new Date().toISOString()}</p></body></html>`;
}

function render(db: PreviewDb, id: string, filters: ReportDataFilters): string {
  const t = TEMPLATES[id]!;
  if (id === 'users') {
    const status = (u: PreviewDb['users'][number]) => (u.isDisabled ? 'disabled' : u.activatedForTenant === false ? 'pending' : 'active');
    const search = typeof filters.search === 'string' ? filters.search.toLowerCase() : '';
    const list = db.users.filter((u) => (!search || `${u.email} ${u.name ?? ''}`.toLowerCase().includes(search)) && (!filters.status || status(u) === filters.status))
      .sort((a, b) => a.email.localeCompare(b.email));
    const n = (s: string) => list.filter((u) => status(u) === s).length;
    return html(t.name, [['Members', list.length], ['Active', n('active')], ['Pending activation', n('pending')], ['Disabled', n('disabled')]],
      ['Email', 'Name', 'Roles', 'Status', 'Joined', 'Last sign-in'],
      list.map((u) => [u.email, u.name ?? '', (u.roles ?? []).map((r) => r.name).join(', '), status(u), (u.createdAt ?? '').slice(0, 10), (u.lastLogin ?? '').slice(0, 10)]));
  }
  if (id === 'audit-activity') {
    const total = AUDIT_SAMPLE.reduce((s, [, c]) => s + c, 0);
    return html(t.name, [['Events', total], ['Info', total - 8], ['Warning', 8], ['Severe', 0]], ['Action', 'Events'], AUDIT_SAMPLE.map(([a, c]) => [a, String(c)]));
  }
  const active = db.users.filter((u) => !u.isDisabled);
  const mfa = active.filter((u) => u.mfaEnrolled).length;
  return html(t.name, [['Members', active.length], ['MFA enrolled', mfa], ['MFA not enrolled', active.length - mfa],
    ['Breached passwords', active.filter((u) => u.isBreachedPassword).length], ['Open sessions', db.sessions.length], ['Severe events', 0]], [], []);
}

/** The reports port over sample data, with the server's templates, refusals and preview page. */
export function previewReportsApi(db: PreviewDb, answer: Answer): ReportsApi {
  const reports: TenantReport[] = [];
  const template = (id: string, status = 404) => TEMPLATES[id] ?? (() => { throw refuse(status, MSG.unknownTemplate); })();
  const check = (b: Partial<TenantReport>, existing?: TenantReport) => {
    if (b.schedule && !CRON.test(b.schedule.cron)) throw refuse(400, MSG.badCron);
    const interval = b.schedule?.interval;
    if (interval && PERIOD[interval] && !PERIOD[interval].test(b.schedule!.cron.trim().replace(/\s+/g, ' '))) {
      throw refuse(400, `schedule.interval: the cron does not run ${MSG.intervalMismatch[interval]}`);
    }
    if ((b.schedule ?? existing?.schedule) && !(b.recipients ?? existing?.recipients ?? []).length) throw refuse(400, MSG.scheduleNeedsRecipients);
  };
  // As the server answers a schedule: the zone in both readings (UTC when none is set) and the report's switch.
  const scheduleOf = ({ cron, interval, timezone, tz }: ReportSchedule, active: boolean): ReportSchedule =>
    ({ cron, ...(timezone ?? tz ? { timezone: timezone ?? tz } : {}), ...(interval ? { interval } : {}), tz: timezone ?? tz ?? 'UTC', active });
  const make = (templateId: string, b: Partial<TenantReport>): TenantReport => {
    const t = template(templateId, 400);
    const now = new Date().toISOString();
    const active = b.active ?? b.schedule?.active ?? true;
    return { id: `report-${templateId}`, templateId, status: active ? 'active' : 'inactive', type: 'html', name: b.name ?? t.name, description: b.description ?? t.description, active,
      ...(b.schedule ? { schedule: scheduleOf(b.schedule, active) } : {}), recipients: (b.recipients ?? []).map((e) => e.toLowerCase()), dataFilters: b.dataFilters ?? {}, createdAt: now, updatedAt: now };
  };
  return {
    getTenantReports: () => answer(() => structuredClone([...reports].reverse())),
    getTenantReport: (id) => answer(() => (template(id), structuredClone(reports.find((r) => r.templateId === id) ?? (() => { throw refuse(404, 'Not found'); })()))),
    createTenantReport: ({ templateId, ...b }) =>
      answer(() => {
        check(b);
        const created = make(templateId, b);
        if (reports.some((r) => r.templateId === templateId)) throw refuse(409, MSG.exists);
        reports.push(created);
        return structuredClone(created);
      }),
    updateTenantReport: (templateId, b) =>
      answer(() => {
        template(templateId);
        const existing = reports.find((r) => r.templateId === templateId);
        check(b, existing);
        if (!existing) return structuredClone((reports.push(make(templateId, b)), reports.at(-1)!));
        Object.assign(existing, b, b.recipients ? { recipients: b.recipients.map((e) => e.toLowerCase()) } : {}, { updatedAt: new Date().toISOString() });
        if (b.active === undefined && b.schedule?.active !== undefined) existing.active = b.schedule.active;
        existing.status = existing.active === false ? 'inactive' : 'active';
        if (existing.schedule) existing.schedule = scheduleOf(existing.schedule, existing.active !== false);
        return structuredClone(existing);
      }),
    previewReport: ({ id, dataFilters }) =>
      answer(() => (template(id), render(db, id, dataFilters ?? reports.find((r) => r.templateId === id)?.dataFilters ?? {}))),
  };
}
