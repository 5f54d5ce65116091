import * as S from '@portico/rest-api/schemas';
import {
  createEmailDomainRestriction, createIpRestriction, createIpRestrictionsBulk, deleteEmailDomainRestriction, deleteIpRestriction,
  getEmailDomainRestrictions, getEmailDomainRestrictionsConfig, getIpRestrictions, getIpRestrictionsConfig, updateEmailDomainRestrictionsConfig,
  updateIpRestrictionsConfig, verifyIpRestrictions, verifyIpRestrictionsAllow,
} from '@portico/rest-api/configurations';
import { getMe } from '@portico/rest-api/users';
import { expect } from 'vitest';
import { refused, roundTrip, step } from '../harness/round-trip';

const list = <T>(shape: { array(): T }) => shape.array();

// The test server sees every call from 127.0.0.1: the last step blocks it and proves the refusal.
roundTrip('IP restrictions', [
  step('config starts inactive', (c) => getIpRestrictionsConfig(c.client), S.ipRestrictionsConfigResponseSchema, (r) => expect(r).toEqual({ isActive: false, strategy: 'ALLOW' })),
  step('not on the allow list yet', (c) => verifyIpRestrictionsAllow(c.client), S.ipVerificationResponseSchema, (r) => expect(r).toEqual({ valid: false })),
  step('add my IP', (c) => createIpRestriction(c.client, { ip: '127.0.0.1', strategy: 'ALLOW', isActive: true, description: 'My IP' }),
    S.ipRestrictionResponseSchema, (r, c) => { c.kept.mine = (r as { id: string }).id; }),
  step('activate the allow list', (c) => updateIpRestrictionsConfig(c.client, { isActive: true, strategy: 'ALLOW' }), S.ipRestrictionsConfigResponseSchema),
  step('on the allow list now', (c) => verifyIpRestrictionsAllow(c.client), S.ipVerificationResponseSchema, (r) => expect(r).toEqual({ valid: true })),
  step('bulk add', (c) => createIpRestrictionsBulk(c.client, { ips: [{ ip: '10.0.0.0/8', strategy: 'ALLOW', isActive: true }, { ip: '2001:db8::/32', strategy: 'BLOCK', isActive: true }] }),
    list(S.ipRestrictionResponseSchema)),
  step('a page of the allow list', (c) => getIpRestrictions(c.client, { _filter: 'ALLOW', _limit: 4 }), S.ipRestrictionsPageResponseSchema,
    (r) => expect((r as { _metadata: unknown })._metadata).toEqual({ totalItems: 2, totalPages: 1 })),
  step('not on the block list', (c) => verifyIpRestrictions(c.client), S.ipVerificationResponseSchema, (r) => expect(r).toEqual({ valid: true })),
  refused('a malformed address', (c) => createIpRestriction(c.client, { ip: '300.1.1.1', strategy: 'ALLOW', isActive: true }), 400),
  step('delete one', async (c) => {
    const page = await getIpRestrictions(c.client, { _filter: 'BLOCK' });
    return deleteIpRestriction(c.client, page.items[0]!.id);
  }),
  step('block my IP', (c) => createIpRestriction(c.client, { ip: '127.0.0.0/8', strategy: 'BLOCK', isActive: true }), S.ipRestrictionResponseSchema),
  step('block mode on', (c) => updateIpRestrictionsConfig(c.client, { isActive: true, strategy: 'BLOCK' }), S.ipRestrictionsConfigResponseSchema),
  refused('every call is now refused', (c) => getMe(c.client), 403),
]);

roundTrip('e-mail domain restrictions', [
  step('config starts inactive', (c) => getEmailDomainRestrictionsConfig(c.client), S.emailDomainRestrictionsConfigResponseSchema,
    (r) => expect(r).toEqual({ active: false, blockPublicDomains: false, listType: 'block' })),
  step('add to the block list', (c) => createEmailDomainRestriction(c.client, { domain: 'evil.test', type: 'block' }), S.emailDomainRestrictionResponseSchema,
    (r, c) => { c.kept.id = (r as { id: string }).id; }),
  refused('again', (c) => createEmailDomainRestriction(c.client, { domain: 'evil.test', type: 'block' }), 409),
  // The server answers { items } (Frontegg's client's shape); Portico's client hands back the list.
  step('list', (c) => getEmailDomainRestrictions(c.client), S.emailDomainRestrictionsResponseSchema, (r) => expect(r).toHaveLength(1)),
  step('activate with public domains blocked', (c) => updateEmailDomainRestrictionsConfig(c.client, { active: true, blockPublicDomains: true }),
    S.emailDomainRestrictionsConfigResponseSchema, (r) => expect(r).toEqual({ active: true, blockPublicDomains: true, listType: 'block' })),
  step('delete', (c) => deleteEmailDomainRestriction(c.client, c.kept.id as string)),
  refused('delete again', (c) => deleteEmailDomainRestriction(c.client, c.kept.id as string), 404),
]);
