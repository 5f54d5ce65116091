import { Hono } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/context';
import { accountBillingRoutes } from './account-routes';
import { EmbeddedTestProvider } from './embedded';
import { invoiceRoutes, testClockRoutes } from './invoice-routes';
import { seedPlans } from './plans';
import { billingKit, subscriptionRoutes } from './routes';
import { StripeProvider, stripeClient } from './stripe-provider';
import { stripeWebhookRoutes } from './webhooks';

export { seedPlans, DEMO_PLANS } from './plans';
export { TEST_CARDS } from './embedded';
export { tenantPlanFeatures } from './features';
export type { BillingProvider } from './provider';

/**
 * Every billing call under `/subscriptions/resources`: on Stripe when STRIPE_SECRET_KEY is set (plus its verified
 * webhooks when STRIPE_WEBHOOK_SECRET is), else on the embedded test provider (the default).
 */
export function billingRoutes(deps: Deps): Hono<AppEnv> {
  const stripeCfg = deps.config.stripe;
  const stripe = stripeCfg ? stripeClient(stripeCfg) : undefined;
  const kit = billingKit(deps, stripe && stripeCfg ? new StripeProvider(stripe, stripeCfg) : new EmbeddedTestProvider());
  const app = new Hono<AppEnv>();
  if (stripe && stripeCfg?.webhookSecret) app.route('/', stripeWebhookRoutes(deps.db, stripe, stripeCfg.webhookSecret));
  app.route('/', subscriptionRoutes(kit));
  app.route('/', invoiceRoutes(deps, kit));
  app.route('/', accountBillingRoutes(deps, kit));
  if (deps.config.billingTestClock && !deps.config.production) app.route('/', testClockRoutes(deps, kit));
  return app;
}

/** Seeds the vendor's demo plans (the vendor seed calls it). */
export const seedBilling = (deps: Deps) => seedPlans(deps.db, deps.vendor.id);
