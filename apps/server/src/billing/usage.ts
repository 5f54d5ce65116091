import { Hono } from 'hono';
import type { Deps } from '../deps';
import { requirePermission, type AppEnv } from '../http/context';
import { tenantPlan } from './features';
import type { BillingKit } from './routes';
import type { BillingScope } from './service';

/** Metrics the Usage section shows, each counted from the database (seats: the tenant's members, invited included). */
const METERS: Record<string, (s: BillingScope) => Promise<number>> = {
  seats: async (s) => {
    const row = await s.db.selectFrom('user_tenants').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', s.tenantId).executeTakeFirstOrThrow();
    return Number(row.n);
  },
};

/** The tenant's usage against its current plan's limits (`limit` null: the plan sets none). */
export async function tenantUsage(s: BillingScope) {
  const { plan, events } = await tenantPlan(s);
  const limits = (plan?.limits ?? {}) as Record<string, number>;
  const metrics = [];
  for (const [key, count] of Object.entries(METERS)) metrics.push({ key, used: await count(s), limit: typeof limits[key] === 'number' ? limits[key] : null });
  return { usage: { planId: plan?.id ?? null, planName: plan?.name ?? null, metrics }, events };
}

/** `GET /subscriptions/resources/billing/usage/v1` (permission fe.usage.read). */
export function usageRoutes(_deps: Deps, kit: BillingKit): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/billing/usage/v1', kit.auth, requirePermission('fe.usage.read'), async (c) => {
    const { usage, events } = await tenantUsage(kit.scope(c));
    await kit.audit(c, events);
    return c.json(usage);
  });
  return app;
}
