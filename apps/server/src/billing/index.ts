import { Hono } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/context';
import { accountBillingRoutes } from './account-routes';
import { EmbeddedTestProvider } from './embedded';
import { invoiceRoutes, testClockRoutes } from './invoice-routes';
import { seedPlans } from './plans';
import { billingKit, subscriptionRoutes } from './routes';

export { seedPlans, DEMO_PLANS } from './plans';
export { TEST_CARDS } from './embedded';
export type { BillingProvider } from './provider';

/** Every billing call under `/subscriptions/resources`, on the embedded test provider (the default). */
export function billingRoutes(deps: Deps): Hono<AppEnv> {
  const kit = billingKit(deps, new EmbeddedTestProvider());
  const app = new Hono<AppEnv>();
  app.route('/', subscriptionRoutes(kit));
  app.route('/', invoiceRoutes(deps, kit));
  app.route('/', accountBillingRoutes(deps, kit));
  if (deps.config.billingTestClock && !deps.config.production) app.route('/', testClockRoutes(deps, kit));
  return app;
}

/** Seeds the vendor's demo plans (the vendor seed calls it). */
export const seedBilling = (deps: Deps) => seedPlans(deps.db, deps.vendor.id);
