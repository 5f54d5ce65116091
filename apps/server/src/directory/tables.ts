import type { Generated } from 'kysely';
import type { Timestamp } from '../db/columns';

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

/** The directory module's tables (db/schema.ts composes every module's into `Database`). */
export interface DirectoryTables {
  scim_connections: ScimConnectionTable;
  scim_users: ScimUserTable;
  scim_groups: ScimGroupTable;
}
