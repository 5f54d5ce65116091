import type { Hono } from 'hono';
import { createSubscriptionSchema, updateManagedSubscriptionSchema, updateSubscriptionSchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { signedInRouter, actor, requirePermission, type AppEnv, type Ctx } from '../access';
import { body } from '../http/validate';
import type { BillingEvent } from './ledger';
import { requirePlan } from './plans';
import type { BillingProvider } from './provider';
import type { BillingScope, Changed } from './scope';
import {
  cancelSubscription, createSubscription, deleteSubscription, endTrial, listSubscriptions, renewSubscription, requireSubscription, updateSubscription,
} from './service';
import { subscriptionView } from './views';

/** Pieces every billing route file shares: the signed-in router, permissions, scope and audit. */
export interface BillingKit {
  provider: BillingProvider;
  /** A router whose every route needs a principal (access/router.ts). */
  signedInRouter(): Hono<AppEnv>;
  read: ReturnType<typeof requirePermission>;
  write: ReturnType<typeof requirePermission>;
  scope(c: Ctx): BillingScope;
  /** Writes one audit row per billing change (including invoices issued while settling a read). */
  audit(c: Ctx, events: BillingEvent[]): Promise<void>;
  /** The subscription as the client reads it, with its plan (and `clientSecret` while its payment waits for 3-D Secure). */
  view(s: BillingScope, changed: Changed): Promise<ReturnType<typeof subscriptionView> & { clientSecret?: string }>;
}

/** Builds the shared pieces over the configured provider. */
export function billingKit(deps: Deps, provider: BillingProvider): BillingKit {
  return {
    provider,
    signedInRouter: () => signedInRouter(deps),
    read: requirePermission('fe.subscriptions.read'),
    write: requirePermission('fe.subscriptions.write'),
    scope: (c) => ({ db: deps.db, provider, vendorId: deps.vendor.id, tenantId: c.get('principal').tenantId }),
    async audit(c, events) {
      for (const e of events) await deps.audit.write({ ...actor(c), action: e.action, description: e.description, json: e.json });
    },
    view: async (s, changed) => ({
      ...subscriptionView(changed.sub, await requirePlan(s.db, s.vendorId, changed.sub.plan_id)), ...(changed.action ? { clientSecret: changed.action.secret } : {}),
    }),
  };
}

/**
 * Subscriptions (`/billing/subscriptions/v1`) and managed subscriptions (`/subscriptions/v1`) of the caller's tenant.
 * The managed routes may change an externally managed subscription; the billing routes refuse it.
 */
export function subscriptionRoutes(kit: BillingKit): Hono<AppEnv> {
  const app = kit.signedInRouter();
  const { read, write, scope } = kit;
  const reply = async (c: Ctx, changed: Changed, status: 200 | 201 = 200) => {
    await kit.audit(c, changed.events);
    return c.json(await kit.view(scope(c), changed), status);
  };
  const list = async (c: Ctx) => {
    const all = await listSubscriptions(scope(c));
    await kit.audit(c, all.flatMap((x) => x.events));
    return c.json(await Promise.all(all.map((x) => kit.view(scope(c), x))));
  };
  for (const [base, managed] of [['/billing/subscriptions/v1', false], ['/subscriptions/v1', true]] as const) {
    app.get(base, read, list);
    app.get(`${base}/:id`, read, async (c) => reply(c, await requireSubscription(scope(c), c.req.param('id'))));
    app.put(`${base}/:id/cancellations`, write, async (c) => reply(c, await cancelSubscription(scope(c), c.req.param('id'), managed)));
    app.put(`${base}/:id/renewals`, write, async (c) => reply(c, await renewSubscription(scope(c), c.req.param('id'), managed)));
    app.put(`${base}/:id`, write, async (c) => {
      const change = await body(c, managed ? updateManagedSubscriptionSchema : updateSubscriptionSchema);
      return reply(c, await updateSubscription(scope(c), c.req.param('id'), change, managed));
    });
  }
  app.put('/billing/subscriptions/v1/:id/trial-end', write, async (c) => reply(c, await endTrial(scope(c), c.req.param('id'))));
  app.post('/billing/subscriptions/v1', write, async (c) => reply(c, await createSubscription(scope(c), await body(c, createSubscriptionSchema)), 201));
  app.delete('/billing/subscriptions/v1/:id', write, async (c) => {
    const changed = await deleteSubscription(scope(c), c.req.param('id'));
    await kit.audit(c, changed.events);
    return c.json({});
  });
  return app;
}
