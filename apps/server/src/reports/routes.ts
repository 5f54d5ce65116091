import type { Hono } from 'hono';
import { createTenantReportSchema, previewReportQuerySchema, sendTenantReportSchema, updateTenantReportSchema } from '@portico/rest-api/schemas';
import { deliver, spend } from '../budgets';
import type { Deps } from '../deps';
import { signedInRouter, actor, requirePermission, type AppEnv, type Ctx } from '../access';
import { requestMeta } from '../http/context';
import { conflict, notFound } from '../http/errors';
import { body, query } from '../http/validate';
import { buildReport, reportHtml, reportText } from './render';
import { findReport, insertReport, listReports, updateReport } from './repo';
import { decodeFilters, fromFronteggSettings, parseFilters, reportFields, reportView, requireTemplate, resolveTemplate } from './service';
import { REPORT_MSG } from './templates';

const READ = 'fe.secure.read.reports';
const WRITE = 'fe.secure.write.reports';
const BASE = '/resources/reports/v2';
const TRIGGERS = '/engine/resources/triggers/v1';
// The preview is a standalone page: nothing in it may run or load anything.
const PREVIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** `/reports`: the tenant's reports from vendor templates (list, read, create, save settings), their preview and sending now. */
export function reportRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  const tenant = (c: Ctx) => c.get('principal').tenantId;

  app.get(`${BASE}/tenant-reports`, requirePermission(READ), async (c) =>
    c.json((await listReports(deps.db, tenant(c))).map(reportView)));

  app.post(`${BASE}/tenant-reports`, requirePermission(WRITE), async (c) => {
    const { templateId, ...input } = await body(c, createTenantReportSchema);
    const t = requireTemplate(templateId, 'body');
    const fields = reportFields(t, fromFronteggSettings(input));
    const saved = await insertReport(deps.db, tenant(c), t.id, { ...fields, name: fields.name ?? t.name, description: fields.description ?? t.description });
    if (!saved) throw conflict(REPORT_MSG.exists);
    await deps.audit.write({ ...actor(c), action: 'Report created', description: `Report "${saved.name}" created`, json: { templateId: t.id, recipients: saved.recipients, schedule: saved.schedule } });
    return c.json(reportView(saved), 201);
  });

  // The path names the template, or the tenant's report by its own id (Frontegg's client uses the report's id).
  app.get(`${BASE}/:templateId/tenant-reports`, requirePermission(READ), async (c) => {
    const t = await resolveTemplate(deps.db, tenant(c), c.req.param('templateId'), 'path');
    const found = await findReport(deps.db, tenant(c), t.id);
    if (!found) throw notFound();
    return c.json(reportView(found));
  });

  // Saves the settings of the tenant's report of a template, creating it on first save.
  app.post(`${BASE}/:templateId/tenant-reports`, requirePermission(WRITE), async (c) => {
    const t = await resolveTemplate(deps.db, tenant(c), c.req.param('templateId'), 'path');
    const input = await body(c, updateTenantReportSchema);
    const existing = await findReport(deps.db, tenant(c), t.id);
    const fields = reportFields(t, fromFronteggSettings(input, existing?.recipients.length ? undefined : actor(c).email), existing);
    const saved = existing
      ? await updateReport(deps.db, tenant(c), t.id, fields)
      : await insertReport(deps.db, tenant(c), t.id, { ...fields, name: fields.name ?? t.name, description: fields.description ?? t.description });
    if (!saved) throw conflict(REPORT_MSG.exists);
    await deps.audit.write({ ...actor(c), action: 'Report updated', description: `Report "${saved.name}" saved`, json: { templateId: t.id, fields: Object.keys(input), recipients: saved.recipients, schedule: saved.schedule } });
    return c.json(reportView(saved));
  });

  // The id is the template's (or the tenant report's); without filters in the query the tenant's saved filters apply.
  app.get(`${TRIGGERS}/preview-report`, requirePermission(READ), async (c) => {
    const q = query(c, previewReportQuerySchema);
    const t = await resolveTemplate(deps.db, tenant(c), (q.id ?? q.templateId)!, 'path');
    const filters = q.dataFilters !== undefined
      ? decodeFilters(t, q.dataFilters).parsed
      : parseFilters(t, (await findReport(deps.db, tenant(c), t.id))?.data_filters ?? {});
    const html = reportHtml(await buildReport(deps.db, tenant(c), t, filters));
    return c.body(html, 200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': PREVIEW_CSP, 'cache-control': 'no-store' });
  });

  // Sends the tenant's report of a template now, with its saved filters; each mail is paid from the admin's invite budget.
  app.post(`${TRIGGERS}/tenant-reports`, requirePermission(WRITE), async (c) => {
    const input = await body(c, sendTenantReportSchema);
    const t = await resolveTemplate(deps.db, tenant(c), input.templateId, 'body');
    const saved = await findReport(deps.db, tenant(c), t.id);
    const doc = await buildReport(deps.db, tenant(c), t, parseFilters(t, saved?.data_filters ?? {}));
    const subject = `${saved?.name ?? t.name} — ${doc.tenant}`;
    const to = [...new Set(input.to.map((e) => e.toLowerCase()))];
    for (const address of to) {
      const ticket = await spend(deps, 'invite', { userId: c.get('principal').sub, ip: requestMeta(c).ip }, { channel: 'email', to: address });
      await deliver(deps, ticket, { channel: 'email', to: address, subject, text: reportText(doc) });
    }
    await deps.audit.write({ ...actor(c), action: 'Report sent', description: `Report "${saved?.name ?? t.name}" sent to ${to.length} recipient(s)`, json: { templateId: t.id, recipients: to } });
    return c.json({ templateId: t.id, sent: to.length });
  });
  return app;
}
