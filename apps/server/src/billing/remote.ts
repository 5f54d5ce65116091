import type { Db } from '../db/connect';
import { nextReceipt } from './accounts';
import type { SubscriptionRow } from './ledger';
import type { PlanSpec, ProviderSubscriptions, RemoteInvoice, RemoteSubscription } from './provider';

/** Unix seconds now: the time of a provider state read from an API answer (webhooks carry their event's `created`). */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * Writes a provider subscription into our row unless the row holds newer provider state — applied at a later time
 * (`remote_updated`) or for a later period — so an older webhook never overwrites it. An API answer (`at` undefined)
 * is the provider's state now: always applied, stamped no earlier than what the row holds. The plan follows the price.
 */
export async function mirrorSubscription(db: Db, vendorId: string, row: SubscriptionRow, remote: RemoteSubscription, at?: number) {
  const stale = at !== undefined && row.remote_updated !== null && (row.remote_updated > at || remote.currentPeriodStart < row.current_period_start);
  if (stale) return { sub: row, applied: false };
  const stamp = at ?? Math.max(nowSeconds(), row.remote_updated ?? 0);
  const plan = remote.priceId
    ? await db.selectFrom('billing_plans').select('id').where('vendor_id', '=', vendorId).where('external_id', '=', remote.priceId).executeTakeFirst()
    : undefined;
  const sub = await db.updateTable('billing_subscriptions').set({
    external_id: remote.id, status: remote.status, current_period_start: remote.currentPeriodStart, current_period_end: remote.currentPeriodEnd,
    trial_end: remote.trialEnd, cancellation_policy: remote.cancelAtPeriodEnd ? 'atPeriodEnd' : null, remote_updated: stamp, ...(plan ? { plan_id: plan.id } : {}),
  }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
  return { sub, applied: true };
}

/**
 * Records (or updates) a provider invoice of a subscription as our invoice row, with our receipt number; a paid invoice
 * never goes back to unpaid, and a zero invoice (a trial's start) is not listed.
 */
export async function mirrorInvoice(db: Db, sub: Pick<SubscriptionRow, 'id' | 'tenant_id'>, inv: RemoteInvoice) {
  const existing = await db.selectFrom('billing_invoices').selectAll().where('external_id', '=', inv.id).where('tenant_id', '=', sub.tenant_id).executeTakeFirst();
  const values = { total_amount: inv.total, currency: inv.currency, paid: inv.paid || !!existing?.paid, payment_date: inv.date, lines: JSON.stringify(inv.lines) };
  if (existing) return db.updateTable('billing_invoices').set(values).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow();
  if (inv.total === 0) return undefined;
  return db.insertInto('billing_invoices').values({
    id: crypto.randomUUID(), tenant_id: sub.tenant_id, subscription_id: sub.id, external_id: inv.id, receipt_number: await nextReceipt(db, sub.tenant_id), ...values,
  }).returningAll().executeTakeFirstOrThrow();
}

/** The provider price of a plan, created once and kept as the plan's `external_id`. */
export async function planPrice(db: Db, subs: ProviderSubscriptions, plan: PlanSpec & { external_id: string | null }): Promise<string> {
  const price = await subs.ensurePrice(plan, plan.external_id);
  if (price !== plan.external_id) await db.updateTable('billing_plans').set({ external_id: price }).where('id', '=', plan.id).execute();
  return price;
}
