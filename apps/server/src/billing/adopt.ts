import type Stripe from 'stripe';
import type { Db } from '../db/connect';
import type { SubscriptionRow } from './ledger';
import { toRemote } from './stripe-subscriptions';

/** Why a subscription made at Stripe was left alone, for the tenant's audit row. */
export type NotAdopted = { tenantId: string; reason: string };

const LIVE = ['active', 'trialing', 'incomplete'];

/**
 * A subscription made at Stripe itself (the Dashboard, Stripe's API) for one of our customers, on a plan's price:
 * becomes the tenant's subscription when it has no live one, so the product shows and bills what Stripe bills.
 * Ours (metadata.subscriptionId) are never adopted: their row is being written by the call that made them.
 */
export async function adoptStripeSubscription(db: Db, vendorId: string, sub: Stripe.Subscription): Promise<SubscriptionRow | NotAdopted | undefined> {
  const customerId = typeof sub.customer === 'string' ? sub.customer : sub.customer?.id;
  const remote = toRemote(sub);
  if (!customerId || sub.metadata?.subscriptionId || !LIVE.includes(remote.status)) return undefined;
  const acc = await db.selectFrom('billing_accounts').select('tenant_id').where('customer_id', '=', customerId).executeTakeFirst();
  if (!acc) return undefined;
  const plan = remote.priceId
    ? await db.selectFrom('billing_plans').select('id').where('vendor_id', '=', vendorId).where('external_id', '=', remote.priceId).executeTakeFirst()
    : undefined;
  if (!plan) return { tenantId: acc.tenant_id, reason: `its price ${remote.priceId ?? '(none)'} is not a plan's` };
  const live = await db.selectFrom('billing_subscriptions').select('id').where('tenant_id', '=', acc.tenant_id).where('status', 'in', LIVE)
    .where('external_id', '!=', remote.id).executeTakeFirst();
  if (live) return { tenantId: acc.tenant_id, reason: 'the tenant already has a live subscription' };
  await db.insertInto('billing_subscriptions').values({
    id: crypto.randomUUID(), tenant_id: acc.tenant_id, plan_id: plan.id, payment_method_id: null, external_id: remote.id, status: remote.status,
    start_date: new Date(sub.start_date * 1000), current_period_start: remote.currentPeriodStart, current_period_end: remote.currentPeriodEnd,
    trial_end: remote.trialEnd, cancellation_policy: null, provider: 'stripe', remote_updated: null,
  }).onConflict((oc) => oc.column('external_id').doNothing()).execute();
  if (remote.status === 'trialing') await db.updateTable('billing_accounts').set({ trial_used: true }).where('tenant_id', '=', acc.tenant_id).execute();
  return db.selectFrom('billing_subscriptions').selectAll().where('external_id', '=', remote.id).executeTakeFirstOrThrow();
}
