// The tenants catalogue cases: used by src/tenants/calls.test.ts (request shapes) and by the contract suite (tests/contract).
import { expect } from 'vitest';
import type { CatalogueCase } from '../catalogue';
import * as calls from '../../src/tenants/calls';

const T = '/frontegg/tenants/resources';
const I = '/frontegg/identity/resources';
const TEAM = '/frontegg/team/resources';
const USERS_DEFAULTS = { _limit: '20', _offset: '0', _sortBy: 'name', _order: 'DESC' };

export { calls };

/** One invocation of every exported call of the domain, with what it must send. */
export const cases: Record<keyof typeof calls, CatalogueCase> = {
  // hierarchy
  getSubTenants: { call: (c) => calls.getSubTenants(c), expect: { method: 'GET', path: `${T}/hierarchy/v1` } },
  getSubTenantsAsTree: { call: (c) => calls.getSubTenantsAsTree(c), expect: { method: 'GET', path: `${T}/hierarchy/v1/tree` } },
  getParentTenants: { call: (c) => calls.getParentTenants(c), expect: { method: 'GET', path: `${T}/hierarchy/v1/parents` } },
  getParentTenantsById: {
    call: (c) => calls.getParentTenantsById(c, 't 1/x'),
    expect: { method: 'GET', path: `${T}/hierarchy/v1/parents/t%201%2Fx` },
  },
  getTenantsHierarchy: {
    call: (c) => calls.getTenantsHierarchy(c, { _tenantIds: ['a', 'b'] }),
    expect: { method: 'GET', path: `${T}/hierarchy/v2`, query: { _tenantIds: ['a', 'b'] } },
  },
  getTenantsHierarchyMetadata: {
    call: (c) => calls.getTenantsHierarchyMetadata(c, { _tenantIds: ['a'] }),
    expect: { method: 'GET', path: `${T}/hierarchy/metadata/v2`, query: { _tenantIds: 'a' } },
  },
  getTenantsUsersCount: {
    call: (c) => calls.getTenantsUsersCount(c, { tenantIds: ['a', 'b'] }),
    replies: [{ body: [{ tenantId: 'a', totalUsers: 3 }] }],
    expect: { method: 'POST', path: `${I}/tenants/users/v1/count`, body: { tenantIds: ['a', 'b'] } },
    result: (r) => expect(r).toEqual([{ tenantId: 'a', totalUsers: 3 }]),
  },
  disableTenantUser: { call: (c) => calls.disableTenantUser(c, 'u1'), expect: { method: 'POST', path: `${I}/tenants/users/v1/u1/disable` } },
  enableTenantUser: { call: (c) => calls.enableTenantUser(c, 'u1'), expect: { method: 'POST', path: `${I}/tenants/users/v1/u1/enable` } },
  // sub-tenants
  createSubTenant: {
    call: (c) => calls.createSubTenant(c, { name: 'Acme EU', parentTenantId: 'p1' }),
    expect: { method: 'POST', path: `${T}/sub-tenants/v1`, body: { name: 'Acme EU', parentTenantId: 'p1' } },
  },
  updateSubTenant: {
    call: (c) => calls.updateSubTenant(c, 't1', { name: 'Renamed' }),
    expect: { method: 'PATCH', path: `${T}/sub-tenants/v1/t1`, body: { name: 'Renamed' } },
  },
  deleteSubTenant: { call: (c) => calls.deleteSubTenant(c, 't1'), expect: { method: 'DELETE', path: `${T}/sub-tenants/v1/t1` } },
  updateSubTenantManagement: {
    call: (c) => calls.updateSubTenantManagement(c, 't1', { isReseller: true }),
    expect: { method: 'PUT', path: `${T}/sub-tenants/v1/t1/management`, body: { isReseller: true } },
  },
  updateSubTenantHierarchySettings: {
    call: (c) => calls.updateSubTenantHierarchySettings(c, 't1', { subAccountAccessType: 'alwaysOn' }),
    expect: { method: 'PUT', path: `${T}/sub-tenants/v1/t1/hierarchy-settings`, body: { subAccountAccessType: 'alwaysOn' } },
  },
  searchSubTenants: {
    call: (c) => calls.searchSubTenants(c, { _filter: 'acme', _offset: 50, _subTenantId: 't1' }),
    expect: {
      method: 'GET',
      path: `${T}/sub-tenants/v1/search`,
      query: { _filter: 'acme', _offset: '50', _limit: '50', _subTenantId: 't1' },
    },
  },
  // sub-tenant users
  listSubTenantUsers: {
    call: (c) => calls.listSubTenantUsers(c, { _tenantId: 't1' }),
    expect: { method: 'GET', path: `${I}/sub-tenants/users/v1`, query: { ...USERS_DEFAULTS, _tenantId: 't1' } },
  },
  listSubTenantUsersV2: {
    call: (c) => calls.listSubTenantUsersV2(c),
    expect: { method: 'GET', path: `${I}/sub-tenants/users/v2`, query: USERS_DEFAULTS },
  },
  addUserToSubTenants: {
    call: (c) => calls.addUserToSubTenants(c, { email: 'a@b.co', subTenants: [{ tenantId: 't1', roleIds: ['r1'] }] }),
    expect: {
      method: 'POST',
      path: `${I}/sub-tenants/users/v1`,
      body: { email: 'a@b.co', subTenants: [{ tenantId: 't1', roleIds: ['r1'] }], allowSubAccountAccess: false },
    },
  },
  addUserToSubTenantsV2: {
    call: (c) => calls.addUserToSubTenantsV2(c, { email: 'a@b.co', subTenants: [{ tenantId: 't1' }], allowSubAccountAccess: true }),
    expect: {
      method: 'POST',
      path: `${I}/sub-tenants/users/v2`,
      body: { email: 'a@b.co', subTenants: [{ tenantId: 't1' }], allowSubAccountAccess: true },
    },
  },
  removeUserFromSubTenants: {
    call: (c) => calls.removeUserFromSubTenants(c, 'u1', { subTenants: [{ tenantId: 't1' }] }),
    expect: { method: 'DELETE', path: `${I}/sub-tenants/users/v1/u1`, body: { subTenants: [{ tenantId: 't1' }] } },
  },
  removeUserFromSubTenantsV2: {
    call: (c) => calls.removeUserFromSubTenantsV2(c, 'u1', { subTenants: [{ tenantId: 't1' }] }),
    expect: { method: 'DELETE', path: `${I}/sub-tenants/users/v2/u1`, body: { subTenants: [{ tenantId: 't1' }] } },
  },
  updateSubTenantUserRoles: {
    call: (c) => calls.updateSubTenantUserRoles(c, 'u1', { subTenantsRoles: [{ tenantId: 't1', roleIds: ['r1'] }] }),
    expect: { method: 'POST', path: `${I}/sub-tenants/users/v1/u1/roles`, body: { subTenantsRoles: [{ tenantId: 't1', roleIds: ['r1'] }] } },
  },
  removeSubTenantUserRoles: {
    call: (c) => calls.removeSubTenantUserRoles(c, 'u1', { subTenantsRoles: [{ tenantId: 't1', roleIds: ['r1'] }] }),
    expect: { method: 'DELETE', path: `${I}/sub-tenants/users/v1/u1/roles`, body: { subTenantsRoles: [{ tenantId: 't1', roleIds: ['r1'] }] } },
  },
  updateSubTenantUserAccess: {
    call: (c) => calls.updateSubTenantUserAccess(c, 'u1', { allowAccess: true }),
    expect: { method: 'PUT', path: `${I}/sub-tenants/users/v1/u1/access`, body: { allowAccess: true } },
  },
  // account settings
  getAccountSettings: { call: (c) => calls.getAccountSettings(c), expect: { method: 'GET', path: `${T}/account-settings/v1` } },
  updateAccountSettings: {
    call: (c) => calls.updateAccountSettings(c, { companyName: 'Acme', currency: 'EUR' }),
    expect: { method: 'PUT', path: `${T}/account-settings/v1`, body: { companyName: 'Acme', currency: 'EUR' } },
  },
  getPublicAccountSettings: {
    call: (c) => calls.getPublicAccountSettings(c),
    expect: { method: 'GET', path: `${T}/account-settings/v1/public` },
  },
  // team
  getTeamMembers: {
    call: (c) => calls.getTeamMembers(c, { filters: 'ann', sortBy: 'email', sortDirection: 'asc' }),
    expect: {
      method: 'GET',
      path: `${TEAM}/members/v1`,
      query: { pageOffset: '0', pageSize: '20', filters: 'ann', sortBy: 'email', sortDirection: 'asc' },
    },
  },
  updateTeamMember: {
    call: (c) => calls.updateTeamMember(c, 'u1', { roleIds: ['r1', 'r2'] }),
    expect: { method: 'PUT', path: `${TEAM}/members/v1/u1`, body: { roleIds: ['r1', 'r2'] } },
  },
  deleteTeamMember: { call: (c) => calls.deleteTeamMember(c, 'u1'), expect: { method: 'DELETE', path: `${TEAM}/members/v1/u1` } },
  resendTeamMemberActivationEmail: {
    call: (c) => calls.resendTeamMemberActivationEmail(c, 'u1'),
    expect: { method: 'POST', path: `${TEAM}/members/v1/u1/resendActivationEmail` },
  },
  getTeamRoles: { call: (c) => calls.getTeamRoles(c), expect: { method: 'GET', path: `${TEAM}/roles/v1` } },
  getTeamMembersStats: { call: (c) => calls.getTeamMembersStats(c), expect: { method: 'GET', path: `${TEAM}/stats/v1/members` } },
  // invites
  getInviteLink: {
    call: (c) => calls.getInviteLink(c),
    replies: [{ body: { token: 'tok', expires: '2030-01-01T00:00:00Z' } }],
    expect: { method: 'GET', path: `${I}/tenants/invites/v1/user` },
    result: (r) => expect(r).toEqual({ token: 'tok', expires: '2030-01-01T00:00:00Z' }),
  },
  createInviteLink: {
    call: (c) => calls.createInviteLink(c),
    expect: { method: 'POST', path: `${I}/tenants/invites/v1/user`, body: { expiresInMinutes: 43200 } },
  },
  updateInviteLink: {
    call: (c) => calls.updateInviteLink(c, { expiresInMinutes: 60, shouldSendEmail: true }),
    expect: { method: 'PATCH', path: `${I}/tenants/invites/v1/user`, body: { expiresInMinutes: 60, shouldSendEmail: true } },
  },
  deleteInviteLink: { call: (c) => calls.deleteInviteLink(c), expect: { method: 'DELETE', path: `${I}/tenants/invites/v1/user` } },
  getInviteLinkConfiguration: {
    call: (c) => calls.getInviteLinkConfiguration(c),
    expect: { method: 'GET', path: `${I}/tenants/invites/v1/configuration` },
  },
  verifyInviteToken: {
    call: (c) => calls.verifyInviteToken(c, { token: 'tok' }),
    expect: { method: 'POST', path: `${I}/tenants/invites/v1/verify`, body: { token: 'tok' } },
  },
  // add users
  addUser: {
    call: (c) => calls.addUser(c, { email: 'a@b.co', name: 'Ann', roleIds: ['r1'], expirationInSeconds: 3600, appIds: ['app'] }),
    expect: {
      method: 'POST',
      path: `${I}/users/v2`,
      body: { email: 'a@b.co', name: 'Ann', roleIds: ['r1'], expirationInSeconds: 3600, appIds: ['app'], provider: 'local' },
    },
  },
  inviteUsersBulk: {
    call: (c) => calls.inviteUsersBulk(c, { emails: ['a@b.co'], roleIds: ['r1'] }),
    expect: { method: 'POST', path: `${I}/users/v2`, body: { email: 'a@b.co', roleIds: ['r1'], provider: 'local' } },
    result: (r) => expect(r).toEqual({ allowed: ['a@b.co'], unallowed: [], reasons: {} }),
  },
};
