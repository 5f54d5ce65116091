/** How sub-account users reach the sub-accounts below their own (product-spec §3). */
export type SubAccountAccessType = 'defaultOff' | 'defaultOn' | 'alwaysOn';
/** Tenant kinds. */
export type TenantType = 'customer' | 'spam' | 'test' | 'reseller' | 'headquarter';
/** Sort keys of tenant lists. */
export type TenantSortKey = 'createdAt' | 'name' | 'tenantId';
/** Sort keys of user lists. */
export type UserSortKey = 'createdAt' | 'name' | 'email' | 'id' | 'verified' | 'isLocked' | 'provider' | 'tenantId';
/** Sort order of `_order` queries. */
export type SortOrder = 'ASC' | 'DESC';

/** A page of results with its totals. */
export interface PagedResult<T> {
  items: T[];
  _metadata?: { totalItems: number; totalPages: number };
  _links?: Record<string, string>;
}

/** A tenant (account); `children` when read as a tree. */
export interface Tenant {
  id?: string;
  tenantId: string;
  name: string;
  alias?: string;
  isReseller?: boolean;
  deletedAt?: string | null;
  createdAt?: string;
  metadata?: string;
  address?: string;
  timezone?: string;
  dateFormat?: string;
  timeFormat?: string;
  currency?: string;
  logo?: string;
  hasCustomLogin?: boolean;
  subAccountAccessType?: SubAccountAccessType;
  children?: Tenant[];
  numberOfUsers?: number;
  loadMoreLink?: string;
}

// ---- hierarchy ----

/** Query of `GET /tenants/resources/hierarchy/v2` and `/hierarchy/metadata/v2`. */
export interface HierarchyQuery {
  _tenantIds?: string[];
}

/** Hierarchy metadata of one tenant. */
export interface TenantHierarchyMetadata {
  tenantId: string;
  name?: string;
  parentTenantId?: string | null;
  isReseller?: boolean;
  numberOfUsers?: number;
  /** Sub-accounts anywhere below the tenant. */
  totalSubTenants?: number;
  /** Whether the tenant has sub-accounts. */
  isParent?: boolean;
}

// ---- tenant users (count, disable, enable) ----

/** Body of `POST /tenants/users/v1/count`. */
export interface TenantsUsersCountRequest {
  tenantIds: string[];
}

/** Users count of one tenant. */
export interface TenantUsersCount {
  tenantId: string;
  totalUsers: number;
}

// ---- sub-tenants ----

/** Body of `POST /tenants/resources/sub-tenants/v1`. */
export interface CreateSubTenantRequest {
  name: string;
  /** Chosen by the server when absent. */
  tenantId?: string;
  /** The current tenant when absent. */
  parentTenantId?: string;
  isReseller?: boolean;
  website?: string;
  logoUrl?: string;
  metadata?: string;
}

/** Body of `PATCH /tenants/resources/sub-tenants/v1/{tenantId}`. */
export interface UpdateSubTenantRequest {
  name?: string;
  website?: string;
  logoUrl?: string;
  metadata?: string;
}

/** Body of `PUT .../sub-tenants/v1/{tenantId}/management` (the reseller switch). */
export interface UpdateSubTenantManagementRequest {
  isReseller: boolean;
}

/** Body of `PUT .../sub-tenants/v1/{tenantId}/hierarchy-settings`. */
export interface UpdateSubTenantHierarchySettingsRequest {
  subAccountAccessType: SubAccountAccessType;
}

/** Query of the sub-account search. `_limit` defaults to 50. */
export interface SearchSubTenantsQuery {
  _offset?: number;
  _limit?: number;
  _filter?: string;
  _subTenantId?: string;
}

// ---- sub-tenant users ----

/** A user as seen across sub-tenants. */
export interface SubTenantUser {
  id: string;
  email: string;
  name?: string;
  profilePictureUrl?: string;
  tenantId?: string;
  tenants?: Array<{ tenantId: string; roles?: Array<{ id: string; name?: string; key?: string }> }>;
  subAccountAccessAllowed?: boolean;
  /** False until the user accepts the invitation to the (first listed) sub-account. */
  activatedForTenant?: boolean;
  createdAt?: string;
  lastLogin?: string;
  verified?: boolean;
  /** The published client's fields: the user id, the listed sub-accounts, and (null while pending) MFA and metadata. */
  sub?: string;
  tenantIds?: string[];
  mfaEnrolled?: boolean | null;
  metadata?: string | null;
}

/** Query of the sub-tenant users list. Defaults: `_limit` 20, `_offset` 0, `_sortBy` name, `_order` DESC. */
export interface SubTenantUsersQuery {
  _limit?: number;
  _offset?: number;
  _sortBy?: UserSortKey;
  _order?: SortOrder;
  _filter?: string;
  _tenantId?: string;
}

/** A sub-tenant with the roles a user holds there. */
export interface SubTenantRoles {
  tenantId: string;
  roleIds: string[];
}

/** Body of `POST /sub-tenants/users/v1` (and v2). `allowSubAccountAccess` defaults to false. */
export interface AddUserToSubTenantsRequest {
  email: string;
  name?: string;
  phoneNumber?: string;
  subTenants: Array<{ tenantId: string; roleIds?: string[] }>;
  allowSubAccountAccess?: boolean;
  skipInviteEmail?: boolean;
  metadata?: string;
}

/** Body of `DELETE /sub-tenants/users/v1/{userId}` (and v2). */
export interface RemoveUserFromSubTenantsRequest {
  subTenants: Array<{ tenantId: string }>;
}

/** Body of `POST`, `PATCH` and `DELETE /sub-tenants/users/v1/{userId}/roles`. */
export interface SubTenantUserRolesRequest {
  subTenantsRoles: SubTenantRoles[];
}

/** Body of `PUT /sub-tenants/users/v1/{userId}/access`. */
export interface SubTenantUserAccessRequest {
  allowAccess: boolean;
}

// ---- account settings ----

/** Account settings of the current tenant. */
export interface AccountSettings {
  id?: string;
  tenantId?: string;
  companyName?: string;
  address?: string;
  website?: string;
  timezone?: string;
  dateFormat?: string;
  timeFormat?: string;
  currency?: string;
  logo?: string;
}

/** Body of `PUT /tenants/resources/account-settings/v1`. */
export interface UpdateAccountSettingsRequest {
  companyName?: string;
  address?: string;
  website?: string;
  timezone?: string;
  dateFormat?: string;
  timeFormat?: string;
  currency?: string;
  logo?: string;
}

/** Account settings anyone may read (login box branding). */
export interface PublicAccountSettings {
  companyName?: string;
  logo?: string;
  timezone?: string;
  dateFormat?: string;
  timeFormat?: string;
  currency?: string;
}

// ---- team ----

/** Query of `GET /team/resources/members/v1`. Defaults: `pageOffset` 0, `pageSize` 20. */
export interface TeamMembersQuery {
  pageOffset?: number;
  pageSize?: number;
  filters?: string;
  sortBy?: UserSortKey;
  sortDirection?: 'asc' | 'desc';
}

/** A role as the team service lists it. */
export interface TeamRole {
  id: string;
  key: string;
  name: string;
  description?: string;
  isDefault?: boolean;
  permissions?: string[];
}

/** A member of the current tenant. */
export interface TeamMember {
  id: string;
  email: string;
  name?: string;
  phone?: string;
  profileImage?: string;
  profileImageUrl?: string;
  roleIds?: string[];
  roles?: Array<{ id: string; key?: string; name?: string }>;
  groups?: Array<{ id: string; name?: string }>;
  applications?: Array<{ id: string; name?: string }>;
  verified?: boolean;
  activatedForTenant?: boolean;
  isDisabled?: boolean;
  createdAt?: string;
  lastLogin?: string;
  temporaryExpirationDate?: string | null;
  tenantId?: string;
}

/** Body of `PUT /team/resources/members/v1/{userId}`. An empty `roleIds` removes every role. */
export interface UpdateTeamMemberRequest {
  roleIds?: string[];
  name?: string;
  phone?: string;
}

/** Member statistics of the tenant. */
export interface TeamMembersStats {
  totalItems?: number;
  addedThisWeek?: number;
  [stat: string]: number | undefined;
}

// ---- invites ----

/** The tenant's invite link. */
export interface InviteLink {
  id?: string;
  token: string;
  expires?: string;
  shouldSendEmail?: boolean;
}

/** Body of `POST /tenants/invites/v1/user`. `expiresInMinutes` defaults to 43200 (30 days). */
export interface CreateInviteLinkRequest {
  expiresInMinutes?: number;
  shouldSendEmail?: boolean;
}

/** Body of `PATCH /tenants/invites/v1/user`. */
export interface UpdateInviteLinkRequest {
  expiresInMinutes?: number;
  shouldSendEmail?: boolean;
}

/** Whether invite links are allowed, and how. */
export interface InviteLinkConfiguration {
  isActive?: boolean;
  emailEnabled?: boolean;
}

/** Body of `POST /tenants/invites/v1/verify`. */
export interface VerifyInviteTokenRequest {
  token: string;
}

/** What an invite token grants. */
export interface VerifiedInvite {
  tenantId?: string;
  name?: string;
}

// ---- add users ----

/** Body of `POST /users/v2` (a local user). `expirationInSeconds` is sent only when non-zero. */
export interface AddUserRequest {
  email: string;
  name: string;
  phoneNumber?: string;
  roleIds: string[];
  /** Makes a temporary user; 0 or absent means permanent. */
  expirationInSeconds?: number;
  appIds?: string[];
}

/** The user `POST /users/v2` created. */
export interface AddedUser {
  id: string;
  email: string;
  name?: string;
  tenantId?: string;
  roleIds?: string[];
  temporaryExpirationDate?: string | null;
}

/** Input of {@link inviteUsersBulk}. */
export interface InviteUsersBulkRequest {
  emails: string[];
  roleIds: string[];
  expirationInSeconds?: number;
}

/** Outcome of a bulk invite: e-mails the server took, and those it refused (with the server's reason, when it gave one). */
export interface InviteUsersBulkResult {
  allowed: string[];
  unallowed: string[];
  /** Why each refused e-mail was refused: the first message of its answer. */
  reasons?: Record<string, string>;
}
