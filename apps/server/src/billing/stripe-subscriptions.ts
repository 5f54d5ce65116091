import type Stripe from 'stripe';
import { cardDeclined } from './messages';
import type { PlanSpec, ProviderSubscriptions, RemoteInvoice, RemoteSubscription } from './provider';

/** Stripe's subscription statuses in the spec's terms (product-spec §3); any status Stripe adds later → expired. */
const STATUS: Record<string, string> = {
  active: 'active', trialing: 'trialing', canceled: 'canceled', incomplete: 'incomplete', past_due: 'incomplete',
  incomplete_expired: 'expired', unpaid: 'expired', paused: 'trialEnded',
};
/** Maps a Stripe subscription status to the spec's status. */
export const subscriptionStatus = (status: string): string => STATUS[status] ?? 'expired';

const EXPAND = ['latest_invoice.confirmation_secret'];
const date = (seconds: number) => new Date(seconds * 1000);
const idOf = (x: string | { id?: string } | null | undefined) => (typeof x === 'string' ? x : x?.id ?? null);
const isCardError = (e: unknown): e is { message: string } => (e as { type?: unknown } | null)?.type === 'StripeCardError';

/** A Stripe invoice in our terms (API version clover: the subscription is under `parent.subscription_details`). */
export function toInvoice(inv: Stripe.Invoice): RemoteInvoice {
  return {
    id: inv.id ?? '', subscriptionId: idOf(inv.parent?.subscription_details?.subscription), total: inv.total, currency: inv.currency,
    paid: inv.status === 'paid', date: date(inv.status_transitions?.paid_at ?? inv.created),
    lines: (inv.lines?.data ?? []).map((l) => ({ description: l.description ?? 'Subscription', amount: l.amount })),
  };
}

/** A Stripe subscription in our terms (API version clover: periods live on the subscription item). */
export function toRemote(sub: Stripe.Subscription): RemoteSubscription {
  const item = sub.items.data[0];
  const inv = typeof sub.latest_invoice === 'object' && sub.latest_invoice ? sub.latest_invoice : undefined;
  return {
    id: sub.id, status: subscriptionStatus(sub.status), priceId: item?.price.id ?? null,
    currentPeriodStart: date(item?.current_period_start ?? sub.start_date), currentPeriodEnd: date(item?.current_period_end ?? sub.start_date),
    trialEnd: sub.trial_end ? date(sub.trial_end) : null, cancelAtPeriodEnd: sub.cancel_at_period_end, invoice: inv ? toInvoice(inv) : undefined,
  };
}

/**
 * Stripe Subscription objects: created `default_incomplete` (the first invoice's PaymentIntent is then confirmed on the
 * server with the saved card, so 3-D Secure surfaces as `requires_action` for Stripe.js), plan changes prorated and
 * charged at once but applied only when paid (`pending_if_incomplete`), cancel / renew at period end.
 */
export class StripeSubscriptions implements ProviderSubscriptions {
  constructor(private readonly stripe: Stripe) {}

  async create(input: Parameters<ProviderSubscriptions['create']>[0]): Promise<RemoteSubscription> {
    const pm = input.paymentMethodExternalId;
    const sub = await this.stripe.subscriptions.create({
      customer: input.customerId, items: [{ price: input.priceId }], metadata: input.metadata,
      ...(pm ? { default_payment_method: pm } : {}),
      ...(input.trialDays > 0 ? {
        trial_period_days: input.trialDays,
        trial_settings: { end_behavior: { missing_payment_method: input.trialEndAction === 'retain_trial' ? 'pause' as const : 'cancel' as const } },
      } : {}),
      payment_behavior: 'default_incomplete', payment_settings: { save_default_payment_method: 'on_subscription' }, expand: EXPAND,
    });
    const pending = this.pendingIntent(sub);
    if (!pending || !pm) return this.withPayment(sub);
    // The first invoice is paid now, with the cardholder present: a card needing 3-D Secure answers requires_action.
    try {
      const pi = await this.stripe.paymentIntents.confirm(pending.id, { payment_method: pm, use_stripe_sdk: true });
      if (pi.status === 'requires_action') return { ...toRemote(sub), action: pending };
    } catch (e) {
      if (isCardError(e)) return { ...toRemote(sub), declined: e.message };
      throw e;
    }
    return this.retrieve(sub.id);
  }

  async update(id: string, change: Parameters<ProviderSubscriptions['update']>[1]): Promise<RemoteSubscription> {
    const params: Stripe.SubscriptionUpdateParams = { expand: EXPAND };
    if (change.priceId) {
      const current = await this.stripe.subscriptions.retrieve(id);
      Object.assign(params, {
        items: [{ id: current.items.data[0]?.id, price: change.priceId }], proration_behavior: change.prorate ? 'always_invoice' : 'none',
        payment_behavior: 'pending_if_incomplete',
      });
    }
    if (change.paymentMethodExternalId) params.default_payment_method = change.paymentMethodExternalId;
    if (change.cancelAtPeriodEnd !== undefined) params.cancel_at_period_end = change.cancelAtPeriodEnd;
    try {
      return await this.withPayment(await this.stripe.subscriptions.update(id, params));
    } catch (e) {
      if (isCardError(e)) throw cardDeclined(e.message);
      throw e;
    }
  }

  async cancel(id: string): Promise<RemoteSubscription> {
    return toRemote(await this.stripe.subscriptions.cancel(id));
  }

  async retrieve(id: string): Promise<RemoteSubscription> {
    return this.withPayment(await this.stripe.subscriptions.retrieve(id, { expand: EXPAND }));
  }

  /**
   * One monthly price per plan amount, found again by its lookup key (`portico_plan_{id}_{amount}_{currency}`) so a
   * retry or a second server never makes a duplicate.
   */
  async ensurePrice(plan: PlanSpec, known: string | null): Promise<string> {
    if (known) return known;
    const lookupKey = `portico_plan_${plan.id}_${plan.amount}_${plan.currency}`;
    const found = await this.stripe.prices.list({ lookup_keys: [lookupKey], limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const product = await this.stripe.products.create({ name: plan.name, ...(plan.description ? { description: plan.description } : {}), metadata: { planId: plan.id, slug: plan.slug } });
    const price = await this.stripe.prices.create({
      product: product.id, unit_amount: plan.amount, currency: plan.currency, recurring: { interval: 'month' }, lookup_key: lookupKey, metadata: { planId: plan.id },
    });
    return price.id;
  }

  /** The first / proration invoice's PaymentIntent when it is still open (id from its confirmation secret). */
  private pendingIntent(sub: Stripe.Subscription) {
    const inv = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
    const secret = inv?.status === 'open' ? inv.confirmation_secret?.client_secret : undefined;
    if (!secret || (sub.status !== 'incomplete' && !sub.pending_update)) return undefined;
    return { id: secret.split('_secret_')[0]!, secret };
  }

  /** The subscription with its open payment's state: waiting for 3-D Secure, or declined with Stripe's message. */
  private async withPayment(sub: Stripe.Subscription): Promise<RemoteSubscription> {
    const remote = toRemote(sub);
    const pending = this.pendingIntent(sub);
    if (!pending) return remote;
    const pi = await this.stripe.paymentIntents.retrieve(pending.id);
    if (pi.status === 'requires_action') remote.action = pending;
    else if (pi.status === 'requires_payment_method') remote.declined = pi.last_payment_error?.message ?? 'Your card was declined.';
    return remote;
  }
}
