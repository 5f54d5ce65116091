import type {
  BillingPlan, Invoice, PaymentMethod, PaymentProvider, Subscription, TenantUsage, UpdateBillingDetailsRequest, VendorBillingPublicConfiguration,
} from '@portico/rest-api/billing';
import type { ActionState, Loadable } from '../shared/status';

/**
 * Checkout: idle → loading → confirmed (or error with the server's message), or → requires_action while the cardholder
 * authenticates the payment (3-D Secure: `paymentMethod` holds the intent; {@link BillingState.authenticatePaymentMethod}
 * finishes both) → confirmed | error.
 */
export interface CheckoutState {
  status: 'idle' | 'loading' | 'requires_action' | 'confirmed' | 'error';
  planId?: string;
  error?: string;
}

/**
 * Adding a payment method: idle → loading → success | error, or → requires_action while the cardholder authenticates
 * (3-D Secure) the setup intent `intent`, then loading → success | error.
 */
export interface PaymentMethodState {
  status: 'idle' | 'loading' | 'requires_action' | 'success' | 'error';
  error?: string;
  /** The setup intent waiting for authentication (its secret is what Stripe.js `handleNextAction` takes). */
  intent?: { id: string; secret: string };
}

/** State and actions of the billing store (`createAdminStores(portico).billing`). */
export interface BillingState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error?: string;
  plans: BillingPlan[];
  /** The tenant's current subscription (active or trialing first, else the newest), if any. */
  subscription: Subscription | null;
  paymentMethods: PaymentMethod[];
  invoices: Loadable<Invoice[]>;
  vendor: VendorBillingPublicConfiguration;
  providers: PaymentProvider[];
  checkout: CheckoutState;
  /** Stripe publishable key when the server bills on Stripe (the card form then uses Stripe Elements), else null. */
  stripeKey: string | null;
  /** Adding a payment method (the provider's decline message lands in `error`). */
  paymentMethod: PaymentMethodState;
  /** Cancel, renew, end of trial or end of the subscription. */
  change: ActionState;
  /** What the last successful change did (the status line names it). */
  changeDone?: 'cancelled' | 'renewed' | 'trialEnded' | 'ended' | undefined;
  /** Making a card the default or removing one. */
  cards: ActionState;
  /** The plan awaiting the admin's confirmation (price, proration and dates shown first), or null. */
  planChange: string | null;
  download: ActionState;
  /** The tenant's metered usage against its plan's limits (the Usage section). */
  usage: Loadable<TenantUsage | null>;
  /** Saving the billing details (e-mail and address) of a payment method. */
  billingDetails: ActionState;
  /** Loads plans, subscription, payment methods, vendor rules and providers. */
  load(): Promise<boolean>;
  loadInvoices(): Promise<boolean>;
  /** Checkout of a plan: subscribe, or change the plan of the current subscription. */
  checkoutPlan(planId: string): Promise<boolean>;
  /** Adds a payment method; false without an error when it waits in `requires_action` for {@link authenticatePaymentMethod}. */
  addPaymentMethod(paymentMethodId: string): Promise<boolean>;
  /**
   * Finishes the payment method — or the checkout / plan-change payment — waiting for authentication: after Stripe.js
   * handled the next action (no argument), or with the embedded provider's test challenge outcome.
   */
  authenticatePaymentMethod(authentication?: 'complete' | 'fail'): Promise<boolean>;
  cancel(): Promise<boolean>;
  renew(): Promise<boolean>;
  /** Ends the trial now: the first period is charged at once (an invoice) and the subscription turns active. */
  endTrial(): Promise<boolean>;
  /** Ends the subscription now (a trial included); its invoices stay. */
  endNow(): Promise<boolean>;
  /** Asks to confirm a plan: nothing is sent until {@link confirmPlanChange}. */
  askPlanChange(planId: string): void;
  dismissPlanChange(): void;
  /** Checks out the plan awaiting confirmation, then reads the subscription again. */
  confirmPlanChange(): Promise<boolean>;
  makeDefaultCard(paymentMethodId: string): Promise<boolean>;
  removeCard(paymentMethodId: string): Promise<boolean>;
  /** The invoice PDF as a File (null on failure, with `download.error`). */
  downloadInvoice(id: string): Promise<File | null>;
  resetCheckout(): void;
  /** A SetupIntent client secret for Stripe Elements (null on failure, with `paymentMethod.error`). */
  startCardSetup(): Promise<string | null>;
  loadUsage(): Promise<boolean>;
  /** Patches the e-mail and address of a payment method (invoices go to that e-mail). */
  saveBillingDetails(paymentMethodId: string, details: UpdateBillingDetailsRequest): Promise<boolean>;
}

/** The billing actions that call the port (their code is a chunk of its own, fetched on the first call). */
export type BillingPortAction =
  | 'load' | 'loadInvoices' | 'checkoutPlan' | 'addPaymentMethod' | 'authenticatePaymentMethod' | 'downloadInvoice' | 'loadUsage'
  | 'saveBillingDetails' | 'confirmPlanChange' | 'cancel' | 'renew' | 'endTrial' | 'endNow' | 'makeDefaultCard' | 'removeCard'
  | 'startCardSetup';

/** Those actions, as `billingActions` builds them. */
export type BillingActions = Pick<BillingState, BillingPortAction>;
