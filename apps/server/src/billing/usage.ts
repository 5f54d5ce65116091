import { Hono } from 'hono';
import type { Deps } from '../deps';
import { requirePermission, type AppEnv } from '../http/context';
import { tenantPlan } from './features';
import type { BillingKit } from './routes';
import type { BillingScope } from './service';

const count = (n: { n: string | number | bigint }) => Number(n.n);

/**
 * Metrics the Usage section shows, in this order, each counted from the database: seats (the tenant's members, invited
 * included), tenant API tokens (not personal ones), direct sub-accounts, webhooks and SSO connections.
 */
const METERS: Record<string, (s: BillingScope) => Promise<number>> = {
  seats: async (s) => count(await s.db.selectFrom('user_tenants').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', s.tenantId).executeTakeFirstOrThrow()),
  apiTokens: async (s) => count(await s.db.selectFrom('api_tokens').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', s.tenantId).where('user_id', 'is', null).executeTakeFirstOrThrow()),
  subAccounts: async (s) => count(await s.db.selectFrom('tenants').select((eb) => eb.fn.countAll<string>().as('n')).where('parent_tenant_id', '=', s.tenantId).executeTakeFirstOrThrow()),
  webhooks: async (s) => count(await s.db.selectFrom('webhooks').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', s.tenantId).executeTakeFirstOrThrow()),
  ssoConnections: async (s) => count(await s.db.selectFrom('sso_configurations').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', s.tenantId).executeTakeFirstOrThrow()),
};

/** The tenant's usage against its current plan's limits (`limit` null: the plan sets none). */
export async function tenantUsage(s: BillingScope) {
  const { plan, events } = await tenantPlan(s);
  const limits = (plan?.limits ?? {}) as Record<string, number>;
  const metrics = [];
  for (const [key, meter] of Object.entries(METERS)) metrics.push({ key, used: await meter(s), limit: typeof limits[key] === 'number' ? limits[key] : null });
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
