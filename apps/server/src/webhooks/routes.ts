import type { Hono } from 'hono';
import { createWebhookSchema, getWebhookLogsQuerySchema, testWebhookSchema, updateWebhookSchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { samplePayload } from '../events';
import { signedInRouter, actor, requirePermission, type AppEnv, type Ctx } from '../access';
import { conflict, notFound } from '../http/errors';
import { body, query } from '../http/validate';
import { withinPlanLimit } from '../limits';
import { outboundPolicy } from '../outbound';
import { isUuid, pathId, refuseBadText } from '../roles';
import { createdWebhookView, insertWebhook, listWebhooks, logsPage, logView, patchWebhook, removeWebhook, webhookView } from './repo';
import { WEBHOOK_MSG, checkEventKeys, checkUrl, newSecret, requireWebhook, sendSigned } from './service';

const WEBHOOKS = '/webhook';

/** Webhooks of the caller's tenant: CRUD, delivery logs, a signed test call and retries of logged deliveries. */
export function webhookRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  const read = requirePermission('fe.connectivity.read.webhooks');
  // The catalogue names read and delete keys for connectivity: delete is the one that manages.
  const manage = requirePermission('fe.connectivity.delete.webhooks');
  const tenant = (c: Ctx) => c.get('principal').tenantId;
  const audit = (c: Ctx, action: string, description: string, json: Record<string, unknown>) => deps.audit.write({ ...actor(c), action, description, json });
  const hookId = (c: Ctx) => pathId(c.req.param('id'), 'Webhook');

  app.get(WEBHOOKS, read, async (c) => c.json((await listWebhooks(deps.db, tenant(c))).map(webhookView)));
  app.post(`${WEBHOOKS}/custom`, manage, async (c) => {
    const input = await body(c, createWebhookSchema);
    refuseBadText(input);
    const fields = {
      display_name: input.displayName, description: input.description ?? null, url: checkUrl(input.url, outboundPolicy(deps.config)),
      secret: input.secret || newSecret(), event_keys: checkEventKeys(input.eventKeys), is_active: input.isActive ?? true,
    };
    const hook = await withinPlanLimit(deps.db, tenant(c), 'webhooks', (tx) => insertWebhook(tx, tenant(c), fields));
    await audit(c, 'Webhook created', `Webhook ${hook.display_name} created`, { webhookId: hook.id, url: hook.url, eventKeys: hook.event_keys });
    return c.json(createdWebhookView(hook), 201);
  });
  app.patch(`${WEBHOOKS}/:id`, manage, async (c) => {
    const id = hookId(c);
    const input = await body(c, updateWebhookSchema);
    refuseBadText(input);
    await requireWebhook(deps, tenant(c), id);
    const hook = await patchWebhook(deps.db, tenant(c), id, {
      ...(input.displayName !== undefined ? { display_name: input.displayName } : {}),
      ...(input.description !== undefined ? { description: input.description || null } : {}),
      ...(input.url !== undefined ? { url: checkUrl(input.url, outboundPolicy(deps.config)) } : {}),
      ...(input.secret ? { secret: input.secret } : {}),
      ...(input.eventKeys !== undefined ? { event_keys: checkEventKeys(input.eventKeys) } : {}),
      ...(input.isActive !== undefined ? { is_active: input.isActive } : {}),
    });
    if (!hook) throw notFound(WEBHOOK_MSG.notFound);
    await audit(c, 'Webhook updated', `Webhook ${hook.display_name} updated`, { webhookId: id, fields: Object.keys(input) });
    return c.json(webhookView(hook));
  });
  app.delete(`${WEBHOOKS}/:id`, manage, async (c) => {
    const hook = await requireWebhook(deps, tenant(c), hookId(c));
    await removeWebhook(deps.db, tenant(c), hook.id);
    await audit(c, 'Webhook deleted', `Webhook ${hook.display_name} deleted`, { webhookId: hook.id });
    return c.json({});
  });

  app.get(`${WEBHOOKS}/logs`, read, async (c) => {
    const q = query(c, getWebhookLogsQuerySchema);
    if (!isUuid(q.id)) throw notFound(WEBHOOK_MSG.notFound);
    const hook = await requireWebhook(deps, tenant(c), q.id);
    const page = await logsPage(deps.db, hook.id, q.offset ?? 0, Math.min(q.limit ?? 10, 100));
    // count: the published client's name for total.
    return c.json({ rows: page.rows.map(logView), total: page.total, count: page.total });
  });
  // Synchronous by nature (the answer is the receiver's), bounded by the delivery timeout.
  app.post(`${WEBHOOKS}/test`, manage, async (c) => {
    const input = await body(c, testWebhookSchema);
    const key = input.eventKey ?? 'frontegg.user.created';
    const payload = JSON.stringify({ id: crypto.randomUUID(), eventKey: key, tenantId: tenant(c), createdAt: deps.events.now().toISOString(), test: true, data: input.payload ?? samplePayload(key) });
    // Editing a webhook, the screen has no secret to send (reads never carry it): it names the webhook to sign with its own.
    const secret = input.secret ?? (input.webhookId ? (await requireWebhook(deps, tenant(c), pathId(input.webhookId, 'Webhook'))).secret : '');
    const res = await sendSigned(deps, checkUrl(input.url, outboundPolicy(deps.config)), secret, crypto.randomUUID(), key, payload);
    // Unreachable receivers answer statusCode 0 with the reason as body (the screen shows it as the failure text).
    return c.json({ statusCode: res.statusCode ?? 0, body: res.body });
  });
  app.post(`${WEBHOOKS}/logs/:id/retries`, manage, async (c) => {
    const id = pathId(c.req.param('id'), 'Webhook log');
    const delivery = () => deps.db.selectFrom('connectivity_deliveries').selectAll().where('id', '=', id)
      .where('tenant_id', '=', tenant(c)).where('channel', '=', 'webhook').executeTakeFirst();
    const row = await delivery();
    if (!row) throw notFound(WEBHOOK_MSG.logNotFound);
    if (!(await deps.events.requeue(tenant(c), id))) throw conflict(WEBHOOK_MSG.inProgress);
    await audit(c, 'Webhook delivery retried', 'Webhook delivery queued again', { webhookId: row.webhook_id, logId: id });
    // The spec's result beside the log entry queued again (Frontegg's client reads the answer as that entry).
    const queued = await delivery();
    return c.json({ isProcess: true, success: true, ...(queued ? logView(queued) : {}) }, 202);
  });
  return app;
}
