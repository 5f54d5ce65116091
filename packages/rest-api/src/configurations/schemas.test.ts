import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { startHarness, type Harness } from '../../test/harness';
import * as calls from './calls';
import * as s from './schemas';
import type * as t from './types';

describe('configurations schemas accept good payloads and reject garbage', () => {
  const cases: Array<[string, z.ZodType, unknown, unknown]> = [
    ['saveMfaPolicy', s.saveMfaPolicySchema, { enforceMFAType: 'DontForce' }, { enforceMFAType: 'Sometimes' }],
    ['saveLockoutPolicy', s.saveLockoutPolicySchema, { enabled: true, maxAttempts: 3 }, { maxAttempts: 0 }],
    ['savePasswordHistoryPolicy', s.savePasswordHistoryPolicySchema, { enabled: true, historySize: 4 }, { historySize: 2.5 }],
    ['createEmailDomainRestriction', s.createEmailDomainRestrictionSchema, { domain: 'mail.example.co.uk', type: 'allow' }, { domain: 'not a domain', type: 'allow' }],
    // Either letter case is the same value (the published client sends ALLOW|BLOCK); anything else is garbage.
    ['createEmailDomainRestriction type', s.createEmailDomainRestrictionSchema, { domain: 'example.com', type: 'BLOCK' }, { domain: 'example.com', type: 'deny' }],
    ['updateEmailDomainRestrictionsConfig', s.updateEmailDomainRestrictionsConfigSchema, { active: false }, { listType: 'allow' }],
    ['createIpRestriction v4', s.createIpRestrictionSchema, { ip: '192.168.1.1', strategy: 'ALLOW', isActive: true }, { ip: '999.1.1.1', strategy: 'ALLOW', isActive: true }],
    ['createIpRestriction v6/cidr', s.createIpRestrictionSchema, { ip: '2001:db8::/32', strategy: 'block', isActive: false }, { ip: '10.0.0.1', strategy: 'permit', isActive: true }],
    ['createIpRestrictionsBulk', s.createIpRestrictionsBulkSchema, { ips: [{ ip: '::1', strategy: 'ALLOW', isActive: true }] }, { ips: [] }],
    ['updateIpRestrictionsConfig', s.updateIpRestrictionsConfigSchema, { isActive: true, strategy: 'BLOCK' }, { isActive: true }],
    ['getIpRestrictionsQuery', s.getIpRestrictionsQuerySchema, { _limit: '10', _offset: '0', _filter: 'ALLOW' }, { _limit: 'ten' }],
  ];
  it.each(cases)('%s', (_name, schema, good, bad) => {
    expect(schema.safeParse(good).success).toBe(true);
    expect(schema.safeParse(bad).success).toBe(false);
  });
});

describe('configurations schemas accept what the client actually sends', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('IP list query', async () => {
    await calls.getIpRestrictions(h.client(), { _filter: 'ALLOW' });
    expect(s.getIpRestrictionsQuerySchema.safeParse(h.last().query).error).toBeUndefined();
  });

  it('IP restriction body', async () => {
    await calls.createIpRestriction(h.client(), { ip: '1.2.3.4', strategy: 'ALLOW', isActive: true, description: 'My IP' });
    expect(s.createIpRestrictionSchema.safeParse(h.last().body).error).toBeUndefined();
  });
});

describe('request types fit the schemas', () => {
  it('each main request type is assignable to its schema input', () => {
    expectTypeOf<t.SaveMfaPolicyRequest>().toExtend<z.input<typeof s.saveMfaPolicySchema>>();
    expectTypeOf<t.SaveLockoutPolicyRequest>().toExtend<z.input<typeof s.saveLockoutPolicySchema>>();
    expectTypeOf<t.SavePasswordHistoryPolicyRequest>().toExtend<z.input<typeof s.savePasswordHistoryPolicySchema>>();
    expectTypeOf<t.CreateEmailDomainRestrictionRequest>().toExtend<z.input<typeof s.createEmailDomainRestrictionSchema>>();
    expectTypeOf<t.UpdateEmailDomainRestrictionsConfigRequest>().toExtend<z.input<typeof s.updateEmailDomainRestrictionsConfigSchema>>();
    expectTypeOf<t.IpRestrictionsQuery>().toExtend<z.input<typeof s.getIpRestrictionsQuerySchema>>();
    expectTypeOf<t.CreateIpRestrictionRequest>().toExtend<z.input<typeof s.createIpRestrictionSchema>>();
    expectTypeOf<t.CreateIpRestrictionsBulkRequest>().toExtend<z.input<typeof s.createIpRestrictionsBulkSchema>>();
    expectTypeOf<t.UpdateIpRestrictionsConfigRequest>().toExtend<z.input<typeof s.updateIpRestrictionsConfigSchema>>();
  });
});
