import { Hono } from 'hono';
import { sql, type Expression, type SqlBool } from 'kysely';
import { getAuditsQuerySchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { requireAuth, requirePermission, type AppEnv } from '../http/context';
import { badRequest } from '../http/errors';
import { query } from '../http/validate';

/** API column name → table column; the only columns one may sort or filter on. */
const COLUMNS = {
  createdAt: 'created_at', email: 'email', action: 'action', description: 'description', ip: 'ip', severity: 'severity',
  userAgent: 'user_agent', userId: 'user_id',
} as const;
type Column = keyof typeof COLUMNS;
const isColumn = (k: string): k is Column => Object.hasOwn(COLUMNS, k);
/** Columns matched exactly (case-insensitively) by a column filter; the rest match as "contains". */
const EXACT = new Set<Column>(['severity', 'userId', 'createdAt']);
const PAGING_KEYS = new Set(['offset', 'count', 'sortBy', 'sortDirection', 'filter', 'paginationMode']);
const MAX_COUNT = 200;
const likeText = (v: string) => `%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** `GET /audits` and `GET /audits/stats` (§7.7) for the caller's tenant only; needs `fe.secure.read.audits`. */
export function auditRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/audits', requireAuth(deps), requirePermission('fe.secure.read.audits'));
  app.use('/audits/*', requireAuth(deps), requirePermission('fe.secure.read.audits'));

  app.get('/audits', async (c) => {
    const q = query(c, getAuditsQuerySchema);
    const tenantId = c.get('principal').tenantId;
    const sortBy = q.sortBy ?? 'createdAt';
    if (!isColumn(sortBy)) throw badRequest(`sortBy: Unknown column ${sortBy}`);
    const offset = q.offset ?? 0;
    const count = Math.min(q.count ?? 20, MAX_COUNT);
    const filters: [Column, string][] = [];
    for (const [key, value] of Object.entries(q)) {
      if (PAGING_KEYS.has(key) || value === undefined || value === '') continue;
      if (!isColumn(key)) throw badRequest(`${key}: Unknown column`);
      filters.push([key, String(value)]);
    }
    let base = deps.db.selectFrom('audits').where('vendor_id', '=', deps.vendor.id).where('tenant_id', '=', tenantId);
    if (q.filter) {
      const text = likeText(q.filter);
      base = base.where((eb) => eb.or([eb('email', 'ilike', text), eb('action', 'ilike', text), eb('description', 'ilike', text), eb('ip', 'ilike', text), eb('user_agent', 'ilike', text)]));
    }
    for (const [key, value] of filters) {
      const col = COLUMNS[key];
      base = base.where((): Expression<SqlBool> => (EXACT.has(key)
        ? sql<SqlBool>`lower(${sql.ref(col)}::text) = lower(${value})`
        : sql<SqlBool>`${sql.ref(col)}::text ilike ${likeText(value)}`));
    }
    const virtual = q.paginationMode === 'virtual';
    const rows = await base.selectAll().orderBy(COLUMNS[sortBy], q.sortDirection ?? 'desc').orderBy('id')
      .offset(offset).limit(virtual ? count + 1 : count).execute();
    // Virtual paging skips the count: total only says whether another page exists.
    const total = virtual
      ? offset + rows.length
      : Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    return c.json({
      data: rows.slice(0, count).map((r) => ({
        id: r.id, createdAt: r.created_at.toISOString(), tenantId: r.tenant_id, vendorId: r.vendor_id, userId: r.user_id, email: r.email ?? undefined,
        action: r.action, description: r.description, ip: r.ip ?? undefined, severity: r.severity, userAgent: r.user_agent ?? undefined, json: r.json,
      })),
      total,
    });
  });

  app.get('/audits/stats', async (c) => {
    const tenantId = c.get('principal').tenantId;
    const startOfToday = new Date();
    startOfToday.setUTCHours(0, 0, 0, 0);
    const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000);
    const row = await deps.db.selectFrom('audits').where('vendor_id', '=', deps.vendor.id).where('tenant_id', '=', tenantId)
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere('created_at', '>=', startOfToday).as('today'),
        eb.fn.countAll<number>().filterWhere((w) => w.and([w('created_at', '>=', weekAgo), w('severity', '=', 'SEVERE')])).as('severe'),
      ]).executeTakeFirstOrThrow();
    return c.json({ totalToday: Number(row.today), severeThisWeek: Number(row.severe) });
  });

  return app;
}
