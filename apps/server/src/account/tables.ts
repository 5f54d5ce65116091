import type { Timestamp } from '../db/columns';

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

/** The account module's tables (db/schema.ts composes every module's into `Database`). */
export interface AccountTables {
  account_settings: AccountSettingsTable;
}
