import type { Generated, Selectable } from 'kysely';
import type { Timestamp, Json, NullableJson } from '../db/columns';

/** Vendor (the product owner) and its policies as one JSON document. */
export interface VendorTable {
  id: string;
  name: string;
  logo: string | null;
  white_label_mode: Generated<boolean>;
  config: Json<Record<string, unknown>>;
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

/** The vendor module's tables (db/schema.ts composes every module's into `Database`). */
export interface VendorTables {
  vendors: VendorTable;
  tenant_policies: TenantPolicyTable;
}

export type VendorRow = Selectable<VendorTable>;
