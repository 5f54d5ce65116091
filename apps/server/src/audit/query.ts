import { isIP } from 'node:net';
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import { AUDIT_SEARCH_EXPR } from './migrations/20261123_audits_scale';
import { badRequest } from '../http/errors';
import { AUDIT_COLUMNS, isAuditColumn, normaliseSeverity, SORTABLE, timeRange, type AuditColumnName } from './columns';

type AuditQuery<O = object> = SelectQueryBuilder<Database, 'audits', O>;
/** Keys of the list/export payload that are not column filters. */
const NOT_FILTERS = new Set(['offset', 'count', 'sortBy', 'sortDirection', 'filter', 'paginationMode', 'headerProps']);
const likeText = (v: string) => `%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
const SEARCH = sql.raw(AUDIT_SEARCH_EXPR);
const WHOLE_EMAIL = /^[^\s@%_]+@[^\s@%_]+\.[^\s@%_]+$/;
const TEXT_COLUMNS = ['email', 'action', 'description', 'ip', 'user_agent'];

/** Sort, free text and column filters as the list and the export accept them. */
export interface AuditFilters {
  sortBy?: string | undefined;
  sortDirection?: 'asc' | 'desc' | undefined;
  filter?: string | undefined;
  [key: string]: unknown;
}

/** The sort column (createdAt by default) and direction; an unknown or unsortable column is a 400. */
export function auditSort(q: AuditFilters): { col: AuditColumnName; dir: 'asc' | 'desc' } {
  const col = q.sortBy ?? 'createdAt';
  if (!isAuditColumn(col) || !SORTABLE.has(col)) throw badRequest(`sortBy: Unknown column ${col}`);
  return { col, dir: q.sortDirection ?? 'desc' };
}

/**
 * A Json filter as a containment object (served by the jsonb GIN index): a JSON object as is, or `key:value` /
 * `key=value` (the value read as JSON when it parses, else as text). Free text inside documents is not searched.
 */
export function jsonFilter(value: string): Record<string, unknown> {
  try {
    const obj: unknown = JSON.parse(value);
    if (obj && typeof obj === 'object' && !Array.isArray(obj)) return obj as Record<string, unknown>;
  } catch { /* not JSON: key:value below */ }
  const m = /^\s*"?([^":=]+)"?\s*[:=]\s*(.*?)\s*$/.exec(value);
  if (!m) throw badRequest('json: Expected a JSON object or key:value');
  let v: unknown = m[2];
  try { v = JSON.parse(m[2]!); } catch { /* plain text value */ }
  return { [m[1]!.trim()]: v };
}

/** One column filter as SQL: each shape is served by an index (trigram, btree on severity/created_at, jsonb GIN). */
function columnFilter(key: AuditColumnName, value: string): Expression<SqlBool> {
  const { col, type } = AUDIT_COLUMNS[key];
  switch (type) {
    case 'Severity':
      return sql<SqlBool>`severity = ${normaliseSeverity(value)}`;
    case 'Timestamp': {
      const { from, to } = timeRange(value);
      // Bounds are written only when given, so the planner sees a plain range on (tenant_id, created_at).
      const parts = [...(from ? [sql`created_at >= ${from}`] : []), ...(to ? [sql`created_at < ${to}`] : [])];
      return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : sql<SqlBool>`true`;
    }
    case 'Id':
      return sql<SqlBool>`user_id::text = ${value.toLowerCase()}`;
    case 'Json':
      return sql<SqlBool>`json @> ${JSON.stringify(jsonFilter(value))}::jsonb`;
    case 'Email':
      // A whole address is an equality: (tenant_id, email, created_at) serves it already in list order.
      if (WHOLE_EMAIL.test(value.trim())) return sql<SqlBool>`email = ${value.trim().toLowerCase()}`;
      return contains(col, value);
    case 'IpAddress':
      if (isIP(value.trim())) return sql<SqlBool>`ip = ${value.trim()}`;
      return contains(col, value);
    default:
      return contains(col, value);
  }
}

/** "Contains", case-insensitive. */
function contains(col: string, value: string): Expression<SqlBool> {
  // The combined search text carries the trigram index; the column test keeps the match to this column.
  return sql<SqlBool>`${SEARCH} ilike ${likeText(value)} and ${sql.ref(col)} ilike ${likeText(value)}`;
}

/** Applies the free-text search and every column filter of `q` (unknown keys are a 400) to a tenant's audits query. */
export function applyAuditFilters<O>(base: AuditQuery<O>, q: AuditFilters): AuditQuery<O> {
  let out = base;
  if (q.filter) {
    const text = likeText(q.filter);
    // The combined text finds candidates through the trigram index; the per-column test drops matches across columns.
    const cols = TEXT_COLUMNS.map((c) => sql`${sql.ref(c)} ilike ${text}`);
    out = out.where(sql<SqlBool>`${SEARCH} ilike ${text} and (${sql.join(cols, sql` or `)})`);
  }
  for (const [key, raw] of Object.entries(q)) {
    if (NOT_FILTERS.has(key) || raw === undefined || raw === '') continue;
    if (!isAuditColumn(key)) throw badRequest(`${key}: Unknown column`);
    out = out.where(columnFilter(key, String(raw)));
  }
  return out;
}

/** Orders by the sort column, then created_at and id in the same direction, so each sort walks one index. */
export function orderAudits<O>(qb: AuditQuery<O>, sort: { col: AuditColumnName; dir: 'asc' | 'desc' }): AuditQuery<O> {
  const col = AUDIT_COLUMNS[sort.col].col;
  const ordered = col === 'created_at' ? qb : qb.orderBy(col, sort.dir);
  return ordered.orderBy('created_at', sort.dir).orderBy('id', sort.dir);
}
