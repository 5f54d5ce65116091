import { deleteSubscription } from '@portico/rest-api/billing';
import { createBillingRestApi, type BillingApi } from '@portico/core-state/admin';
import { createBillingPreviewApi } from '@portico/core-state/preview';
import { startServer, type TestServer } from '@portico/server/src/test/fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '../harness/session';
import { shapeOf } from './flow';

// The billing preview fake answers what the reference server answers on the embedded provider: same shapes, same
// refusals (status and message), step by step through the same journey on both.
let t: TestServer;
let rest: BillingApi;
let session: Session;
const preview = createBillingPreviewApi({ delayMs: 0 });
beforeAll(async () => {
  // The preview fake's Usage mirrors the seeded plans' limits.
  t = await startServer({}, { planLimits: true });
  session = new Session(t);
  await session.login();
  rest = createBillingRestApi(session.client());
});
afterAll(async () => t?.close());

const refusal = (p: Promise<unknown>) => p.then(() => 'accepted', (e: { status: number; message: string }) => `${e.status} ${e.message}`);
const both = async <T>(run: (api: BillingApi) => Promise<T>) => [await run(preview), await run(rest)] as const;

describe('billing preview fake vs the server', () => {
  it('plans, providers, vendor rules and the Stripe key refusal', async () => {
    const reads: ((a: BillingApi) => Promise<unknown>)[] = [(a) => a.getPlans(), (a) => a.getPaymentProviders(), (a) => a.getVendorConfig()];
    for (const run of reads) {
      const [p, s] = await both(run);
      expect(shapeOf(p)).toEqual(shapeOf(s));
    }
    const [p, s] = await both((a) => a.getPlans());
    expect(p.map((x) => [x.slug, x.price])).toEqual(s.map((x) => [x.slug, x.price]));
    expect(await refusal(preview.getStripePublicConfiguration())).toBe(await refusal(rest.getStripePublicConfiguration()));
  });

  it('trial subscription, test cards (declined messages), plan change, cancel refused while trialing, paid subscription, invoices, cancel, renew', async () => {
    const planId = async (a: BillingApi, slug: string) => (await a.getPlans()).find((x) => x.slug === slug)!.id;
    const [pt, st] = await both(async (a) => a.createSubscription({ planId: await planId(a, 'basic') }));
    expect(shapeOf(pt)).toEqual(shapeOf(st));
    expect([pt.status, st.status]).toEqual(['trialing', 'trialing']);
    expect(await refusal(preview.addPaymentMethod('pm_card_chargeDeclined'))).toBe(await refusal(rest.addPaymentMethod('pm_card_chargeDeclined')));
    // 3-D Secure: requires_action, a failed test challenge refused alike, a finished intent gone.
    const [px, sx] = await both((a) => a.addPaymentMethod('pm_card_authenticationRequired'));
    expect([shapeOf(px), px.status]).toEqual([shapeOf(sx), sx.status]);
    expect(await refusal(preview.confirmSetupIntent(px.setupIntentId!, 'fail'))).toBe(await refusal(rest.confirmSetupIntent(sx.setupIntentId!, 'fail')));
    expect(await refusal(preview.confirmSetupIntent(px.setupIntentId!, 'complete'))).toBe(await refusal(rest.confirmSetupIntent(sx.setupIntentId!, 'complete')));
    const [pa, sa] = await both((a) => a.addPaymentMethod('pm_card_visa'));
    expect(shapeOf(pa)).toEqual(shapeOf(sa));
    const [pm, sm] = await both((a) => a.getPaymentMethods());
    expect(shapeOf(pm)).toEqual(shapeOf(sm));
    const [pu, su] = await both(async (a) => a.updateSubscription((await a.getSubscriptions())[0]!.id, { planId: await planId(a, 'pro') }));
    expect(shapeOf(pu)).toEqual(shapeOf(su));
    expect(await refusal(preview.cancelSubscription(pu.id))).toBe(await refusal(rest.cancelSubscription(su.id)));

    // The trial is used: a new subscription is charged at once and invoiced.
    // The port has no delete: the server's trial subscription is ended with the client call, the preview's stays beside the new one.
    await deleteSubscription(session.client(), su.id);
    const [pp, sp] = await both(async (a) => a.createSubscription({ planId: await planId(a, 'pro') }));
    expect([pp.status, sp.status]).toEqual(['active', 'active']);
    const [pi, si] = await both((a) => a.getInvoices());
    expect(shapeOf(pi)).toEqual(shapeOf(si));
    expect([pi[0]!.totalAmount, si[0]!.totalAmount]).toEqual([4900, 4900]);
    const [pc, sc] = await both((a) => a.cancelSubscription(a === preview ? pp.id : sp.id));
    expect(shapeOf(pc)).toEqual(shapeOf(sc));
    const [pr, sr] = await both((a) => a.renewSubscription(a === preview ? pp.id : sp.id));
    expect([pr.cancellation, sr.cancellation]).toEqual([null, null]);
    expect(await refusal(preview.renewSubscription(pp.id))).toBe(await refusal(rest.renewSubscription(sp.id)));
    expect(await refusal(preview.cancelSubscription('nope'))).toBe(await refusal(rest.cancelSubscription(crypto.randomUUID())));

    // Proration like the server: down to Basic (the difference kept as credit), straight back up to Pro (an invoice the credit pays).
    const id = (a: BillingApi) => (a === preview ? pp.id : sp.id);
    const counted = (await both((a) => a.getInvoices())).map((x) => x.length);
    await both(async (a) => a.updateSubscription(id(a), { planId: await planId(a, 'basic') }));
    await both(async (a) => a.updateSubscription(id(a), { planId: await planId(a, 'pro') }));
    const [pi2, si2] = await both((a) => a.getInvoices());
    expect([pi2.length - counted[0]!, si2.length - counted[1]!]).toEqual([1, 1]);
    // The downgrade's credit pays the upgrade: both invoice nothing more.
    expect([pi2[0]!.totalAmount, si2[0]!.totalAmount]).toEqual([0, 0]);

    // Usage against the plan: same shape, same plan and limit (the seat counts are each side's own members).
    const [pg, sg] = await both((a) => a.getUsage());
    expect(shapeOf(pg)).toEqual(shapeOf(sg));
    expect([pg.planName, pg.metrics.map((m) => [m.key, m.limit])]).toEqual([sg.planName, sg.metrics.map((m) => [m.key, m.limit])]);

    // Billing details of the payment method; an unknown one is refused alike.
    const details = { email: 'ap@acme.test', address: { line1: '1 Main St', city: 'Springfield', country: 'US' } };
    const [pd, sd] = await both(async (a) => a.updateBillingDetails((await a.getPaymentMethods())[0]!.id, details));
    expect(shapeOf(pd)).toEqual(shapeOf(sd));
    expect([pd.billingDetails, sd.billingDetails]).toEqual([details, details]);
    expect(await refusal(preview.updateBillingDetails('nope', details))).toBe(await refusal(rest.updateBillingDetails(crypto.randomUUID(), details)));

    // 3-D Secure on checkout: with the 3184 card as default the first payment waits for the test challenge alike.
    await both(async (a) => a.confirmSetupIntent((await a.addPaymentMethod('pm_card_authenticationRequired')).setupIntentId!, 'complete'));
    await deleteSubscription(session.client(), sp.id);
    const checkout = () => both(async (a) => a.createSubscription({ planId: await planId(a, 'basic') }));
    const intent = (secret: string | undefined) => secret!.split('_secret_')[0]!;
    const [pw, sw] = await checkout();
    expect([shapeOf(pw), pw.status, sw.status]).toEqual([shapeOf(sw), 'incomplete', 'incomplete']);
    expect(await refusal(preview.confirmSetupIntent(intent(pw.clientSecret), 'fail'))).toBe(await refusal(rest.confirmSetupIntent(intent(sw.clientSecret), 'fail')));
    const [pw2, sw2] = await checkout();
    const [pok, sok] = [await preview.confirmSetupIntent(intent(pw2.clientSecret), 'complete'), await rest.confirmSetupIntent(intent(sw2.clientSecret), 'complete')];
    expect([shapeOf(pok), pok.status]).toEqual([shapeOf(sok), sok.status]);
    const [pl, sl] = await both((a) => a.getSubscriptions());
    expect([pl.find((x) => x.id === pw2.id)?.status, sl.find((x) => x.id === sw2.id)?.status]).toEqual(['active', 'active']);
  });
});
