import type { Timestamp } from '../db/columns';

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

/** The applications module's tables (db/schema.ts composes every module's into `Database`). */
export interface ApplicationsTables {
  applications: ApplicationTable;
  tenant_applications: TenantApplicationTable;
  application_users: ApplicationUserTable;
}
