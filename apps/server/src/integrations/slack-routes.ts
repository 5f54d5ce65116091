import type { Hono } from 'hono';
import { createSlackSubscriptionSchema, registerSlackApplicationSchema, updateSlackSubscriptionSchema } from '@portico/rest-api/schemas';
import type { z } from 'zod';
import type { Deps } from '../deps';
import { isCatalogueKey } from '../events';
import { signedInRouter, actor, requirePermission, type AppEnv, type Ctx } from '../access';
import { badRequest, notFound } from '../http/errors';
import { body } from '../http/validate';
import { isUuid } from '../roles';
import { deleteSubscriptions, insertSubscription, subscriptions } from './repo';
import { slackViews } from './views';

const V1 = '/integrations/resources/configurations/v1';

/** Messages of the slack integration, worded once. */
export const SLACK_MSG = {
  notFound: 'Slack subscription not found',
  noApplication: 'Slack is connected with incoming-webhook URLs: no Slack application is configured',
  badChannel: (i: number) => `slackEvents.${i}.channelIds: Each channel is a Slack incoming-webhook URL (https://hooks.slack.com/services/…)`,
} as const;

type SubscriptionInput = z.output<typeof createSlackSubscriptionSchema>;

/** Each slack event names a catalogue event and incoming-webhook URLs (https; http only outside production for local stand-ins). */
function checkSlackEvents(input: SubscriptionInput, production: boolean): SubscriptionInput {
  input.slackEvents.forEach((e, i) => {
    if (!isCatalogueKey(e.eventKey)) throw badRequest(`slackEvents.${i}.eventKey: Unknown event ${JSON.stringify(e.eventKey.slice(0, 64))}`);
    for (const url of e.channelIds) {
      const protocol = URL.canParse(url) ? new URL(url).protocol : '';
      if (protocol !== 'https:' && (production || protocol !== 'http:')) throw badRequest(SLACK_MSG.badChannel(i));
    }
  });
  return input;
}

/** Slack notifications of the caller's tenant: subscriptions whose channels are incoming-webhook URLs. */
export function slackRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  const read = requirePermission('fe.connectivity.read.slack');
  // The catalogue names read and delete keys for connectivity: delete is the one that manages.
  const manage = requirePermission('fe.connectivity.delete.slack');
  const tenant = (c: Ctx) => c.get('principal').tenantId;
  const audit = (c: Ctx, action: string, json: Record<string, unknown>) => deps.audit.write({ ...actor(c), action, description: action, json });
  const list = async (c: Ctx) => slackViews(await subscriptions(deps.db, tenant(c), 'slack'));
  const save = async (c: Ctx, id: string, input: SubscriptionInput) => {
    for (const e of input.slackEvents) {
      await insertSubscription(deps.db, tenant(c), 'slack', e.eventKey, { enabled: input.isActive ?? true, recipients: [...new Set(e.channelIds)], groupId: id, message: e.message ?? null });
    }
    return (await list(c)).find((s) => s.id === id)!;
  };
  const subId = (c: Ctx) => {
    const id = c.req.param('id') ?? '';
    if (!isUuid(id)) throw notFound(SLACK_MSG.notFound);
    return id;
  };

  app.get(`${V1}/slack`, read, async (c) => {
    const subs = await list(c);
    // slackSubscriptions: Frontegg's client reads the subscriptions from this answer.
    return c.json({ ...(subs.length ? { isActive: subs.some((s) => s.isActive) } : {}), slackSubscriptions: subs });
  });
  // The channels are the incoming-webhook URLs in use (there is no Slack application to list them from).
  app.get(`${V1}/slack/channels`, read, async (c) => {
    const urls = [...new Set((await list(c)).flatMap((s) => s.slackEvents.flatMap((e) => e.channelIds)))];
    return c.json(urls.map((url) => ({ id: url, name: new URL(url).host + new URL(url).pathname.slice(0, 24), isPrivate: false })));
  });
  app.get(`${V1}/slack/applications`, read, () => {
    throw notFound(SLACK_MSG.noApplication);
  });
  app.post(`${V1}/registrations`, manage, async (c) => {
    await body(c, registerSlackApplicationSchema);
    throw badRequest(SLACK_MSG.noApplication);
  });
  app.get(`${V1}/subscriptions`, read, async (c) => c.json(await list(c)));
  app.post(`${V1}/subscriptions`, manage, async (c) => {
    const input = checkSlackEvents(await body(c, createSlackSubscriptionSchema), deps.config.production);
    const saved = await save(c, crypto.randomUUID(), input);
    await audit(c, 'Slack subscription created', { subscriptionId: saved.id, eventKeys: input.slackEvents.map((e) => e.eventKey) });
    return c.json(saved, 201);
  });
  app.put(`${V1}/subscriptions/:id`, manage, async (c) => {
    const id = subId(c);
    const input = checkSlackEvents(await body(c, updateSlackSubscriptionSchema), deps.config.production);
    if (!(await deleteSubscriptions(deps.db, tenant(c), 'slack', { groupId: id }))) throw notFound(SLACK_MSG.notFound);
    const saved = await save(c, id, input);
    await audit(c, 'Slack subscription updated', { subscriptionId: id, eventKeys: input.slackEvents.map((e) => e.eventKey) });
    return c.json(saved);
  });
  app.delete(`${V1}/subscriptions/:id`, manage, async (c) => {
    const id = subId(c);
    if (!(await deleteSubscriptions(deps.db, tenant(c), 'slack', { groupId: id }))) throw notFound(SLACK_MSG.notFound);
    await audit(c, 'Slack subscription deleted', { subscriptionId: id });
    return c.json({});
  });
  return app;
}
