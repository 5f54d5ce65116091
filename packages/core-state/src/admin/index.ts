/**
 * @portico/core-state/admin: headless stores of the admin portal, one per section (profile, privacy, account, users,
 * groups, roles, applications, apiTokens), created per Portico and on first use by {@link createAdminStores}.
 * @packageDocumentation
 */

// Entry point
export { createAdminStores } from './stores';
export type { AdminStores, AdminStoresOptions } from './stores';
export { createAdminRestApi } from './api';
export type { AdminApi } from './api';
export { adminErrorMessage, inputError, isDialogOpen } from './shared';
export type { ActionState, DialogState, DialogStatus, Loadable, LoadStatus } from './shared';

// Profile
export { INVALID_IMAGE_MESSAGE, isImageDataUrl, selectChangePasswordOpen, selectProfileFields, selectProfilePicture } from '../profile';
export type { ChangePasswordInput, ProfileApi, ProfileFields, ProfileState } from '../profile';

// Privacy
export {
  PRIVACY_MESSAGES,
  mfaDeviceRows,
  selectCurrentSession,
  selectHasOtherSessions,
  selectMfaDevices,
  selectMfaEnrolled,
  selectSessions,
} from '../privacy';
export type { MfaDeviceKind, MfaDeviceRow, MfaDisableTarget, PrivacyApi, PrivacyState } from '../privacy';

// Account
export { ACCOUNT_MESSAGES, selectAccountForm, selectCustomLoginConfiguration } from '../account';
export type { AccountApi, AccountState, AccountTab } from '../account';

// Users
export {
  INACTIVE_USER_SECONDS,
  USERS_MESSAGES,
  USERS_TABLE_PAGE_SIZE,
  inviteLinkUrl,
  selectUserRows,
  selectUsersDialogOpen,
  selectUsersPaging,
  toUserRow,
} from '../users';
export type {
  BulkInviteInput,
  InviteUserInput,
  UserRow,
  UsersApi,
  UsersDialogName,
  UsersDialogs,
  UsersFilter,
  UsersQuery,
  UsersState,
} from '../users';

// Groups
export { GROUPS_MESSAGES, GROUPS_PAGE_SIZE, selectGroup, selectGroupsPage, selectGroupsPageCount } from '../groups';
export type { GroupInput, GroupsApi, GroupsDialogs, GroupsState } from '../groups';

// Roles
export { ROLES_MESSAGES, roleKeyOf, selectDefaultRole, selectPermissionMatrix, selectRoles, selectRolesReady } from '../roles';
export type { MatrixCategory, MatrixCell, MatrixRow, RoleInput, RolesApi, RolesDialogs, RolesState } from '../roles';

// Applications
export { APPLICATIONS_MESSAGES, isFreeAccess, selectAppUsers, selectUserApplications } from '../applications';
export type { ApplicationsApi, ApplicationsState } from '../applications';

// API tokens
export { API_TOKENS_MESSAGES, TOKEN_SUCCESS_DELAY_MS, selectCreateOpen, selectHasClientId, selectSecretShown, selectTokens } from '../api-tokens';
export type { ApiTokensApi, ApiTokensState, CreateTokenInput, CreatedTokenSecret, TokenKind } from '../api-tokens';

// Billing: the port and its types only (the stores and screens are @portico/billing)
export { createBillingRestApi } from '../billing';
export type {
  BillingApi, BillingPlan, BillingSummary, Invoice, PaymentMethod, PaymentProvider, Subscription, SubscriptionStatus, VendorBillingPublicConfiguration,
} from '../billing';
