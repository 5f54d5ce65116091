import { ApiError, badRequest, notFound } from '../http/errors';
import { isUuid } from '../roles';
import { account, ensureCustomer } from './accounts';
import { BILLING_TEXT } from './messages';
import type { BillingScope } from './scope';
import { requirePaymentMethod, updateSubscription } from './service';
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

const isLive = (status: string) => status === 'active' || status === 'trialing';

/** The live subscription charged to the tenant's default card (or to `pmId`), to move along with a default change. */
async function liveSubscriptionOf(s: BillingScope) {
  return s.db.selectFrom('billing_subscriptions').selectAll().where('tenant_id', '=', s.tenantId).where('status', 'in', ['active', 'trialing'])
    .orderBy('created_at', 'desc').executeTakeFirst();
}

/**
 * Makes a payment method the tenant's default: at the provider too, and the live subscription is charged to it from
 * now on. Returns the method and the events to audit.
 */
export async function makeDefaultPaymentMethod(s: BillingScope, id: string | undefined): Promise<{ pm: Awaited<ReturnType<typeof requirePaymentMethod>>; events: BillingEvent[] }> {
  const pm = await requirePaymentMethod(s, id);
  const { customer_id: customerId } = await account(s.db, s.tenantId);
  if (customerId) await s.provider.setDefaultPaymentMethod?.(customerId, pm.external_id);
  await s.db.transaction().execute(async (tx) => {
    await tx.updateTable('billing_payment_methods').set({ is_default: false }).where('tenant_id', '=', s.tenantId).where('id', '!=', pm.id).execute();
    await tx.updateTable('billing_payment_methods').set({ is_default: true }).where('id', '=', pm.id).execute();
  });
  const events: BillingEvent[] = [{ action: 'Default payment method changed', description: `Payment method ${pm.brand} ${pm.last4} made the default`, json: { paymentMethodId: pm.id } }];
  const live = await liveSubscriptionOf(s);
  if (live && !live.externally_managed && live.payment_method_id && live.payment_method_id !== pm.id) events.push(...(await updateSubscription(s, live.id, { paymentMethodId: pm.id })).events);
  return { pm: { ...pm, is_default: true }, events };
}

/**
 * Removes a payment method: detached at the provider, and the newest other one becomes the default (the live
 * subscription moves to it). The last one stays while a live subscription on a paid plan is charged to it.
 */
export async function removePaymentMethod(s: BillingScope, id: string | undefined): Promise<BillingEvent[]> {
  const pm = await requirePaymentMethod(s, id);
  const others = (await listPaymentMethods(s)).filter((m) => m.id !== pm.id);
  const live = await liveSubscriptionOf(s);
  const plan = live ? await s.db.selectFrom('billing_plans').select('amount').where('id', '=', live.plan_id).executeTakeFirst() : undefined;
  if (!others.length && live && isLive(live.status) && (plan?.amount ?? 0) > 0) throw new ApiError(409, 'PAYMENT_METHOD_IN_USE', [BILLING_TEXT.lastPaymentMethod]);
  const events: BillingEvent[] = [];
  const next = others[0];
  if (pm.is_default && next) events.push(...(await makeDefaultPaymentMethod(s, next.id)).events);
  if (live?.payment_method_id === pm.id) {
    if (next && !pm.is_default) events.push(...(await updateSubscription(s, live.id, { paymentMethodId: next.id })).events);
    else if (!next) await s.db.updateTable('billing_subscriptions').set({ payment_method_id: null }).where('id', '=', live.id).execute();
  }
  await s.provider.detachPaymentMethod?.(pm.external_id);
  await s.db.deleteFrom('billing_payment_methods').where('id', '=', pm.id).where('tenant_id', '=', s.tenantId).execute();
  events.push({ action: 'Payment method removed', description: `Payment method ${pm.brand} ${pm.last4} removed`, json: { paymentMethodId: pm.id } });
  return events;
}
