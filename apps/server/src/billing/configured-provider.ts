import type { Deps } from '../deps';
import { EmbeddedTestProvider } from './embedded';
import type { BillingProvider } from './provider';
import { StripeProvider, stripeClient } from './stripe-provider';

/** The configured provider: Stripe when STRIPE_SECRET_KEY is set, else the embedded test provider. */
export function providerFor(deps: Deps, stripe = deps.config.stripe ? stripeClient(deps.config.stripe) : undefined): BillingProvider {
  return stripe && deps.config.stripe ? new StripeProvider(stripe, deps.config.stripe) : new EmbeddedTestProvider();
}
