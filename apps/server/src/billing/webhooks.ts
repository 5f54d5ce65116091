import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { Db } from '../db/connect';
import { badRequest } from '../http/errors';
import type { AppEnv } from '../http/context';

/** Signature refusals (no detail of why: the sender is not trusted). */
export const WEBHOOK_TEXT = { badSignature: 'Invalid webhook signature' } as const;

type Obj = { id: string; object?: string; card?: { last4?: string; exp_month?: number; exp_year?: number } };

/** Mirrors one event into the ledger: payment outcomes on invoices, detached or updated payment methods. */
async function apply(db: Db, event: Stripe.Event): Promise<void> {
  const obj = event.data.object as unknown as Obj;
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
      await db.updateTable('billing_invoices').set({ paid: event.type === 'payment_intent.succeeded' }).where('external_id', '=', obj.id).execute();
      return;
    case 'payment_method.detached':
      await db.deleteFrom('billing_payment_methods').where('external_id', '=', obj.id).execute();
      return;
    case 'payment_method.updated':
    case 'payment_method.automatically_updated':
      if (obj.card) {
        await db.updateTable('billing_payment_methods')
          .set({ ...(obj.card.last4 ? { last4: obj.card.last4 } : {}), ...(obj.card.exp_month ? { exp_month: obj.card.exp_month } : {}), ...(obj.card.exp_year ? { exp_year: obj.card.exp_year } : {}) })
          .where('external_id', '=', obj.id).execute();
      }
      return;
    default:
  }
}

/**
 * `POST /subscriptions/resources/billing/stripe/webhooks/v1`: Stripe's events, verified with the SDK's signature check
 * on the raw body, processed once per event id, and never applied over a newer event of the same object.
 */
export function stripeWebhookRoutes(db: Db, stripe: Stripe, secret: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
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
    await apply(db, event);
    return c.json({ received: true });
  });
  return app;
}
