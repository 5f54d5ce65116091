import type { Db } from '../db/connect';
import { auditCounts, members, securityFigures } from './data';
import { tenantName } from './repo';
import type { RangeFilters, ReportTemplate, UsersFilters } from './templates';

/** A computed report: summary figures and one table, rendered as HTML (preview) or text (mail). */
export interface ReportDocument {
  title: string;
  tenant: string;
  generatedAt: Date;
  period?: { from: Date; to: Date };
  summary: [label: string, value: number][];
  columns: string[];
  rows: string[][];
}

/** Default period of the dated templates: the last seven days. */
export const DEFAULT_PERIOD_DAYS = 7;
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '');

function period(f: RangeFilters, now: Date) {
  const to = f.to ?? now;
  return { from: f.from ?? new Date(to.getTime() - DEFAULT_PERIOD_DAYS * 86_400_000), to };
}

/** Computes the template's report over the tenant's current data. */
export async function buildReport(db: Db, tenantId: string, t: ReportTemplate, filters: UsersFilters | RangeFilters, now = new Date()): Promise<ReportDocument> {
  const base = { title: t.name, tenant: await tenantName(db, tenantId), generatedAt: now };
  if (t.id === 'users') {
    const list = await members(db, tenantId, filters as UsersFilters);
    const count = (s: string) => list.filter((m) => m.status === s).length;
    return {
      ...base, summary: [['Members', list.length], ['Active', count('active')], ['Pending activation', count('pending')], ['Disabled', count('disabled')]],
      columns: ['Email', 'Name', 'Roles', 'Status', 'Joined', 'Last sign-in'],
      rows: list.map((m) => [m.email, m.name ?? '', m.roles, m.status, day(m.joinedAt), day(m.lastLogin)]),
    };
  }
  const p = period(filters as RangeFilters, now);
  if (t.id === 'audit-activity') {
    const c = await auditCounts(db, tenantId, p.from, p.to, (filters as RangeFilters).severity);
    const total = c.byAction.reduce((n, a) => n + a.count, 0);
    return {
      ...base, period: p,
      summary: [['Events', total], ['Info', c.bySeverity.INFO ?? 0], ['Warning', c.bySeverity.WARNING ?? 0], ['Severe', c.bySeverity.SEVERE ?? 0]],
      columns: ['Action', 'Events'], rows: c.byAction.map((a) => [a.action, String(a.count)]),
    };
  }
  const s = await securityFigures(db, tenantId, p.from, p.to);
  return {
    ...base, period: p,
    summary: [['Members', s.members], ['MFA enrolled', s.mfaEnrolled], ['MFA not enrolled', s.mfaNotEnrolled], ['Breached passwords', s.breachedPasswords],
      ['Open sessions', s.activeSessions], ['Severe events', s.severeEvents]],
    columns: [], rows: [],
  };
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Member names and e-mails are user input: every value is escaped. */
const esc = (v: string | number) => String(v).replace(/[&<>"']/g, (ch) => ESC[ch]!);

/** The report as a standalone HTML page (no scripts, no external resources). */
export function reportHtml(d: ReportDocument): string {
  const period = d.period ? `<p class="period">${day(d.period.from)} – ${day(d.period.to)}</p>` : '';
  const summary = d.summary.map(([k, v]) => `<div><dt>${esc(k)}</dt><dd>${esc(v)}</dd></div>`).join('');
  const table = d.columns.length
    ? `<table><thead><tr>${d.columns.map((c) => `<th scope="col">${esc(c)}</th>`).join('')}</tr></thead><tbody>${
      d.rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(d.title)}</title></head><body>`
    + `<h1>${esc(d.title)}</h1><p class="tenant">${esc(d.tenant)}</p>${period}<dl>${summary}</dl>${table}`
    + `<p class="generated">Generated ${esc(d.generatedAt.toISOString())}</p></body></html>`;
}

/** The report as plain text (the mail a schedule sends). */
export function reportText(d: ReportDocument): string {
  const lines = [d.title, d.tenant, ...(d.period ? [`${day(d.period.from)} – ${day(d.period.to)}`] : []), ''];
  lines.push(...d.summary.map(([k, v]) => `${k}: ${v}`));
  if (d.columns.length) lines.push('', d.columns.join(' | '), ...d.rows.map((r) => r.join(' | ')));
  lines.push('', `Generated ${d.generatedAt.toISOString()}`);
  return lines.join('\n');
}
