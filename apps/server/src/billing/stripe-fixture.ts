import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fixture saw: method, path and the form-encoded body the Stripe SDK sends. */
export interface SeenRequest { method: string; path: string; body: URLSearchParams }

const cardError = (message: string) => ({ error: { type: 'card_error', code: 'card_declined', message } });

/**
 * A loopback Stripe-API-compatible fixture answering the calls the Stripe provider makes (customers, payment method
 * attach, payment intents, setup intents, products and prices) with Stripe's shapes; `pm_card_chargeDeclined` is declined like Stripe does.
 */
export async function startStripeFixture(): Promise<{ port: number; seen: SeenRequest[]; close(): Promise<void> }> {
  const seen: SeenRequest[] = [];
  const prices = new Map<string, { id: string; product: string | null; active: boolean }>();
  let n = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      const body = new URLSearchParams(raw);
      seen.push({ method: req.method ?? '', path, body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fx_${++n}` });
        res.end(JSON.stringify(json));
      };
      const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
      if (path === '/v1/customers') return send(200, { id: `cus_fx_${++n}`, object: 'customer', name: body.get('name') });
      if (/^\/v1\/customers\/[^/]+$/.test(path)) return send(200, { id: path.split('/')[3], object: 'customer' });
      if (attach) {
        if (attach[1] === 'pm_card_chargeDeclined') return send(402, cardError('Your card was declined.'));
        return send(200, { id: `pm_fx_${attach[1]}`, object: 'payment_method', type: 'card', customer: body.get('customer'),
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } });
      }
      if (path === '/v1/payment_intents') {
        if (body.get('payment_method')?.includes('insufficient')) return send(402, cardError('Your card has insufficient funds.'));
        return send(200, { id: `pi_fx_${++n}`, object: 'payment_intent', status: 'succeeded', amount: Number(body.get('amount')) });
      }
      // Products and prices (plans): kept so a price can be read back with its product.
      if (path === '/v1/products') return send(200, { id: `prod_fx_${++n}`, object: 'product', name: body.get('name'), active: true });
      if (/^\/v1\/products\/[^/]+$/.test(path)) return send(200, { id: path.split('/')[3], object: 'product', name: body.get('name'), active: true });
      if (path === '/v1/prices') {
        const price = { id: `price_fx_${++n}`, object: 'price', product: body.get('product'), unit_amount: Number(body.get('unit_amount')),
          currency: body.get('currency'), recurring: { interval: body.get('recurring[interval]') }, active: true };
        prices.set(price.id, price);
        return send(200, price);
      }
      const priceId = /^\/v1\/prices\/([^/]+)$/.exec(path)?.[1];
      if (priceId && prices.has(priceId)) {
        const price = prices.get(priceId)!;
        if (req.method === 'POST' && body.get('active') === 'false') price.active = false;
        return send(200, price);
      }
      if (path === '/v1/setup_intents') return send(200, { id: `seti_fx_${++n}`, object: 'setup_intent', client_secret: `seti_fx_${n}_secret_fixture` });
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((r) => server.once('listening', () => r()));
  return { port: (server.address() as AddressInfo).port, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}
