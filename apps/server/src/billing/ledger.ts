import type { Db } from '../db/connect';
import type { BillingSubscriptionTable } from './tables';
import type { Selectable } from 'kysely';
import { account, nextReceipt, tenantNow } from './accounts';
import { defaultPlan, requirePlan } from './plans';
import type { BillingProvider, PendingAction } from './provider';

export type SubscriptionRow = Selectable<BillingSubscriptionTable>;
/** One line of an invoice, in minor units (negative for credits). */
export interface InvoiceLine { description: string; amount: number }
/** A billing event for the audit log; routes write them with the caller as actor. */
export interface BillingEvent { action: string; description: string; json: Record<string, unknown> }

/** The same day next month (clamped to the month's last day), in UTC: the plan interval is always a month. */
export function addMonth(d: Date): Date {
  const next = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()));
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(d.getUTCDate(), last));
  return next;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The payment method a subscription charges: its own, else the tenant's default. */
async function chargeableMethod(db: Db, sub: SubscriptionRow) {
  let q = db.selectFrom('billing_payment_methods').selectAll().where('tenant_id', '=', sub.tenant_id);
  q = sub.payment_method_id ? q.where('id', '=', sub.payment_method_id) : q.where('is_default', '=', true);
  return q.executeTakeFirst();
}

/**
 * Charges `lines` (less the tenant's credit balance) to the subscription's payment method and records the invoice with
 * its receipt number. A zero total is recorded paid without a charge. Returns the invoice, paid or not, and the decline.
 * `onSession` (checkout, plan change: the cardholder is present) lets a card needing 3-D Secure answer `action`
 * instead of a decline; the invoice then stays unpaid until the payment is confirmed.
 */
export async function issueInvoice(db: Db, provider: BillingProvider, sub: SubscriptionRow, lines: InvoiceLine[], currency: string, at: Date, onSession = false) {
  const acc = await account(db, sub.tenant_id);
  const gross = lines.reduce((s, l) => s + l.amount, 0);
  const applied = Math.min(acc.credit_balance, Math.max(gross, 0));
  const all = applied > 0 ? [...lines, { description: 'Applied account credit', amount: -applied }] : lines;
  const total = gross - applied;
  let paid = true;
  let externalId = `in_free_${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
  let declined: string | undefined;
  let action: PendingAction | undefined;
  if (total > 0) {
    const pm = await chargeableMethod(db, sub);
    const result = pm && acc.customer_id
      ? await provider.charge({ customerId: acc.customer_id, paymentMethodExternalId: pm.external_id, amount: total, currency, description: all[0]?.description ?? 'Subscription', onSession })
      : { paid: false as const, message: 'No payment method' };
    paid = result.paid;
    if (result.paid) externalId = result.externalId;
    else if ('action' in result) [action, externalId] = [result.action, result.action.id];
    else declined = result.message;
  }
  if (paid && applied > 0) await db.updateTable('billing_accounts').set({ credit_balance: acc.credit_balance - applied }).where('tenant_id', '=', sub.tenant_id).execute();
  const invoice = await db.insertInto('billing_invoices').values({
    id: crypto.randomUUID(), tenant_id: sub.tenant_id, subscription_id: sub.id, external_id: externalId, receipt_number: await nextReceipt(db, sub.tenant_id),
    payment_date: at, total_amount: total, currency, paid, lines: JSON.stringify(all),
  }).returningAll().executeTakeFirstOrThrow();
  return { invoice, declined, action };
}

/**
 * Brings a subscription up to the tenant's clock: ends trials (charge, or the trial-end action), renews paid periods
 * with an invoice each, and ends cancelled ones at period end. Returns the events to audit.
 */
export async function settle(db: Db, provider: BillingProvider, vendorId: string, sub: SubscriptionRow): Promise<{ sub: SubscriptionRow; events: BillingEvent[] }> {
  const now = await tenantNow(db, sub.tenant_id);
  const events: BillingEvent[] = [];
  let s = sub;
  const save = async (change: Partial<SubscriptionRow>) => {
    s = await db.updateTable('billing_subscriptions').set(change).where('id', '=', s.id).returningAll().executeTakeFirstOrThrow();
  };
  // Bounded: a clock moved years ahead renews at most this many periods per read.
  for (let guard = 0; guard < 60 && s.current_period_end <= now; guard++) {
    // A provider-kept subscription (Stripe) renews at the provider; its webhooks and answers update our row.
    if (s.externally_managed || s.provider !== 'embedded' || !['active', 'trialing'].includes(s.status)) break;
    const end = s.current_period_end;
    if (s.cancellation_policy === 'atPeriodEnd') {
      await save({ status: 'canceled' });
      events.push({ action: 'Subscription ended', description: 'Subscription cancelled at period end', json: { subscriptionId: s.id } });
      break;
    }
    if (s.status === 'trialing' && !(await chargeableMethod(db, s))) {
      const action = (await account(db, s.tenant_id)).trial_end_action;
      const fallback = action === 'change_to_default' ? await defaultPlan(db, vendorId) : undefined;
      if (!fallback) {
        await save({ status: 'trialEnded' });
        events.push({ action: 'Trial ended', description: 'Trial ended without a payment method', json: { subscriptionId: s.id, trialEndAction: action } });
        break;
      }
      await save({ status: 'active', plan_id: fallback.id, current_period_start: end, current_period_end: addMonth(end) });
      events.push({ action: 'Trial ended', description: `Trial ended; changed to the default plan ${fallback.name}`, json: { subscriptionId: s.id, planId: fallback.id } });
      continue;
    }
    const plan = await requirePlan(db, vendorId, s.plan_id);
    const next = addMonth(end);
    const { invoice, declined } = plan.amount > 0 || s.status === 'trialing'
      ? await issueInvoice(db, provider, s, [{ description: `${plan.name} plan, ${day(end)} to ${day(next)}`, amount: plan.amount }], plan.currency, end)
      : { invoice: undefined, declined: undefined };
    await save({ status: declined ? 'incomplete' : 'active', current_period_start: end, current_period_end: next });
    if (invoice) events.push({ action: 'Invoice issued', description: `Invoice ${invoice.receipt_number} ${invoice.paid ? 'paid' : 'not paid'}`, json: { invoiceId: invoice.id, subscriptionId: s.id, totalAmount: invoice.total_amount, paid: invoice.paid, ...(declined ? { declined } : {}) } });
    if (declined) break;
  }
  return { sub: s, events };
}
