import type { Generated } from 'kysely';
import type { Json } from '../db/columns';

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

/** The social module's tables (db/schema.ts composes every module's into `Database`). */
export interface SocialTables {
  social_providers: SocialProviderTable;
  social_identities: SocialIdentityTable;
}
