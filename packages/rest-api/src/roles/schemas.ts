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

/** Query of `GET /applications/v1/users`. */
export const getApplicationsUsersQuerySchema = z.object({ appIds: queryList });
/** Query of `GET /applications/v1/apps`. */
export const getUsersApplicationsQuerySchema = z.object({ userIds: queryList });

/** `POST /impersonation/v1`. */
export const impersonateSchema = z.object({
  userId: id,
  tenantId: id.optional(),
  reason: z.string().optional(),
});
