import type Stripe from 'stripe';
import { BILLING_TEXT, cardDeclined } from './messages';
import type { AttachedCard, BillingProvider, ChargeResult, PlanSpec, SetupResult } from './provider';
import { StripeSubscriptions } from './stripe-subscriptions';

/** Where the Stripe SDK talks to: Stripe itself, or (tests) a local Stripe-API-compatible fixture. */
export interface StripeOptions {
  secretKey: string;
  publishableKey?: string | undefined;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

let StripeSdk: typeof Stripe | undefined;

/** Loads the Stripe SDK (≈ 0.1 s of start-up): the app does so only when Stripe is configured. */
export async function loadStripeSdk(): Promise<void> {
  StripeSdk ??= (await import('stripe')).default;
}

/** The Stripe SDK client the provider and the webhook handler share ({@link loadStripeSdk} first). */
export function stripeClient(o: StripeOptions): Stripe {
  if (!StripeSdk) throw new Error('The Stripe SDK is not loaded (loadStripeSdk)');
  return new StripeSdk(o.secretKey, {
    ...(o.host ? { host: o.host } : {}), ...(o.port ? { port: o.port } : {}), ...(o.protocol ? { protocol: o.protocol } : {}),
    maxNetworkRetries: 0, timeout: 20_000, telemetry: false,
  });
}

const isCardError = (e: unknown): e is { type: string; message: string } =>
  typeof e === 'object' && e !== null && (e as { type?: unknown }).type === 'StripeCardError';

/**
 * Stripe behind the one provider interface: customers, payment methods attached to them, SetupIntents for Stripe.js,
 * and Stripe Subscription objects (`subscriptions`) that our rows mirror. Stripe's decline messages reach the client
 * word for word.
 */
export class StripeProvider implements BillingProvider {
  readonly type = 'stripe';
  readonly testMode: boolean;
  readonly publishableKey: string | undefined;
  readonly subscriptions: StripeSubscriptions;
  constructor(private readonly stripe: Stripe, options: StripeOptions) {
    this.subscriptions = new StripeSubscriptions(stripe);
    this.testMode = options.secretKey.startsWith('sk_test_');
    this.publishableKey = options.publishableKey;
  }

  async createCustomer(input: { tenantId: string; name: string; email?: string | undefined }): Promise<string> {
    const c = await this.stripe.customers.create({ name: input.name, ...(input.email ? { email: input.email } : {}), metadata: { tenantId: input.tenantId } });
    return c.id;
  }

  /**
   * A SetupIntent confirmed on the server with the payment method: attached at once, or `requires_action` for
   * Stripe.js `handleNextAction` (3-D Secure) in the browser. A decline throws Stripe's message.
   */
  async setupPaymentMethod(customerId: string, paymentMethod: string): Promise<SetupResult> {
    let si: Stripe.SetupIntent;
    try {
      si = await this.stripe.setupIntents.create({
        customer: customerId, payment_method: paymentMethod, payment_method_types: ['card'], usage: 'off_session', confirm: true, expand: ['payment_method'],
      });
    } catch (e) {
      if (isCardError(e)) throw cardDeclined(e.message);
      throw e;
    }
    return this.outcome(customerId, si, true);
  }

  /** Reads the SetupIntent back once Stripe.js handled its next action: Stripe, not the browser, says how it went. */
  async confirmSetup(customerId: string, intent: { id: string }): Promise<AttachedCard> {
    const si = await this.stripe.setupIntents.retrieve(intent.id, { expand: ['payment_method'] });
    const result = await this.outcome(customerId, si, false);
    if (result.status !== 'succeeded') throw cardDeclined(BILLING_TEXT.authenticationFailed);
    return result.card;
  }

  private async outcome(customerId: string, si: Stripe.SetupIntent, first: boolean): Promise<SetupResult> {
    const secret = si.client_secret ?? '';
    if (si.status === 'requires_action' && first) return { status: 'requires_action', intentId: si.id, secret };
    const pm = si.payment_method;
    if (si.status !== 'succeeded' || !pm || typeof pm === 'string') throw cardDeclined(si.last_setup_error?.message ?? BILLING_TEXT.authenticationFailed);
    await this.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: pm.id } });
    const card = { externalId: pm.id, brand: pm.card?.brand ?? 'card', last4: pm.card?.last4 ?? '????', expMonth: pm.card?.exp_month ?? 0, expYear: pm.card?.exp_year ?? 0 };
    return { status: 'succeeded', intentId: si.id, secret, card };
  }

  async charge(input: { customerId: string; paymentMethodExternalId: string; amount: number; currency: string; description: string }): Promise<ChargeResult> {
    try {
      const pi = await this.stripe.paymentIntents.create({
        amount: input.amount, currency: input.currency, customer: input.customerId, payment_method: input.paymentMethodExternalId,
        description: input.description, off_session: true, confirm: true,
      });
      return pi.status === 'succeeded' ? { paid: true, externalId: pi.id } : { paid: false, message: `Payment ${pi.status}` };
    } catch (e) {
      if (isCardError(e)) return { paid: false, message: e.message };
      throw e;
    }
  }

  async setDefaultPaymentMethod(customerId: string, paymentMethodExternalId: string): Promise<void> {
    await this.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodExternalId } });
  }

  async detachPaymentMethod(paymentMethodExternalId: string): Promise<void> {
    await this.stripe.paymentMethods.detach(paymentMethodExternalId);
  }

  /** Reads a PaymentIntent back once Stripe.js handled its 3-D Secure: Stripe, not the browser, says how it went. */
  async confirmPayment(intentId: string): Promise<ChargeResult> {
    const pi = await this.stripe.paymentIntents.retrieve(intentId);
    if (pi.status === 'succeeded') return { paid: true, externalId: pi.id };
    return { paid: false, message: pi.last_payment_error?.message ?? BILLING_TEXT.authenticationFailed };
  }

  /**
   * A plan as a Stripe product with a monthly price. Prices are immutable at Stripe: a new amount or currency makes a
   * new price on the same product and archives the old one; a new name or description updates the product.
   */
  async syncPlan(plan: PlanSpec, previous: { externalId: string; amount: number; currency: string } | null): Promise<string> {
    const details = { name: plan.name, ...(plan.description ? { description: plan.description } : {}), metadata: { planId: plan.id, slug: plan.slug } };
    let product: string;
    if (previous) {
      const old = await this.stripe.prices.retrieve(previous.externalId);
      product = typeof old.product === 'string' ? old.product : old.product.id;
      await this.stripe.products.update(product, details);
      if (previous.amount === plan.amount && previous.currency === plan.currency) return previous.externalId;
    } else {
      product = (await this.stripe.products.create(details)).id;
    }
    const price = await this.stripe.prices.create({ product, unit_amount: plan.amount, currency: plan.currency, recurring: { interval: 'month' }, metadata: { planId: plan.id } });
    if (previous) await this.stripe.prices.update(previous.externalId, { active: false });
    return price.id;
  }

  async setupIntentSecret(customerId: string): Promise<string> {
    const si = await this.stripe.setupIntents.create({ customer: customerId, payment_method_types: ['card'], usage: 'off_session' });
    if (!si.client_secret) throw new Error('Stripe returned a setup intent without a client secret');
    return si.client_secret;
  }
}
