import type { Hono } from 'hono';
import type { Deps } from '../deps';
import { requirePermission, type AppEnv } from '../access';
import { PLAN_METERS } from '../limits';
import { tenantPlan } from './features';
import type { BillingKit } from './routes';
import type { BillingScope } from './scope';

/** The tenant's usage against its current plan's limits (`limit` null: the plan sets none). */
export async function tenantUsage(s: BillingScope) {
  const { plan, events } = await tenantPlan(s);
  const limits = (plan?.limits ?? {}) as Record<string, number>;
  const metrics = [];
  // The metered limits and their counting are the enforcement's own (limits/meters.ts): Usage shows what is enforced.
  for (const { key, count } of PLAN_METERS) metrics.push({ key, used: await count(s.db, s.tenantId), limit: typeof limits[key] === 'number' ? limits[key] : null });
  return { usage: { planId: plan?.id ?? null, planName: plan?.name ?? null, metrics }, events };
}

/** `GET /subscriptions/resources/billing/usage/v1` (permission fe.usage.read). */
export function usageRoutes(_deps: Deps, kit: BillingKit): Hono<AppEnv> {
  const app = kit.signedInRouter();
  app.get('/billing/usage/v1', requirePermission('fe.usage.read'), async (c) => {
    const { usage, events } = await tenantUsage(kit.scope(c));
    await kit.audit(c, events);
    return c.json(usage);
  });
  return app;
}
