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

/** A payment waiting for the cardholder's authentication (3-D Secure): the intent id and the client secret Stripe.js takes. */
export interface PendingAction { id: string; secret: string }

/**
 * Outcome of a charge: paid with the provider's reference, declined with the provider's message, or (on session only)
 * waiting for the cardholder's authentication.
 */
export type ChargeResult = { paid: true; externalId: string } | { paid: false; message: string } | { paid: false; action: PendingAction };

/** A subscription as the provider holds it (Stripe Subscription), in our terms. */
export interface RemoteSubscription {
  id: string;
  /** Mapped to the spec's statuses (unknown → expired). */
  status: string;
  priceId: string | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The latest invoice, when the provider answered it. */
  invoice?: RemoteInvoice | undefined;
  /** The latest invoice's payment waits for 3-D Secure. */
  action?: PendingAction | undefined;
  /** The latest invoice's payment was declined (the provider's message). */
  declined?: string | undefined;
}

/** An invoice as the provider holds it. */
export interface RemoteInvoice { id: string; subscriptionId: string | null; total: number; currency: string; paid: boolean; date: Date; lines: { description: string; amount: number }[] }

/** Subscriptions kept by the provider itself (Stripe Subscription objects); our rows mirror them. */
export interface ProviderSubscriptions {
  create(input: {
    customerId: string; priceId: string; paymentMethodExternalId?: string | undefined; trialDays: number;
    /** What happens when the trial ends without a payment method (the tenant's trial-end action). */
    trialEndAction: string; metadata: Record<string, string>;
  }): Promise<RemoteSubscription>;
  /** Plan change (prorated, charged now; pending until paid), payment method change, or cancel at period end / renew. */
  update(id: string, change: { priceId?: string; prorate?: boolean; paymentMethodExternalId?: string; cancelAtPeriodEnd?: boolean }): Promise<RemoteSubscription>;
  /** Ends the subscription now. */
  cancel(id: string): Promise<RemoteSubscription>;
  retrieve(id: string): Promise<RemoteSubscription>;
  /** The price of a plan, created once (looked up by the plan's lookup key first). */
  ensurePrice(plan: PlanSpec, known: string | null): Promise<string>;
}

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
  charge(input: { customerId: string; paymentMethodExternalId: string; amount: number; currency: string; description: string; onSession?: boolean }): Promise<ChargeResult>;
  /** A client secret for the browser to confirm a setup (Stripe.js); the embedded provider returns a test secret. */
  setupIntentSecret(customerId: string): Promise<string>;
  /**
   * Reads (Stripe) or settles (embedded: `authentication` is the test challenge's outcome) a payment that waited for
   * 3-D Secure: paid with its reference, or declined with the provider's message.
   */
  confirmPayment(intentId: string, authentication?: Authentication): Promise<ChargeResult>;
  /** Makes an attached card the customer's default at the provider (Stripe); absent: the ledger's default is the only one. */
  setDefaultPaymentMethod?(customerId: string, paymentMethodExternalId: string): Promise<void>;
  /** Detaches a card from the customer at the provider (Stripe); absent: nothing is held at the provider. */
  detachPaymentMethod?(paymentMethodExternalId: string): Promise<void>;
  /** Present when the provider keeps subscriptions itself (Stripe); absent, our ledger drives them (embedded). */
  readonly subscriptions?: ProviderSubscriptions | undefined;
  /**
   * Mirrors a vendor plan at the provider (Stripe: a product and a monthly price); returns the provider's price id.
   * `previous` is the plan's current provider price, if it has one. Absent on the embedded provider (nothing to mirror).
   */
  syncPlan?(plan: PlanSpec, previous: { externalId: string; amount: number; currency: string } | null): Promise<string>;
}

/** What a provider needs of a plan to mirror it. */
export interface PlanSpec { id: string; slug: string; name: string; description: string | null; amount: number; currency: string }
