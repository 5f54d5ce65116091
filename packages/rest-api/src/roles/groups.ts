import type { ApiClient } from '../core/client';
import { IDENTITY } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import type {
  CreateGroupRequest,
  CreateGroupWithMembersRequest,
  GetGroupsByIdsRequest,
  Group,
  GroupRolesRequest,
  GroupUsersRequest,
  GroupsConfig,
  GroupsQuery,
  UpdateGroupRequest,
} from './types';

const GROUPS = `${IDENTITY}/groups/v1`;
const group = (groupId: string) => `${GROUPS}/${encodeURIComponent(groupId)}`;

/** `GET /groups/v1` [_groupsRelations]: the tenant's groups. */
export function getGroups(client: ApiClient, query?: GroupsQuery, options?: CallOptions): Promise<Group[]> {
  return request(client, { method: 'GET', path: GROUPS, query: { ...query }, ...options });
}

/** `GET /groups/v1/{groupId}` [_groupsRelations]: one group. */
export function getGroup(client: ApiClient, groupId: string, query?: GroupsQuery, options?: CallOptions): Promise<Group> {
  return request(client, { method: 'GET', path: group(groupId), query: { ...query }, ...options });
}

/** `POST /groups/v1` [name, description (only when non-empty), color, metadata]: creates a group. */
export function createGroup(client: ApiClient, body: CreateGroupRequest, options?: CallOptions): Promise<Group> {
  const { description, ...rest } = body;
  const sent = description ? { ...rest, description } : rest;
  return request(client, { method: 'POST', path: GROUPS, body: sent, ...options });
}

/** `PATCH /groups/v1/{groupId}`: updates a group. */
export function updateGroup(client: ApiClient, groupId: string, body: UpdateGroupRequest, options?: CallOptions): Promise<Group> {
  return request(client, { method: 'PATCH', path: group(groupId), body, ...options });
}

/** `DELETE /groups/v1/{groupId}`: deletes a group. */
export function deleteGroup(client: ApiClient, groupId: string, options?: CallOptions): Promise<void> {
  return request(client, { method: 'DELETE', path: group(groupId), ...options });
}

/** `POST /groups/v1/{groupId}/roles` [roleIds]: gives a group roles. */
export function addRolesToGroup(client: ApiClient, groupId: string, body: GroupRolesRequest, options?: CallOptions): Promise<void> {
  return request(client, { method: 'POST', path: `${group(groupId)}/roles`, body, ...options });
}

/** `DELETE /groups/v1/{groupId}/roles` [roleIds]: takes roles from a group. */
export function removeRolesFromGroup(client: ApiClient, groupId: string, body: GroupRolesRequest, options?: CallOptions): Promise<void> {
  return request(client, { method: 'DELETE', path: `${group(groupId)}/roles`, body, ...options });
}

/** `POST /groups/v1/{groupId}/users` [userIds]: adds users to a group. */
export function addUsersToGroup(client: ApiClient, groupId: string, body: GroupUsersRequest, options?: CallOptions): Promise<void> {
  return request(client, { method: 'POST', path: `${group(groupId)}/users`, body, ...options });
}

/** `DELETE /groups/v1/{groupId}/users` [userIds]: removes users from a group. */
export function removeUsersFromGroup(client: ApiClient, groupId: string, body: GroupUsersRequest, options?: CallOptions): Promise<void> {
  return request(client, { method: 'DELETE', path: `${group(groupId)}/users`, body, ...options });
}

/** `GET /groups/v1/config`: the tenant's groups configuration. */
export function getGroupsConfig(client: ApiClient, options?: CallOptions): Promise<GroupsConfig> {
  return request(client, { method: 'GET', path: `${GROUPS}/config`, ...options });
}

/** `POST /groups/v1/config`: saves the groups configuration. */
export function updateGroupsConfig(client: ApiClient, body: GroupsConfig, options?: CallOptions): Promise<GroupsConfig> {
  return request(client, { method: 'POST', path: `${GROUPS}/config`, body, ...options });
}

/** `POST /groups/v1/bulkGet` [groupsIds] [_groupsRelations]: several groups by id. */
export function getGroupsByIds(
  client: ApiClient,
  body: GetGroupsByIdsRequest,
  query?: GroupsQuery,
  options?: CallOptions,
): Promise<Group[]> {
  return request(client, { method: 'POST', path: `${GROUPS}/bulkGet`, body, query: { ...query }, ...options });
}

/**
 * Creates a group, then attaches its users and its roles, each only when non-empty (1 to 3 requests, in that order).
 * @returns the created group; a failed attachment rejects after the group exists.
 */
export async function createGroupWithMembers(
  client: ApiClient,
  input: CreateGroupWithMembersRequest,
  options?: CallOptions,
): Promise<Group> {
  const { userIds, roleIds, ...fields } = input;
  const created = await createGroup(client, fields, options);
  if (userIds?.length) await addUsersToGroup(client, created.id, { userIds }, options);
  if (roleIds?.length) await addRolesToGroup(client, created.id, { roleIds }, options);
  return created;
}
