import type { Selectable } from 'kysely';
import type { BillingPaymentMethodTable, BillingPlanTable } from './tables';
import { account } from './accounts';
import type { BillingEvent, SubscriptionRow } from './ledger';
import { cardDeclined } from './messages';
import { recordPayment } from './payments';
import type { ProviderSubscriptions, RemoteSubscription } from './provider';
import { mirrorInvoice, mirrorSubscription, planPrice } from './remote';
import type { BillingScope, Changed } from './scope';

type PlanRow = Selectable<BillingPlanTable>;
type MethodRow = Selectable<BillingPaymentMethodTable>;

/** The provider's subscriptions when this subscription is kept there (Stripe), else undefined (our ledger). */
export const remoteOf = (s: BillingScope, sub: SubscriptionRow): ProviderSubscriptions | undefined =>
  sub.provider === s.provider.type ? s.provider.subscriptions : undefined;

/** Mirrors an API answer (state as of now) and its latest invoice. */
async function mirror(s: BillingScope, sub: SubscriptionRow, remote: RemoteSubscription) {
  const { sub: row } = await mirrorSubscription(s.db, s.vendorId, sub, remote);
  const invoice = remote.invoice ? await mirrorInvoice(s.db, row, remote.invoice) : undefined;
  return { row, invoice };
}

/**
 * Subscribes at the provider (a Stripe Subscription with the plan's price, the payment method and the plan's trial)
 * and mirrors it: active, trialing, or incomplete while the first payment waits for 3-D Secure. A decline cancels the
 * provider's subscription and keeps nothing.
 */
export async function createRemote(s: BillingScope, subs: ProviderSubscriptions, input: {
  plan: PlanRow; pm: MethodRow | undefined; trial: boolean; customerId: string; events: BillingEvent[];
}): Promise<Changed> {
  const { plan, trial, events } = input;
  const method = input.pm ?? (await s.db.selectFrom('billing_payment_methods').selectAll().where('tenant_id', '=', s.tenantId).where('is_default', '=', true).executeTakeFirst());
  const id = crypto.randomUUID();
  const remote = await subs.create({
    customerId: input.customerId, priceId: await planPrice(s.db, subs, plan), paymentMethodExternalId: method?.external_id, trialDays: trial ? plan.trial_days : 0,
    trialEndAction: (await account(s.db, s.tenantId)).trial_end_action, metadata: { tenantId: s.tenantId, subscriptionId: id },
  });
  if (remote.declined) {
    await subs.cancel(remote.id);
    throw cardDeclined(remote.declined);
  }
  const inserted = await s.db.insertInto('billing_subscriptions').values({
    id, tenant_id: s.tenantId, plan_id: plan.id, payment_method_id: input.pm?.id ?? null, external_id: remote.id, status: remote.status, start_date: new Date(),
    current_period_start: remote.currentPeriodStart, current_period_end: remote.currentPeriodEnd, trial_end: remote.trialEnd, cancellation_policy: null,
    provider: s.provider.type, remote_updated: null,
  }).returningAll().executeTakeFirstOrThrow();
  const { row, invoice } = await mirror(s, inserted, remote);
  if (trial) await s.db.updateTable('billing_accounts').set({ trial_used: true }).where('tenant_id', '=', s.tenantId).execute();
  events.push({ action: 'Subscription created', description: `Subscribed to ${plan.name}${trial ? ' with a trial' : ''}`, json: { subscriptionId: id, planId: plan.id, trial, externalId: remote.id } });
  if (invoice?.paid) events.push({ action: 'Invoice issued', description: `Invoice ${invoice.receipt_number} paid`, json: { invoiceId: invoice.id, totalAmount: invoice.total_amount } });
  if (remote.action) events.push(await recordPayment(s, remote.action, { subscriptionId: id, invoiceId: invoice?.id }));
  return { sub: row, events, action: remote.action };
}

/** The provider's default payment method of the subscription. */
export async function setRemotePaymentMethod(s: BillingScope, subs: ProviderSubscriptions, sub: SubscriptionRow, externalId: string) {
  await mirror(s, sub, await subs.update(sub.external_id, { paymentMethodExternalId: externalId }));
}

/**
 * A plan change at the provider: prorated and charged now when active (applied only once paid; a 3-D Secure payment
 * waits for the cardholder), a plain change during the trial.
 */
export async function changeRemotePlan(s: BillingScope, subs: ProviderSubscriptions, sub: SubscriptionRow, from: PlanRow, to: PlanRow, events: BillingEvent[]): Promise<Changed> {
  const remote = await subs.update(sub.external_id, { priceId: await planPrice(s.db, subs, to), prorate: sub.status === 'active' });
  if (remote.declined) throw cardDeclined(remote.declined);
  if (remote.action) {
    const invoice = remote.invoice ? await mirrorInvoice(s.db, sub, remote.invoice) : undefined;
    events.push(await recordPayment(s, remote.action, { subscriptionId: sub.id, planId: to.id, invoiceId: invoice?.id }));
    return { sub, events, action: remote.action };
  }
  const { row, invoice } = await mirror(s, sub, remote);
  const moved = await s.db.updateTable('billing_subscriptions').set({ plan_id: to.id }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
  if (invoice?.paid) events.push({ action: 'Invoice issued', description: `Proration invoice ${invoice.receipt_number}`, json: { invoiceId: invoice.id, totalAmount: invoice.total_amount } });
  events.push({ action: 'Subscription plan changed', description: `Plan changed from ${from.name} to ${to.name}`, json: { subscriptionId: sub.id, fromPlanId: from.id, toPlanId: to.id } });
  return { sub: moved, events };
}

/** Cancel at period end (`cancel_at_period_end`), or (`now`) end the provider's subscription at once. */
export async function cancelRemote(s: BillingScope, subs: ProviderSubscriptions, sub: SubscriptionRow, now: boolean) {
  return (await mirror(s, sub, now ? await subs.cancel(sub.external_id) : await subs.update(sub.external_id, { cancelAtPeriodEnd: true }))).row;
}

/** Withdraws the cancellation at period end at the provider. */
export async function renewRemote(s: BillingScope, subs: ProviderSubscriptions, sub: SubscriptionRow) {
  return (await mirror(s, sub, await subs.update(sub.external_id, { cancelAtPeriodEnd: false }))).row;
}
