import { Hono } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/context';
import { accountBillingRoutes } from './account-routes';
import { EmbeddedTestProvider } from './embedded';
import { tenantPlan, vendorFeatureKeys, type TenantPlan } from './features';
import { invoiceRoutes, testClockRoutes } from './invoice-routes';
import { seedPlans } from './plans';
import { billingKit, subscriptionRoutes } from './routes';
import { StripeProvider, stripeClient } from './stripe-provider';
import { stripeWebhookRoutes } from './webhooks';
import { usageRoutes } from './usage';
import { vendorPlanRoutes } from './vendor-plans';
import type { BillingProvider } from './provider';

export { seedPlans, DEMO_PLANS } from './plans';
export { TEST_CARDS } from './embedded';
export { loadStripeSdk } from './stripe-provider';
export { tenantPlanFeatures } from './features';
export type { PlanRow, TenantPlan } from './features';
export type { BillingProvider } from './provider';

/**
 * Every billing call under `/subscriptions/resources`: on Stripe when STRIPE_SECRET_KEY is set (plus its verified
 * webhooks when STRIPE_WEBHOOK_SECRET is), else on the embedded test provider (the default).
 */
export function billingRoutes(deps: Deps): Hono<AppEnv> {
  const stripeCfg = deps.config.stripe;
  const stripe = stripeCfg ? stripeClient(stripeCfg) : undefined;
  const kit = billingKit(deps, providerFor(deps, stripe));
  const app = new Hono<AppEnv>();
  if (stripe && stripeCfg?.webhookSecret) app.route('/', stripeWebhookRoutes(deps, stripe, stripeCfg.webhookSecret));
  app.route('/', subscriptionRoutes(kit));
  app.route('/', invoiceRoutes(deps, kit));
  app.route('/', accountBillingRoutes(deps, kit));
  app.route('/', usageRoutes(deps, kit));
  app.route('/', vendorPlanRoutes(deps, kit.provider));
  if (deps.config.billingTestClock && !deps.config.production) app.route('/', testClockRoutes(deps, kit));
  return app;
}

/** The configured provider: Stripe when STRIPE_SECRET_KEY is set, else the embedded test provider. */
function providerFor(deps: Deps, stripe = deps.config.stripe ? stripeClient(deps.config.stripe) : undefined): BillingProvider {
  return stripe && deps.config.stripe ? new StripeProvider(stripe, deps.config.stripe) : new EmbeddedTestProvider();
}

/** What other domains read of billing: a tenant's current plan (settled to its clock) and the vendor's feature keys. */
export interface BillingReader {
  tenantPlan(tenantId: string): Promise<TenantPlan>;
  vendorFeatureKeys(): Promise<string[]>;
}

/** Billing as the entitlements domain reads it (plans drive entitlements). */
export function billingReader(deps: Deps): BillingReader {
  const provider = providerFor(deps);
  return {
    tenantPlan: (tenantId) => tenantPlan({ db: deps.db, provider, vendorId: deps.vendor.id, tenantId }),
    vendorFeatureKeys: () => vendorFeatureKeys({ db: deps.db, vendorId: deps.vendor.id }),
  };
}

/** Seeds the vendor's demo plans (the vendor seed calls it). */
export const seedBilling = (deps: Deps) => seedPlans(deps.db, deps.vendor.id);
