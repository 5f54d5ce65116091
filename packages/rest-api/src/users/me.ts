import type { ApiClient } from '../core/client';
import { request, type CallOptions } from '../core/request';
import { USERS_PAGE_OFFSET, USERS_PAGE_SIZE } from './constants';
import { ME_PATH, segment, USERS_V1, USERS_V2, USERS_V3 } from './paths';
import type {
  CreateUserTenantTokenRequest,
  ListUsersQuery,
  MyAuthorization,
  MyTenant,
  MyTenantsV3,
  Page,
  SwitchTenantRequest,
  UpdateMeRequest,
  User,
  UserGroups,
  UserIdsQuery,
  UserRoles,
  UserTenantToken,
} from './types';

/** GET /users/v2/me: the signed-in user's profile. Not retried here: retrying is core-state's job. */
export function getMe(client: ApiClient, options?: CallOptions): Promise<User> {
  return request<User>(client, { method: 'GET', path: ME_PATH, signal: options?.signal });
}

/** PUT /users/v2/me: updates the signed-in user's profile. */
export function updateMe(client: ApiClient, body: UpdateMeRequest, options?: CallOptions): Promise<User> {
  return request<User>(client, { method: 'PUT', path: ME_PATH, body, signal: options?.signal });
}

/** GET /users/v1/me/tenants: the user's tenants and the active one, like v3 (used only when the current-user-tenants-v1 flag is on). */
export function getMyTenantsV1(client: ApiClient, options?: CallOptions): Promise<MyTenantsV3> {
  return request<MyTenantsV3>(client, { method: 'GET', path: `${USERS_V1}/me/tenants`, signal: options?.signal });
}

/** GET /users/v2/me/tenants: the user's tenants. */
export function getMyTenantsV2(client: ApiClient, options?: CallOptions): Promise<MyTenant[]> {
  return request<MyTenant[]>(client, { method: 'GET', path: `${ME_PATH}/tenants`, signal: options?.signal });
}

/** GET /users/v3/me/tenants: the user's tenants and the active one. */
export function getMyTenantsV3(client: ApiClient, options?: CallOptions): Promise<MyTenantsV3> {
  return request<MyTenantsV3>(client, { method: 'GET', path: `${USERS_V3}/me/tenants`, signal: options?.signal });
}

/** GET /users/v1/me/authorization: the user's roles and permissions (loaded only when its flag is on). */
export function getMyAuthorization(client: ApiClient, options?: CallOptions): Promise<MyAuthorization> {
  return request<MyAuthorization>(client, { method: 'GET', path: `${USERS_V1}/me/authorization`, signal: options?.signal });
}

/** PUT /users/v1/tenant: switches the user's active tenant. */
export function switchTenant(client: ApiClient, body: SwitchTenantRequest, options?: CallOptions): Promise<void> {
  return request<void>(client, { method: 'PUT', path: `${USERS_V1}/tenant`, body, signal: options?.signal });
}

/** POST /users/v3/me/token: a user token (JWT) scoped to one of the user's tenants. */
export function createUserTenantToken(
  client: ApiClient,
  body: CreateUserTenantTokenRequest,
  options?: CallOptions,
): Promise<UserTenantToken> {
  return request<UserTenantToken>(client, { method: 'POST', path: `${USERS_V3}/me/token`, body, signal: options?.signal });
}

// Spec §9: users page size 20 from offset 0 when the caller gives none.
const withUserPaging = (query: ListUsersQuery) => ({
  ...query,
  _limit: query._limit ?? USERS_PAGE_SIZE,
  _offset: query._offset ?? USERS_PAGE_OFFSET,
});

/** GET /users/v2: a page of users; `_limit` defaults to 20, `_offset` to 0. */
export function listUsers(client: ApiClient, query: ListUsersQuery = {}, options?: CallOptions): Promise<Page<User>> {
  return request<Page<User>>(client, { method: 'GET', path: USERS_V2, query: withUserPaging(query), signal: options?.signal });
}

/** GET /users/v3: a page of users; `_limit` defaults to 20, `_offset` to 0. */
export function listUsersV3(client: ApiClient, query: ListUsersQuery = {}, options?: CallOptions): Promise<Page<User>> {
  return request<Page<User>>(client, { method: 'GET', path: USERS_V3, query: withUserPaging(query), signal: options?.signal });
}

/**
 * GET /users/v1/{userId}: one user of the caller's tenant as the users list shows it (the published client's
 * `getUserById`). Another tenant's or an unknown user answers 404, an id that is no user id 400.
 */
export function getUserById(client: ApiClient, userId: string, options?: CallOptions): Promise<User> {
  return request<User>(client, { method: 'GET', path: `${USERS_V1}/${segment(userId, 'userId')}`, signal: options?.signal });
}

/** GET /users/v3/roles: the roles of each given user. */
export function getUsersRoles(client: ApiClient, query: UserIdsQuery, options?: CallOptions): Promise<UserRoles[]> {
  return request<UserRoles[]>(client, { method: 'GET', path: `${USERS_V3}/roles`, query: { ids: query.ids }, signal: options?.signal });
}

/** GET /users/v3/groups: the groups of each given user. */
export function getUsersGroups(client: ApiClient, query: UserIdsQuery, options?: CallOptions): Promise<UserGroups[]> {
  return request<UserGroups[]>(client, { method: 'GET', path: `${USERS_V3}/groups`, query: { ids: query.ids }, signal: options?.signal });
}
