import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { toBase64Json } from '../core/token';
import { createTenantReportSchema, previewReportQuerySchema, tenantReportResponseSchema, updateTenantReportSchema } from './schemas';
import type { PreviewReportQuery, TenantReport, TenantReportPayload } from './types';

const filters = toBase64Json({ severity: 'High' });

const table: Array<[name: string, schema: z.ZodType, accepted: unknown[], rejected: unknown[]]> = [
  [
    'createTenantReportSchema',
    createTenantReportSchema,
    [{ templateId: 't1' }, { templateId: 't1', recipients: ['ann@example.com'], dataFilters: filters, schedule: { cron: '0 8 * * 1' } }],
    [{}, { templateId: '' }, { templateId: 't1', recipients: ['not-an-email'] }, { templateId: 't1', schedule: { cron: '' } }],
  ],
  [
    'updateTenantReportSchema',
    updateTenantReportSchema,
    [{}, { active: false, dataFilters: filters }, { schedule: { cron: '0 9 * * *', interval: 'daily' } }],
    [{ dataFilters: { severity: 'High' } }, { dataFilters: 'not base64!' }, { dataFilters: btoa('[1,2]') }, { active: 'yes' }, { schedule: { cron: '0 9 * * *', interval: 'hourly' } }],
  ],
  ['previewReportQuerySchema', previewReportQuerySchema, [{ id: 't1' }, { id: 't1', dataFilters: filters }], [{}, { id: 't1', dataFilters: btoa('nope') }]],
];

describe.each(table)('%s', (_name, schema, accepted, rejected) => {
  it.each(accepted)('accepts %j', (value) => expect(schema.safeParse(value).success).toBe(true));
  it.each(rejected)('rejects %j', (value) => expect(schema.safeParse(value).success).toBe(false));
});

it('reports schemas accept what the client sends', () => {
  expectTypeOf<TenantReportPayload>().toExtend<z.input<typeof updateTenantReportSchema>>();
  expectTypeOf<TenantReportPayload & { templateId: string }>().toExtend<z.input<typeof createTenantReportSchema>>();
  expectTypeOf<PreviewReportQuery>().toExtend<z.input<typeof previewReportQuerySchema>>();
});

it('the response schema describes the client\'s TenantReport', () => {
  expectTypeOf<z.output<typeof tenantReportResponseSchema>>().toExtend<TenantReport>();
  expect(tenantReportResponseSchema.safeParse({ id: 'r1', templateId: 'users', dataFilters: { status: 'active' }, recipients: ['a@b.test'] }).success).toBe(true);
  expect(tenantReportResponseSchema.safeParse({ id: 'r1', templateId: 'users', dataFilters: 'e30=' }).success).toBe(false);
});
