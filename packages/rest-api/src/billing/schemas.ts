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
