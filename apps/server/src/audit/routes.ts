import type { Hono } from 'hono';
import { exportAuditsParamsSchema, exportAuditsQuerySchema, exportAuditsSchema, getAuditsQuerySchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { signedInRouter, actor, requirePermission, type AppEnv } from '../access';
import { badRequest } from '../http/errors';
import { bodyRead, check, query } from '../http/validate';
import { isAuditColumn } from './columns';
import { csvLine } from './csv';
import { auditSort } from './query';
import { cappedTotal, exportRows, listPage, stats, toEntry } from './repo';

const MAX_COUNT = 200;
/** The query of Frontegg's export reading without the file name (the client's own, not a filter). */
const fronteggFilters = ({ outputFileName: _name, ...filters }: Record<string, unknown>) => filters;
/** Fields an export may name besides the list's columns. */
const EXPORT_EXTRA = new Set(['tenantId', 'vendorId', 'id', '_id', 'user']);

/** `GET /audits`, `GET /audits/stats` and `POST /audits/export/{endpoint}` (§7.7) for the caller's tenant only; need `fe.secure.read.audits`. */
export function auditRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  const read = requirePermission('fe.secure.read.audits');

  app.get('/audits', read, async (c) => {
    const q = query(c, getAuditsQuerySchema);
    const tenantId = c.get('principal').tenantId;
    const sort = auditSort(q);
    const offset = q.offset ?? 0;
    const count = Math.min(q.count ?? 20, MAX_COUNT);
    const rows = await listPage(deps.db, deps.vendor.id, tenantId, q, sort, offset, count);
    // Virtual paging: total only says whether another page exists. Otherwise a count capped at TOTAL_CAP + 1.
    const total = q.paginationMode === 'virtual' ? offset + rows.length : await cappedTotal(deps.db, deps.vendor.id, tenantId, q);
    return c.json({ data: rows.slice(0, count).map(toEntry), total });
  });

  app.get('/audits/stats', read, async (c) => c.json(await stats(deps.db, deps.vendor.id, c.get('principal').tenantId)));

  app.post('/audits/export/:endpoint', read, async (c) => {
    const { endpoint } = check(exportAuditsParamsSchema, { endpoint: c.req.param('endpoint') });
    if (endpoint !== 'csv') throw badRequest('endpoint: Only csv export is available');
    // Frontegg's client sends the columns as `properties` and the filters in the query: both readings meet in one schema.
    const fromProperties = (raw: unknown) => {
      const r = raw as { properties?: unknown; headerProps?: unknown } | null;
      return r && typeof r === 'object' && r.properties !== undefined && r.headerProps === undefined
        ? { ...fronteggFilters(query(c, exportAuditsQuerySchema)), headerProps: r.properties } : raw;
    };
    const { headerProps, offset: _offset, ...filters } = await bodyRead(c, exportAuditsSchema, fromProperties);
    for (const h of headerProps) if (!isAuditColumn(h.name) && !EXPORT_EXTRA.has(h.name)) throw badRequest(`headerProps: Unknown column ${h.name}`);
    const sort = auditSort(filters);
    const who = actor(c);
    const rows = exportRows(deps.db, deps.vendor.id, who.tenantId, filters, sort);
    // Validate the filters before the first byte is sent: a bad filter is still a 400, not a broken download.
    const first = await rows.next();
    const enc = new TextEncoder();
    let written = 0;
    const line = (r: Parameters<typeof toEntry>[0]) => {
      const e = toEntry(r) as Record<string, unknown>;
      return csvLine(headerProps.map((h) => e[h.name]));
    };
    const finish = async (ctrl: ReadableStreamDefaultController<Uint8Array>) => {
      ctrl.close();
      await deps.audit.write({ ...who, action: 'Audit log exported', description: `Exported ${written} audit entries as CSV`, json: { rows: written, filters } });
    };
    const stream = new ReadableStream<Uint8Array>({
      start(ctrl) {
        ctrl.enqueue(enc.encode(csvLine(headerProps.map((h) => h.displayName))));
        if (!first.done) { ctrl.enqueue(enc.encode(line(first.value))); written++; }
      },
      async pull(ctrl) {
        if (first.done) return finish(ctrl);
        // A few hundred lines per chunk: fewer, larger writes than one per row.
        let chunk = '';
        for (let i = 0; i < 500; i++) {
          const next = await rows.next();
          if (next.done) {
            if (chunk) ctrl.enqueue(enc.encode(chunk));
            return finish(ctrl);
          }
          chunk += line(next.value);
          written++;
        }
        ctrl.enqueue(enc.encode(chunk));
      },
      async cancel() { await rows.return(undefined); },
    });
    return new Response(stream, {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="audits.csv"', 'cache-control': 'no-store' },
    });
  });

  return app;
}
