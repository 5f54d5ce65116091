import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { getInvoicePdf, getInvoices } from './account';
import { updateManagedSubscription } from './managed';
import { updateManagedSubscriptionSchema, updateSubscriptionSchema, createStripeSetupIntentSchema } from './schemas';
import { createStripeSetupIntent } from './stripe';
import { updateSubscription } from './subscriptions';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('invoice PDF (blob with an outputFileName)', () => {
  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x0a]);

  it('is a File named invoice-{id}.pdf holding the exact server bytes', async () => {
    h.reply({ body: pdf, headers: { 'content-type': 'application/pdf' } });
    const file = await getInvoicePdf(h.client(), 'in_42');
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('invoice-in_42.pdf');
    expect(file.type).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    expect(h.last().headers.accept).toBe('application/pdf');
  });

  it('keeps a caller-given file name', async () => {
    h.reply({ body: pdf, headers: { 'content-type': 'application/pdf' } });
    expect((await getInvoicePdf(h.client(), 'in_42', 'May 2024.pdf')).name).toBe('May 2024.pdf');
  });
});

describe('invoice amounts', () => {
  it('are handed back raw, in minor units (formatting is the billing UI’s)', async () => {
    h.reply({ body: [{ id: 'in1', paymentDate: '2024-05-01', totalAmount: 1999, currency: 'usd', paid: true }] });
    const [invoice] = await getInvoices(h.client());
    expect(invoice?.totalAmount).toBe(1999);
  });
});

describe('subscription updates send a paymentMethodId or a planId', () => {
  it.each([
    ['payment method only', { paymentMethodId: 'pm2' }],
    ['plan only', { planId: 'p2' }],
    ['both', { paymentMethodId: 'pm2', planId: 'p2' }],
  ] as const)('%s: only the given fields, accepted by the server schema', async (_name, change) => {
    await updateSubscription(h.client(), 'sub1', change);
    expect(h.last().body).toEqual(change);
    expect(updateSubscriptionSchema.safeParse(h.last().body).success).toBe(true);
    await updateManagedSubscription(h.client(), 'sub1', change);
    expect(h.last().body).toEqual(change);
    expect(updateManagedSubscriptionSchema.safeParse(h.last().body).success).toBe(true);
  });
});

describe('setup intents', () => {
  it('need no payment method', async () => {
    h.reply({ body: { setupIntentSecret: 'seti_secret' } });
    const intent = await createStripeSetupIntent(h.client());
    expect(h.last().body).toEqual({});
    expect(createStripeSetupIntentSchema.safeParse(h.last().body).success).toBe(true);
    expect(intent.setupIntentSecret).toBe('seti_secret');
  });
});
