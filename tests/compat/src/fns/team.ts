import { DEMO_ADMIN } from '@portico/server/src/test/fixture';
import type { Ctx, Fn } from '../harness';
import { all, has, list, listAt, notInSpec, spec } from '../harness';
import { BASE_USER, PERMISSION, ROLE, USER } from './shapes';

// A tenant admin (the seeded Acme admin) runs the team: members, invitations, roles, permissions, groups, user lists.
const INVITEE = 'invitee@fe-compat.test';
const TEAM_USER = ['id', 'email', 'name', 'tenantId', 'vendorId', 'roleIds', 'roles', 'activatedForTenant', 'createdAt'];
const t = (x: Ctx) => x.api.teams;
const roleIds = (x: Ctx) => [x.kept.readOnlyRoleId as string];

export const team: Fn[] = [
  spec('teams.loadAvailableRoles', async (x) => {
    await x.signIn(DEMO_ADMIN);
    const r = await t(x).loadAvailableRoles();
    x.kept.readOnlyRoleId = r.find((role) => role.key === 'ReadOnly')?.id;
    x.kept.adminRoleId = r.find((role) => role.key === 'Admin')?.id;
    return r;
  }, list(['id', 'key', 'name'], 1)),
  spec('teams.loadAvailablePermissions', (x) => t(x).loadAvailablePermissions(), list(PERMISSION, 1)),
  spec('teams.loadStats', (x) => t(x).loadStats(), has('totalItems', 'addedThisWeek', 'superAdmins')),
  spec('teams.addUser', async (x) => {
    const r = await t(x).addUser({ email: INVITEE, name: 'Invitee', roleIds: roleIds(x) });
    x.kept.inviteeId = r.id;
    return r;
  }, has(...TEAM_USER)),
  spec('teams.loadUsers', (x) => t(x).loadUsers({ pageOffset: 0, pageSize: 20, filter: [{ id: 'searchFilter', value: 'invitee' }], sort: [{ id: 'name', desc: true }] }), all(has('totalPages'), listAt('items', TEAM_USER, 1))),
  spec('teams.resendActivationLink', (x) => t(x).resendActivationLink({ userId: x.kept.inviteeId as string })),
  spec('teams.resendInvitationLink', (x) => t(x).resendInvitationLink({ email: INVITEE })),
  spec('teams.resendInvitationLinkToAllTenants', (x) => t(x).resendInvitationLinkToAllTenants({ email: INVITEE })),
  spec('teams.updateUser', (x) => t(x).updateUser({ id: x.kept.inviteeId as string, roleIds: [x.kept.adminRoleId as string] }), has('id', 'email')),
  spec('teams.getTemporaryUserConfiguration', (x) => t(x).getTemporaryUserConfiguration(), has('enabled')),
  spec('teams.updateUserExpirationTime', (x) => t(x).updateUserExpirationTime({ userId: x.kept.inviteeId as string, expirationInSeconds: 86_400 })),
  spec('teams.setPermanentUser', (x) => t(x).setPermanentUser(x.kept.inviteeId as string)),
  spec('teams.disableUser', (x) => t(x).disableUser(x.kept.inviteeId as string)),
  spec('teams.enableUser', (x) => t(x).enableUser(x.kept.inviteeId as string)),
  spec('teams.getInviteLinkConfiguration', (x) => t(x).getInviteLinkConfiguration(), has('tenantInvitationsAllowed', 'emailsEnabled')),
  spec('teams.createInviteUserLink', (x) => t(x).createInviteUserLink({ expiresInMinutes: 43_200, shouldSendEmail: false }), has('id', 'tenantId', 'token', 'expires')),
  spec('teams.getInviteUserLink', async (x) => {
    const r = await t(x).getInviteUserLink();
    x.kept.inviteToken = r.token;
    return r;
  }, has('id', 'tenantId', 'token', 'expires')),
  spec('teams.updateInviteUserLink', (x) => t(x).updateInviteUserLink({ expiresInMinutes: 1440, shouldSendEmail: true }), has('id', 'token', 'expires')),
  // The client declares a string, but its own store reads `{ name }` (the tenant's name; redux-store verifyInviteToken).
  spec('auth.verifyInviteToken', (x) => x.api.auth.verifyInviteToken({ token: x.kept.inviteToken as string }), has('name', 'tenantId')),
  notInSpec('teams.createInviteUserLinkV2', 'invite links v2 are not in the spec'),
  spec('teams.deleteInviteUserLink', (x) => t(x).deleteInviteUserLink()),
  notInSpec('teams.updateEmail', 'changing the e-mail address is not in the spec'),
  notInSpec('teams.verifyEmail', 'changing the e-mail address is not in the spec'),
];

export const users: Fn[] = [
  spec('users.getUsersV2', async (x) => {
    const r = await x.api.users.getUsersV2({ _limit: 20, _offset: 0, _filter: 'invitee' });
    return r;
  }, all(listAt('items', BASE_USER, 1), has('_metadata.totalItems', '_metadata.totalPages'))),
  spec('users.getUsersV3', (x) => x.api.users.getUsersV3({ _limit: 20, _offset: 0, _email: INVITEE }), all(listAt('items', BASE_USER, 1), has('_metadata.totalItems', '_metadata.totalPages'))),
  spec('auth.getUserById', (x) => x.api.auth.getUserById({ userId: x.kept.inviteeId as string }), has('id', 'email', 'tenantId')),
  spec('users.getUsersRoles', (x) => x.api.users.getUsersRoles({ ids: [x.kept.inviteeId as string] }), list(['vendorId', 'tenantId', 'userId', 'roleIds'], 1)),
  spec('users.getUsersGroups', (x) => x.api.users.getUsersGroups({ ids: [x.kept.inviteeId as string] }), list(['vendorId', 'tenantId', 'userId', 'groupIds'], 1)),
  spec('users.GetUserJwt', async (x) => x.api.users.GetUserJwt({ tenantId: (await x.api.auth.getMeV2()).tenantId }), has('accessToken', 'expiresIn')),
  spec('users.sendResetBreachedPasswordEmails', (x) => x.api.users.sendResetBreachedPasswordEmails()),
  notInSpec('users.getUsersUsernames', 'usernames are not in the spec'),
  notInSpec('users.unlockMe', 'self-unlock by e-mailed token is not in the spec'),
  notInSpec('usersEmails.getUsersEmailsV1', 'the users-emails service is not in the spec'),
  notInSpec('usernames.getUsernamesV1', 'usernames are not in the spec'),
  notInSpec('usernames.getUserOwnUsername', 'usernames are not in the spec'),
  notInSpec('usernames.createUsername', 'usernames are not in the spec'),
  notInSpec('usernames.deleteUsername', 'usernames are not in the spec'),
  notInSpec('userEmailPolicy.getUserEmailPolicyConfig', 'the user e-mail policy is not in the spec'),
];

export const roles: Fn[] = [
  spec('roles.getRoles', (x) => x.api.roles.getRoles(), list(ROLE, 1)),
  spec('roles.getPermissions', async (x) => {
    const r = await x.api.roles.getPermissions();
    x.kept.permissionId = r.find((p) => p.key === 'fe.secure.read.users')?.id ?? r[0]?.id;
    return r;
  }, list(PERMISSION, 1)),
  spec('roles.getPermissionCategories', (x) => x.api.roles.getPermissionCategories(), list(['id', 'name', 'permissionIds'], 1)),
  spec('roles.addRole', async (x) => {
    const r = await x.api.roles.addRole({ key: 'fe-compat-editor', name: 'Editor', description: 'Edits', isDefault: false, level: 1, permissions: [x.kept.permissionId as string] });
    x.kept.roleId = r.id;
    return r;
  }, has(...ROLE)),
  spec('roles.addRoleV2', async (x) => {
    const r = await x.api.roles.addRoleV2({ key: 'fe-compat-viewer', name: 'Viewer', description: 'Views', isDefault: false, level: 1, permissionIds: [x.kept.permissionId as string], baseRoleId: x.kept.readOnlyRoleId as string });
    x.kept.role2Id = r.id;
    return r;
  }, has(...ROLE)),
  spec('roles.updateRole', (x) => x.api.roles.updateRole({ roleId: x.kept.roleId as string, name: 'Editors', description: 'Edit things' }), has(...ROLE)),
  spec('roles.attachPermissionsToRole', (x) => x.api.roles.attachPermissionsToRole({ roleId: x.kept.roleId as string, permissionIds: [x.kept.permissionId as string] }), has(...ROLE)),
  // The call replaces the roles holding the permission: the roles holding it now (the vendor's among them, which an
  // account cannot change) stay, the account's own two are added.
  spec('roles.attachPermissionToRoles', async (x) => {
    const holders = (await x.api.roles.getRoles()).filter((r) => r.permissions.includes(x.kept.permissionId as string)).map((r) => r.id);
    return x.api.roles.attachPermissionToRoles({ permissionId: x.kept.permissionId as string, roleIds: [...new Set([...holders, x.kept.roleId as string, x.kept.role2Id as string])] });
  }, has('id', 'key')),
  spec('roles.deleteRole', async (x) => {
    await x.api.roles.deleteRole({ roleId: x.kept.role2Id as string });
  }),
];

export const groups: Fn[] = [
  spec('groups.getGroupConfiguration', (x) => x.api.groups.getGroupConfiguration(), has('enabled', 'rolesEnabled')),
  spec('groups.updateGroupConfiguration', (x) => x.api.groups.updateGroupConfiguration({ enabled: true, rolesEnabled: true }), has('enabled', 'rolesEnabled')),
  spec('groups.createGroup', async (x) => {
    const r = await x.api.groups.createGroup({ name: 'Compat group', color: '#336699', description: 'From the published client' });
    x.kept.groupId = r.id;
    return r;
  }, has('id', 'name', 'managedBy')),
  spec('groups.updateGroup', (x) => x.api.groups.updateGroup({ groupId: x.kept.groupId as string, description: 'Renamed' })),
  spec('groups.addRolesToGroup', (x) => x.api.groups.addRolesToGroup(x.kept.groupId as string, { roleIds: [x.kept.roleId as string] })),
  spec('groups.addUsersToGroup', (x) => x.api.groups.addUsersToGroup(x.kept.groupId as string, { userIds: [x.kept.inviteeId as string] })),
  spec('groups.getGroups', (x) => x.api.groups.getGroups({ _groupsRelations: 'rolesAndUsers' as never }), list(['id', 'name', 'managedBy'], 1)),
  spec('groups.getGroupById', (x) => x.api.groups.getGroupById({ groupId: x.kept.groupId as string }, { _groupsRelations: 'rolesAndUsers' as never }), all(has('id', 'name', 'managedBy'), listAt('users', ['id', 'email'], 1), listAt('roles', ['id', 'key'], 1))),
  spec('groups.getGroupsByIds', (x) => x.api.groups.getGroupsByIds({ groupsIds: [x.kept.groupId as string] }, { _groupsRelations: 'roles' as never }), list(['id', 'name', 'managedBy'], 1)),
  spec('groups.deleteRolesFromGroup', (x) => x.api.groups.deleteRolesFromGroup(x.kept.groupId as string, { roleIds: [x.kept.roleId as string] })),
  spec('groups.deleteUsersFromGroup', (x) => x.api.groups.deleteUsersFromGroup(x.kept.groupId as string, { userIds: [x.kept.inviteeId as string] })),
  spec('groups.deleteGroup', (x) => x.api.groups.deleteGroup(x.kept.groupId as string)),
];

// Removing the member and its role comes after everything that uses them.
export const teamCleanup: Fn[] = [
  spec('teams.deleteUser', (x) => x.api.teams.deleteUser({ userId: x.kept.inviteeId as string })),
];

export { USER };
