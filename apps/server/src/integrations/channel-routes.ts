import type { Hono } from 'hono';
import {
  createEmailConfigurationSchema, createEmailConfigurationV2Schema, createEmailSubscriptionSchema, createSmsConfigurationSchema,
  createSmsConfigurationV2Schema, createSmsSubscriptionSchema, updateEmailConfigurationSchema, updateEmailConfigurationV2Schema,
  updateEmailSubscriptionSchema, updateSmsConfigurationSchema, updateSmsConfigurationV2Schema, updateSmsSubscriptionSchema,
} from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { isCatalogueKey } from '../events';
import { signedInRouter, actor, requirePermission, type AppEnv, type Ctx } from '../access';
import { badRequest, conflict, notFound } from '../http/errors';
import { body } from '../http/validate';
import { isUuid } from '../roles';
import { channelEvents, deleteChannelEvent, deleteSubscriptions, insertSubscription, subscriptions, updateSubscription, upsertChannelEvent } from './repo';
import { entryV1, entryV2, subscriptionView } from './views';

const V1 = '/integrations/resources/configurations/v1';
const V2 = '/integrations/resources/configurations/v2';

const SCHEMAS = {
  email: { path: 'emails', name: 'E-mail', create: createEmailConfigurationSchema, update: updateEmailConfigurationSchema, createV2: createEmailConfigurationV2Schema,
    updateV2: updateEmailConfigurationV2Schema, createSub: createEmailSubscriptionSchema, updateSub: updateEmailSubscriptionSchema },
  sms: { path: 'sms', name: 'SMS', create: createSmsConfigurationSchema, update: updateSmsConfigurationSchema, createV2: createSmsConfigurationV2Schema,
    updateV2: updateSmsConfigurationV2Schema, createSub: createSmsSubscriptionSchema, updateSub: updateSmsSubscriptionSchema },
} as const;

/** E-mail or SMS notification entries of the caller's tenant: v1 (one entry per event) and v2 (per-event subscriptions). */
export function channelRoutes(deps: Deps, channel: 'email' | 'sms'): Hono<AppEnv> {
  const s = SCHEMAS[channel];
  const app = signedInRouter(deps);
  const read = requirePermission(`fe.connectivity.read.${channel}`);
  // The catalogue names read and delete keys for connectivity: delete is the one that manages.
  const manage = requirePermission(`fe.connectivity.delete.${channel}`);
  const tenant = (c: Ctx) => c.get('principal').tenantId;
  const audit = (c: Ctx, action: string, eventKey: string, json: Record<string, unknown> = {}) =>
    deps.audit.write({ ...actor(c), action: `${s.name} notification ${action}`, description: `${s.name} notifications of ${eventKey} ${action}`, json: { eventKey, ...json } });
  const key = (c: Ctx) => {
    const k = c.req.param('eventKey') ?? '';
    if (!isCatalogueKey(k)) throw notFound(`${s.name} configuration not found`);
    return k;
  };
  const known = (k: string) => {
    if (!isCatalogueKey(k)) throw badRequest(`eventKey: Unknown event ${JSON.stringify(k.slice(0, 64))}`);
    return k;
  };
  const entry = async (c: Ctx, eventKey: string) => {
    const [e] = await channelEvents(deps.db, tenant(c), channel, eventKey);
    if (!e) throw notFound(`${s.name} configuration not found`);
    return { e, subs: await subscriptions(deps.db, tenant(c), channel, eventKey) };
  };
  const fresh = async (c: Ctx, eventKey: string) => {
    if ((await channelEvents(deps.db, tenant(c), channel, eventKey)).length) throw conflict(`${s.name} configuration for ${eventKey} already exists`);
  };
  const all = async (c: Ctx) => ({ events: await channelEvents(deps.db, tenant(c), channel), subs: await subscriptions(deps.db, tenant(c), channel) });

  // v1: one entry per event, its recipients the union of the event's subscriptions.
  app.get(`${V1}/${s.path}`, read, async (c) => {
    const { events, subs } = await all(c);
    return c.json(events.map((e) => entryV1(e, subs)));
  });
  app.get(`${V1}/${s.path}/:eventKey`, read, async (c) => {
    const { e, subs } = await entry(c, key(c));
    return c.json(entryV1(e, subs));
  });
  app.post(`${V1}/${s.path}`, manage, async (c) => {
    const input = await body(c, s.create);
    const eventKey = known(input.eventKey);
    await fresh(c, eventKey);
    await upsertChannelEvent(deps.db, tenant(c), channel, eventKey, input.enabled ?? true);
    await insertSubscription(deps.db, tenant(c), channel, eventKey, { enabled: true, recipients: [...new Set(input.recipients)] });
    await audit(c, 'created', eventKey, { recipients: input.recipients.length });
    const { e, subs } = await entry(c, eventKey);
    return c.json(entryV1(e, subs), 201);
  });
  app.put(`${V1}/${s.path}/:eventKey`, manage, async (c) => {
    const eventKey = key(c);
    const input = await body(c, s.update);
    const { e } = await entry(c, eventKey);
    if (input.enabled !== undefined) await upsertChannelEvent(deps.db, tenant(c), channel, eventKey, input.enabled);
    if (input.recipients) {
      // v1 holds one recipient list per event: it replaces the subscriptions.
      await deleteSubscriptions(deps.db, tenant(c), channel, { eventKey });
      await insertSubscription(deps.db, tenant(c), channel, eventKey, { enabled: true, recipients: [...new Set(input.recipients)] });
    }
    await audit(c, 'updated', eventKey, { fields: Object.keys(input) });
    const after = await entry(c, e.event_key);
    return c.json(entryV1(after.e, after.subs));
  });
  const remove = async (c: Ctx) => {
    const eventKey = key(c);
    if (!(await deleteChannelEvent(deps.db, tenant(c), channel, eventKey))) throw notFound(`${s.name} configuration not found`);
    await audit(c, 'deleted', eventKey);
    return c.json({});
  };
  app.delete(`${V1}/${s.path}/:eventKey`, manage, remove);

  // v2: the event switch and its subscriptions.
  app.get(`${V2}/${s.path}`, read, async (c) => {
    const { events, subs } = await all(c);
    return c.json(events.map((e) => entryV2(e, subs)));
  });
  app.get(`${V2}/${s.path}/:eventKey`, read, async (c) => {
    const { e, subs } = await entry(c, key(c));
    return c.json(entryV2(e, subs));
  });
  const create = async (c: Ctx, eventKey: string, input: { enabled?: boolean | undefined; subscriptions?: { name?: string | undefined; enabled?: boolean | undefined; recipients: string[] }[] | undefined }) => {
    await fresh(c, eventKey);
    await upsertChannelEvent(deps.db, tenant(c), channel, eventKey, input.enabled ?? true);
    for (const sub of input.subscriptions ?? []) {
      await insertSubscription(deps.db, tenant(c), channel, eventKey, { name: sub.name, enabled: sub.enabled ?? true, recipients: [...new Set(sub.recipients)] });
    }
    await audit(c, 'created', eventKey);
    return entry(c, eventKey);
  };
  app.post(`${V2}/${s.path}`, manage, async (c) => {
    const input = await body(c, s.createV2);
    const { e, subs } = await create(c, known(input.eventKey), input);
    return c.json(entryV2(e, subs), 201);
  });
  // The event in the path, as Frontegg's client posts it (e-mail on v1, SMS on v2): the same checks, the v2 body.
  const createAt = (view: typeof entryV1 | typeof entryV2) => async (c: Ctx) => {
    const eventKey = key(c);
    const { e, subs } = await create(c, eventKey, await body(c, s.createV2.omit({ eventKey: true })));
    return c.json(view(e, subs), 201);
  };
  app.post(`${V1}/${s.path}/:eventKey`, manage, createAt(entryV1));
  app.post(`${V2}/${s.path}/:eventKey`, manage, createAt(entryV2));
  const switchAt = (view: typeof entryV1 | typeof entryV2) => async (c: Ctx) => {
    const eventKey = key(c);
    const input = await body(c, s.updateV2);
    await entry(c, eventKey);
    await upsertChannelEvent(deps.db, tenant(c), channel, eventKey, input.enabled);
    await audit(c, input.enabled ? 'enabled' : 'disabled', eventKey);
    const { e, subs } = await entry(c, eventKey);
    return c.json(view(e, subs));
  };
  app.patch(`${V2}/${s.path}/:eventKey`, manage, switchAt(entryV2));
  app.patch(`${V1}/${s.path}/:eventKey`, manage, switchAt(entryV1));
  app.delete(`${V2}/${s.path}/:eventKey`, manage, remove);
  const subId = (c: Ctx) => {
    const id = c.req.param('id') ?? '';
    if (!isUuid(id)) throw notFound('Subscription not found');
    return id;
  };
  // Subscriptions of an event: v2, and the same handlers on v1 (Frontegg's client edits e-mail subscriptions there).
  for (const base of [V2, V1]) {
    app.post(`${base}/${s.path}/:eventKey/subscriptions`, manage, async (c) => {
      const eventKey = key(c);
      const input = await body(c, s.createSub);
      await entry(c, eventKey);
      const sub = await insertSubscription(deps.db, tenant(c), channel, eventKey, { name: input.name, enabled: input.enabled ?? true, recipients: [...new Set(input.recipients)] });
      await audit(c, 'subscription added', eventKey, { subscriptionId: sub.id });
      return c.json(subscriptionView(sub), 201);
    });
    app.put(`${base}/${s.path}/:eventKey/subscriptions/:id`, manage, async (c) => {
      const eventKey = key(c);
      const input = await body(c, s.updateSub);
      const sub = await updateSubscription(deps.db, tenant(c), channel, eventKey, subId(c), { name: input.name, enabled: input.enabled, recipients: input.recipients && [...new Set(input.recipients)] });
      if (!sub) throw notFound('Subscription not found');
      await audit(c, 'subscription updated', eventKey, { subscriptionId: sub.id });
      return c.json(subscriptionView(sub));
    });
    app.delete(`${base}/${s.path}/:eventKey/subscriptions/:id`, manage, async (c) => {
      const eventKey = key(c);
      if (!(await deleteSubscriptions(deps.db, tenant(c), channel, { id: subId(c), eventKey }))) throw notFound('Subscription not found');
      await audit(c, 'subscription deleted', eventKey, { subscriptionId: c.req.param('id') });
      return c.json({});
    });
  }
  return app;
}
