import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import type { Selectable } from 'kysely';
import { AUDIT_COLUMNS, type AuditColumnName } from './columns';
import { applyAuditFilters, orderAudits, type AuditFilters } from './query';

type AuditRow = Selectable<Database['audits']>;
/** Totals are exact up to this many rows; past it the list answers TOTAL_CAP + 1 ("more than"). */
export const TOTAL_CAP = 10_000;
const EXPORT_BATCH = 1000;

/** An audit row as the API answers it; `_id` and `user` repeat `id` and `email` under the names Frontegg's client reads. */
export function toEntry(r: AuditRow) {
  return {
    id: r.id, _id: r.id, user: r.email ?? undefined, createdAt: r.created_at.toISOString(), tenantId: r.tenant_id, vendorId: r.vendor_id, userId: r.user_id, email: r.email ?? undefined,
    action: r.action, description: r.description, ip: r.ip ?? undefined, severity: r.severity, userAgent: r.user_agent ?? undefined, json: r.json,
  };
}

const tenantAudits = (db: Db, vendorId: string, tenantId: string) =>
  db.selectFrom('audits').where('vendor_id', '=', vendorId).where('tenant_id', '=', tenantId);

/** One page (with one row more than asked, to tell whether another page exists). */
export async function listPage(db: Db, vendorId: string, tenantId: string, q: AuditFilters, sort: { col: AuditColumnName; dir: 'asc' | 'desc' }, offset: number, count: number) {
  const base = applyAuditFilters(tenantAudits(db, vendorId, tenantId), q);
  return orderAudits(base.selectAll(), sort).offset(offset).limit(count + 1).execute();
}

/** Matching rows counted up to TOTAL_CAP + 1: bounded work however large the log (no exact count over millions). */
export async function cappedTotal(db: Db, vendorId: string, tenantId: string, q: AuditFilters): Promise<number> {
  const capped = applyAuditFilters(tenantAudits(db, vendorId, tenantId), q).select(sql`1`.as('one')).limit(TOTAL_CAP + 1);
  const row = await db.selectFrom(capped.as('c')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Entries today (UTC) and SEVERE entries in the last 7 days; each walks its own index range. */
export async function stats(db: Db, vendorId: string, tenantId: string) {
  const startOfToday = new Date();
  startOfToday.setUTCHours(0, 0, 0, 0);
  const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000);
  const count = async (qb: ReturnType<typeof tenantAudits>) => Number((await qb.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const [today, severe] = await Promise.all([
    count(tenantAudits(db, vendorId, tenantId).where('created_at', '>=', startOfToday)),
    count(tenantAudits(db, vendorId, tenantId).where('severity', '=', 'SEVERE').where('created_at', '>=', weekAgo)),
  ]);
  return { totalToday: today, severeThisWeek: severe };
}

type Cursor = { v: unknown; at: string; id: string };
/** Rows after the cursor in (sort column, created_at, id) order; NULLs come first descending and last ascending, as PostgreSQL sorts. */
function after(c: Cursor, col: string, dir: 'asc' | 'desc') {
  const rest = dir === 'desc' ? sql`(created_at, id) < (${c.at}::timestamptz, ${c.id})` : sql`(created_at, id) > (${c.at}::timestamptz, ${c.id})`;
  if (col === 'created_at') return sql<SqlBool>`${rest}`;
  const ref = sql.ref(col);
  if (c.v === null) return dir === 'desc' ? sql<SqlBool>`((${ref} is null and ${rest}) or ${ref} is not null)` : sql<SqlBool>`(${ref} is null and ${rest})`;
  const key = dir === 'desc'
    ? sql`(${ref}, created_at, id) < (${c.v}, ${c.at}::timestamptz, ${c.id})`
    : sql`((${ref}, created_at, id) > (${c.v}, ${c.at}::timestamptz, ${c.id}) or ${ref} is null)`;
  return sql<SqlBool>`${key}`;
}

/** Every matching row in list order, in keyset batches (no deep offsets, no whole result in memory). */
export async function* exportRows(db: Db, vendorId: string, tenantId: string, q: AuditFilters, sort: { col: AuditColumnName; dir: 'asc' | 'desc' }) {
  const col = AUDIT_COLUMNS[sort.col].col;
  let cursor: Cursor | undefined;
  for (;;) {
    let qb = applyAuditFilters(tenantAudits(db, vendorId, tenantId), q);
    if (cursor) qb = qb.where(after(cursor, col, sort.dir));
    // created_at as text keeps its microseconds for the cursor (a JS Date would round to milliseconds).
    const rows = await orderAudits(qb.selectAll().select(sql<string>`created_at::text`.as('at_key')), sort).limit(EXPORT_BATCH).execute();
    for (const r of rows) yield r;
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1]!;
    cursor = { v: (last as Record<string, unknown>)[col], at: last.at_key, id: last.id };
  }
}
