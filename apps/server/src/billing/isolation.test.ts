import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/fixture';
import { signInCallers, type Who } from '../test/isolation';
import { BILL, SUB } from '../test/billing-kit';

// Every billing route × (another tenant's admin, also naming our tenant in the scoped-tenant header; a user of our
// tenant with no role; the seeded read-only member for writes) → none reads or changes our tenant's billing.

let t: TestServer;
const tok: Record<Who, string> = { own: '', other: '', otherScoped: '', noRole: '', member: '' };
let acme = '';
const ids = { sub: '', invoice: '', pm: '', plan: '', basic: '', seti: '' };
const send = (path: string, token: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) => t.browser().fetch(path, { ...init, token });

beforeAll(async () => {
  t = await startServer({ billingTestClock: true });
  acme = await signInCallers(t, tok);
  const plans = (await send(`${BILL}/plans/v1`, tok.own)).data as { id: string; slug: string }[];
  ids.plan = plans.find((p) => p.slug === 'pro')!.id;
  ids.basic = plans.find((p) => p.slug === 'basic')!.id;
  await send(`${BILL}/stripe/setup-intents/v1`, tok.own, { json: { paymentMethodId: 'pm_card_visa' } });
  ids.sub = (await send(`${BILL}/subscriptions/v1`, tok.own, { json: { planId: ids.plan } })).data.id;
  await send(`${BILL}/test-clock/v1`, tok.own, { json: { days: 15 } });
  ids.invoice = (await send(`${BILL}/invoices/v1`, tok.own)).data[0].id;
  ids.pm = (await send(`${BILL}/payment-methods/v1`, tok.own)).data[0].id;
  // A setup intent of ours waiting for 3-D Secure: nobody else may finish it.
  ids.seti = (await send(`${BILL}/stripe/setup-intents/v1`, tok.own, { json: { paymentMethodId: 'pm_card_authenticationRequired' } })).data.setupIntentId;
});
afterAll(async () => t?.close());

interface Route { name: string; method: string; path: () => string; json?: () => unknown; write: boolean }
const routes: Route[] = [
  { name: 'list subscriptions', method: 'GET', path: () => `${BILL}/subscriptions/v1`, write: false },
  { name: 'get subscription', method: 'GET', path: () => `${BILL}/subscriptions/v1/${ids.sub}`, write: false },
  { name: 'update subscription', method: 'PUT', path: () => `${BILL}/subscriptions/v1/${ids.sub}`, json: () => ({ planId: ids.basic }), write: true },
  { name: 'cancel subscription', method: 'PUT', path: () => `${BILL}/subscriptions/v1/${ids.sub}/cancellations`, write: true },
  { name: 'renew subscription', method: 'PUT', path: () => `${BILL}/subscriptions/v1/${ids.sub}/renewals`, write: true },
  { name: 'delete subscription', method: 'DELETE', path: () => `${BILL}/subscriptions/v1/${ids.sub}`, write: true },
  { name: 'list managed', method: 'GET', path: () => `${SUB}/subscriptions/v1`, write: false },
  { name: 'get managed', method: 'GET', path: () => `${SUB}/subscriptions/v1/${ids.sub}`, write: false },
  { name: 'update managed', method: 'PUT', path: () => `${SUB}/subscriptions/v1/${ids.sub}`, json: () => ({ planId: ids.basic }), write: true },
  { name: 'cancel managed', method: 'PUT', path: () => `${SUB}/subscriptions/v1/${ids.sub}/cancellations`, write: true },
  { name: 'renew managed', method: 'PUT', path: () => `${SUB}/subscriptions/v1/${ids.sub}/renewals`, write: true },
  { name: 'list invoices', method: 'GET', path: () => `${BILL}/invoices/v1`, write: false },
  { name: 'get invoice', method: 'GET', path: () => `${BILL}/invoices/v1/${ids.invoice}`, write: false },
  { name: 'invoice pdf', method: 'GET', path: () => `${BILL}/invoices/v1/${ids.invoice}/pdf`, write: false },
  { name: 'list payment methods', method: 'GET', path: () => `${BILL}/payment-methods/v1`, write: false },
  { name: 'get payment method', method: 'GET', path: () => `${BILL}/payment-methods/v1/${ids.pm}`, write: false },
  { name: 'billing details', method: 'PATCH', path: () => `${BILL}/payment-methods/v1/${ids.pm}/billing-details`,
    json: () => ({ email: 'x@evil.test', address: { line1: 'x', city: 'x', country: 'US' } }), write: true },
  { name: 'summary', method: 'GET', path: () => `${BILL}/summaries/v1/${acme}`, write: false },
  { name: 'tenant configuration', method: 'GET', path: () => `${BILL}/tenant-configurations/v1/${acme}`, write: false },
  { name: 'stripe customer', method: 'GET', path: () => `${BILL}/stripe/customers/v1/${acme}`, write: false },
  { name: 'create customer for our tenant', method: 'POST', path: () => `${BILL}/stripe/customers/v1`, json: () => ({ name: 'x', email: 'x@evil.test', tenantId: acme }), write: true },
  { name: 'usage (the caller\'s own tenant only)', method: 'GET', path: () => `${BILL}/usage/v1`, write: false },
  { name: 'setup intent for our card', method: 'POST', path: () => `${BILL}/stripe/setup-intents/v1`, json: () => ({ paymentMethodId: ids.pm }), write: true },
  { name: 'confirm our 3-D Secure setup intent', method: 'POST', path: () => `${BILL}/stripe/setup-intents/v1/${ids.seti}/confirm`, json: () => ({ authentication: 'complete' }), write: true },
];

/** Our tenant's billing as it stands: subscription, invoices, payment method details. */
const snapshot = async () => JSON.stringify([
  await t.db.selectFrom('billing_subscriptions').selectAll().where('tenant_id', '=', acme).execute(),
  await t.db.selectFrom('billing_invoices').select(['id', 'total_amount']).where('tenant_id', '=', acme).execute(),
  await t.db.selectFrom('billing_payment_methods').selectAll().where('tenant_id', '=', acme).execute(),
  await t.db.selectFrom('billing_accounts').select(['customer_name', 'customer_email']).where('tenant_id', '=', acme).execute(),
  await t.db.selectFrom('billing_setup_intents').select(['id', 'status']).where('tenant_id', '=', acme).execute(),
]);
const leaks = (data: unknown) => [ids.sub, ids.invoice, ids.pm].some((id) => JSON.stringify(data ?? '').includes(id));

describe('billing isolation', () => {
  it.each(routes)('another tenant cannot read or change ours: $name', async (r) => {
    const before = await snapshot();
    const res = await send(r.path(), tok.other, { method: r.method, json: r.json?.() });
    expect(res.status === 200 || res.status === 201 ? leaks(res.data) : false).toBe(false);
    expect([403, 404, 200, 201]).toContain(res.status);
    if (r.path().includes(acme)) expect(res.data.errors).toEqual(['Not authorized']);
    if (r.path().includes(ids.sub)) expect(res.data.errors).toEqual(['Subscription not found.']);
    expect(await snapshot()).toBe(before);
    const scoped = await send(r.path(), tok.other, { method: r.method, json: r.json?.(), headers: { 'x-portico-tenant-id': acme } });
    expect(scoped.status).toBe(403);
  });

  it.each(routes)('a user without a role is refused: $name', async (r) => {
    const before = await snapshot();
    expect((await send(r.path(), tok.noRole, { method: r.method, json: r.json?.() })).status).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it.each(routes)('the read-only member (fe.subscriptions.read) reads but cannot change: $name', async (r) => {
    const before = await snapshot();
    const res = await send(r.path(), tok.member, { method: r.method, json: r.json?.() });
    if (r.write) expect(res.status).toBe(403);
    else expect(res.status).toBe(200);
    expect(await snapshot()).toBe(before);
  });
});
