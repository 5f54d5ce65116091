import type { Selectable } from 'kysely';
import type { BillingInvoiceTable, BillingPaymentMethodTable, BillingPlanTable } from './tables';
import type { SubscriptionRow } from './ledger';

type PlanRow = Selectable<BillingPlanTable>;

/** Plan as `@portico/rest-api` BillingPlan (amount in cents, always monthly). */
export const planView = (p: PlanRow) => ({
  id: p.id, name: p.name, ...(p.description ? { description: p.description } : {}), price: { amount: p.amount, currency: p.currency },
  slug: p.slug, recurringInterval: 'month' as const,
});

/** Subscription as `@portico/rest-api` Subscription, with its plan. */
export const subscriptionView = (s: SubscriptionRow, plan?: PlanRow) => ({
  id: s.id, externalId: s.external_id, startDate: s.start_date.toISOString(), currentPeriodStart: s.current_period_start.toISOString(),
  currentPeriodEnd: s.current_period_end.toISOString(), status: s.status,
  cancellation: s.cancellation_policy ? { policy: s.cancellation_policy } : null, trialEnd: s.trial_end ? s.trial_end.toISOString() : null,
  externallyManaged: s.externally_managed, planId: s.plan_id, ...(plan ? { plan: planView(plan) } : {}),
});

/** Invoice as `@portico/rest-api` Invoice: `totalAmount` raw in cents. */
export const invoiceView = (i: Selectable<BillingInvoiceTable>) => ({
  id: i.id, externalId: i.external_id, subscriptionId: i.subscription_id, paymentDate: i.payment_date.toISOString(), totalAmount: i.total_amount,
  currency: i.currency, paid: i.paid, receiptNumber: i.receipt_number,
});

/** Payment method as `@portico/rest-api` PaymentMethod (never a card number). */
export const paymentMethodView = (p: Selectable<BillingPaymentMethodTable>) => ({
  id: p.id, externalId: p.external_id, type: 'card' as const, isDefault: p.is_default, last4: p.last4, expMonth: p.exp_month, expYear: p.exp_year,
  brand: p.brand, billingDetails: p.billing_details,
});

/** A plan as the vendor's plans API answers it: the client's view plus trial, default, features, limits and provider id. */
export const vendorPlanView = (p: PlanRow) => ({
  ...planView(p), trialDays: p.trial_days, isDefault: p.is_default, features: p.features, limits: p.limits, externalId: p.external_id,
});
