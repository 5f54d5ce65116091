import type { ApiClient } from '../core/client';
import { IDENTITY } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import type {
  CreateRoleRequest,
  Permission,
  PermissionCategory,
  Role,
  SetPermissionRolesRequest,
  SetRolePermissionsRequest,
  UpdateRoleRequest,
} from './types';

const ROLES_V1 = `${IDENTITY}/roles/v1`;
const ROLES_V2 = `${IDENTITY}/roles/v2`;
const PERMISSIONS = `${IDENTITY}/permissions/v1`;
const at = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** `POST /roles/v1`: creates a role. */
export function createRole(client: ApiClient, body: CreateRoleRequest, options?: CallOptions): Promise<Role> {
  return request(client, { method: 'POST', path: ROLES_V1, body, ...options });
}

/** `PATCH /roles/v1/{roleId}`: updates a role. */
export function updateRole(client: ApiClient, roleId: string, body: UpdateRoleRequest, options?: CallOptions): Promise<Role> {
  return request(client, { method: 'PATCH', path: at(ROLES_V1, roleId), body, ...options });
}

/** `DELETE /roles/v1/{roleId}`: deletes a role. */
export function deleteRole(client: ApiClient, roleId: string, options?: CallOptions): Promise<void> {
  return request(client, { method: 'DELETE', path: at(ROLES_V1, roleId), ...options });
}

/** `PUT /roles/v1/{roleId}/permissions` [permissionIds]: replaces a role's permissions. */
export function setRolePermissions(
  client: ApiClient,
  roleId: string,
  body: SetRolePermissionsRequest,
  options?: CallOptions,
): Promise<Role> {
  return request(client, { method: 'PUT', path: `${at(ROLES_V1, roleId)}/permissions`, body, ...options });
}

/** `POST /roles/v2`: creates a role. */
export function createRoleV2(client: ApiClient, body: CreateRoleRequest, options?: CallOptions): Promise<Role> {
  return request(client, { method: 'POST', path: ROLES_V2, body, ...options });
}

/** `PATCH /roles/v2/{roleId}`: updates a role. */
export function updateRoleV2(client: ApiClient, roleId: string, body: UpdateRoleRequest, options?: CallOptions): Promise<Role> {
  return request(client, { method: 'PATCH', path: at(ROLES_V2, roleId), body, ...options });
}

/** `DELETE /roles/v2/{roleId}`: deletes a role. */
export function deleteRoleV2(client: ApiClient, roleId: string, options?: CallOptions): Promise<void> {
  return request(client, { method: 'DELETE', path: at(ROLES_V2, roleId), ...options });
}

/** `PUT /roles/v2/{roleId}/permissions` [permissionIds]: replaces a role's permissions. */
export function setRolePermissionsV2(
  client: ApiClient,
  roleId: string,
  body: SetRolePermissionsRequest,
  options?: CallOptions,
): Promise<Role> {
  return request(client, { method: 'PUT', path: `${at(ROLES_V2, roleId)}/permissions`, body, ...options });
}

/** `GET /permissions/v1`: every permission. */
export function getPermissions(client: ApiClient, options?: CallOptions): Promise<Permission[]> {
  return request(client, { method: 'GET', path: PERMISSIONS, ...options });
}

/** `GET /permissions/v1/categories`: permission categories. */
export function getPermissionCategories(client: ApiClient, options?: CallOptions): Promise<PermissionCategory[]> {
  return request(client, { method: 'GET', path: `${PERMISSIONS}/categories`, ...options });
}

/** `PUT /permissions/v1/{permissionId}/roles` [roleIds]: replaces the roles holding a permission. */
export function setPermissionRoles(
  client: ApiClient,
  permissionId: string,
  body: SetPermissionRolesRequest,
  options?: CallOptions,
): Promise<Permission> {
  return request(client, { method: 'PUT', path: `${at(PERMISSIONS, permissionId)}/roles`, body, ...options });
}
