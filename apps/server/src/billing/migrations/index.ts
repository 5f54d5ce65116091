import type { Migration } from 'kysely';
import * as billingLedger from './20261123_billing_ledger';
import * as billingPlanLimits from './20261123_billing_plan_limits';
import * as billingSetupIntents from './20261123_billing_setup_intents';
import * as stripeSubscriptionMirror from './20261123_stripe_subscription_mirror';
import * as coordSubscriptionExternalUnique from './20261124_coord_subscription_external_unique';

/** The billing module's migrations, by the name each database records (never rename one: see the server's README). */
export const migrations: Readonly<Record<string, Migration>> = {
  '20261123_billing_ledger': billingLedger,
  '20261123_billing_plan_limits': billingPlanLimits,
  '20261123_billing_setup_intents': billingSetupIntents,
  '20261123_stripe_subscription_mirror': stripeSubscriptionMirror,
  '20261124_coord_subscription_external_unique': coordSubscriptionExternalUnique,
};
