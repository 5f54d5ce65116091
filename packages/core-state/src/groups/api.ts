import type { ApiClient } from '@portico/rest-api';
import {
  addRolesToGroup,
  addUsersToGroup,
  createGroupWithMembers,
  deleteGroup,
  getGroups,
  removeRolesFromGroup,
  removeUsersFromGroup,
  updateGroup,
} from '@portico/rest-api/roles';
import type { CreateGroupWithMembersRequest, Group, UpdateGroupRequest } from '@portico/rest-api/roles';

/** The calls the groups store makes (REST or preview). */
export interface GroupsApi {
  /** Every group with its users and roles. */
  getGroups(): Promise<Group[]>;
  /** Creates the group (description only when non-empty), then attaches users and roles when non-empty. */
  createGroup(body: CreateGroupWithMembersRequest): Promise<Group>;
  updateGroup(groupId: string, body: UpdateGroupRequest): Promise<Group>;
  deleteGroup(groupId: string): Promise<void>;
  addUsers(groupId: string, userIds: string[]): Promise<void>;
  removeUsers(groupId: string, userIds: string[]): Promise<void>;
  addRoles(groupId: string, roleIds: string[]): Promise<void>;
  removeRoles(groupId: string, roleIds: string[]): Promise<void>;
}

/** {@link GroupsApi} over `@portico/rest-api`. */
export const createGroupsRestApi = (client: ApiClient): GroupsApi => ({
  getGroups: () => getGroups(client, { _groupsRelations: 'rolesAndUsers' }),
  createGroup: (body) => createGroupWithMembers(client, body),
  updateGroup: (groupId, body) => updateGroup(client, groupId, body),
  deleteGroup: (groupId) => deleteGroup(client, groupId),
  addUsers: (groupId, userIds) => addUsersToGroup(client, groupId, { userIds }),
  removeUsers: (groupId, userIds) => removeUsersFromGroup(client, groupId, { userIds }),
  addRoles: (groupId, roleIds) => addRolesToGroup(client, groupId, { roleIds }),
  removeRoles: (groupId, roleIds) => removeRolesFromGroup(client, groupId, { roleIds }),
});
