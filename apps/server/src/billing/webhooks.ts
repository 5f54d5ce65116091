import type { Hono } from 'hono';
import type Stripe from 'stripe';
import type { Db } from '../db/connect';
import type { Deps } from '../deps';
import { isUuid } from '../roles';
import { adoptStripeSubscription } from './adopt';
import { mirrorInvoice, mirrorSubscription } from './remote';
import { toInvoice, toRemote } from './stripe-subscriptions';
import { badRequest } from '../http/errors';
import { publicRouter, type AppEnv } from '../access';

/** Signature refusals (no detail of why: the sender is not trusted). */
export const WEBHOOK_TEXT = { badSignature: 'Invalid webhook signature' } as const;

type Obj = { id: string; object?: string; card?: { last4?: string; exp_month?: number; exp_year?: number } };

/** Our row of a Stripe subscription: by its id, or (an event before our insert finished) by the id we put in its metadata. */
async function mirrored(db: Db, externalId: string | null, metadata?: Record<string, string> | null) {
  if (!externalId) return undefined;
  const ours = metadata?.subscriptionId;
  let q = db.selectFrom('billing_subscriptions').selectAll().where('provider', '=', 'stripe');
  q = ours && isUuid(ours) ? q.where((eb) => eb.or([eb('external_id', '=', externalId), eb('id', '=', ours)])) : q.where('external_id', '=', externalId);
  return q.executeTakeFirst();
}

/** What an event did, for the audit row of its tenant (system actor: Stripe). */
type Applied = { tenantId: string; action: string; description: string; json: Record<string, unknown> } | 'stale' | undefined;

/**
 * Mirrors one event: subscription state (created / updated / deleted, never over newer state; one made at Stripe for
 * our customer is adopted), invoices (paid, failed, finalized), detached or updated payment methods. Answers what to audit, or `stale`.
 */
async function apply(deps: Deps, event: Stripe.Event): Promise<Applied> {
  const { db } = deps;
  const obj = event.data.object as unknown as Obj;
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      let row = await mirrored(db, sub.id, sub.metadata);
      let adopted = false;
      if (!row && event.type !== 'customer.subscription.deleted') {
        const found = await adoptStripeSubscription(db, deps.vendor.id, sub);
        if (found && 'reason' in found) {
          return { tenantId: found.tenantId, action: 'Stripe subscription not adopted', description: `Subscription ${sub.id} made at Stripe was not adopted: ${found.reason}`,
            json: { externalId: sub.id, eventId: event.id, reason: found.reason } };
        }
        row = found;
        adopted = !!found;
      }
      if (!row) return undefined;
      const { sub: next, applied } = await mirrorSubscription(db, deps.vendor.id, row, toRemote(sub), event.created);
      if (adopted) {
        return { tenantId: row.tenant_id, action: 'Subscription adopted from Stripe', description: `Subscription ${sub.id} made at Stripe is now the tenant's (${next.status})`,
          json: { subscriptionId: row.id, eventId: event.id, externalId: sub.id, planId: next.plan_id, status: next.status } };
      }
      if (!applied) return 'stale';
      return { tenantId: row.tenant_id, action: 'Subscription updated by Stripe', description: `Stripe ${event.type.split('.')[2]}: subscription ${next.status}`,
        json: { subscriptionId: row.id, eventId: event.id, status: next.status, stripeStatus: sub.status } };
    }
    case 'customer.subscription.trial_will_end': {
      const row = await mirrored(db, event.data.object.id, event.data.object.metadata);
      if (!row) return undefined;
      const end = event.data.object.trial_end;
      return { tenantId: row.tenant_id, action: 'Trial ending soon', description: `The trial ends ${end ? new Date(end * 1000).toISOString().slice(0, 10) : 'soon'}`, json: { subscriptionId: row.id, eventId: event.id } };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.finalized': {
      const inv = toInvoice(event.data.object);
      const row = await mirrored(db, inv.subscriptionId);
      if (!row) return undefined;
      const saved = await mirrorInvoice(db, row, inv);
      if (!saved) return undefined;
      const what = { 'invoice.paid': 'Invoice paid', 'invoice.payment_failed': 'Invoice payment failed', 'invoice.finalized': 'Invoice finalized' }[event.type];
      return { tenantId: row.tenant_id, action: what, description: `${what}: ${saved.receipt_number}`, json: { invoiceId: saved.id, eventId: event.id, totalAmount: saved.total_amount, paid: saved.paid } };
    }
    case 'payment_method.detached':
      await db.deleteFrom('billing_payment_methods').where('external_id', '=', obj.id).execute();
      return undefined;
    case 'payment_method.updated':
    case 'payment_method.automatically_updated':
      if (obj.card) {
        await db.updateTable('billing_payment_methods')
          .set({ ...(obj.card.last4 ? { last4: obj.card.last4 } : {}), ...(obj.card.exp_month ? { exp_month: obj.card.exp_month } : {}), ...(obj.card.exp_year ? { exp_year: obj.card.exp_year } : {}) })
          .where('external_id', '=', obj.id).execute();
      }
      return undefined;
    default:
      return undefined;
  }
}

/**
 * `POST /subscriptions/resources/billing/stripe/webhooks/v1`: Stripe's events, verified with the SDK's signature check
 * on the raw body, processed once per event id, and never applied over a newer event of the same object or newer
 * mirrored state; each applied subscription / invoice event writes an audit row in its tenant.
 */
export function stripeWebhookRoutes(deps: Deps, stripe: Stripe, secret: string): Hono<AppEnv> {
  const app = publicRouter();
  const { db } = deps;
  app.post('/billing/stripe/webhooks/v1', async (c) => {
    const raw = await c.req.text();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(raw, c.req.header('stripe-signature') ?? '', secret);
    } catch {
      throw badRequest(WEBHOOK_TEXT.badSignature);
    }
    const objectId = (event.data.object as unknown as Obj).id ?? '';
    const newer = await db.selectFrom('billing_webhook_events').select('id').where('object_id', '=', objectId).where('applied', '=', true)
      .where('created', '>', event.created).executeTakeFirst();
    const inserted = await db.insertInto('billing_webhook_events')
      .values({ id: event.id, type: event.type, object_id: objectId, created: event.created, applied: !newer })
      .onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
    if (!inserted) return c.json({ received: true, duplicate: true });
    if (newer) return c.json({ received: true, stale: true });
    const applied = await apply(deps, event);
    if (applied === 'stale') {
      await db.updateTable('billing_webhook_events').set({ applied: false }).where('id', '=', event.id).execute();
      return c.json({ received: true, stale: true });
    }
    if (applied) await deps.audit.write({ ...applied, userId: null, email: null, ip: null, userAgent: 'Stripe webhook' });
    return c.json({ received: true });
  });
  return app;
}
