// Request and response types of the users calls (api-calls-and-errors.md §7.2; entities in product-spec.md §3): the
// entities and the me/tenants/list calls here, the other sub-areas in the two files re-exported below.
export type * from './account-types';
export type * from './security-types';

/** A role as attached to a user. */
export interface UserRole {
  id: string;
  key: string;
  name: string;
  description?: string;
  isDefault?: boolean;
  permissions?: string[];
  tenantId?: string;
  vendorId?: string;
  createdAt?: string;
  updatedAt?: string;
}

/** A permission as attached to a user. */
export interface UserPermission {
  key: string;
  id?: string;
  name?: string;
  description?: string;
  categoryId?: string;
  fePermission?: boolean;
}

/** A group the user belongs to. */
export interface UserGroup {
  id: string;
  name: string;
  color?: string;
  description?: string;
  roles?: UserRole[];
  metadata?: string;
  managedBy?: string;
}

/** One tenant membership of a user. */
export interface UserTenantMembership {
  tenantId: string;
  roles?: UserRole[];
  temporaryExpirationDate?: string | null;
}

/** A user (product-spec §3). */
export interface User {
  id: string;
  email: string;
  name?: string;
  phone?: string;
  phoneNumber?: string;
  profileImage?: string;
  profileImageUrl?: string;
  profilePictureUrl?: string;
  tenantId?: string;
  tenantIds?: string[];
  vendorId?: string;
  /** Set by `getUserById` (null: not deleted). */
  deletedAt?: string | null;
  roleIds?: string[];
  roles?: UserRole[];
  permissions?: UserPermission[];
  groups?: UserGroup[];
  activatedForTenant?: boolean;
  verified?: boolean;
  emailVerified?: boolean;
  createdAt?: string;
  lastLogin?: string;
  customData?: Record<string, unknown>;
  /** JSON text. */
  metadata?: string;
  mfaEnrolled?: boolean;
  mfaEnabled?: boolean;
  isBreachedPassword?: boolean;
  superUser?: boolean;
  isDisabled?: boolean;
  isLocked?: boolean;
  provider?: UserProvider;
  /** Who manages the account: `local` for users administered in the portal. */
  managedBy?: string;
  applications?: { id: string; name?: string }[];
  tenants?: UserTenantMembership[];
  temporaryExpirationDate?: string | null;
  subAccountAccessAllowed?: boolean;
  address?: string;
  jobTitle?: string;
}

/** Where a user account comes from. */
export type UserProvider = 'local' | 'saml' | 'google' | 'github' | 'facebook' | 'microsoft' | 'scim2' | 'slack';

/** Body of `updateMe`; `null` clears an optional field. */
export interface UpdateMeRequest {
  name?: string;
  phoneNumber?: string | null;
  address?: string | null;
  jobTitle?: string | null;
  profilePictureUrl?: string | null;
  /** JSON text. */
  metadata?: string;
}

/** A tenant the current user belongs to. */
export interface MyTenant {
  tenantId: string;
  id?: string;
  name?: string;
  alias?: string;
  isReseller?: boolean;
  logo?: string;
  metadata?: string;
  createdAt?: string;
  roles?: UserRole[];
}

/** Response of `getMyTenantsV3`. */
export interface MyTenantsV3 {
  tenants: MyTenant[];
  activeTenant?: MyTenant;
}

/** Response of `getMyAuthorization`. */
export interface MyAuthorization {
  roles: UserRole[];
  permissions: UserPermission[];
}

/** Body of `switchTenant`. */
export interface SwitchTenantRequest {
  tenantId: string;
}

/** Body of `createUserTenantToken`. */
export interface CreateUserTenantTokenRequest {
  tenantId: string;
}

/** Response of `createUserTenantToken`: a user JWT scoped to the tenant. */
export interface UserTenantToken {
  token: string;
}

/** Sort keys of the users list. */
export type UserSortKey = 'createdAt' | 'name' | 'email' | 'id' | 'verified' | 'isLocked' | 'provider' | 'tenantId';
/** Filter presets of the users list. */
export type UserPreset = 'mfa-unenrolled' | 'breached-passwords' | 'inactive';

/** Query of `listUsers` / `listUsersV3`. `_limit` defaults to 20 and `_offset` to 0. */
export interface ListUsersQuery {
  _filter?: string;
  _sortBy?: UserSortKey;
  _order?: 'ASC' | 'DESC';
  _offset?: number;
  _limit?: number;
  _includeSubTenants?: boolean;
  _preset?: UserPreset;
  _maxInactiveSeconds?: number;
  _email?: string;
  _tenantId?: string;
}

/** A page of a list. */
export interface Page<T> {
  items: T[];
  _metadata: { totalItems: number; totalPages: number };
}

/** Query of `getUsersRoles` / `getUsersGroups`: user ids. */
export interface UserIdsQuery {
  ids: string[];
}

/** Roles of one user (`getUsersRoles`). */
export interface UserRoles {
  userId: string;
  roles: UserRole[];
}

/** Groups of one user (`getUsersGroups`). */
export interface UserGroups {
  userId: string;
  groups: UserGroup[];
}
