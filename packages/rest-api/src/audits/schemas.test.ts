import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { exportAuditsParamsSchema, exportAuditsSchema, getAuditsQuerySchema } from './schemas';
import type { AuditExportHeader, GetAuditsQuery } from './types';

const header = { name: 'email', displayName: 'User' };

const table: Array<[name: string, schema: z.ZodType, accepted: unknown[], rejected: unknown[]]> = [
  [
    'getAuditsQuerySchema',
    getAuditsQuerySchema,
    [{}, { offset: '0', count: '20', sortBy: 'createdAt', sortDirection: 'desc', paginationMode: 'virtual', severity: 'High' }],
    [{ count: '0' }, { offset: '-1' }, { sortDirection: 'up' }, { paginationMode: 'all' }, { severity: ['High', 'Info'] }],
  ],
  [
    'exportAuditsSchema',
    exportAuditsSchema,
    [{ headerProps: [header], offset: 0 }, { headerProps: [{ ...header, type: 'Email' }], offset: 0, sortBy: 'email', ip: '10.0.0.1' }],
    [{ headerProps: [], offset: 0 }, { headerProps: [header] }, { headerProps: [{ name: 'email' }], offset: 0 }, { headerProps: [header], offset: 0, email: { $ne: 1 } }],
  ],
  ['exportAuditsParamsSchema', exportAuditsParamsSchema, [{ endpoint: 'csv' }, { endpoint: 'pdf' }], [{ endpoint: 'xlsx' }]],
];

describe.each(table)('%s', (_name, schema, accepted, rejected) => {
  it.each(accepted)('accepts %j', (value) => expect(schema.safeParse(value).success).toBe(true));
  it.each(rejected)('rejects %j', (value) => expect(schema.safeParse(value).success).toBe(false));
});

it('audits schemas accept what the client sends', () => {
  expectTypeOf<GetAuditsQuery>().toExtend<z.input<typeof getAuditsQuerySchema>>();
  expectTypeOf<AuditExportHeader[]>().toExtend<z.input<typeof exportAuditsSchema>['headerProps']>();
});
