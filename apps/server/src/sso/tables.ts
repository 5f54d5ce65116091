import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Ids = ColumnType<string[], string | undefined, string>;

/** A tenant's SSO configuration (SAML or OIDC). */
export interface SsoConfigurationTable {
  id: string;
  tenant_id: string;
  enabled: Generated<boolean>;
  type: Generated<string>;
  sso_endpoint: string | null;
  public_certificate: string | null;
  sign_request: Generated<boolean>;
  oidc_client_id: string | null;
  /** Kept for the code exchange; never returned by any call. */
  oidc_secret: string | null;
  metadata: string | null;
  role_ids: Ids;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A domain claimed by a configuration, with its DNS TXT verification value. */
export interface SsoDomainTable {
  id: string;
  config_id: string;
  tenant_id: string;
  domain: string;
  validated: Generated<boolean>;
  txt_record: string;
  created_at: Timestamp;
}

/** An IdP group mapped to roles. */
export interface SsoGroupTable {
  id: string;
  config_id: string;
  group_name: string;
  role_ids: Ids;
}

/** A login sent to the IdP and not yet answered. */
export interface SsoRequestTable {
  id: string;
  config_id: string;
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
  expires_at: Timestamp;
}

/** An assertion id already consumed. */
export interface SsoUsedAssertionTable {
  id: string;
  expires_at: Timestamp;
}

/** How a user came into a tenant through SSO: provider (saml / oidc) and the IdP's subject. */
export interface SsoIdentityTable {
  user_id: string;
  tenant_id: string;
  provider: string;
  subject: string;
  created_at: Timestamp;
}

/** The SAML SP's signing key pair of a vendor: PEM certificate, and the PEM private key sealed (secret-box.ts). */
export interface SsoSpKeyTable {
  vendor_id: string;
  certificate: string;
  private_key: string;
  created_at: Timestamp;
}

/** The sso module's tables (db/schema.ts composes every module's into `Database`). */
export interface SsoTables {
  sso_configurations: SsoConfigurationTable;
  sso_domains: SsoDomainTable;
  sso_groups: SsoGroupTable;
  sso_requests: SsoRequestTable;
  sso_used_assertions: SsoUsedAssertionTable;
  sso_identities: SsoIdentityTable;
  sso_sp_keys: SsoSpKeyTable;
}
