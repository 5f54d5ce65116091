/**
 * @portico/core-state/admin: headless stores of the admin portal, one per section (profile, privacy, account, users,
 * groups, roles, applications, apiTokens, billing…), created per Portico and on first use by {@link createAdminStores}.
 * @packageDocumentation
 */

// Entry point
export { createAdminStores } from './stores';
export type { AdminStores, AdminStoresOptions } from './stores';
export { createAdminRestApi } from './api';
export type { AdminApi } from './api';
export { STEP_UP_REQUIRED_MESSAGE, needsStepUp } from './step-up';
export { adminErrorMessage, inputError, isDialogOpen, isPending, shownStatus } from '../shared/status';
export type { ActionState, DialogState, DialogStatus, Loadable, LoadStatus } from '../shared/status';

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
export { ACCOUNT_DATE_FORMATS, ACCOUNT_MESSAGES, ACCOUNT_TIME_FORMATS, LOGIN_ALIAS_PATTERN, createFormatter, selectAccountForm, selectCustomLoginConfiguration, selectDisplaySettings } from '../account';
export type { AccountApi, AccountState, AccountTab, DateInput, DisplaySettings, Formatter } from '../account';

// Users
export {
  INACTIVE_USER_SECONDS,
  USERS_MESSAGES,
  USERS_TABLE_PAGE_SIZE,
  inviteLinkUrl,
  selectKnownUserRows,
  selectOpenedUserRow,
  selectUserRows,
  selectUsersDialogOpen,
  selectUsersPaging,
  toUserRow,
} from '../users';
export type {
  BulkInviteInput,
  InviteUserInput,
  OpenedUser,
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

// Security centre
export { SECURITY_CENTER_MESSAGES, selectAdjustInitial, selectAdjustSuggestion, selectRecommendationRows } from '../security-center';
export type {
  RecommendationAction,
  RecommendationRow,
  SecurityAction,
  SecurityCategory,
  SecurityCenterApi,
  SecurityCenterState,
  SecurityInsight,
  SecurityRecommendation,
  SecuritySeverity,
  SessionSetting,
} from '../security-center';
// Security policies (Security section: sessionManagement, generalSettings)
export {
  SECURITY_POLICIES_MESSAGES,
  SECURITY_TABS,
  SESSION_DURATION_LIMITS,
  fromSessionPolicyForm,
  selectGeneralReady,
  selectSessionPolicyForm,
  toSessionPolicyForm,
} from '../security-policies';
export type { GeneralPolicy, SecurityPoliciesApi, SecurityPoliciesState, SecurityTab, SessionPolicyForm } from '../security-policies';
// IP and e-mail domain restrictions
export {
  IP_RESTRICTIONS_PAGE_SIZE,
  MY_IP_DESCRIPTION,
  RESTRICTIONS_MESSAGES,
  ipInRange,
  isIpOrCidr,
  selectIpPaging,
  selectVisibleDomains,
} from '../restrictions';
export type {
  EmailDomainRestriction,
  EmailDomainRestrictionsConfig,
  IpEntryInput,
  IpListState,
  IpRestriction,
  IpRestrictionsConfig,
  IpRestrictionStrategy,
  IpSelfCheck,
  RestrictionsApi,
  RestrictionsDialogs,
  RestrictionsState,
} from '../restrictions';
// Audits
export { AUDITS_DEFAULT_SORT, AUDITS_PAGE_SIZE, selectActiveAuditFilterCount, selectFilterableAuditColumns, selectVisibleAuditColumns } from '../audits';
export type { AuditColumn, AuditEntry, AuditsApi, AuditsSort, AuditsState } from '../audits';
// Sub-accounts
export {
  SUB_ACCOUNTS_MESSAGES,
  SUB_ACCOUNT_SEARCH_PAGE_SIZE,
  SUB_ACCOUNT_USERS_PAGE_SIZE,
  findNode,
  selectSelectedAccount,
  selectSelectedPath,
  selectSubAccountCount,
  selectSubAccountRows,
  selectSubAccountUsersPaging,
} from '../sub-accounts';
export type { AddSubAccountUserInput, SubAccount, SubAccountAccessType, SubAccountUser, SubAccountSearch, SubAccountTreeRow, SubAccountUsersPage, SubAccountsApi, SubAccountsDialogs, SubAccountsNotice, SubAccountsState } from '../sub-accounts';
// Notifications (the bell)
export { NOTIFICATIONS_PAGE_SIZE, selectHasUnread, selectUnreadCount } from '../notifications';
export type { NotificationsApi, NotificationsState } from '../notifications';

// Reports
export { selectReport } from '../reports';
export type { ReportsApi, ReportsState } from '../reports';
// Provisioning (SCIM connections)
export { PROVISIONING_MESSAGES } from '../provisioning';
export type { CreateConnectionInput, CreatedScimToken, ProvisioningApi, ProvisioningConnection, ProvisioningState } from '../provisioning';
// Connectivity
export { selectConnectivityCards, selectEventNames, planEntry, planSlack, WEBHOOK_LOGS_PAGE_SIZE } from '../connectivity';
export type { ConnectivityApi, ConnectivityCard, ConnectivityState, EntryPlan, NotifyChannel, SlackPlan, WebhookConfig, WebhookLog, WebhookLogsView, WebhookTestState } from '../connectivity';
export { selectNotificationRows, slackRequestFor } from '../connectivity';
export type { ConnectivityDialog, CreatedWebhookSecret, NotificationRow, NotificationTargets } from '../connectivity';
// Billing (admin.billing; the screens are @portico/billing/react, its display rules and selectors @portico/billing)
export { createBillingRestApi, createBillingStore, currentSubscription } from '../billing';
export type {
  BillingActions, BillingApi, BillingPlan, BillingPortAction, BillingState, BillingStoreDeps, BillingSummary, CheckoutState, Invoice, PaymentMethod,
  PaymentMethodState, PaymentProvider, Subscription, SubscriptionStatus, VendorBillingPublicConfiguration, TenantUsage, UsageMetric,
  UpdateBillingDetailsRequest, BillingAddress,
} from '../billing';
// Passkeys (Privacy → Passkeys)
export { PASSKEY_MESSAGES } from '../passkeys';
export type { Passkey, PasskeysApi, PasskeysState } from '../passkeys';
// SSO
export { SSO_MESSAGES, SSO_PRESET_TYPE, isOidc, presetOf } from '../sso';
export type { SsoApi, SsoFormInput, SsoPreset, SsoState } from '../sso';
