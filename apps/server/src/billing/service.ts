import { badRequest, notFound } from '../http/errors';
import { isUuid } from '../roles';
import { account, ensureCustomer, tenantNow } from './accounts';
import { addMonth, issueInvoice, settle, type BillingEvent, type SubscriptionRow } from './ledger';
import { BILLING_TEXT, cardDeclined, externallyManaged, notAuthorized, subscriptionNotFound } from './messages';
import { requirePlan, vendorSettings } from './plans';
import { recordPayment } from './payments';
import { cancelRemote, changeRemotePlan, createRemote, remoteOf, renewRemote, setRemotePaymentMethod } from './remote-service';
import type { BillingScope, Changed } from './scope';

/** The tenant's subscriptions, newest first, each brought up to the tenant's clock. */
export async function listSubscriptions(s: BillingScope): Promise<Changed[]> {
  const rows = await s.db.selectFrom('billing_subscriptions').selectAll().where('tenant_id', '=', s.tenantId).orderBy('created_at', 'desc').execute();
  return Promise.all(rows.map((r) => settle(s.db, s.provider, s.vendorId, r)));
}

/** One subscription of the tenant (settled), or "Subscription not found." — also for another tenant's. */
export async function requireSubscription(s: BillingScope, id: string | undefined): Promise<Changed> {
  const row = id && isUuid(id)
    ? await s.db.selectFrom('billing_subscriptions').selectAll().where('tenant_id', '=', s.tenantId).where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!row) throw subscriptionNotFound();
  return settle(s.db, s.provider, s.vendorId, row);
}

/** A payment method of the tenant, or 404. */
export async function requirePaymentMethod(s: BillingScope, id: string | undefined) {
  const row = id && isUuid(id)
    ? await s.db.selectFrom('billing_payment_methods').selectAll().where('tenant_id', '=', s.tenantId).where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!row) throw notFound(BILLING_TEXT.paymentMethodNotFound);
  return row;
}

/** The tenant's live subscription (active or trialing), if any: any other may be replaced by a new one. */
export async function liveSubscription(s: BillingScope): Promise<SubscriptionRow | undefined> {
  const all = await listSubscriptions(s);
  return all.map((c) => c.sub).find((sub) => sub.status === 'active' || sub.status === 'trialing');
}

/**
 * Subscribes the tenant to a plan: a trial when the plan has one and the tenant never had one, else the first period
 * is charged at once (a decline refuses with the provider's message and keeps nothing).
 */
export async function createSubscription(s: BillingScope, input: { planId: string; paymentMethodId?: string | undefined }): Promise<Changed> {
  if (!isUuid(input.planId)) throw notFound(BILLING_TEXT.planNotFound);
  const plan = await requirePlan(s.db, s.vendorId, input.planId);
  if (await liveSubscription(s)) throw badRequest(BILLING_TEXT.alreadySubscribed);
  const pm = input.paymentMethodId ? await requirePaymentMethod(s, input.paymentMethodId) : undefined;
  const customer = await ensureCustomer(s.db, s.provider, s.tenantId);
  const acc = await account(s.db, s.tenantId);
  const now = await tenantNow(s.db, s.tenantId);
  const trial = plan.trial_days > 0 && !acc.trial_used;
  const hasMethod = pm ?? (await s.db.selectFrom('billing_payment_methods').select('id').where('tenant_id', '=', s.tenantId).where('is_default', '=', true).executeTakeFirst());
  if (!trial && plan.amount > 0 && !hasMethod) throw badRequest(BILLING_TEXT.paymentMethodRequired);
  const events: BillingEvent[] = customer.created ? [{ action: 'create_customer', description: 'Billing customer created', json: { customerId: customer.customer_id } }] : [];
  if (s.provider.subscriptions) return createRemote(s, s.provider.subscriptions, { plan, pm, trial, customerId: customer.customer_id!, events });
  const end = trial ? new Date(now.getTime() + plan.trial_days * 86_400_000) : addMonth(now);
  const id = crypto.randomUUID();
  const sub = await s.db.insertInto('billing_subscriptions').values({
    id, tenant_id: s.tenantId, plan_id: plan.id, payment_method_id: pm?.id ?? null, external_id: `sub_${s.provider.type}_${id.replace(/-/g, '').slice(0, 20)}`,
    status: trial ? 'trialing' : 'active', start_date: now, current_period_start: now, current_period_end: end, trial_end: trial ? end : null,
    cancellation_policy: null,
  }).returningAll().executeTakeFirstOrThrow();
  events.push({ action: 'Subscription created', description: `Subscribed to ${plan.name}${trial ? ' with a trial' : ''}`, json: { subscriptionId: id, planId: plan.id, trial } });
  if (trial) await s.db.updateTable('billing_accounts').set({ trial_used: true }).where('tenant_id', '=', s.tenantId).execute();
  if (!trial && plan.amount > 0) {
    const { invoice, declined, action } = await issueInvoice(s.db, s.provider, sub, [{ description: `${plan.name} plan, first month`, amount: plan.amount }], plan.currency, now, true);
    if (declined) {
      await s.db.deleteFrom('billing_subscriptions').where('id', '=', id).execute();
      throw cardDeclined(declined);
    }
    if (action) {
      // 3-D Secure: incomplete until the cardholder authenticates the first payment.
      const waiting = await s.db.updateTable('billing_subscriptions').set({ status: 'incomplete' }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      events.push(await recordPayment(s, action, { subscriptionId: id, invoiceId: invoice.id }));
      return { sub: waiting, events, action };
    }
    events.push({ action: 'Invoice issued', description: `Invoice ${invoice.receipt_number} paid`, json: { invoiceId: invoice.id, totalAmount: invoice.total_amount } });
  }
  return { sub, events };
}

const editable = (sub: SubscriptionRow, managed: boolean) => {
  if (sub.externally_managed && !managed) throw externallyManaged();
};

/**
 * Changes the payment method and/or the plan. A plan change mid-period is prorated: the unused time of the old plan is
 * credited and the remaining time of the new one charged now (an upgrade invoices the difference; a downgrade keeps it
 * as account credit for the next invoice). During a trial the plan just changes.
 */
export async function updateSubscription(s: BillingScope, id: string | undefined, change: { planId?: string | undefined; paymentMethodId?: string | undefined }, managed = false): Promise<Changed> {
  let { sub } = await requireSubscription(s, id);
  editable(sub, managed);
  const events: BillingEvent[] = [];
  if (!['active', 'trialing'].includes(sub.status)) throw badRequest(BILLING_TEXT.notActive);
  const remote = remoteOf(s, sub);
  if (change.paymentMethodId) {
    const pm = await requirePaymentMethod(s, change.paymentMethodId);
    if (remote) await setRemotePaymentMethod(s, remote, sub, pm.external_id);
    sub = await s.db.updateTable('billing_subscriptions').set({ payment_method_id: pm.id }).where('id', '=', sub.id).returningAll().executeTakeFirstOrThrow();
    events.push({ action: 'Subscription payment method changed', description: `Payment method ${pm.brand} ${pm.last4} set`, json: { subscriptionId: sub.id, paymentMethodId: pm.id } });
  }
  if (change.planId && change.planId !== sub.plan_id) {
    if (!isUuid(change.planId)) throw notFound(BILLING_TEXT.planNotFound);
    const [from, to] = [await requirePlan(s.db, s.vendorId, sub.plan_id), await requirePlan(s.db, s.vendorId, change.planId)];
    if (to.amount < from.amount && !(await vendorSettings(s.db, s.vendorId)).allowPlanDowngrade) throw notAuthorized();
    if (remote) return changeRemotePlan(s, remote, sub, from, to, events);
    const now = await tenantNow(s.db, s.tenantId);
    if (sub.status === 'active') {
      const span = sub.current_period_end.getTime() - sub.current_period_start.getTime();
      const fraction = Math.min(1, Math.max(0, (sub.current_period_end.getTime() - now.getTime()) / span));
      const credit = Math.round(from.amount * fraction);
      const charge = Math.round(to.amount * fraction);
      const lines = [{ description: `Unused time on ${from.name}`, amount: -credit }, { description: `Remaining time on ${to.name}`, amount: charge }];
      if (charge > credit) {
        const { invoice, declined, action } = await issueInvoice(s.db, s.provider, { ...sub, plan_id: to.id }, lines, to.currency, now, true);
        if (declined) {
          await s.db.deleteFrom('billing_invoices').where('id', '=', invoice.id).execute();
          throw cardDeclined(declined);
        }
        if (action) {
          // 3-D Secure: the plan changes once the cardholder authenticates the proration payment.
          events.push(await recordPayment(s, action, { subscriptionId: sub.id, planId: to.id, invoiceId: invoice.id }));
          return { sub, events, action };
        }
        events.push({ action: 'Invoice issued', description: `Proration invoice ${invoice.receipt_number}`, json: { invoiceId: invoice.id, totalAmount: invoice.total_amount } });
      } else if (credit > charge) {
        await s.db.updateTable('billing_accounts').set((eb) => ({ credit_balance: eb('credit_balance', '+', credit - charge) })).where('tenant_id', '=', s.tenantId).execute();
      }
      events.push({ action: 'Subscription plan changed', description: `Plan changed from ${from.name} to ${to.name}`, json: { subscriptionId: sub.id, fromPlanId: from.id, toPlanId: to.id, prorated: charge - credit } });
    } else if (to.amount === 0) {
      // A free plan has nothing to try: the trial ends and the free plan runs from now (no "Free – Trialing").
      const now = await tenantNow(s.db, s.tenantId);
      sub = await s.db.updateTable('billing_subscriptions').set({ status: 'active', trial_end: now, current_period_start: now, current_period_end: addMonth(now) })
        .where('id', '=', sub.id).returningAll().executeTakeFirstOrThrow();
      events.push({ action: 'Subscription plan changed', description: `Plan changed from ${from.name} to ${to.name}; the trial ended`, json: { subscriptionId: sub.id, fromPlanId: from.id, toPlanId: to.id, trialEnded: true } });
    } else {
      events.push({ action: 'Subscription plan changed', description: `Plan changed from ${from.name} to ${to.name} during the trial`, json: { subscriptionId: sub.id, fromPlanId: from.id, toPlanId: to.id } });
    }
    sub = await s.db.updateTable('billing_subscriptions').set({ plan_id: to.id }).where('id', '=', sub.id).returningAll().executeTakeFirstOrThrow();
  }
  return { sub, events };
}

/**
 * Ends a trial now: the trial's end moves to the tenant's clock and the subscription is settled as at any trial end
 * (the first period charged with an invoice, or the trial-end action without a payment method).
 */
export async function endTrial(s: BillingScope, id: string | undefined): Promise<Changed> {
  const { sub } = await requireSubscription(s, id);
  editable(sub, false);
  if (sub.status !== 'trialing') throw badRequest(BILLING_TEXT.notTrialing);
  if (remoteOf(s, sub)) throw badRequest(BILLING_TEXT.trialEndAtProvider);
  const now = await tenantNow(s.db, s.tenantId);
  const ended = await s.db.updateTable('billing_subscriptions').set({ current_period_end: now, trial_end: now }).where('id', '=', sub.id).where('status', '=', 'trialing')
    .returningAll().executeTakeFirstOrThrow();
  const settled = await settle(s.db, s.provider, s.vendorId, ended);
  return { sub: settled.sub, events: [{ action: 'Trial ended', description: 'Trial ended early by the account', json: { subscriptionId: sub.id } }, ...settled.events] };
}

/** Cancels at period end: only an active subscription with no cancellation, and only if the vendor allows it. */
export async function cancelSubscription(s: BillingScope, id: string | undefined, managed = false): Promise<Changed> {
  const { sub } = await requireSubscription(s, id);
  editable(sub, managed);
  if (!(await vendorSettings(s.db, s.vendorId)).allowPlanCancellation) throw notAuthorized();
  if (sub.cancellation_policy || sub.status !== 'active') throw badRequest(BILLING_TEXT.cannotCancel);
  const remote = remoteOf(s, sub);
  const row = remote ? await cancelRemote(s, remote, sub, false) : await s.db.updateTable('billing_subscriptions').set({ cancellation_policy: 'atPeriodEnd' }).where('id', '=', sub.id).returningAll().executeTakeFirstOrThrow();
  return { sub: row, events: [{ action: 'Subscription cancelled', description: 'Subscription set to cancel at period end', json: { subscriptionId: sub.id, policy: 'atPeriodEnd' } }] };
}

/** Withdraws a cancellation at period end (the only policy that can be renewed). */
export async function renewSubscription(s: BillingScope, id: string | undefined, managed = false): Promise<Changed> {
  const { sub } = await requireSubscription(s, id);
  editable(sub, managed);
  if (sub.cancellation_policy !== 'atPeriodEnd' || sub.status !== 'active') throw badRequest(BILLING_TEXT.cannotRenew);
  const remote = remoteOf(s, sub);
  const row = remote ? await renewRemote(s, remote, sub) : await s.db.updateTable('billing_subscriptions').set({ cancellation_policy: null }).where('id', '=', sub.id).returningAll().executeTakeFirstOrThrow();
  return { sub: row, events: [{ action: 'Subscription renewed', description: 'Scheduled cancellation withdrawn', json: { subscriptionId: sub.id } }] };
}

/** Ends a subscription now (its invoices stay). */
export async function deleteSubscription(s: BillingScope, id: string | undefined): Promise<Changed> {
  const { sub } = await requireSubscription(s, id);
  editable(sub, false);
  if (!(await vendorSettings(s.db, s.vendorId)).allowPlanCancellation) throw notAuthorized();
  const remote = remoteOf(s, sub);
  if (remote) return { sub: await cancelRemote(s, remote, sub, true), events: [{ action: 'Subscription deleted', description: 'Subscription ended now', json: { subscriptionId: sub.id } }] };
  const now = await tenantNow(s.db, s.tenantId);
  const row = await s.db.updateTable('billing_subscriptions').set({ status: 'canceled', current_period_end: now, cancellation_policy: null })
    .where('id', '=', sub.id).returningAll().executeTakeFirstOrThrow();
  return { sub: row, events: [{ action: 'Subscription deleted', description: 'Subscription ended now', json: { subscriptionId: sub.id } }] };
}
