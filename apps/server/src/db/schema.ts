// The database as Kysely types it: every module's tables (`<module>/tables.ts`), composed. A table belongs to one
// module; the identity core's (users, tenants, memberships, roles, permissions) to identity/.
import type { IdentityTables } from '../identity/tables';
import type { VendorTables } from '../vendor/tables';
import type { PasswordsTables } from '../passwords/tables';
import type { SessionsTables } from '../sessions/tables';
import type { MfaStoreTables } from '../mfa-store/tables';
import type { MailboxTables } from '../mailbox/tables';
import type { AuditTables } from '../audit/tables';
import type { OauthTables } from '../oauth/tables';
import type { SessionPolicyTables } from '../session-policy/tables';
import type { ProfileTables } from '../profile/tables';
import type { InvitesTables } from '../invites/tables';
import type { GroupsTables } from '../groups/tables';
import type { ApplicationsTables } from '../applications/tables';
import type { ApiTokensTables } from '../api-tokens/tables';
import type { AccountTables } from '../account/tables';
import type { MetadataTables } from '../metadata/tables';
import type { RestrictionsTables } from '../restrictions/tables';
import type { BillingTables } from '../billing/tables';
import type { ImpersonationTables } from '../impersonation/tables';
import type { NotificationsTables } from '../notifications/tables';
import type { ReportsTables } from '../reports/tables';
import type { DirectoryTables } from '../directory/tables';
import type { WebhooksTables } from '../webhooks/tables';
import type { IntegrationsTables } from '../integrations/tables';
import type { EventsTables } from '../events/tables';
import type { WebauthnTables } from '../webauthn/tables';
import type { SocialTables } from '../social/tables';
import type { PasswordlessTables } from '../passwordless/tables';
import type { PhoneNumbersTables } from '../phone-numbers/tables';
import type { SsoTables } from '../sso/tables';

/** Every table of the server, as each module declares its own. */
export interface Database extends
  IdentityTables,
  VendorTables,
  PasswordsTables,
  SessionsTables,
  MfaStoreTables,
  MailboxTables,
  AuditTables,
  OauthTables,
  SessionPolicyTables,
  ProfileTables,
  InvitesTables,
  GroupsTables,
  ApplicationsTables,
  ApiTokensTables,
  AccountTables,
  MetadataTables,
  RestrictionsTables,
  BillingTables,
  ImpersonationTables,
  NotificationsTables,
  ReportsTables,
  DirectoryTables,
  WebhooksTables,
  IntegrationsTables,
  EventsTables,
  WebauthnTables,
  SocialTables,
  PasswordlessTables,
  PhoneNumbersTables,
  SsoTables {}

// Row types stay importable from here; a module imports its own from its tables.ts.
export type { TenantTable, UserTable, UserTenantTable, RoleTable, PermissionTable, PermissionCategoryTable, RolePermissionTable, UserRoleTable, SigningKeyTable, OneTimeTokenTable, RateLimitTable, UserRow, NewUser } from '../identity/tables';
export type { VendorTable, TenantPolicyTable, VendorRow } from '../vendor/tables';
export type { PasswordHistoryTable } from '../passwords/tables';
export type { SessionTable, RefreshTokenTable, SessionRow } from '../sessions/tables';
export type { MfaAuthenticatorTable, RecoveryCodeTable, RememberedDeviceTable, MfaEmailCodeTable } from '../mfa-store/tables';
export type { OutboxTable } from '../mailbox/tables';
export type { AuditTable } from '../audit/tables';
export type { OAuthCodeTable } from '../oauth/tables';
export type { SessionPolicyTable } from '../session-policy/tables';
export type { ProfileImageTable } from '../profile/tables';
export type { TenantInviteLinkTable } from '../invites/tables';
export type { GroupTable, GroupRoleTable, GroupUserTable, GroupsConfigTable } from '../groups/tables';
export type { ApplicationTable, TenantApplicationTable, ApplicationUserTable } from '../applications/tables';
export type { ApiTokenTable } from '../api-tokens/tables';
export type { AccountSettingsTable } from '../account/tables';
export type { TenantMetadataTable } from '../metadata/tables';
export type { IpRestrictionTable, IpRestrictionConfigTable, EmailDomainRestrictionTable, EmailDomainRestrictionConfigTable } from '../restrictions/tables';
export type { BillingPlanTable, BillingVendorSettingsTable, BillingAccountTable, BillingPaymentMethodTable, BillingSubscriptionTable, BillingInvoiceTable, BillingWebhookEventTable, BillingSetupIntentTable } from '../billing/tables';
export type { ImpersonationTable } from '../impersonation/tables';
export type { NotificationTable } from '../notifications/tables';
export type { TenantReportTable } from '../reports/tables';
export type { ScimConnectionTable, ScimUserTable, ScimGroupTable } from '../directory/tables';
export type { WebhookTable } from '../webhooks/tables';
export type { ConnectivityChannelEventTable, ConnectivitySubscriptionTable } from '../integrations/tables';
export type { ConnectivityDeliveryTable } from '../events/tables';
export type { WebAuthnCredentialTable, WebAuthnChallengeTable } from '../webauthn/tables';
export type { SocialProviderTable, SocialIdentityTable } from '../social/tables';
export type { OtcChallengeTable } from '../passwordless/tables';
export type { UserPhoneNumberTable } from '../phone-numbers/tables';
