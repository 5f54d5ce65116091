import type {
  ActionState, BillingPlan, Invoice, Loadable, PaymentMethod, PaymentProvider, Subscription, TenantUsage, UpdateBillingDetailsRequest,
  VendorBillingPublicConfiguration,
} from '@portico/core-state/admin';

/** Checkout: idle → loading → confirmed (or error with the server's message). */
export interface CheckoutState {
  status: 'idle' | 'loading' | 'confirmed' | 'error';
  planId?: string;
  error?: string;
}

/** State and actions of the billing store. */
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
  paymentMethod: ActionState;
  /** Cancel, renew or plan change of the subscription. */
  change: ActionState;
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
  addPaymentMethod(paymentMethodId: string): Promise<boolean>;
  cancel(): Promise<boolean>;
  renew(): Promise<boolean>;
  /** The invoice PDF as a File (null on failure, with `download.error`). */
  downloadInvoice(id: string): Promise<File | null>;
  resetCheckout(): void;
  /** A SetupIntent client secret for Stripe Elements (null on failure, with `paymentMethod.error`). */
  startCardSetup(): Promise<string | null>;
  loadUsage(): Promise<boolean>;
  /** Patches the e-mail and address of a payment method (invoices go to that e-mail). */
  saveBillingDetails(paymentMethodId: string, details: UpdateBillingDetailsRequest): Promise<boolean>;
}
