import { Hono } from 'hono';
import { createTenantReportSchema, previewReportQuerySchema, updateTenantReportSchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { actor, requireAuth, requirePermission, type AppEnv } from '../access';
import { conflict, notFound } from '../http/errors';
import { body, query } from '../http/validate';
import { buildReport, reportHtml } from './render';
import { findReport, insertReport, listReports, updateReport } from './repo';
import { decodeFilters, parseFilters, reportFields, reportView, requireTemplate } from './service';
import { REPORT_MSG } from './templates';

const READ = 'fe.secure.read.reports';
const WRITE = 'fe.secure.write.reports';
const BASE = '/resources/reports/v2';
// The preview is a standalone page: nothing in it may run or load anything.
const PREVIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** `/reports`: the tenant's reports from vendor templates (list, read, create, save settings) and their preview. */
export function reportRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  app.get(`${BASE}/tenant-reports`, auth, requirePermission(READ), async (c) =>
    c.json((await listReports(deps.db, c.get('principal').tenantId)).map(reportView)));

  app.post(`${BASE}/tenant-reports`, auth, requirePermission(WRITE), async (c) => {
    const { templateId, ...input } = await body(c, createTenantReportSchema);
    const t = requireTemplate(templateId, 'body');
    const fields = reportFields(t, input);
    const saved = await insertReport(deps.db, c.get('principal').tenantId, t.id, { ...fields, name: fields.name ?? t.name, description: fields.description ?? t.description });
    if (!saved) throw conflict(REPORT_MSG.exists);
    await deps.audit.write({ ...actor(c), action: 'Report created', description: `Report "${saved.name}" created`, json: { templateId: t.id, recipients: saved.recipients, schedule: saved.schedule } });
    return c.json(reportView(saved), 201);
  });

  app.get(`${BASE}/:templateId/tenant-reports`, auth, requirePermission(READ), async (c) => {
    const t = requireTemplate(c.req.param('templateId'), 'path');
    const found = await findReport(deps.db, c.get('principal').tenantId, t.id);
    if (!found) throw notFound();
    return c.json(reportView(found));
  });

  // Saves the settings of the tenant's report of a template, creating it on first save.
  app.post(`${BASE}/:templateId/tenant-reports`, auth, requirePermission(WRITE), async (c) => {
    const t = requireTemplate(c.req.param('templateId'), 'path');
    const input = await body(c, updateTenantReportSchema);
    const tenantId = c.get('principal').tenantId;
    const existing = await findReport(deps.db, tenantId, t.id);
    const fields = reportFields(t, input, existing);
    const saved = existing
      ? await updateReport(deps.db, tenantId, t.id, fields)
      : await insertReport(deps.db, tenantId, t.id, { ...fields, name: fields.name ?? t.name, description: fields.description ?? t.description });
    if (!saved) throw conflict(REPORT_MSG.exists);
    await deps.audit.write({ ...actor(c), action: 'Report updated', description: `Report "${saved.name}" saved`, json: { templateId: t.id, fields: Object.keys(input), recipients: saved.recipients, schedule: saved.schedule } });
    return c.json(reportView(saved));
  });

  // The id is the template's; without filters in the query the tenant's saved filters apply.
  app.get('/engine/resources/triggers/v1/preview-report', auth, requirePermission(READ), async (c) => {
    const q = query(c, previewReportQuerySchema);
    const t = requireTemplate(q.id, 'path');
    const tenantId = c.get('principal').tenantId;
    const filters = q.dataFilters !== undefined
      ? decodeFilters(t, q.dataFilters).parsed
      : parseFilters(t, (await findReport(deps.db, tenantId, t.id))?.data_filters ?? {});
    const html = reportHtml(await buildReport(deps.db, tenantId, t, filters));
    return c.body(html, 200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': PREVIEW_CSP, 'cache-control': 'no-store' });
  });
  return app;
}
