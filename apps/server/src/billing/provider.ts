/** A card as the provider reports it once attached (never a card number). */
export interface AttachedCard {
  externalId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Which way the cardholder's authentication (3-D Secure) went on the embedded provider's test challenge. */
export type Authentication = 'complete' | 'fail';

/**
 * A setup intent for a payment method: attached (`succeeded`, with the card) or waiting for the cardholder's
 * authentication (`requires_action`: Stripe.js `handleNextAction`, or the embedded provider's test challenge).
 */
export type SetupResult =
  | { status: 'succeeded'; intentId: string; secret: string; card: AttachedCard }
  | { status: 'requires_action'; intentId: string; secret: string };

/** Outcome of a charge: paid with the provider's reference, or declined with the provider's message. */
export type ChargeResult = { paid: true; externalId: string } | { paid: false; message: string };

/**
 * The one seam between the billing ledger and a payment provider. The embedded test provider is the default; a Stripe
 * provider implements the same calls with the Stripe SDK.
 */
export interface BillingProvider {
  /** Reported as `providerType` (summary, tenant configuration, payment providers). */
  readonly type: string;
  /** Shown in the UI: the embedded provider is test mode only. */
  readonly testMode: boolean;
  /** Publishable key for the browser's card form, when the provider has one. */
  readonly publishableKey: string | undefined;
  /** Creates the customer of a tenant; returns its provider id. */
  createCustomer(input: { tenantId: string; name: string; email?: string | undefined }): Promise<string>;
  /**
   * Sets up a payment method for off-session charges (the embedded provider: a named test card) through a setup intent;
   * throws the provider's decline.
   */
  setupPaymentMethod(customerId: string, paymentMethod: string): Promise<SetupResult>;
  /**
   * Finishes a setup intent that required action, once the cardholder authenticated (or not): the attached card, or
   * throws the provider's message. Stripe reads the intent's own outcome; the embedded provider takes `authentication`.
   */
  confirmSetup(customerId: string, intent: { id: string; paymentMethod: string }, authentication?: Authentication): Promise<AttachedCard>;
  /** Charges an attached payment method; a decline is a result, not a throw. */
  charge(input: { customerId: string; paymentMethodExternalId: string; amount: number; currency: string; description: string }): Promise<ChargeResult>;
  /** A client secret for the browser to confirm a setup (Stripe.js); the embedded provider returns a test secret. */
  setupIntentSecret(customerId: string): Promise<string>;
  /**
   * Mirrors a vendor plan at the provider (Stripe: a product and a monthly price); returns the provider's price id.
   * `previous` is the plan's current provider price, if it has one. Absent on the embedded provider (nothing to mirror).
   */
  syncPlan?(plan: PlanSpec, previous: { externalId: string; amount: number; currency: string } | null): Promise<string>;
}

/** What a provider needs of a plan to mirror it. */
export interface PlanSpec { id: string; slug: string; name: string; description: string | null; amount: number; currency: string }
