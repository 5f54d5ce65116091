import { Hono } from 'hono';
import { countTenantTokens } from '../api-tokens';
import { countConfigurations } from '../sso';
import { countChildren } from '../sub-tenants';
import { countMembers } from '../users';
import { countWebhooks } from '../webhooks';
import type { Deps } from '../deps';
import { requirePermission, type AppEnv } from '../http/context';
import { tenantPlan } from './features';
import type { BillingKit } from './routes';
import type { BillingScope } from './service';

/**
 * Metrics the Usage section shows, in this order, each counted from the database by the domain that owns it: seats
 * (the tenant's members, invited included), tenant API tokens (not personal ones), direct sub-accounts, webhooks and
 * SSO connections.
 */
const METERS: Record<string, (s: BillingScope) => Promise<number>> = {
  seats: (s) => countMembers(s.db, s.tenantId),
  apiTokens: (s) => countTenantTokens(s.db, s.tenantId),
  subAccounts: (s) => countChildren(s.db, s.tenantId),
  webhooks: (s) => countWebhooks(s.db, s.tenantId),
  ssoConnections: (s) => countConfigurations(s.db, s.tenantId),
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
