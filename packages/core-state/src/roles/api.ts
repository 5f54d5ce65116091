import type { ApiClient } from '@portico/rest-api';
import { createRole, deleteRole, getPermissionCategories, getPermissions, setRolePermissions, updateRole } from '@portico/rest-api/roles';
import type { CreateRoleRequest, Permission, PermissionCategory, Role, UpdateRoleRequest } from '@portico/rest-api/roles';
import { getTeamRoles } from '@portico/rest-api/tenants';

/** The calls the roles store makes (REST or preview). */
export interface RolesApi {
  getRoles(): Promise<Role[]>;
  getPermissions(): Promise<Permission[]>;
  getPermissionCategories(): Promise<PermissionCategory[]>;
  createRole(body: CreateRoleRequest): Promise<Role>;
  updateRole(roleId: string, body: UpdateRoleRequest): Promise<Role>;
  deleteRole(roleId: string): Promise<void>;
  /** Replaces the role's whole permission set. */
  setRolePermissions(roleId: string, permissionIds: string[]): Promise<Role>;
}

/** {@link RolesApi} over `@portico/rest-api`. */
export const createRolesRestApi = (client: ApiClient): RolesApi => ({
  getRoles: () => getTeamRoles(client),
  getPermissions: () => getPermissions(client),
  getPermissionCategories: () => getPermissionCategories(client),
  createRole: (body) => createRole(client, body),
  updateRole: (roleId, body) => updateRole(client, roleId, body),
  deleteRole: (roleId) => deleteRole(client, roleId),
  setRolePermissions: (roleId, permissionIds) => setRolePermissions(client, roleId, { permissionIds }),
});
