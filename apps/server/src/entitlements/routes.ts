import type { Hono } from 'hono';
import { getUserEntitlementsQuerySchema } from '@portico/rest-api/schemas';
import { billingReader } from '../billing';
import type { Deps } from '../deps';
import { signedInRouter, actor, type AppEnv } from '../access';
import { query } from '../http/validate';
import { userEntitlements } from './service';

/**
 * `GET /entitlements/api/v2/user-entitlements` (mounted at `/entitlements/api`): the signed-in user's own
 * entitlements, so any authenticated user may ask (like `/users/v1/me/authorization`).
 */
export function entitlementRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  const billing = billingReader(deps);
  app.get('/v2/user-entitlements', async (c) => {
    const q = query(c, getUserEntitlementsQuerySchema);
    const p = c.get('principal');
    const { answer, events } = await userEntitlements(billing, p.tenantId, p.permissions, q);
    // Reading may settle the tenant's billing (a trial ending, a renewal): those changes are audited like any other.
    for (const e of events) await deps.audit.write({ ...actor(c), action: e.action, description: e.description, json: e.json });
    return c.json(answer);
  });
  return app;
}
