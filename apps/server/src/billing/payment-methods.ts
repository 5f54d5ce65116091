import { badRequest, notFound } from '../http/errors';
import { isUuid } from '../roles/guard';
import { account, ensureCustomer } from './accounts';
import { BILLING_TEXT } from './messages';
import { requirePaymentMethod, type BillingScope } from './service';
import type { BillingEvent } from './ledger';
import { confirmPendingPayment } from './payments';
import type { AttachedCard, Authentication } from './provider';

/** The tenant's payment methods, default first. */
export const listPaymentMethods = (s: BillingScope) =>
  s.db.selectFrom('billing_payment_methods').selectAll().where('tenant_id', '=', s.tenantId).orderBy('is_default', 'desc').orderBy('created_at', 'desc').execute();

/** The answer of a setup intent: its secret and id, and whether the cardholder still has to authenticate. */
export interface SetupAnswer { secret: string; intentId?: string; status?: 'succeeded' | 'requires_action'; events: BillingEvent[] }

/**
 * A setup intent: for an existing payment method of the tenant, a secret only; otherwise the provider sets up the
 * given payment method (embedded provider: a named test card) and it becomes the default — or, when the card needs
 * the cardholder's authentication (3-D Secure), the intent waits (`requires_action`) until {@link confirmSetupIntent}.
 * A decline throws the provider's message and stores nothing.
 */
export async function setupIntent(s: BillingScope, paymentMethodId: string | undefined): Promise<SetupAnswer> {
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
  const result = await s.provider.setupPaymentMethod(customer.customer_id!, paymentMethodId);
  if (result.status === 'requires_action') {
    await s.db.insertInto('billing_setup_intents').values({
      id: result.intentId, tenant_id: s.tenantId, payment_method: paymentMethodId, client_secret: result.secret, status: 'requires_action',
    }).execute();
    events.push({ action: 'Payment method authentication required', description: 'The card needs the cardholder\'s authentication', json: { setupIntentId: result.intentId } });
    return { secret: result.secret, intentId: result.intentId, status: 'requires_action', events };
  }
  events.push(await recordCard(s, result.card));
  return { secret: result.secret, intentId: result.intentId, status: 'succeeded', events };
}

/**
 * Finishes a setup intent of the tenant that required authentication: the card is recorded as the default, or the
 * provider's message is thrown and the intent is closed (a new attempt starts a new intent).
 */
export async function confirmSetupIntent(s: BillingScope, intentId: string, authentication: Authentication | undefined): Promise<SetupAnswer> {
  const intent = await s.db.selectFrom('billing_setup_intents').selectAll()
    .where('id', '=', intentId).where('tenant_id', '=', s.tenantId).where('status', '=', 'requires_action').executeTakeFirst();
  if (!intent) throw notFound(BILLING_TEXT.setupIntentNotFound);
  // A checkout / plan-change payment that waited for 3-D Secure is confirmed through the same call.
  if (intent.kind === 'payment') {
    return { secret: intent.client_secret, intentId: intent.id, status: 'succeeded', events: await confirmPendingPayment(s, intent, authentication) };
  }
  const { customer_id: customerId } = await account(s.db, s.tenantId);
  const close = (status: string) => s.db.updateTable('billing_setup_intents').set({ status }).where('id', '=', intent.id).execute();
  let card: AttachedCard;
  try {
    card = await s.provider.confirmSetup(customerId!, { id: intent.id, paymentMethod: intent.payment_method }, authentication);
  } catch (e) {
    await close('failed');
    throw e;
  }
  await close('succeeded');
  return { secret: intent.client_secret, intentId: intent.id, status: 'succeeded', events: [await recordCard(s, card)] };
}

/** Records an attached card as the tenant's default payment method. */
async function recordCard(s: BillingScope, card: AttachedCard): Promise<BillingEvent> {
  await s.db.updateTable('billing_payment_methods').set({ is_default: false }).where('tenant_id', '=', s.tenantId).execute();
  const id = crypto.randomUUID();
  await s.db.insertInto('billing_payment_methods').values({
    id, tenant_id: s.tenantId, external_id: card.externalId, brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear,
    is_default: true, billing_details: '{}',
  }).execute();
  return { action: 'Payment method added', description: `Payment method ${card.brand} ${card.last4} added`, json: { paymentMethodId: id, brand: card.brand, last4: card.last4 } };
}

/** Replaces e-mail and address of a payment method's billing details (the name stays). */
export async function updateBillingDetails(s: BillingScope, id: string | undefined, input: { email: string; address: Record<string, unknown> }) {
  const pm = await requirePaymentMethod(s, id);
  const details = { ...pm.billing_details, email: input.email, address: input.address };
  return s.db.updateTable('billing_payment_methods').set({ billing_details: JSON.stringify(details) }).where('id', '=', pm.id).returningAll().executeTakeFirstOrThrow();
}
