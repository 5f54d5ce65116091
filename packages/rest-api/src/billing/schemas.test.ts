import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import * as schemas from './schemas';
import type {
  CreateStripeCustomerRequest,
  CreateStripeSetupIntentRequest,
  ConfirmStripeSetupIntentRequest,
  CreateStripeSubscriptionRequest,
  CreateSubscriptionRequest,
  UpdateBillingDetailsRequest,
  UpdateSubscriptionRequest,
} from './types';

const address = { line1: '1 Main St', city: 'Springfield', country: 'US' };

const table: Array<[name: string, schema: z.ZodType, accepted: unknown[], rejected: unknown[]]> = [
  ['createSubscriptionSchema', schemas.createSubscriptionSchema, [{ planId: 'p1' }, { planId: 'p1', paymentMethodId: 'pm1' }], [{}, { planId: '' }]],
  [
    'updateSubscriptionSchema',
    schemas.updateSubscriptionSchema,
    [{ planId: 'p2' }, { paymentMethodId: 'pm2' }, { planId: 'p2', paymentMethodId: 'pm2' }],
    [{}, { planId: '' }, { status: 'active' }],
  ],
  ['updateManagedSubscriptionSchema', schemas.updateManagedSubscriptionSchema, [{ planId: 'p2' }], [{}]],
  [
    'updatePaymentMethodBillingDetailsSchema',
    schemas.updatePaymentMethodBillingDetailsSchema,
    [{ email: 'billing@example.com', address }, { email: 'b@example.com', address: { ...address, line2: 'Suite 2', state: 'IL', postalCode: '62701' } }],
    [{ email: 'billing@example.com' }, { email: 'nope', address }, { email: 'b@example.com', address: { ...address, city: '' } }],
  ],
  ['createStripeCustomerSchema', schemas.createStripeCustomerSchema, [{ name: 'Acme', email: 'b@example.com' }], [{ name: 'Acme' }, { name: '', email: 'b@example.com' }]],
  ['createStripeSubscriptionSchema', schemas.createStripeSubscriptionSchema, [{ planId: 'p1' }], [{ customerId: 'cus_1' }]],
  ['createStripeSetupIntentSchema', schemas.createStripeSetupIntentSchema, [{}, { paymentMethodId: 'pm1' }], [{ paymentMethodId: '' }]],
  ['confirmStripeSetupIntentSchema', schemas.confirmStripeSetupIntentSchema, [{}, { authentication: 'complete' }, { authentication: 'fail' }], [{ authentication: 'maybe' }]],
];

describe.each(table)('%s', (_name, schema, accepted, rejected) => {
  it.each(accepted)('accepts %j', (value) => expect(schema.safeParse(value).success).toBe(true));
  it.each(rejected)('rejects %j', (value) => expect(schema.safeParse(value).success).toBe(false));
});

it('billing schemas accept what the client sends', () => {
  expectTypeOf<CreateSubscriptionRequest>().toExtend<z.input<typeof schemas.createSubscriptionSchema>>();
  expectTypeOf<UpdateSubscriptionRequest>().toExtend<z.input<typeof schemas.updateSubscriptionSchema>>();
  expectTypeOf<UpdateSubscriptionRequest>().toExtend<z.input<typeof schemas.updateManagedSubscriptionSchema>>();
  expectTypeOf<UpdateBillingDetailsRequest>().toExtend<z.input<typeof schemas.updatePaymentMethodBillingDetailsSchema>>();
  expectTypeOf<CreateStripeCustomerRequest>().toExtend<z.input<typeof schemas.createStripeCustomerSchema>>();
  expectTypeOf<CreateStripeSubscriptionRequest>().toExtend<z.input<typeof schemas.createStripeSubscriptionSchema>>();
  expectTypeOf<CreateStripeSetupIntentRequest>().toExtend<z.input<typeof schemas.createStripeSetupIntentSchema>>();
  expectTypeOf<ConfirmStripeSetupIntentRequest>().toExtend<z.input<typeof schemas.confirmStripeSetupIntentSchema>>();
});
