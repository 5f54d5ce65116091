import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, Json } from '../db/columns';

/** A vendor plan; `amount` in minor units (cents), billed monthly. */
export interface BillingPlanTable {
  id: string;
  vendor_id: string;
  name: string;
  description: string | null;
  slug: string;
  amount: number;
  currency: Generated<string>;
  trial_days: Generated<number>;
  is_default: Generated<boolean>;
  features: Json<string[]>;
  external_id: string | null;
  created_at: Timestamp;
  /** Plan limits by metric, e.g. `{ seats: 10 }` (absent: unlimited). */
  limits: ColumnType<Record<string, number>, string | undefined, string>;
}

export interface BillingVendorSettingsTable {
  vendor_id: string;
  allow_plan_downgrade: Generated<boolean>;
  allow_plan_cancellation: Generated<boolean>;
}

/** A tenant's billing configuration, customer, test clock offset, credit balance and receipt counter. */
export interface BillingAccountTable {
  tenant_id: string;
  id: string;
  customer_id: string | null;
  customer_name: string | null;
  customer_email: string | null;
  trial_end_action: Generated<string>;
  externally_managed: Generated<boolean>;
  clock_offset_seconds: Generated<number>;
  credit_balance: Generated<number>;
  invoice_seq: Generated<number>;
  trial_used: Generated<boolean>;
  created_at: Timestamp;
}

export interface BillingPaymentMethodTable {
  id: string;
  tenant_id: string;
  external_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: Generated<boolean>;
  billing_details: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface BillingSubscriptionTable {
  id: string;
  tenant_id: string;
  plan_id: string;
  payment_method_id: string | null;
  external_id: string;
  status: string;
  start_date: Timestamp;
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  trial_end: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cancellation_policy: string | null;
  externally_managed: Generated<boolean>;
  created_at: Timestamp;
  /** `embedded` (our ledger drives it) or the provider mirrored into it (`stripe`: webhooks and API answers drive it). */
  provider: Generated<string>;
  /** Unix seconds of the newest provider state applied (older webhooks are not applied over it). */
  remote_updated: number | null;
}

export interface BillingInvoiceTable {
  id: string;
  tenant_id: string;
  subscription_id: string;
  external_id: string;
  receipt_number: string;
  payment_date: Timestamp;
  total_amount: number;
  currency: string;
  paid: boolean;
  lines: Json<{ description: string; amount: number }[]>;
  created_at: Timestamp;
}

/** A Stripe webhook event seen once (by id); `applied` false when a newer event of its object came first. */
export interface BillingWebhookEventTable {
  id: string;
  type: string;
  object_id: string;
  created: number;
  applied: boolean;
  received_at: Timestamp;
}

/** A setup intent waiting for the cardholder's authentication (3-D Secure) until its tenant confirms it. */
export interface BillingSetupIntentTable {
  id: string;
  tenant_id: string;
  payment_method: string;
  client_secret: string;
  status: string;
  created_at: Timestamp;
  /** `setup` (adding a card) or `payment` (a checkout / plan-change charge waiting for 3-D Secure). */
  kind: Generated<string>;
  subscription_id: string | null;
  plan_id: string | null;
  invoice_id: string | null;
}

/** The billing module's tables (db/schema.ts composes every module's into `Database`). */
export interface BillingTables {
  billing_plans: BillingPlanTable;
  billing_vendor_settings: BillingVendorSettingsTable;
  billing_accounts: BillingAccountTable;
  billing_payment_methods: BillingPaymentMethodTable;
  billing_subscriptions: BillingSubscriptionTable;
  billing_invoices: BillingInvoiceTable;
  billing_webhook_events: BillingWebhookEventTable;
  billing_setup_intents: BillingSetupIntentTable;
}
