/** Whether a permission may be given to roles (product-spec §3). */
export type PermissionAssignmentType = 'NEVER' | 'ALWAYS' | 'ASSIGNABLE';
/** Which relations a group read includes. */
export type GroupRelations = 'roles' | 'users' | 'rolesAndUsers';
/** Application access type; free-access apps are given to every user. */
export type ApplicationAccessType = 'FREE_ACCESS' | 'MANAGED_ACCESS';
/** Application access mode: off until assigned, on until taken away, or always on for every user. */
export type ApplicationAccessMode = 'defaultOff' | 'defaultOn' | 'alwaysOn';

// ---- roles ----

/** A role. `permissions` holds permission ids. */
export interface Role {
  id: string;
  key: string;
  name: string;
  description?: string;
  isDefault?: boolean;
  permissions?: string[];
  tenantId?: string | null;
  vendorId?: string;
  createdAt?: string;
  updatedAt?: string;
}

/** Body of `POST /roles/v1` and `/roles/v2`. */
export interface CreateRoleRequest {
  key: string;
  name: string;
  description?: string;
  isDefault?: boolean;
}

/** Body of `PATCH /roles/v1/{id}` and `/roles/v2/{id}`. */
export interface UpdateRoleRequest {
  key?: string;
  name?: string;
  description?: string;
  isDefault?: boolean;
}

/** Body of `PUT /roles/v1/{id}/permissions` and the v2 equivalent: the role's whole permission set. */
export interface SetRolePermissionsRequest {
  permissionIds: string[];
}

// ---- permissions ----

/** A permission. */
export interface Permission {
  id: string;
  key: string;
  name: string;
  description?: string;
  categoryId?: string;
  fePermission?: boolean;
  assignmentType?: PermissionAssignmentType;
  roleIds?: string[];
}

/** A permission category. */
export interface PermissionCategory {
  id: string;
  name: string;
  description?: string;
  permissionIds?: string[];
  feCategory?: boolean;
}

/** Body of `PUT /permissions/v1/{id}/roles`: the roles holding the permission. */
export interface SetPermissionRolesRequest {
  roleIds: string[];
}

// ---- groups ----

/** A group member as a group read includes it. */
export interface GroupUser {
  id: string;
  email?: string;
  name?: string;
  profilePictureUrl?: string;
}

/** A group role as a group read includes it. */
export interface GroupRole {
  id: string;
  key?: string;
  name?: string;
}

/** A group of users holding roles together. */
export interface Group {
  id: string;
  name: string;
  color?: string;
  description?: string;
  users?: GroupUser[];
  roles?: GroupRole[];
  metadata?: string;
  managedBy?: string;
}

/** Query of group reads. */
export interface GroupsQuery {
  _groupsRelations?: GroupRelations;
}

/** Body of `POST /groups/v1`. */
export interface CreateGroupRequest {
  name: string;
  description?: string;
  color?: string;
  metadata?: string;
}

/** Body of `PATCH /groups/v1/{id}`. */
export interface UpdateGroupRequest {
  name?: string;
  description?: string;
  color?: string;
  metadata?: string;
}

/** Body of `POST` and `DELETE /groups/v1/{id}/roles`. */
export interface GroupRolesRequest {
  roleIds: string[];
}

/** Body of `POST` and `DELETE /groups/v1/{id}/users`. */
export interface GroupUsersRequest {
  userIds: string[];
}

/** Groups configuration of the tenant (shape not fixed by the spec). */
export interface GroupsConfig {
  enabled?: boolean;
  rolesEnabled?: boolean;
  [setting: string]: unknown;
}

/** Body of `POST /groups/v1/bulkGet`. */
export interface GetGroupsByIdsRequest {
  groupsIds: string[];
}

/** Input of {@link createGroupWithMembers}: a group plus the users and roles to attach to it. */
export interface CreateGroupWithMembersRequest extends CreateGroupRequest {
  userIds?: string[];
  roleIds?: string[];
}

// ---- applications and impersonation ----

/** Body of `POST` and `DELETE /applications/v1`: assign or unassign users of a tenant to an application. */
export interface ApplicationUsersRequest {
  appId: string;
  tenantId: string;
  userIds: string[];
}

/** Query of `GET /applications/v1/users`. */
export interface ApplicationsUsersQuery {
  appIds: string[];
}

/** Query of `GET /applications/v1/apps`. */
export interface UsersApplicationsQuery {
  userIds: string[];
}

/** The users of one application. */
export interface ApplicationUsers {
  appId: string;
  userIds: string[];
}

/** The applications of one user. */
export interface UserApplications {
  userId: string;
  appIds: string[];
}

/** An application. */
export interface Application {
  id: string;
  name?: string;
  appURL?: string;
  loginURL?: string;
  logoURL?: string;
  accessType?: ApplicationAccessType;
  accessMode?: ApplicationAccessMode;
  isDefault?: boolean;
  isActive?: boolean;
  userIds?: string[];
}

/** Which applications a tenant is assigned. */
export interface TenantApplicationAssignment {
  tenantId: string;
  appIds: string[];
}

/** Body of `POST /impersonation/v1`. */
export interface ImpersonateRequest {
  userId: string;
  tenantId?: string;
  reason?: string;
}
