// Required fields of the published client's declared answer types (its .d.ts), checked on every answer that has them.

/** `IUserProfile` / `IGetUsersV2Response`. */
export const USER = ['id', 'email', 'name', 'sub', 'verified', 'mfaEnrolled', 'tenantId', 'tenantIds', 'tenants', 'metadata', 'roles', 'permissions'];
/** `IBaseGetUserResponse` (users v3 items). */
export const BASE_USER = ['id', 'email', 'name', 'sub', 'verified', 'mfaEnrolled', 'tenantId', 'tenantIds', 'tenants', 'metadata'];
/** `ITenantsResponse`. */
export const TENANT = ['id', 'name', 'tenantId', 'vendorId', 'isReseller', 'createdAt', 'updatedAt'];
/** `ILoginResponse` as the client builds it (the answer merged with the token's claims and the profile). */
export const LOGIN = [...USER, 'accessToken', 'expiresIn', 'exp'];
/** `IRole`. */
export const ROLE = ['id', 'key', 'name', 'vendorId', 'permissions', 'isDefault', 'createdAt', 'updatedAt'];
/** `ITeamUserPermission`. */
export const PERMISSION = ['id', 'key', 'name', 'categoryId', 'fePermission'];
