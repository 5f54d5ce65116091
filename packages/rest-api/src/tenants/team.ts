import type { ApiClient } from '../core/client';
import { TEAM } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import { TEAM_MEMBERS_DEFAULTS, withDefaults } from './defaults';
import type { PagedResult, TeamMember, TeamMembersQuery, TeamMembersStats, TeamRole, UpdateTeamMemberRequest } from './types';

const MEMBERS = `${TEAM}/members/v1`;
const member = (userId: string) => `${MEMBERS}/${encodeURIComponent(userId)}`;
// Removing every role is sent as one empty-string role id: the contract's wire form of "no roles" (product-spec §4).
const NO_ROLES = [''];

/** `GET /team/resources/members/v1` [pageOffset 0, pageSize 20, filters, sortBy, sortDirection]. */
export function getTeamMembers(
  client: ApiClient,
  query?: TeamMembersQuery,
  options?: CallOptions,
): Promise<PagedResult<TeamMember>> {
  return request(client, { method: 'GET', path: MEMBERS, query: withDefaults(TEAM_MEMBERS_DEFAULTS, query), ...options });
}

/** `PUT /team/resources/members/v1/{userId}`: updates a member; an empty `roleIds` is sent as `['']`. */
export function updateTeamMember(
  client: ApiClient,
  userId: string,
  body: UpdateTeamMemberRequest,
  options?: CallOptions,
): Promise<TeamMember> {
  const sent = body.roleIds?.length === 0 ? { ...body, roleIds: NO_ROLES } : body;
  return request(client, { method: 'PUT', path: member(userId), body: sent, ...options });
}

/** `DELETE /team/resources/members/v1/{userId}`: removes a member from the tenant. */
export function deleteTeamMember(client: ApiClient, userId: string, options?: CallOptions): Promise<void> {
  return request(client, { method: 'DELETE', path: member(userId), ...options });
}

/** `POST /team/resources/members/v1/{userId}/resendActivationEmail`. */
export function resendTeamMemberActivationEmail(client: ApiClient, userId: string, options?: CallOptions): Promise<void> {
  return request(client, { method: 'POST', path: `${member(userId)}/resendActivationEmail`, ...options });
}

/** `GET /team/resources/roles/v1`: roles assignable to members. */
export function getTeamRoles(client: ApiClient, options?: CallOptions): Promise<TeamRole[]> {
  return request(client, { method: 'GET', path: `${TEAM}/roles/v1`, ...options });
}

/** `GET /team/resources/stats/v1/members`: member statistics. */
export function getTeamMembersStats(client: ApiClient, options?: CallOptions): Promise<TeamMembersStats> {
  return request(client, { method: 'GET', path: `${TEAM}/stats/v1/members`, ...options });
}
