import type { Hono } from 'hono';
import { publicRouter, type AppEnv } from '../access';
import type { Deps } from '../deps';
import { accountBillingRoutes } from './account-routes';
import { providerFor } from './configured-provider';
import { invoiceRoutes, testClockRoutes } from './invoice-routes';
import { billingKit, subscriptionRoutes } from './routes';
import { stripeClient } from './stripe-provider';
import { stripeWebhookRoutes } from './webhooks';
import { usageRoutes } from './usage';
import { vendorPlanRoutes } from './vendor-plans';

/**
 * Every billing call under `/subscriptions/resources`: on Stripe when STRIPE_SECRET_KEY is set (plus its verified
 * webhooks when STRIPE_WEBHOOK_SECRET is), else on the embedded test provider (the default).
 */
export function billingRoutes(deps: Deps): Hono<AppEnv> {
  const stripeCfg = deps.config.stripe;
  const stripe = stripeCfg ? stripeClient(stripeCfg) : undefined;
  const kit = billingKit(deps, providerFor(deps, stripe));
  const app = publicRouter();
  if (stripe && stripeCfg?.webhookSecret) app.route('/', stripeWebhookRoutes(deps, stripe, stripeCfg.webhookSecret));
  app.route('/', subscriptionRoutes(kit));
  app.route('/', invoiceRoutes(deps, kit));
  app.route('/', accountBillingRoutes(deps, kit));
  app.route('/', usageRoutes(deps, kit));
  app.route('/', vendorPlanRoutes(deps, kit.provider));
  if (deps.config.billingTestClock && !deps.config.production) app.route('/', testClockRoutes(deps, kit));
  return app;
}
