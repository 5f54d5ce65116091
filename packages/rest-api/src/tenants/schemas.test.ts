import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { startHarness, type Harness } from '../../test/harness';
import * as calls from './calls';
import * as s from './schemas';
import type * as t from './types';

describe('tenants schemas accept good payloads and reject garbage', () => {
  const cases: Array<[string, z.ZodType, unknown, unknown]> = [
    ['addUser', s.addUserSchema, { email: 'a@x.co', name: 'Ann', roleIds: ['r1'], provider: 'local' }, { email: 'not-an-email', roleIds: [] }],
    ['addUser expiration', s.addUserSchema, { email: 'a@x.co', roleIds: [], expirationInSeconds: 60 }, { email: 'a@x.co', roleIds: [], expirationInSeconds: 0 }],
    ['addUser provider', s.addUserSchema, { email: 'a@x.co', roleIds: [] }, { email: 'a@x.co', roleIds: [], provider: 'saml' }],
    ['addUser name', s.addUserSchema, { email: 'a@x.co', roleIds: ['r'], name: 'A' }, { email: 'a@x.co', roleIds: ['r'], name: '' }],
    ['createInviteLink', s.createInviteLinkSchema, { expiresInMinutes: 43200 }, { expiresInMinutes: -5 }],
    ['updateInviteLink', s.updateInviteLinkSchema, { shouldSendEmail: true }, { shouldSendEmail: 'yes' }],
    ['verifyInviteToken', s.verifyInviteTokenSchema, { token: 'abc' }, { token: '' }],
    ['updateAccountSettings', s.updateAccountSettingsSchema, { companyName: 'Acme', timezone: 'UTC' }, { companyName: '' }],
    ['updateSubTenantManagement', s.updateSubTenantManagementSchema, { isReseller: false }, { isReseller: 'true' }],
    ['updateSubTenantHierarchySettings', s.updateSubTenantHierarchySettingsSchema, { subAccountAccessType: 'defaultOn' }, { subAccountAccessType: 'sometimes' }],
    ['createSubTenant', s.createSubTenantSchema, { name: 'EU' }, { parentTenantId: 'p' }],
    ['updateSubTenant', s.updateSubTenantSchema, { name: 'EU 2' }, { name: '' }],
    ['getTenantsUsersCount', s.getTenantsUsersCountSchema, { tenantIds: ['a'] }, { tenantIds: [] }],
    ['tenantUserParam', s.tenantUserParamSchema, { userId: '3f2b9c1e-8d4a-4e6b-9a7c-1d2e3f4a5b6c' }, { userId: 'me' }],
    ['inviteLink max', s.createInviteLinkSchema, { expiresInMinutes: 525_600 }, { expiresInMinutes: 525_601 }],
    ['addUserToSubTenants', s.addUserToSubTenantsSchema, { email: 'a@x.co', subTenants: [{ tenantId: 't' }] }, { email: 'a@x.co', subTenants: [] }],
    ['removeUserFromSubTenants', s.removeUserFromSubTenantsSchema, { subTenants: [{ tenantId: 't' }] }, { subTenants: [{}] }],
    ['updateSubTenantUserRoles', s.updateSubTenantUserRolesSchema, { subTenantsRoles: [{ tenantId: 't', roleIds: [] }] }, { subTenantsRoles: [{ tenantId: 't' }] }],
    ['updateSubTenantUserAccess', s.updateSubTenantUserAccessSchema, { allowAccess: true }, {}],
    ['updateTeamMember', s.updateTeamMemberSchema, { roleIds: [''] }, { roleIds: 'r1' }],
    ['searchSubTenantsQuery', s.searchSubTenantsQuerySchema, { _limit: '50', _offset: '0' }, { _limit: 'many' }],
    ['listSubTenantUsersQuery', s.listSubTenantUsersQuerySchema, { _sortBy: 'name', _order: 'DESC' }, { _order: 'sideways' }],
    ['getTeamMembersQuery', s.getTeamMembersQuerySchema, { pageOffset: '0', pageSize: '20' }, { pageSize: '-1' }],
    ['tenantsHierarchyQuery', s.tenantsHierarchyQuerySchema, { _tenantIds: 'a' }, { _tenantIds: [''] }],
  ];
  it.each(cases)('%s', (_name, schema, good, bad) => {
    expect(schema.safeParse(good).success).toBe(true);
    expect(schema.safeParse(bad).success).toBe(false);
  });

  it('keeps unknown keys allowed (no strict objects)', () => {
    expect(s.verifyInviteTokenSchema.safeParse({ token: 'a', extra: 1 }).success).toBe(true);
  });

  it('turns a single query id into a list', () => {
    expect(s.tenantsHierarchyQuerySchema.parse({ _tenantIds: 'a' })).toEqual({ _tenantIds: ['a'] });
  });
});

describe('tenants schemas accept what the client actually sends', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const wire: Array<[string, z.ZodType, 'body' | 'query', (c: ReturnType<Harness['client']>) => Promise<unknown>]> = [
    ['addUser', s.addUserSchema, 'body', (c) => calls.addUser(c, { email: 'a@x.co', name: 'Ann', roleIds: ['r'], expirationInSeconds: 0 })],
    ['inviteUsersBulk', s.addUserSchema, 'body', (c) => calls.inviteUsersBulk(c, { emails: ['a@x.co'], roleIds: ['r'] })],
    ['createInviteLink', s.createInviteLinkSchema, 'body', (c) => calls.createInviteLink(c)],
    ['addUserToSubTenants', s.addUserToSubTenantsSchema, 'body', (c) => calls.addUserToSubTenants(c, { email: 'a@x.co', subTenants: [{ tenantId: 't' }] })],
    ['updateTeamMember', s.updateTeamMemberSchema, 'body', (c) => calls.updateTeamMember(c, 'u', { roleIds: [] })],
    ['searchSubTenants', s.searchSubTenantsQuerySchema, 'query', (c) => calls.searchSubTenants(c, { _filter: 'x' })],
    ['listSubTenantUsers', s.listSubTenantUsersQuerySchema, 'query', (c) => calls.listSubTenantUsers(c)],
    ['getTeamMembers', s.getTeamMembersQuerySchema, 'query', (c) => calls.getTeamMembers(c, { sortBy: 'name', sortDirection: 'desc' })],
    ['getTenantsHierarchy', s.tenantsHierarchyQuerySchema, 'query', (c) => calls.getTenantsHierarchy(c, { _tenantIds: ['a', 'b'] })],
  ];
  it.each(wire)('%s', async (_name, schema, part, run) => {
    await run(h.client());
    const result = schema.safeParse(h.last()[part]);
    expect(result.error).toBeUndefined();
  });
});

describe('request types fit the schemas', () => {
  it('each main request type is assignable to its schema input', () => {
    expectTypeOf<t.AddUserRequest>().toExtend<z.input<typeof s.addUserSchema>>();
    expectTypeOf<t.CreateInviteLinkRequest>().toExtend<z.input<typeof s.createInviteLinkSchema>>();
    expectTypeOf<t.UpdateInviteLinkRequest>().toExtend<z.input<typeof s.updateInviteLinkSchema>>();
    expectTypeOf<t.VerifyInviteTokenRequest>().toExtend<z.input<typeof s.verifyInviteTokenSchema>>();
    expectTypeOf<t.UpdateAccountSettingsRequest>().toExtend<z.input<typeof s.updateAccountSettingsSchema>>();
    expectTypeOf<t.CreateSubTenantRequest>().toExtend<z.input<typeof s.createSubTenantSchema>>();
    expectTypeOf<t.UpdateSubTenantRequest>().toExtend<z.input<typeof s.updateSubTenantSchema>>();
    expectTypeOf<t.UpdateSubTenantManagementRequest>().toExtend<z.input<typeof s.updateSubTenantManagementSchema>>();
    expectTypeOf<t.UpdateSubTenantHierarchySettingsRequest>().toExtend<z.input<typeof s.updateSubTenantHierarchySettingsSchema>>();
    expectTypeOf<t.TenantsUsersCountRequest>().toExtend<z.input<typeof s.getTenantsUsersCountSchema>>();
    expectTypeOf<t.AddUserToSubTenantsRequest>().toExtend<z.input<typeof s.addUserToSubTenantsSchema>>();
    expectTypeOf<t.RemoveUserFromSubTenantsRequest>().toExtend<z.input<typeof s.removeUserFromSubTenantsSchema>>();
    expectTypeOf<t.SubTenantUserRolesRequest>().toExtend<z.input<typeof s.updateSubTenantUserRolesSchema>>();
    expectTypeOf<t.SubTenantUserAccessRequest>().toExtend<z.input<typeof s.updateSubTenantUserAccessSchema>>();
    expectTypeOf<t.UpdateTeamMemberRequest>().toExtend<z.input<typeof s.updateTeamMemberSchema>>();
    expectTypeOf<t.HierarchyQuery>().toExtend<z.input<typeof s.tenantsHierarchyQuerySchema>>();
    expectTypeOf<t.SearchSubTenantsQuery>().toExtend<z.input<typeof s.searchSubTenantsQuerySchema>>();
    expectTypeOf<t.SubTenantUsersQuery>().toExtend<z.input<typeof s.listSubTenantUsersQuerySchema>>();
    expectTypeOf<t.TeamMembersQuery>().toExtend<z.input<typeof s.getTeamMembersQuerySchema>>();
  });
});
