import { badRequest } from '../http/errors';
import { isUuid } from '../roles/guard';
import { ensureCustomer } from './accounts';
import { BILLING_TEXT } from './messages';
import { requirePaymentMethod, type BillingScope } from './service';
import type { BillingEvent } from './ledger';

/** The tenant's payment methods, default first. */
export const listPaymentMethods = (s: BillingScope) =>
  s.db.selectFrom('billing_payment_methods').selectAll().where('tenant_id', '=', s.tenantId).orderBy('is_default', 'desc').orderBy('created_at', 'desc').execute();

/**
 * A setup intent: for an existing payment method of the tenant, a secret only; otherwise the provider attaches the
 * given payment method (embedded provider: a named test card) and it becomes the default. A decline throws the
 * provider's message and stores nothing.
 */
export async function setupIntent(s: BillingScope, paymentMethodId: string | undefined): Promise<{ secret: string; events: BillingEvent[] }> {
  const customer = await ensureCustomer(s.db, s.provider, s.tenantId);
  const events: BillingEvent[] = customer.created ? [{ action: 'create_customer', description: 'Billing customer created', json: { customerId: customer.customer_id } }] : [];
  if (paymentMethodId && isUuid(paymentMethodId)) {
    await requirePaymentMethod(s, paymentMethodId);
    return { secret: await s.provider.setupIntentSecret(customer.customer_id!), events };
  }
  if (!paymentMethodId) {
    // Stripe: a secret for Stripe.js to confirm a new card; the embedded provider only knows its named test methods.
    if (!s.provider.publishableKey) throw badRequest(BILLING_TEXT.chooseTestCard);
    return { secret: await s.provider.setupIntentSecret(customer.customer_id!), events };
  }
  const card = await s.provider.attachPaymentMethod(customer.customer_id!, paymentMethodId);
  await s.db.updateTable('billing_payment_methods').set({ is_default: false }).where('tenant_id', '=', s.tenantId).execute();
  const id = crypto.randomUUID();
  await s.db.insertInto('billing_payment_methods').values({
    id, tenant_id: s.tenantId, external_id: card.externalId, brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear,
    is_default: true, billing_details: '{}',
  }).execute();
  events.push({ action: 'Payment method added', description: `Payment method ${card.brand} ${card.last4} added`, json: { paymentMethodId: id, brand: card.brand, last4: card.last4 } });
  return { secret: await s.provider.setupIntentSecret(customer.customer_id!), events };
}

/** Replaces e-mail and address of a payment method's billing details (the name stays). */
export async function updateBillingDetails(s: BillingScope, id: string | undefined, input: { email: string; address: Record<string, unknown> }) {
  const pm = await requirePaymentMethod(s, id);
  const details = { ...pm.billing_details, email: input.email, address: input.address };
  return s.db.updateTable('billing_payment_methods').set({ billing_details: JSON.stringify(details) }).where('id', '=', pm.id).returningAll().executeTakeFirstOrThrow();
}
