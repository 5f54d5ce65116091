import * as S from '@portico/rest-api/schemas';
import {
  addUserToSubTenants, addUserToSubTenantsV2, createSubTenant, deleteSubTenant, getParentTenants, getParentTenantsById, getSubTenants,
  getSubTenantsAsTree, getTenantsHierarchy, getTenantsHierarchyMetadata, listSubTenantUsers, listSubTenantUsersV2, removeSubTenantUserRoles,
  removeUserFromSubTenants, removeUserFromSubTenantsV2, searchSubTenants, updateSubTenant, updateSubTenantHierarchySettings,
  updateSubTenantManagement, updateSubTenantUserAccess, updateSubTenantUserRoles,
} from '@portico/rest-api/tenants';
import { resetAllInvitations } from '@portico/rest-api/users';
import { lastMail } from '@portico/server/src/test/fixture';
import { expect } from 'vitest';
import { refused, roundTrip, step, type StepContext } from '../harness/round-trip';

const kept = (c: StepContext, key: string) => c.kept[key] as string;
const names = (r: unknown) => (r as { name: string }[]).map((x) => x.name);
const list = <T>(shape: { array(): T }) => shape.array();

// The whole sub-account journey through the real client: hierarchy, sub-accounts, their users and roles.
roundTrip('sub-accounts (tenant hierarchy and sub-tenant users)', [
  step('create a sub-account', (c) => createSubTenant(c.client, { name: 'East' }), S.tenantResponseSchema, (r, c) => { c.kept.east = (r as { tenantId: string }).tenantId; }),
  step('create one below it', (c) => createSubTenant(c.client, { name: 'East shop', parentTenantId: kept(c, 'east') }), S.tenantResponseSchema,
    (r, c) => { c.kept.shop = (r as { tenantId: string }).tenantId; }),
  step('rename', (c) => updateSubTenant(c.client, kept(c, 'east'), { name: 'East region' }), S.tenantResponseSchema, (r) => expect(names([r])).toEqual(['East region'])),
  step('make it a reseller', (c) => updateSubTenantManagement(c.client, kept(c, 'east'), { isReseller: true }), S.tenantResponseSchema,
    (r) => expect((r as { isReseller: boolean }).isReseller).toBe(true)),
  step('change its access type', (c) => updateSubTenantHierarchySettings(c.client, kept(c, 'east'), { subAccountAccessType: 'defaultOn' }), S.tenantResponseSchema,
    (r) => expect((r as { subAccountAccessType: string }).subAccountAccessType).toBe('defaultOn')),
  step('sub-accounts', (c) => getSubTenants(c.client), list(S.tenantResponseSchema), (r) => expect(names(r)).toEqual(['East region', 'East shop'])),
  step('as a tree', (c) => getSubTenantsAsTree(c.client), S.tenantTreeResponseSchema,
    (r) => expect((r as { children: { name: string; children: unknown[] }[] }).children.map((x) => [x.name, x.children.length])).toEqual([['East region', 1]])),
  step('parents of the current account', (c) => getParentTenants(c.client), list(S.tenantResponseSchema), (r) => expect(r).toEqual([])),
  step('parents of a sub-account', (c) => getParentTenantsById(c.client, kept(c, 'shop')), list(S.tenantResponseSchema), (r) => expect(names(r)).toEqual(['Acme', 'East region'])),
  step('hierarchy v2', (c) => getTenantsHierarchy(c.client, { _tenantIds: [kept(c, 'east')] }), list(S.tenantTreeResponseSchema), (r) => expect(names(r)).toEqual(['East region'])),
  step('hierarchy metadata', (c) => getTenantsHierarchyMetadata(c.client, { _tenantIds: [kept(c, 'shop')] }), list(S.tenantHierarchyMetadataResponseSchema),
    (r, c) => expect(r).toMatchObject([{ name: 'East shop', parentTenantId: kept(c, 'east') }])),
  step('search', (c) => searchSubTenants(c.client, { _filter: 'shop' }), S.subTenantsPageResponseSchema, (r) => expect(names((r as { items: unknown }).items)).toEqual(['East shop'])),
  step('add a user', (c) => addUserToSubTenants(c.client, { email: 'member@acme.test', subTenants: [{ tenantId: kept(c, 'shop'), roleIds: ['ReadOnly'] }] }),
    S.subTenantUserResponseSchema, (r, c) => { c.kept.user = (r as { id: string }).id; expect((r as { subAccountAccessAllowed: boolean }).subAccountAccessAllowed).toBe(false); }),
  step('add a new user (v2)', (c) => addUserToSubTenantsV2(c.client, { email: 'new@shop.test', name: 'New', subTenants: [{ tenantId: kept(c, 'shop') }] }), S.subTenantUserResponseSchema,
    (r, c) => { c.kept.newUser = (r as { id: string }).id; }),
  step('resend every pending invitation of the new user', (c) => resetAllInvitations(c.client, { email: 'new@shop.test' }), undefined,
    async (_r, c) => expect((await lastMail(c.t, 'new@shop.test')).subject).toBe('You were invited to East shop')),
  refused('resend all to an address with no invitation here', (c) => resetAllInvitations(c.client, { email: 'nobody@shop.test' }), 404),
  step('list users', (c) => listSubTenantUsers(c.client, { _tenantId: kept(c, 'shop'), _limit: 10 }), S.subTenantUsersPageResponseSchema,
    (r) => expect((r as { _metadata: { totalItems: number } })._metadata.totalItems).toBe(2)),
  step('give a role', (c) => updateSubTenantUserRoles(c.client, kept(c, 'user'), { subTenantsRoles: [{ tenantId: kept(c, 'shop'), roleIds: ['Support'] }] })),
  step('take it back', async (c) => removeSubTenantUserRoles(c.client, kept(c, 'user'), { subTenantsRoles: [{ tenantId: kept(c, 'shop'), roleIds: ['Support'] }] })),
  step('allow access below', (c) => updateSubTenantUserAccess(c.client, kept(c, 'user'), { allowAccess: true })),
  step('list users (v2)', (c) => listSubTenantUsersV2(c.client, { _tenantId: kept(c, 'shop'), _filter: 'member' }), S.subTenantUsersPageResponseSchema,
    (r) => expect((r as { items: { subAccountAccessAllowed: boolean; tenants: { roles: { key: string }[] }[] }[] }).items.map((u) => [u.subAccountAccessAllowed, u.tenants[0]!.roles.map((x) => x.key)]))
      .toEqual([[true, ['ReadOnly']]])),
  step('remove a user', (c) => removeUserFromSubTenants(c.client, kept(c, 'user'), { subTenants: [{ tenantId: kept(c, 'shop') }] })),
  step('remove the new user (v2)', (c) => removeUserFromSubTenantsV2(c.client, kept(c, 'newUser'), { subTenants: [{ tenantId: kept(c, 'shop') }] })),
  refused('delete a sub-account with sub-accounts', (c) => deleteSubTenant(c.client, kept(c, 'east')), 409),
  step('delete the leaf', (c) => deleteSubTenant(c.client, kept(c, 'shop'))),
  step('then its parent', (c) => deleteSubTenant(c.client, kept(c, 'east'))),
  step('none left', (c) => getSubTenants(c.client), list(S.tenantResponseSchema), (r) => expect(r).toEqual([])),
]);
