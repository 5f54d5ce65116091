import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { SsoConfigurationTable, SsoDomainTable, SsoGroupTable, SsoIdentityTable, SsoRequestTable, SsoUsedAssertionTable } from '../sso/tables';
import type { SsoSpKeyTable } from '../sso/tables';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T = unknown> = ColumnType<T, string, string>;
type NullableJson = ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;

/** Vendor (the product owner) and its policies as one JSON document. */
export interface VendorTable {
  id: string;
  name: string;
  logo: string | null;
  white_label_mode: Generated<boolean>;
  config: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface TenantTable {
  id: string;
  vendor_id: string;
  name: string;
  metadata: Json<Record<string, unknown>>;
  created_at: Timestamp;
  /** The account above this one (sub-accounts); null for a top-level account. */
  parent_tenant_id: Generated<string | null>;
  is_reseller: Generated<boolean>;
  /** How this account's users reach the accounts below it: 'defaultOff' | 'defaultOn' | 'alwaysOn'. */
  sub_account_access_type: Generated<string>;
  /** The role new members get (the vendor's or this tenant's own); null: the vendor's default role. */
  default_role_id: Generated<string | null>;
}

export interface UserTable {
  id: string;
  vendor_id: string;
  email: string;
  name: string | null;
  phone_number: string | null;
  password_hash: string | null;
  verified: boolean;
  metadata: Json<Record<string, unknown>>;
  profile_picture_url: string | null;
  failed_login_attempts: Generated<number>;
  last_login: Date | null;
  created_at: Timestamp;
  address: Generated<string | null>;
  job_title: Generated<string | null>;
  /** Set when a login proved the stored password is a known-breached one; cleared by a new password. */
  password_breached: Generated<boolean>;
  /** The number SMS login texts and resolves (normalized E.164), set only once a code texted to it was verified; unique per vendor. */
  sign_in_phone: Generated<string | null>;
}

export interface UserTenantTable {
  user_id: string;
  tenant_id: string;
  activated: boolean;
  is_default: boolean;
  created_at: Timestamp;
  /** Disabled in this tenant: no login or refresh into it. */
  disabled_at: Generated<Date | null>;
  /** A temporary member: refused in this tenant from then on. */
  temporary_expires_at: Generated<Date | null>;
  /** Sub-account access of this member; null follows the tenant's access type. */
  allow_sub_account_access: Generated<boolean | null>;
  /** The name the inviter typed: shown for a pending member (nothing of the account's own profile is, before it accepts). */
  invited_name: Generated<string | null>;
}

export interface RoleTable {
  id: string;
  vendor_id: string;
  tenant_id: string | null;
  key: string;
  name: string;
  description: string | null;
  is_default: boolean;
  level: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PermissionTable {
  id: string;
  key: string;
  name: string;
  description: string | null;
  category_id: string | null;
  fe_permission: boolean;
  created_at: Timestamp;
  /** NEVER: no role may hold it; ALWAYS: every role holds it; ASSIGNABLE: as roles are given it. */
  assignment_type: Generated<'NEVER' | 'ALWAYS' | 'ASSIGNABLE'>;
}

export interface PermissionCategoryTable {
  id: string;
  name: string;
  description: string | null;
  fe_category: boolean;
}

export interface RolePermissionTable {
  role_id: string;
  permission_id: string;
}

export interface UserRoleTable {
  user_id: string;
  tenant_id: string;
  role_id: string;
}

export interface PasswordHistoryTable {
  id: Generated<number>;
  user_id: string;
  password_hash: string;
  created_at: Timestamp;
}

/** A sign-in session; its refresh tokens form one rotation family. */
export interface SessionTable {
  id: string;
  user_id: string;
  tenant_id: string;
  amr: Json<string[]>;
  auth_time: Timestamp;
  user_agent: string | null;
  ip: string | null;
  revoked_at: Date | null;
  revoke_reason: string | null;
  /** OAuth client the refresh family belongs to; null for first-party identity logins. */
  client_id: Generated<string | null>;
  created_at: Timestamp;
  /** The admin acting for the user (RFC 8693 `act`) on an impersonation session; null otherwise. */
  act: ColumnType<{ sub: string; email: string } | null, string | null | undefined, string | null>;
  /** The session this one was derived from (OAuth code exchange, step-up): an impersonation reaches its descendants. */
  origin_id: Generated<string | null>;
}

export interface RefreshTokenTable {
  token_hash: string;
  session_id: string;
  rotated_at: Date | null;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** Single-use links and codes: activation, password reset, invitation, e-mail codes. */
export interface OneTimeTokenTable {
  token_hash: string;
  kind: string;
  user_id: string;
  tenant_id: string | null;
  data: Json<Record<string, unknown>>;
  expires_at: Timestamp;
  used_at: Date | null;
  created_at: Timestamp;
}

export interface MfaAuthenticatorTable {
  id: string;
  user_id: string;
  kind: string;
  secret: string;
  verified: boolean;
  last_used_step: number | null;
  created_at: Timestamp;
  /** SMS devices only (kind 'sms'): the phone codes are texted to. */
  phone_number?: string | null;
}

export interface RecoveryCodeTable {
  code_hash: string;
  user_id: string;
  used_at: Date | null;
  created_at: Timestamp;
}

export interface RememberedDeviceTable {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface MfaEmailCodeTable {
  id: string;
  user_id: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  used: Generated<boolean>;
  created_at: Timestamp;
}

export interface SigningKeyTable {
  kid: string;
  private_jwk: Json<Record<string, unknown>>;
  public_jwk: Json<Record<string, unknown>>;
  created_at: Timestamp;
  /** Signs from then on (published in JWKS from creation). */
  activates_at: Timestamp;
  /** Verifies until then; null while it is the newest key. */
  expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface OutboxTable {
  id: string;
  channel: string;
  to_address: string;
  subject: string | null;
  text: string;
  links: Json<string[]>;
  codes: Json<string[]>;
  sent_at: Date | null;
  created_at: Timestamp;
}

export interface AuditTable {
  id: string;
  vendor_id: string | null;
  tenant_id: string | null;
  user_id: string | null;
  email: string | null;
  action: string;
  description: string;
  ip: string | null;
  severity: string;
  user_agent: string | null;
  json: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface OAuthCodeTable {
  code_hash: string;
  client_id: string;
  session_id: string;
  redirect_uri: string;
  code_challenge: string;
  scope: string;
  nonce: string | null;
  expires_at: Timestamp;
  used_at: Date | null;
  created_at: Timestamp;
}

/** The whole database as Kysely sees it. */
/** A tenant's security-policy overrides; null parts use the vendor's. */
export interface TenantPolicyTable {
  tenant_id: string;
  mfa_policy: NullableJson;
  lockout_policy: NullableJson;
  password_history_policy: NullableJson;
  updated_at: Timestamp;
}

/** A tenant's session policy (session-policy domain); each limit keeps its figure while inactive. */
export interface SessionPolicyTable {
  tenant_id: string;
  concurrent_active: Generated<boolean>;
  max_sessions: number;
  idle_active: Generated<boolean>;
  idle_timeout: number;
  timeout_active: Generated<boolean>;
  session_timeout: number;
  updated_at: Timestamp;
}

/** An uploaded profile picture, served by its random id. */
export interface ProfileImageTable {
  id: string;
  user_id: string;
  mime: string;
  data: string;
  created_at: Timestamp;
}

/** A tenant's shareable invite link (one per tenant). */
export interface TenantInviteLinkTable {
  tenant_id: string;
  id: string;
  token: string;
  expires_at: Timestamp;
  should_send_email: Generated<boolean>;
  created_by: string | null;
  created_at: Timestamp;
}

/** A tenant's group: its roles count for its users. */
export interface GroupTable {
  id: string;
  tenant_id: string;
  name: string;
  description: string | null;
  color: string | null;
  metadata: string | null;
  managed_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An API token (client credentials) or access token; only the SHA-256 of its secret is stored. */
export interface ApiTokenTable {
  id: string;
  tenant_id: string;
  /** Owner of a personal token; null for a tenant token. */
  user_id: string | null;
  created_by: string | null;
  kind: 'clientCredentials' | 'accessToken';
  client_id: string | null;
  secret_hash: string;
  description: string | null;
  role_ids: Json<string[]>;
  expires_at: Date | null;
  created_at: Timestamp;
}

/** A tenant's account settings; the company name is `tenants.name`. */
export interface AccountSettingsTable {
  tenant_id: string;
  address: string | null;
  website: string | null;
  timezone: string | null;
  currency: string | null;
  date_format: string | null;
  time_format: string | null;
  logo: string | null;
  updated_at: Timestamp;
}

/** A tenant's metadata document of one entity (e.g. the custom login box). */
export interface TenantMetadataTable {
  id: string;
  tenant_id: string;
  entity_name: string;
  configuration: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GroupRoleTable {
  group_id: string;
  role_id: string;
}

export interface GroupUserTable {
  group_id: string;
  user_id: string;
}

export interface GroupsConfigTable {
  tenant_id: string;
  config: Json<Record<string, unknown>>;
}

/** A vendor application; access type and mode decide which users have it. */
export interface ApplicationTable {
  id: string;
  vendor_id: string;
  name: string;
  app_url: string | null;
  login_url: string | null;
  logo_url: string | null;
  access_type: 'FREE_ACCESS' | 'MANAGED_ACCESS';
  access_mode: 'defaultOff' | 'defaultOn' | 'alwaysOn';
  is_default: boolean;
  is_active: boolean;
  created_at: Timestamp;
}

export interface TenantApplicationTable {
  tenant_id: string;
  app_id: string;
}

export interface ApplicationUserTable {
  app_id: string;
  tenant_id: string;
  user_id: string;
  enabled: boolean;
}

/** An allowed or blocked address or CIDR range of a tenant. */
export interface IpRestrictionTable {
  id: string;
  tenant_id: string;
  ip: string;
  strategy: 'ALLOW' | 'BLOCK';
  is_active: boolean;
  description: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Whether a tenant's IP restrictions are enforced, and which list counts. */
export interface IpRestrictionConfigTable {
  tenant_id: string;
  is_active: boolean;
  strategy: 'ALLOW' | 'BLOCK';
}

/** An allowed or blocked e-mail domain of a tenant. */
export interface EmailDomainRestrictionTable {
  id: string;
  tenant_id: string;
  domain: string;
  type: 'allow' | 'block';
  created_at: Timestamp;
}

/** Whether a tenant's e-mail domain restrictions are enforced, which list counts, and public mail domains. */
export interface EmailDomainRestrictionConfigTable {
  tenant_id: string;
  active: boolean;
  block_public_domains: boolean;
  list_type: 'allow' | 'block';
}

/** A vendor plan; `amount` in minor units (cents), billed monthly. */
export interface BillingPlanTable {
  id: string;
  vendor_id: string;
  name: string;
  description: string | null;
  slug: string;
  amount: number;
  currency: Generated<string>;
  trial_days: Generated<number>;
  is_default: Generated<boolean>;
  features: Json<string[]>;
  external_id: string | null;
  created_at: Timestamp;
  /** Plan limits by metric, e.g. `{ seats: 10 }` (absent: unlimited). */
  limits: ColumnType<Record<string, number>, string | undefined, string>;
}

export interface BillingVendorSettingsTable {
  vendor_id: string;
  allow_plan_downgrade: Generated<boolean>;
  allow_plan_cancellation: Generated<boolean>;
}

/** A tenant's billing configuration, customer, test clock offset, credit balance and receipt counter. */
export interface BillingAccountTable {
  tenant_id: string;
  id: string;
  customer_id: string | null;
  customer_name: string | null;
  customer_email: string | null;
  trial_end_action: Generated<string>;
  externally_managed: Generated<boolean>;
  clock_offset_seconds: Generated<number>;
  credit_balance: Generated<number>;
  invoice_seq: Generated<number>;
  trial_used: Generated<boolean>;
  created_at: Timestamp;
}

export interface BillingPaymentMethodTable {
  id: string;
  tenant_id: string;
  external_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: Generated<boolean>;
  billing_details: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface BillingSubscriptionTable {
  id: string;
  tenant_id: string;
  plan_id: string;
  payment_method_id: string | null;
  external_id: string;
  status: string;
  start_date: Timestamp;
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  trial_end: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cancellation_policy: string | null;
  externally_managed: Generated<boolean>;
  created_at: Timestamp;
  /** `embedded` (our ledger drives it) or the provider mirrored into it (`stripe`: webhooks and API answers drive it). */
  provider: Generated<string>;
  /** Unix seconds of the newest provider state applied (older webhooks are not applied over it). */
  remote_updated: number | null;
}

export interface BillingInvoiceTable {
  id: string;
  tenant_id: string;
  subscription_id: string;
  external_id: string;
  receipt_number: string;
  payment_date: Timestamp;
  total_amount: number;
  currency: string;
  paid: boolean;
  lines: Json<{ description: string; amount: number }[]>;
  created_at: Timestamp;
}

/** A setup intent waiting for the cardholder's authentication (3-D Secure) until its tenant confirms it. */
export interface BillingSetupIntentTable {
  id: string;
  tenant_id: string;
  payment_method: string;
  client_secret: string;
  status: string;
  created_at: Timestamp;
  /** `setup` (adding a card) or `payment` (a checkout / plan-change charge waiting for 3-D Secure). */
  kind: Generated<string>;
  subscription_id: string | null;
  plan_id: string | null;
  invoice_id: string | null;
}

/** A Stripe webhook event seen once (by id); `applied` false when a newer event of its object came first. */
export interface BillingWebhookEventTable {
  id: string;
  type: string;
  object_id: string;
  created: number;
  applied: boolean;
  received_at: Timestamp;
}

export interface Database {
  vendors: VendorTable;
  tenants: TenantTable;
  users: UserTable;
  user_tenants: UserTenantTable;
  roles: RoleTable;
  permissions: PermissionTable;
  permission_categories: PermissionCategoryTable;
  role_permissions: RolePermissionTable;
  user_roles: UserRoleTable;
  password_history: PasswordHistoryTable;
  sessions: SessionTable;
  refresh_tokens: RefreshTokenTable;
  one_time_tokens: OneTimeTokenTable;
  mfa_authenticators: MfaAuthenticatorTable;
  recovery_codes: RecoveryCodeTable;
  remembered_devices: RememberedDeviceTable;
  mfa_email_codes: MfaEmailCodeTable;
  signing_keys: SigningKeyTable;
  outbox: OutboxTable;
  audits: AuditTable;
  oauth_codes: OAuthCodeTable;
  tenant_policies: TenantPolicyTable;
  profile_images: ProfileImageTable;
  tenant_invite_links: TenantInviteLinkTable;
  groups: GroupTable;
  group_roles: GroupRoleTable;
  group_users: GroupUserTable;
  groups_config: GroupsConfigTable;
  applications: ApplicationTable;
  tenant_applications: TenantApplicationTable;
  application_users: ApplicationUserTable;
  api_tokens: ApiTokenTable;
  account_settings: AccountSettingsTable;
  tenant_metadata: TenantMetadataTable;
  rate_limits: RateLimitTable;
  impersonations: ImpersonationTable;
  session_policies: SessionPolicyTable;
  ip_restrictions: IpRestrictionTable;
  ip_restriction_configs: IpRestrictionConfigTable;
  email_domain_restrictions: EmailDomainRestrictionTable;
  email_domain_restriction_configs: EmailDomainRestrictionConfigTable;
  notifications: NotificationTable;
  tenant_reports: TenantReportTable;
  billing_plans: BillingPlanTable;
  billing_vendor_settings: BillingVendorSettingsTable;
  billing_accounts: BillingAccountTable;
  billing_payment_methods: BillingPaymentMethodTable;
  billing_subscriptions: BillingSubscriptionTable;
  billing_invoices: BillingInvoiceTable;
  billing_webhook_events: BillingWebhookEventTable;
  billing_setup_intents: BillingSetupIntentTable;
  scim_connections: ScimConnectionTable;
  scim_users: ScimUserTable;
  scim_groups: ScimGroupTable;
  webhooks: WebhookTable;
  connectivity_channel_events: ConnectivityChannelEventTable;
  connectivity_subscriptions: ConnectivitySubscriptionTable;
  connectivity_deliveries: ConnectivityDeliveryTable;
  webauthn_credentials: WebAuthnCredentialTable;
  webauthn_challenges: WebAuthnChallengeTable;
  social_providers: SocialProviderTable;
  social_identities: SocialIdentityTable;
  sso_configurations: SsoConfigurationTable;
  sso_domains: SsoDomainTable;
  sso_groups: SsoGroupTable;
  sso_requests: SsoRequestTable;
  sso_used_assertions: SsoUsedAssertionTable;
  sso_identities: SsoIdentityTable;
  sso_sp_keys: SsoSpKeyTable;
  otc_challenges: OtcChallengeTable;
  user_phone_numbers: UserPhoneNumberTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type SessionRow = Selectable<SessionTable>;
export type VendorRow = Selectable<VendorTable>;

/** A fixed-window counter (see db/rate-limit.ts). */
export interface RateLimitTable {
  key: string;
  window_start: Generated<Date>;
  hits: Generated<number>;
  tripped_at: Date | null;
}

/** One impersonation: the session it created, who started it and why, and the admin session it returns to. */
export interface ImpersonationTable {
  session_id: string;
  tenant_id: string;
  admin_user_id: string;
  admin_session_id: string | null;
  target_user_id: string;
  reason: string;
  started_at: Generated<Date>;
  expires_at: Date;
  ended_at: Date | null;
  end_reason: string | null;
}

/** A bell notification of one user in one tenant. */
export interface NotificationTable {
  id: string;
  tenant_id: string;
  user_id: string;
  title: string;
  body: string | null;
  severity: Generated<string>;
  status: Generated<string>;
  pinned: Generated<boolean>;
  url: string | null;
  created_at: Timestamp;
}

/** A tenant's report of one template: settings, schedule and the window of its next run. */
export interface TenantReportTable {
  id: string;
  tenant_id: string;
  template_id: string;
  name: string;
  description: string | null;
  active: Generated<boolean>;
  schedule: NullableJson;
  /** The period the schedule names: daily, weekly, monthly or custom (null: none named). */
  schedule_interval: string | null;
  recipients: ColumnType<string[], string | undefined, string>;
  data_filters: ColumnType<Record<string, unknown>, string | undefined, string>;
  schedule_from: Timestamp;
  last_sent_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A SCIM 2.0 provisioning connection of a tenant; only the SHA-256 of its bearer token is stored. */
export interface ScimConnectionTable {
  id: string;
  tenant_id: string;
  connection_name: string;
  source: string;
  sync_to_user_management: Generated<boolean>;
  token_hash: string;
  created_by: string | null;
  created_at: Timestamp;
}

/** SCIM attributes of a user a connection provisioned into a tenant. */
export interface ScimUserTable {
  tenant_id: string;
  user_id: string;
  connection_id: string | null;
  user_name: string;
  external_id: string | null;
  given_name: string | null;
  family_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** SCIM attributes of a group a connection provisioned. */
export interface ScimGroupTable {
  group_id: string;
  tenant_id: string;
  connection_id: string | null;
  external_id: string | null;
}

/** A tenant's webhook: where and which events are delivered, signed with its secret. */
export interface WebhookTable {
  id: string;
  tenant_id: string;
  display_name: string;
  description: string | null;
  url: string;
  secret: string;
  event_keys: Json<string[]>;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The on/off switch of one event on the e-mail or SMS channel of a tenant. */
export interface ConnectivityChannelEventTable {
  tenant_id: string;
  channel: string;
  event_key: string;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
}

/** An e-mail, SMS or slack subscription to one event ('email' | 'sms' | 'slack'). */
export interface ConnectivitySubscriptionTable {
  id: string;
  tenant_id: string;
  channel: string;
  event_key: string;
  enabled: Generated<boolean>;
  recipients: Json<string[]>;
  group_id: string;
  message: string | null;
  /** What the client calls an e-mail or SMS subscription (none for slack). */
  name: string | null;
  created_at: Timestamp;
}

/** One delivery of one event to one target: the outbox row and, for webhooks, the log entry. */
export interface ConnectivityDeliveryTable {
  id: string;
  tenant_id: string;
  channel: string;
  webhook_id: string | null;
  event_id: string;
  event_key: string;
  target: string;
  payload: Json<Record<string, unknown>>;
  /** 'pending' | 'delivering' | 'delivered' | 'failed' */
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  lease_until: Timestamp | null;
  status_code: number | null;
  response_body: string | null;
  duration_ms: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A WebAuthn credential: a passkey (signs in alone) or an MFA key (second factor only). */
export interface WebAuthnCredentialTable {
  id: string;
  user_id: string;
  purpose: 'passkey' | 'mfa';
  /** base64url credential id, as the browser reports it. */
  credential_id: string;
  /** base64url COSE public key. */
  public_key: string;
  counter: Generated<string | number>;
  /** Comma-separated transports. */
  transports: Generated<string>;
  device_type: 'Platform' | 'CrossPlatform';
  device_name: string;
  created_at: Generated<Date>;
  last_used_at: Date | null;
}

/** A pending WebAuthn ceremony challenge; deleted when used (single use). */
export interface WebAuthnChallengeTable {
  challenge: string;
  /** 'register-passkey' | 'login-passkey' | 'register-mfa' | 'verify-mfa' */
  kind: string;
  user_id: string | null;
  expires_at: Date;
}
/** A social login provider's settings for the vendor (the secret never leaves the server). */
export interface SocialProviderTable {
  vendor_id: string;
  type: string;
  active: boolean;
  client_id: string | null;
  client_secret: string | null;
  additional_scopes: Json<string[]>;
  redirect_url: string | null;
  /** OIDC issuer (discovery); null uses the provider's own. */
  issuer: string | null;
  authorization_endpoint: string | null;
  token_endpoint: string | null;
  userinfo_endpoint: string | null;
  emails_endpoint: string | null;
  updated_at: Generated<Date>;
}

/** A provider account (`provider` + `subject`) linked to a user. */
export interface SocialIdentityTable {
  vendor_id: string;
  provider: string;
  subject: string;
  user_id: string;
}

/** A passwordless or phone one-time challenge (passwordless/challenges.ts); only hashes are kept. */
export interface OtcChallengeTable {
  id: string;
  vendor_id: string;
  user_id: string;
  purpose: string;
  lookup_hash: string | null;
  code_hash: string | null;
  data: Json<Record<string, unknown>>;
  attempts: Generated<number>;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

/** A verified phone number of a user (phone-numbers calls, §7.2). */
export interface UserPhoneNumberTable {
  id: string;
  user_id: string;
  phone_number: string;
  created_at: Generated<Date>;
}
