import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { createWebhookSchema, getWebhookLogsQuerySchema, testWebhookSchema, updateWebhookSchema } from './schemas';
import type { CreateWebhookRequest, GetWebhookLogsQuery, TestWebhookRequest, UpdateWebhookRequest } from './types';

const hook = { displayName: 'Feed', url: 'https://hooks.example.com/x', eventKeys: ['frontegg.user.created'] };

const table: Array<[name: string, schema: z.ZodType, accepted: unknown[], rejected: unknown[]]> = [
  [
    'createWebhookSchema',
    createWebhookSchema,
    [hook, { ...hook, secret: 's', description: '', isActive: false, url: 'http://127.0.0.1:9000/hook' }],
    [{ ...hook, url: 'javascript:alert(1)' }, { ...hook, url: 'ftp://x.example.com' }, { ...hook, eventKeys: [] }, { ...hook, displayName: '' }],
  ],
  ['updateWebhookSchema', updateWebhookSchema, [{}, { isActive: false }], [{ url: 'not a url' }, { eventKeys: [] }]],
  ['getWebhookLogsQuerySchema', getWebhookLogsQuerySchema, [{ id: 'w1' }, { id: 'w1', offset: '0', limit: '10' }], [{}, { id: 'w1', limit: '0' }]],
  ['testWebhookSchema', testWebhookSchema, [{ url: 'https://h.example.com' }, { url: 'https://h.example.com', payload: { a: 1 } }], [{}, { url: 'file:///etc/passwd' }]],
];

describe.each(table)('%s', (_name, schema, accepted, rejected) => {
  it.each(accepted)('accepts %j', (value) => expect(schema.safeParse(value).success).toBe(true));
  it.each(rejected)('rejects %j', (value) => expect(schema.safeParse(value).success).toBe(false));
});

it('webhooks schemas accept what the client sends', () => {
  expectTypeOf<CreateWebhookRequest>().toExtend<z.input<typeof createWebhookSchema>>();
  expectTypeOf<UpdateWebhookRequest>().toExtend<z.input<typeof updateWebhookSchema>>();
  expectTypeOf<GetWebhookLogsQuery>().toExtend<z.input<typeof getWebhookLogsQuerySchema>>();
  expectTypeOf<TestWebhookRequest>().toExtend<z.input<typeof testWebhookSchema>>();
});
