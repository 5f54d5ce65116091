import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { subscriptionFixture, type FixturePrice } from './stripe-fixture-subscriptions';

/** One request the fixture saw: method, path and the form-encoded body the Stripe SDK sends. */
export interface SeenRequest { method: string; path: string; body: URLSearchParams }

const cardError = (message: string) => ({ error: { type: 'card_error', code: 'card_declined', message } });

/**
 * A loopback Stripe-API-compatible fixture answering the calls the Stripe provider makes (customers, payment intents,
 * setup intents (3-D Secure: `requires_action`), products and prices (lookup keys), subscriptions with their invoices)
 * with Stripe's shapes (API version clover); `pm_card_chargeDeclined` is declined like Stripe does, 3184 needs 3-D Secure,
 * `pm_card_chargeCustomerFail` attaches but its charges are declined.
 */
export async function startStripeFixture(): Promise<{
  port: number; seen: SeenRequest[]; close(): Promise<void>;
  /** What Stripe.js `handleNextAction` leaves behind once the cardholder completes (or fails) 3-D Secure. */
  authenticate(setupIntentId: string, ok: boolean): void;
  /** Stripe.js `handleNextAction` on a PaymentIntent of an invoice: paid (the subscription then moves on) or failed. */
  authenticatePayment(paymentIntentId: string, ok: boolean): void;
  /** A subscription as Stripe holds it now (webhook payloads are built from it). */
  subscription(id: string): Record<string, unknown>;
  /** Stripe moves a subscription on by itself (a trial ends, a period renews). */
  update(id: string, patch: Record<string, unknown>): void;
}> {
  const seen: SeenRequest[] = [];
  const intents = new Map<string, Record<string, unknown>>();
  const card = (pm: string) => ({ id: `pm_fx_${pm}`, object: 'payment_method', type: 'card',
    card: { brand: 'visa', last4: ({ pm_card_authenticationRequired: '3184', pm_card_chargeCustomerFail: '0341' } as Record<string, string>)[pm] ?? '4242', exp_month: 12, exp_year: 2030 } });
  const billing = subscriptionFixture(() => ++n);
  const prices = new Map<string, FixturePrice>();
  let n = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      const body = req.method === 'GET' ? new URL(req.url ?? '', 'http://fixture').searchParams : new URLSearchParams(raw);
      seen.push({ method: req.method ?? '', path, body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fx_${++n}` });
        res.end(JSON.stringify(json));
      };
      if (path === '/v1/customers') return send(200, { id: `cus_fx_${++n}`, object: 'customer', name: body.get('name') });
      if (/^\/v1\/customers\/[^/]+$/.test(path)) {
        const pm = body.get('invoice_settings[default_payment_method]');
        if (pm) billing.defaults.set(path.split('/')[3]!, pm);
        return send(200, { id: path.split('/')[3], object: 'customer' });
      }
      const detached = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path)?.[1];
      if (detached) return send(200, { id: detached, object: 'payment_method', customer: null });
      const answer = billing.handle(req.method ?? '', path, body, prices);
      if (answer) return send(answer[0], answer[1]);
      if (path === '/v1/payment_intents') {
        if (body.get('payment_method')?.includes('insufficient')) return send(402, cardError('Your card has insufficient funds.'));
        return send(200, { id: `pi_fx_${++n}`, object: 'payment_intent', status: 'succeeded', amount: Number(body.get('amount')) });
      }
      // Products and prices (plans): kept so a price can be read back with its product.
      if (path === '/v1/products') return send(200, { id: `prod_fx_${++n}`, object: 'product', name: body.get('name'), active: true });
      if (/^\/v1\/products\/[^/]+$/.test(path)) return send(200, { id: path.split('/')[3], object: 'product', name: body.get('name'), active: true });
      if (path === '/v1/prices' && req.method === 'GET') {
        const key = body.get('lookup_keys[0]');
        return send(200, { object: 'list', has_more: false, data: [...prices.values()].filter((p) => key && p.lookup_key === key) });
      }
      if (path === '/v1/prices') {
        const price = { id: `price_fx_${++n}`, object: 'price', product: body.get('product'), unit_amount: Number(body.get('unit_amount')),
          currency: body.get('currency'), recurring: { interval: body.get('recurring[interval]') }, active: true, lookup_key: body.get('lookup_key') };
        prices.set(price.id, price);
        return send(200, price);
      }
      const priceId = /^\/v1\/prices\/([^/]+)$/.exec(path)?.[1];
      if (priceId && prices.has(priceId)) {
        const price = prices.get(priceId)!;
        if (req.method === 'POST' && body.get('active') === 'false') price.active = false;
        return send(200, price);
      }
      // SetupIntents confirmed on the server: the 3-D Secure test card waits in requires_action (payment_method expanded).
      if (path === '/v1/setup_intents') {
        const pm = body.get('payment_method');
        if (pm === 'pm_card_chargeDeclined') return send(402, cardError('Your card was declined.'));
        const si: Record<string, unknown> = { id: `seti_fx_${++n}`, object: 'setup_intent', client_secret: `seti_fx_${n}_secret_fixture`, status: 'requires_payment_method', payment_method: null };
        if (pm && body.get('confirm') === 'true') {
          Object.assign(si, pm === 'pm_card_authenticationRequired'
            ? { status: 'requires_action', next_action: { type: 'use_stripe_sdk' }, payment_method: card(pm) }
            : { status: 'succeeded', payment_method: card(pm) });
        }
        intents.set(si.id as string, si);
        return send(200, si);
      }
      const intent = intents.get(/^\/v1\/setup_intents\/([^/]+)$/.exec(path)?.[1] ?? '');
      if (intent) return send(200, intent);
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((r) => server.once('listening', () => r()));
  const authenticate = (id: string, ok: boolean) => {
    const si = intents.get(id)!;
    Object.assign(si, ok ? { status: 'succeeded', next_action: null } : {
      status: 'requires_payment_method', next_action: null, payment_method: null,
      last_setup_error: { type: 'invalid_request_error', code: 'setup_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' },
    });
  };
  return { port: (server.address() as AddressInfo).port, seen, authenticate, authenticatePayment: billing.authenticate, subscription: billing.subscription, update: billing.update, close: () => new Promise<void>((r) => server.close(() => r())) };
}
