import { z } from 'zod';

// Request payloads of roles, permissions, groups, applications and impersonation.

const id = z.string().min(1);
const ids = z.array(id);
const text = z.string().min(1);
/** A repeated query key arrives as a string when it appears once. */
const queryList = z.union([id, ids]).transform((v) => (Array.isArray(v) ? v : [v]));

/** `POST /roles/v1`. */
export const createRoleSchema = z.object({
  key: text,
  name: text,
  description: z.string().optional(),
  isDefault: z.boolean().optional(),
});
/** `POST /roles/v2`. */
export const createRoleV2Schema = createRoleSchema;

/** `PATCH /roles/v1/{id}`. */
export const updateRoleSchema = z.object({
  key: text.optional(),
  name: text.optional(),
  description: z.string().optional(),
  isDefault: z.boolean().optional(),
});
/** `PATCH /roles/v2/{id}`. */
export const updateRoleV2Schema = updateRoleSchema;

/** `PUT /roles/v1/{id}/permissions`: the whole set, so empty is allowed. */
export const setRolePermissionsSchema = z.object({ permissionIds: ids });
/** `PUT /roles/v2/{id}/permissions`. */
export const setRolePermissionsV2Schema = setRolePermissionsSchema;

/** `PUT /permissions/v1/{id}/roles`: the whole set, so empty is allowed. */
export const setPermissionRolesSchema = z.object({ roleIds: ids });

/** Query of group reads. */
export const groupsQuerySchema = z.object({ _groupsRelations: z.enum(['roles', 'users', 'rolesAndUsers']).optional() });

/** `POST /groups/v1`. */
export const createGroupSchema = z.object({
  name: text,
  description: text.optional(),
  color: z.string().optional(),
  metadata: z.string().optional(),
});

/** `PATCH /groups/v1/{id}`. */
export const updateGroupSchema = z.object({
  name: text.optional(),
  description: z.string().optional(),
  color: z.string().optional(),
  metadata: z.string().optional(),
});

const groupRoles = z.object({ roleIds: ids.min(1) });
const groupUsers = z.object({ userIds: ids.min(1) });
/** `POST /groups/v1/{id}/roles`. */
export const addRolesToGroupSchema = groupRoles;
/** `DELETE /groups/v1/{id}/roles`. */
export const removeRolesFromGroupSchema = groupRoles;
/** `POST /groups/v1/{id}/users`. */
export const addUsersToGroupSchema = groupUsers;
/** `DELETE /groups/v1/{id}/users`. */
export const removeUsersFromGroupSchema = groupUsers;

/** `POST /groups/v1/config` (settings are open-ended). */
export const updateGroupsConfigSchema = z.object({
  enabled: z.boolean().optional(),
  rolesEnabled: z.boolean().optional(),
});

/** `POST /groups/v1/bulkGet`. */
export const getGroupsByIdsSchema = z.object({ groupsIds: ids.min(1) });

const applicationUsers = z.object({ appId: id, tenantId: id, userIds: ids.min(1) });
/** `POST /applications/v1`. */
export const assignUsersToApplicationSchema = applicationUsers;
/** `DELETE /applications/v1`. */
export const unassignUsersFromApplicationSchema = applicationUsers;

const userApplications = z.object({ userId: id, tenantId: id, appIds: ids.min(1).max(100) });
/** `POST /applications/v1/apps-user`: the published client's form, one user into several applications. */
export const assignUserToApplicationsSchema = userApplications;
/** `DELETE /applications/v1/user-apps`: the published client's form, one user out of several applications. */
export const unassignUserFromApplicationsSchema = userApplications;

/** Query of `GET /applications/v1/users`. */
export const getApplicationsUsersQuerySchema = z.object({ appIds: queryList });
/** Query of `GET /applications/v1/apps`. */
export const getUsersApplicationsQuerySchema = z.object({ userIds: queryList });

/**
 * `POST /impersonation/v1`. `impersonatedUserId` is the published client's name for `userId`; its `actorToken` and
 * `redirectUrl` are not used (the caller's bearer is the actor, its permissions are checked as for `userId`).
 */
export const impersonateSchema = z.object({
  userId: id.optional(),
  impersonatedUserId: id.optional(),
  tenantId: id.optional(),
  reason: z.string().optional(),
}).transform(({ impersonatedUserId, ...rest }, ctx) => {
  const userId = rest.userId ?? impersonatedUserId;
  if (!userId) {
    ctx.addIssue({ code: 'custom', path: ['userId'], message: 'Invalid input: expected string, received undefined' });
    return z.NEVER;
  }
  return { ...rest, userId };
});

// --- Response shapes (the server and the contract tests check answers with these) ------------------------------------

const isoDate = z.iso.datetime({ offset: true });
const assignmentType = z.enum(['NEVER', 'ALWAYS', 'ASSIGNABLE']);

/** A role (`createRole`, `updateRole`, `setRolePermissions`, list items of GET /roles/v1 and v2). */
export const roleResponseSchema = z.object({
  id: z.uuid(),
  key: z.string().min(1),
  name: z.string().min(1),
  description: z.string().nullish(),
  isDefault: z.boolean(),
  permissions: z.array(z.uuid()),
  tenantId: z.uuid().nullable(),
  vendorId: z.uuid(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

/** A permission (`getPermissions` items, `setPermissionRoles`). */
export const permissionResponseSchema = z.object({
  id: z.uuid(),
  key: z.string().min(1),
  name: z.string(),
  description: z.string().nullish(),
  categoryId: z.uuid().nullish(),
  fePermission: z.boolean(),
  assignmentType,
  roleIds: z.array(z.uuid()),
});

/** A permission category (`getPermissionCategories` items). */
export const permissionCategoryResponseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullish(),
  feCategory: z.boolean(),
  permissionIds: z.array(z.uuid()),
});

/** A group (`getGroups`, `getGroup`, `createGroup`, `updateGroup`, `getGroupsByIds`); relations only when asked for. */
export const groupResponseSchema = z.object({
  id: z.uuid(),
  name: z.string().min(1),
  color: z.string().optional(),
  description: z.string().optional(),
  metadata: z.string().optional(),
  managedBy: z.string().optional(),
  roles: z.array(z.object({ id: z.uuid(), key: z.string(), name: z.string() })).optional(),
  users: z.array(z.object({ id: z.uuid(), email: z.string(), name: z.string().optional() })).optional(),
});

/** Groups configuration (`getGroupsConfig`, `updateGroupsConfig`). */
export const groupsConfigResponseSchema = z.object({ enabled: z.boolean(), rolesEnabled: z.boolean() });

/** An application (`getApplications` items). */
export const applicationResponseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  appURL: z.string().optional(),
  loginURL: z.string().optional(),
  logoURL: z.string().optional(),
  accessType: z.enum(['FREE_ACCESS', 'MANAGED_ACCESS']),
  accessMode: z.enum(['defaultOff', 'defaultOn', 'alwaysOn']),
  isDefault: z.boolean(),
  isActive: z.boolean(),
});

/** `getApplicationsUsers` items. */
export const applicationUsersResponseSchema = z.object({ appId: z.uuid(), userIds: z.array(z.uuid()) });
/** `getUsersApplications` items. */
export const userApplicationsResponseSchema = z.object({ userId: z.uuid(), appIds: z.array(z.uuid()) });
/** `getTenantApplicationAssignments` items. */
export const tenantApplicationAssignmentResponseSchema = z.object({ tenantId: z.uuid(), appIds: z.array(z.uuid()) });
/** Items of `GET /applications/resources/applications/tenant-assignments/v2` (the published client's getTenantsApplicationsV2). */
export const tenantApplicationAssignmentV2ResponseSchema = z.object({
  tenantId: z.uuid(), assignments: z.array(z.object({ appId: z.uuid(), accessType: z.enum(['FREE_ACCESS', 'MANAGED_ACCESS']) })),
});
/** `getUsersGroups` items. */
export const userGroupsResponseSchema = z.object({ userId: z.uuid(), groups: z.array(groupResponseSchema) });
