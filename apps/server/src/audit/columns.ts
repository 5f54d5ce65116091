import { badRequest } from '../http/errors';

/** API column name → table column and its type (the audits metadata's types); the only columns one may sort or filter on. */
export const AUDIT_COLUMNS = {
  createdAt: { col: 'created_at', type: 'Timestamp' },
  email: { col: 'email', type: 'Email' },
  action: { col: 'action', type: 'AlphaNumeric' },
  description: { col: 'description', type: 'AlphaNumeric' },
  ip: { col: 'ip', type: 'IpAddress' },
  severity: { col: 'severity', type: 'Severity' },
  userAgent: { col: 'user_agent', type: 'AlphaNumeric' },
  userId: { col: 'user_id', type: 'Id' },
  json: { col: 'json', type: 'Json' },
} as const;

/** A column name the audits list knows. */
export type AuditColumnName = keyof typeof AUDIT_COLUMNS;
/** True for a known column name. */
export const isAuditColumn = (k: string): k is AuditColumnName => Object.hasOwn(AUDIT_COLUMNS, k);
/** Columns with an index per sort (json has none). */
export const SORTABLE = new Set<AuditColumnName>(['createdAt', 'email', 'action', 'description', 'ip', 'severity', 'userAgent']);

/** Stored severities; other spellings (any case, the client's Info/Medium/High/Critical/Error) map onto them. */
export type Severity = 'INFO' | 'WARNING' | 'SEVERE';
const SEVERITY_ALIASES: Record<string, Severity> = {
  INFO: 'INFO', WARNING: 'WARNING', SEVERE: 'SEVERE', MEDIUM: 'WARNING', HIGH: 'SEVERE', CRITICAL: 'SEVERE', ERROR: 'SEVERE',
};

/** The stored severity of a filter value, or a 400 naming the accepted values. */
export function normaliseSeverity(value: string): Severity {
  const s = SEVERITY_ALIASES[value.trim().toUpperCase()];
  if (!s) throw badRequest('severity: Expected INFO, WARNING or SEVERE');
  return s;
}

/** A Timestamp filter: `YYYY-MM-DD` (that UTC day) or an ISO interval `from/to` (either side may be empty). */
export function timeRange(value: string): { from?: Date; to?: Date } {
  const parse = (v: string, end: boolean): Date | undefined => {
    if (!v) return undefined;
    const day = /^\d{4}-\d{2}-\d{2}$/.test(v);
    const d = new Date(day ? `${v}T00:00:00.000Z` : v);
    if (Number.isNaN(d.getTime())) throw badRequest('createdAt: Expected a date (YYYY-MM-DD) or an interval from/to');
    return day && end ? new Date(d.getTime() + 24 * 3600 * 1000) : d;
  };
  const [from = '', to, extra] = value.split('/');
  if (extra !== undefined) throw badRequest('createdAt: Expected a date (YYYY-MM-DD) or an interval from/to');
  // One value: that UTC day, or that millisecond (the precision the list answers with).
  if (to === undefined) {
    const at = parse(from, false);
    return { from: at, to: /^\d{4}-\d{2}-\d{2}$/.test(from) ? parse(from, true) : at && new Date(at.getTime() + 1) };
  }
  return { from: parse(from, false), to: parse(to, true) };
}
