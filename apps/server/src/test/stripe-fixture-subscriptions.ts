/** A price as the fixture keeps it. */
export interface FixturePrice { id: string; product: string | null; active: boolean; unit_amount?: number; lookup_key?: string | null }

type Json = Record<string, unknown>;
type Answer = [number, unknown] | undefined;

const now = () => Math.floor(Date.now() / 1000);
const MONTH = 30 * 86_400;
const AUTH_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/**
 * The subscription half of the loopback Stripe fixture: subscriptions (`default_incomplete`, trials, plan changes with
 * `pending_if_incomplete` proration, cancel at period end, cancel now), their invoices and PaymentIntents (3-D Secure:
 * `requires_action` until {@link authenticate}), with Stripe's shapes of API version clover.
 */
export function subscriptionFixture(next: () => number) {
  const defaults = new Map<string, string>();
  const subs = new Map<string, Json & { items: { data: Json[] } }>();
  const invoices = new Map<string, Json>();
  const intents = new Map<string, Json & { invoice: string; pm: string | null }>();

  const invoice = (sub: string, total: number, lines: Json[]) => {
    const id = `in_fx_${next()}`;
    const inv: Json = { id, object: 'invoice', status: 'open', total, currency: 'usd', created: now(), status_transitions: { paid_at: null },
      lines: { object: 'list', data: lines }, confirmation_secret: null, parent: { type: 'subscription_details', subscription_details: { subscription: sub } } };
    invoices.set(id, inv);
    if (total === 0) Object.assign(inv, { status: 'paid', status_transitions: { paid_at: now() } });
    else {
      const pi = { id: `pi_fx_${next()}`, object: 'payment_intent', status: 'requires_confirmation', amount: total, invoice: id, pm: null, last_payment_error: null };
      intents.set(pi.id, pi);
      inv.confirmation_secret = { type: 'payment_intent', client_secret: `${pi.id}_secret_fixture` };
    }
    return inv;
  };
  const view = (sub: Json) => ({ ...sub, latest_invoice: invoices.get(sub.latest_invoice as string) ?? null });
  const intentOf = (inv: Json) => intents.get(((inv.confirmation_secret as { client_secret: string } | null)?.client_secret ?? '').split('_secret_')[0]!);
  const pay = (pi: Json & { invoice: string }) => {
    pi.status = 'succeeded';
    const inv = invoices.get(pi.invoice)!;
    Object.assign(inv, { status: 'paid', status_transitions: { paid_at: now() } });
    const sub = subs.get((inv.parent as { subscription_details: { subscription: string } }).subscription_details.subscription)!;
    const pending = sub.pending_update as { price: Json } | null;
    if (pending) Object.assign(sub.items.data[0]!, { price: pending.price });
    Object.assign(sub, { pending_update: null, status: sub.status === 'incomplete' ? 'active' : sub.status });
  };
  // Confirms a PaymentIntent with a card as Stripe does: 3184 waits for 3-D Secure, chargeCustomerFail is declined.
  const charge = (pi: Json & { invoice: string; pm: string | null }, pm: string | null): Answer => {
    pi.pm = pm;
    if (pm?.endsWith('pm_card_authenticationRequired')) return void (pi.status = 'requires_action'), undefined;
    if (!pm || pm.endsWith('pm_card_chargeCustomerFail')) {
      Object.assign(pi, { status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
      return [402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.', payment_intent: pi } }];
    }
    return pay(pi), undefined;
  };

  function handle(method: string, path: string, body: URLSearchParams, prices: Map<string, FixturePrice>): Answer {
    const [, , kind, id, action] = path.split('/');
    if (kind === 'subscriptions' && method === 'POST' && !id) {
      const price = prices.get(body.get('items[0][price]') ?? '');
      if (!price) return [400, { error: { type: 'invalid_request_error', message: 'No such price' } }];
      const trial = Number(body.get('trial_period_days') ?? 0);
      const sid = `sub_fx_${next()}`;
      const start = now();
      const end = trial ? start + trial * 86_400 : start + MONTH;
      const inv = invoice(sid, trial ? 0 : price.unit_amount ?? 0, [{ description: `1 × plan (at ${price.unit_amount} / month)`, amount: trial ? 0 : price.unit_amount }]);
      const metadata = Object.fromEntries([...body.entries()].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]));
      const sub = { id: sid, object: 'subscription', status: trial ? 'trialing' : inv.status === 'paid' ? 'active' : 'incomplete', created: start, start_date: start,
        customer: body.get('customer'), cancel_at_period_end: false, trial_end: trial ? end : null, metadata, pending_update: null,
        default_payment_method: body.get('default_payment_method') ?? defaults.get(body.get('customer') ?? '') ?? null, latest_invoice: inv.id,
        items: { object: 'list', data: [{ id: `si_fx_${next()}`, object: 'subscription_item', price, current_period_start: start, current_period_end: end }] } };
      subs.set(sid, sub);
      return [200, view(sub)];
    }
    const sub = kind === 'subscriptions' && id ? subs.get(id) : undefined;
    if (sub && method === 'GET') return [200, view(sub)];
    if (sub && method === 'DELETE') return (sub.status = 'canceled'), [200, view(sub)];
    if (sub && method === 'POST') {
      if (body.has('cancel_at_period_end')) sub.cancel_at_period_end = body.get('cancel_at_period_end') === 'true';
      if (body.get('default_payment_method')) sub.default_payment_method = body.get('default_payment_method');
      const price = prices.get(body.get('items[0][price]') ?? '');
      if (price) {
        const item = sub.items.data[0]!;
        const difference = (price.unit_amount ?? 0) - ((item.price as FixturePrice).unit_amount ?? 0);
        if (body.get('proration_behavior') !== 'always_invoice' || difference <= 0) item.price = price;
        else {
          const inv = invoice(sub.id as string, difference, [{ description: 'Remaining time on the new plan', amount: difference }]);
          Object.assign(sub, { latest_invoice: inv.id, pending_update: { price } });
          charge(intentOf(inv)!, sub.default_payment_method as string | null);
        }
      }
      return [200, view(sub)];
    }
    const pi = kind === 'payment_intents' && id ? intents.get(id) : undefined;
    if (pi && action === 'confirm') return charge(pi, body.get('payment_method')) ?? [200, pi];
    if (pi && method === 'GET') return [200, pi];
    return undefined;
  }

  return {
    defaults, handle,
    subscription: (id: string) => view(subs.get(id)!),
    /** Stripe moves a subscription on by itself (a trial ends, a period renews): the next webhook payloads carry it. */
    update: (id: string, patch: Json) => void Object.assign(subs.get(id)!, patch),
    authenticate(id: string, ok: boolean) {
      const pi = intents.get(id)!;
      if (ok) pay(pi);
      else Object.assign(pi, { status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: AUTH_FAILED } });
    },
  };
}
