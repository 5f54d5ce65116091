import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Timestamp, Json } from '../db/columns';

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

/** A fixed-window counter (see db/rate-limit.ts). */
export interface RateLimitTable {
  key: string;
  window_start: Generated<Date>;
  hits: Generated<number>;
  tripped_at: Date | null;
}

/** A membership's roles and permissions (keys and ids), maintained by the database's triggers (migration 20261128063000_identity_member_grants). */
export interface MemberGrantsTable {
  user_id: string;
  tenant_id: string;
  roles: Json<string[]>;
  permissions: Json<string[]>;
  /** The roles' ids, in the order of `roles`. */
  role_ids: Json<string[]>;
  /** The permissions' ids, in the order of `permissions`. */
  permission_ids: Json<string[]>;
}

/** The identity module's tables (db/schema.ts composes every module's into `Database`). */
export interface IdentityTables {
  tenants: TenantTable;
  users: UserTable;
  user_tenants: UserTenantTable;
  roles: RoleTable;
  permissions: PermissionTable;
  permission_categories: PermissionCategoryTable;
  role_permissions: RolePermissionTable;
  user_roles: UserRoleTable;
  signing_keys: SigningKeyTable;
  one_time_tokens: OneTimeTokenTable;
  rate_limits: RateLimitTable;
  member_grants: MemberGrantsTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
