import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { getIpMetadataParamsSchema, getMetadataQuerySchema, updateAdminBoxConfigurationSchema } from './schemas';
import type { GetMetadataQuery, UpdateAdminBoxConfigurationRequest } from './types';

const action = { type: 'set', path: 'navigation.users.visibility', payload: 'always' };

const table: Array<[name: string, schema: z.ZodType, accepted: unknown[], rejected: unknown[]]> = [
  ['getMetadataQuerySchema', getMetadataQuerySchema, [{ entityName: 'adminBox' }, { entityName: 'audits' }], [{}, { entityName: 'users' }]],
  [
    'updateAdminBoxConfigurationSchema',
    updateAdminBoxConfigurationSchema,
    [{ actions: [action] }, { actions: [{ type: 'unset', path: 'a.b' }] }],
    [{ actions: [] }, {}, { actions: [{ type: '', path: 'a' }] }, { actions: [{ type: 'set' }] }],
  ],
  ['getIpMetadataParamsSchema', getIpMetadataParamsSchema, [{ ip: '203.0.113.7' }, { ip: '2001:db8::1' }], [{ ip: 'localhost' }, { ip: '999.1.1.1' }]],
];

describe.each(table)('%s', (_name, schema, accepted, rejected) => {
  it.each(accepted)('accepts %j', (value) => expect(schema.safeParse(value).success).toBe(true));
  it.each(rejected)('rejects %j', (value) => expect(schema.safeParse(value).success).toBe(false));
});

it('an empty change list is rejected with the catalogue message', () => {
  const result = updateAdminBoxConfigurationSchema.safeParse({ actions: [] });
  expect(result.error?.issues[0]?.message).toBe('No changes to update');
});

it('metadata schemas accept what the client sends', () => {
  expectTypeOf<GetMetadataQuery>().toExtend<z.input<typeof getMetadataQuerySchema>>();
  expectTypeOf<UpdateAdminBoxConfigurationRequest>().toExtend<z.input<typeof updateAdminBoxConfigurationSchema>>();
});
