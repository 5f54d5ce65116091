import type { ApiClient } from '../core/client';
import { IDENTITY } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import { DEFAULT_ALLOW_SUB_ACCOUNT_ACCESS, SUB_TENANT_USERS_DEFAULTS, withDefaults } from './defaults';
import type {
  AddUserToSubTenantsRequest,
  PagedResult,
  RemoveUserFromSubTenantsRequest,
  SubTenantUser,
  SubTenantUserAccessRequest,
  SubTenantUserRolesRequest,
  SubTenantUsersQuery,
} from './types';

const V1 = `${IDENTITY}/sub-tenants/users/v1`;
const V2 = `${IDENTITY}/sub-tenants/users/v2`;
const user = (base: string, userId: string) => `${base}/${encodeURIComponent(userId)}`;
// The server must never infer sub-account access: an absent flag is sent as false.
const withAccessDefault = (body: AddUserToSubTenantsRequest) => ({
  ...body,
  allowSubAccountAccess: body.allowSubAccountAccess ?? DEFAULT_ALLOW_SUB_ACCOUNT_ACCESS,
});

/** `GET /sub-tenants/users/v1` [_limit 20, _offset 0, _sortBy name, _order DESC, _filter, _tenantId]. */
export function listSubTenantUsers(
  client: ApiClient,
  query?: SubTenantUsersQuery,
  options?: CallOptions,
): Promise<PagedResult<SubTenantUser>> {
  return request(client, { method: 'GET', path: V1, query: withDefaults(SUB_TENANT_USERS_DEFAULTS, query), ...options });
}

/** `GET /sub-tenants/users/v2` [_limit 20, _offset 0, _sortBy name, _order DESC, _filter, _tenantId]. */
export function listSubTenantUsersV2(
  client: ApiClient,
  query?: SubTenantUsersQuery,
  options?: CallOptions,
): Promise<PagedResult<SubTenantUser>> {
  return request(client, { method: 'GET', path: V2, query: withDefaults(SUB_TENANT_USERS_DEFAULTS, query), ...options });
}

/** `POST /sub-tenants/users/v1`: adds a user to sub-tenants (`allowSubAccountAccess` defaults to false). */
export function addUserToSubTenants(
  client: ApiClient,
  body: AddUserToSubTenantsRequest,
  options?: CallOptions,
): Promise<SubTenantUser> {
  return request(client, { method: 'POST', path: V1, body: withAccessDefault(body), ...options });
}

/** `POST /sub-tenants/users/v2`: adds a user to sub-tenants (`allowSubAccountAccess` defaults to false). */
export function addUserToSubTenantsV2(
  client: ApiClient,
  body: AddUserToSubTenantsRequest,
  options?: CallOptions,
): Promise<SubTenantUser> {
  return request(client, { method: 'POST', path: V2, body: withAccessDefault(body), ...options });
}

/** `DELETE /sub-tenants/users/v1/{userId}` [subTenants]: removes a user from sub-tenants. */
export function removeUserFromSubTenants(
  client: ApiClient,
  userId: string,
  body: RemoveUserFromSubTenantsRequest,
  options?: CallOptions,
): Promise<void> {
  return request(client, { method: 'DELETE', path: user(V1, userId), body, ...options });
}

/** `DELETE /sub-tenants/users/v2/{userId}` [subTenants]: removes a user from sub-tenants. */
export function removeUserFromSubTenantsV2(
  client: ApiClient,
  userId: string,
  body: RemoveUserFromSubTenantsRequest,
  options?: CallOptions,
): Promise<void> {
  return request(client, { method: 'DELETE', path: user(V2, userId), body, ...options });
}

/** `POST /sub-tenants/users/v1/{userId}/roles` [subTenantsRoles]: gives a user roles in sub-tenants (PATCH would replace them). */
export function updateSubTenantUserRoles(
  client: ApiClient,
  userId: string,
  body: SubTenantUserRolesRequest,
  options?: CallOptions,
): Promise<void> {
  return request(client, { method: 'POST', path: `${user(V1, userId)}/roles`, body, ...options });
}

/** `DELETE /sub-tenants/users/v1/{userId}/roles` [subTenantsRoles]: takes roles back in sub-tenants. */
export function removeSubTenantUserRoles(
  client: ApiClient,
  userId: string,
  body: SubTenantUserRolesRequest,
  options?: CallOptions,
): Promise<void> {
  return request(client, { method: 'DELETE', path: `${user(V1, userId)}/roles`, body, ...options });
}

/** `PUT /sub-tenants/users/v1/{userId}/access` [allowAccess]: whether the user reaches lower sub-accounts. */
export function updateSubTenantUserAccess(
  client: ApiClient,
  userId: string,
  body: SubTenantUserAccessRequest,
  options?: CallOptions,
): Promise<void> {
  return request(client, { method: 'PUT', path: `${user(V1, userId)}/access`, body, ...options });
}
