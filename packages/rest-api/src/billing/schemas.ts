import { z } from 'zod';

// Request payloads of the billing domain (everything under /subscriptions/resources).

const id = z.string().min(1);

/** `POST /subscriptions/resources/billing/subscriptions/v1`. */
export const createSubscriptionSchema = z.object({ planId: id, paymentMethodId: id.optional() });

/** A subscription update changes the payment method, the plan, or both. */
const subscriptionChange = z
  .object({ paymentMethodId: id.optional(), planId: id.optional() })
  .refine((b) => b.paymentMethodId !== undefined || b.planId !== undefined, {
    message: 'Give a paymentMethodId or a planId',
  });

/** `PUT .../billing/subscriptions/v1/{id}`. */
export const updateSubscriptionSchema = subscriptionChange;

/** `PUT /subscriptions/resources/subscriptions/v1/{id}` (managed subscriptions). */
export const updateManagedSubscriptionSchema = subscriptionChange;

/** A postal address of billing details. */
export const billingAddressSchema = z.object({
  line1: z.string().min(1),
  line2: z.string().optional(),
  city: z.string().min(1),
  state: z.string().optional(),
  postalCode: z.string().optional(),
  country: z.string().min(1),
});

/** `PATCH .../billing/payment-methods/v1/{id}/billing-details`: e-mail plus address. */
export const updatePaymentMethodBillingDetailsSchema = z.object({
  email: z.email(),
  address: billingAddressSchema,
});

/** `POST .../billing/stripe/customers/v1`. */
export const createStripeCustomerSchema = z.object({
  name: z.string().min(1),
  email: z.email(),
  tenantId: id.optional(),
});

/** `POST .../billing/stripe/subscriptions/v1`. */
export const createStripeSubscriptionSchema = z.object({
  planId: id,
  customerId: id.optional(),
  paymentMethodId: id.optional(),
});

/** `POST .../billing/stripe/setup-intents/v1`: optionally for an existing payment method. */
export const createStripeSetupIntentSchema = z.object({ paymentMethodId: id.optional() });

/** `POST .../billing/stripe/setup-intents/v1/{id}/confirm`: the embedded provider's test challenge outcome (Stripe reads its own). */
export const confirmStripeSetupIntentSchema = z.object({ authentication: z.enum(['complete', 'fail']).optional() });

// Response shapes of the billing calls (what the server answers; the contract suite checks every answer with them).

const isoDate = z.string().min(1);

/** A plan: price in minor units, always monthly. */
export const billingPlanSchema = z.object({
  id, name: z.string(), description: z.string().optional(), price: z.object({ amount: z.number().int(), currency: z.string().min(3) }),
  slug: z.string().optional(), recurringInterval: z.literal('month'), trialDays: z.number().int().min(0).optional(),
});

/** A subscription (status as sent; the UI maps unknown values to EXPIRED). */
export const subscriptionSchema = z.object({
  id, externalId: z.string().optional(), startDate: isoDate, currentPeriodStart: isoDate, currentPeriodEnd: isoDate, status: z.string(),
  cancellation: z.object({ policy: z.literal('atPeriodEnd') }).nullable().optional(), trialEnd: isoDate.nullable().optional(),
  externallyManaged: z.boolean().optional(), planId: z.string().optional(), plan: billingPlanSchema.optional(),
  clientSecret: z.string().optional(),
});

/** An invoice: `totalAmount` raw, in minor units. */
export const invoiceSchema = z.object({
  id, externalId: z.string().optional(), subscriptionId: z.string().optional(), paymentDate: isoDate, totalAmount: z.number().int(),
  currency: z.string().min(3), paid: z.boolean(), receiptNumber: z.string().optional(),
});

/** A payment method (never a card number). */
export const paymentMethodSchema = z.object({
  id, externalId: z.string().optional(), type: z.enum(['unknown', 'card']), isDefault: z.boolean(), last4: z.string().length(4).optional(),
  expMonth: z.number().int().optional(), expYear: z.number().int().optional(), brand: z.string().optional(),
  billingDetails: z.object({ name: z.string().optional(), email: z.string().optional(), address: billingAddressSchema.optional() }).optional(),
});

/** `GET .../summaries/v1/{tenantId}`. */
export const billingSummarySchema = z.object({
  subscriptionId: z.string().optional(), paymentMethodId: z.string().optional(), tenantConfigurationId: z.string().optional(),
  providerType: z.string().optional(), externallyManaged: z.boolean().optional(), currentPlanId: z.string().optional(), defaultPlanId: z.string().optional(),
});

/** `GET .../tenant-configurations/v1/{tenantId}`. */
export const tenantBillingConfigurationSchema = z.object({
  id, tenantId: id, providerType: z.string().optional(), externallyManaged: z.boolean().optional(),
  trialEndAction: z.enum(['change_to_default', 'retain_trial']).optional(),
});

/** `GET .../vendor-public-configurations/v1`. */
export const vendorBillingPublicConfigurationSchema = z.object({ allowPlanDowngrade: z.boolean(), allowPlanCancellation: z.boolean() });

/** `GET .../billing/usage/v1`: usage metrics against the plan's limits. */
export const tenantUsageSchema = z.object({
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  metrics: z.array(z.object({ key: z.string().min(1), used: z.number().int().min(0), limit: z.number().int().min(0).nullable() })),
});

/** One of `GET /subscriptions/resources/payment-providers/v1`. */
export const paymentProviderSchema = z.object({ id: z.string().optional(), providerType: z.string(), status: z.string() });

/** A Stripe (or embedded) customer of a tenant. */
export const stripeCustomerSchema = z.object({ id, tenantId: z.string().optional(), name: z.string().optional(), email: z.string().optional() });

/** `POST .../stripe/subscriptions/v1`. */
export const stripeSubscriptionSchema = z.object({ id, externalId: z.string().optional(), status: z.string().optional(), clientSecret: z.string().optional() });

/** `POST .../stripe/setup-intents/v1`. */
export const stripeSetupIntentSchema = z.object({
  setupIntentSecret: z.string().min(1),
  setupIntentId: z.string().min(1).optional(),
  status: z.enum(['succeeded', 'requires_action']).optional(),
});

/** `GET .../stripe/public-configurations/v1`. */
export const stripePublicConfigurationSchema = z.object({ publishableKey: z.string().min(1) });
