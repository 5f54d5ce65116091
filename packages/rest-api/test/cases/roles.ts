// The roles catalogue cases: used by src/roles/calls.test.ts (request shapes) and by the contract suite (tests/contract).
import { expect } from 'vitest';
import type { CatalogueCase } from '../catalogue';
import * as calls from '../../src/roles/calls';

const I = '/frontegg/identity/resources';
const G = `${I}/groups/v1`;
const APPS = '/frontegg/applications/resources/applications';

export { calls };

/** One invocation of every exported call of the domain, with what it must send. */
export const cases: Record<keyof typeof calls, CatalogueCase> = {
  // roles
  createRole: {
    call: (c) => calls.createRole(c, { key: 'support', name: 'Support' }),
    expect: { method: 'POST', path: `${I}/roles/v1`, body: { key: 'support', name: 'Support' } },
  },
  updateRole: {
    call: (c) => calls.updateRole(c, 'r1', { description: 'Helps' }),
    expect: { method: 'PATCH', path: `${I}/roles/v1/r1`, body: { description: 'Helps' } },
  },
  deleteRole: { call: (c) => calls.deleteRole(c, 'r1'), expect: { method: 'DELETE', path: `${I}/roles/v1/r1` } },
  setRolePermissions: {
    call: (c) => calls.setRolePermissions(c, 'r1', { permissionIds: ['p1', 'p2'] }),
    expect: { method: 'PUT', path: `${I}/roles/v1/r1/permissions`, body: { permissionIds: ['p1', 'p2'] } },
  },
  createRoleV2: {
    call: (c) => calls.createRoleV2(c, { key: 'ro', name: 'ReadOnly', isDefault: true }),
    expect: { method: 'POST', path: `${I}/roles/v2`, body: { key: 'ro', name: 'ReadOnly', isDefault: true } },
  },
  updateRoleV2: {
    call: (c) => calls.updateRoleV2(c, 'r/1', { name: 'Read only' }),
    expect: { method: 'PATCH', path: `${I}/roles/v2/r%2F1`, body: { name: 'Read only' } },
  },
  deleteRoleV2: { call: (c) => calls.deleteRoleV2(c, 'r1'), expect: { method: 'DELETE', path: `${I}/roles/v2/r1` } },
  setRolePermissionsV2: {
    call: (c) => calls.setRolePermissionsV2(c, 'r1', { permissionIds: [] }),
    expect: { method: 'PUT', path: `${I}/roles/v2/r1/permissions`, body: { permissionIds: [] } },
  },
  // permissions
  getPermissions: {
    call: (c) => calls.getPermissions(c),
    replies: [{ body: [{ id: 'p1', key: 'fe.secure.read.users', name: 'Read users' }] }],
    expect: { method: 'GET', path: `${I}/permissions/v1` },
    result: (r) => expect(r).toEqual([{ id: 'p1', key: 'fe.secure.read.users', name: 'Read users' }]),
  },
  getPermissionCategories: { call: (c) => calls.getPermissionCategories(c), expect: { method: 'GET', path: `${I}/permissions/v1/categories` } },
  setPermissionRoles: {
    call: (c) => calls.setPermissionRoles(c, 'p1', { roleIds: ['r1'] }),
    expect: { method: 'PUT', path: `${I}/permissions/v1/p1/roles`, body: { roleIds: ['r1'] } },
  },
  // groups
  getGroups: {
    call: (c) => calls.getGroups(c, { _groupsRelations: 'rolesAndUsers' }),
    expect: { method: 'GET', path: G, query: { _groupsRelations: 'rolesAndUsers' } },
  },
  getGroup: { call: (c) => calls.getGroup(c, 'g1'), expect: { method: 'GET', path: `${G}/g1` } },
  createGroup: {
    call: (c) => calls.createGroup(c, { name: 'Ops', description: 'On call', color: '#ff0000' }),
    expect: { method: 'POST', path: G, body: { name: 'Ops', description: 'On call', color: '#ff0000' } },
  },
  updateGroup: {
    call: (c) => calls.updateGroup(c, 'g1', { color: '#00ff00' }),
    expect: { method: 'PATCH', path: `${G}/g1`, body: { color: '#00ff00' } },
  },
  deleteGroup: { call: (c) => calls.deleteGroup(c, 'g1'), expect: { method: 'DELETE', path: `${G}/g1` } },
  addRolesToGroup: {
    call: (c) => calls.addRolesToGroup(c, 'g1', { roleIds: ['r1'] }),
    expect: { method: 'POST', path: `${G}/g1/roles`, body: { roleIds: ['r1'] } },
  },
  removeRolesFromGroup: {
    call: (c) => calls.removeRolesFromGroup(c, 'g1', { roleIds: ['r1'] }),
    expect: { method: 'DELETE', path: `${G}/g1/roles`, body: { roleIds: ['r1'] } },
  },
  addUsersToGroup: {
    call: (c) => calls.addUsersToGroup(c, 'g1', { userIds: ['u1'] }),
    expect: { method: 'POST', path: `${G}/g1/users`, body: { userIds: ['u1'] } },
  },
  removeUsersFromGroup: {
    call: (c) => calls.removeUsersFromGroup(c, 'g1', { userIds: ['u1'] }),
    expect: { method: 'DELETE', path: `${G}/g1/users`, body: { userIds: ['u1'] } },
  },
  getGroupsConfig: { call: (c) => calls.getGroupsConfig(c), expect: { method: 'GET', path: `${G}/config` } },
  updateGroupsConfig: {
    call: (c) => calls.updateGroupsConfig(c, { enabled: true }),
    expect: { method: 'POST', path: `${G}/config`, body: { enabled: true } },
  },
  getGroupsByIds: {
    call: (c) => calls.getGroupsByIds(c, { groupsIds: ['g1', 'g2'] }, { _groupsRelations: 'users' }),
    expect: { method: 'POST', path: `${G}/bulkGet`, query: { _groupsRelations: 'users' }, body: { groupsIds: ['g1', 'g2'] } },
  },
  createGroupWithMembers: {
    call: (c) => calls.createGroupWithMembers(c, { name: 'Ops', description: '', userIds: ['u1', 'u2'], roleIds: ['r1'] }),
    replies: [{ status: 201, body: { id: 'g9', name: 'Ops' } }, { body: '' }, { body: '' }],
    expect: [
      { method: 'POST', path: G, body: { name: 'Ops' } },
      { method: 'POST', path: `${G}/g9/users`, body: { userIds: ['u1', 'u2'] } },
      { method: 'POST', path: `${G}/g9/roles`, body: { roleIds: ['r1'] } },
    ],
    result: (r) => expect(r).toEqual({ id: 'g9', name: 'Ops' }),
  },
  // applications and impersonation
  assignUsersToApplication: {
    call: (c) => calls.assignUsersToApplication(c, { appId: 'a1', tenantId: 't1', userIds: ['u1'] }),
    expect: { method: 'POST', path: `${I}/applications/v1`, body: { appId: 'a1', tenantId: 't1', userIds: ['u1'] } },
  },
  unassignUsersFromApplication: {
    call: (c) => calls.unassignUsersFromApplication(c, { appId: 'a1', tenantId: 't1', userIds: ['u1'] }),
    expect: { method: 'DELETE', path: `${I}/applications/v1`, body: { appId: 'a1', tenantId: 't1', userIds: ['u1'] } },
  },
  getApplicationsUsers: {
    call: (c) => calls.getApplicationsUsers(c, { appIds: ['a1', 'a2'] }),
    expect: { method: 'GET', path: `${I}/applications/v1/users`, query: { appIds: ['a1', 'a2'] } },
  },
  getUsersApplications: {
    call: (c) => calls.getUsersApplications(c, { userIds: ['u1'] }),
    expect: { method: 'GET', path: `${I}/applications/v1/apps`, query: { userIds: 'u1' } },
  },
  getApplications: { call: (c) => calls.getApplications(c), expect: { method: 'GET', path: `${APPS}/v1` } },
  getTenantApplicationAssignments: {
    call: (c) => calls.getTenantApplicationAssignments(c),
    expect: { method: 'GET', path: `${APPS}/tenant-assignments/v1` },
  },
  impersonate: {
    call: (c) => calls.impersonate(c, { userId: 'u1', reason: 'support ticket 12' }),
    expect: { method: 'POST', path: `${I}/impersonation/v1`, body: { userId: 'u1', reason: 'support ticket 12' } },
  },
  endImpersonation: { call: (c) => calls.endImpersonation(c), expect: { method: 'DELETE', path: `${I}/impersonation/v1` } },
};
