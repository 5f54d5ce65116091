import type { Timestamp, Json } from '../db/columns';

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

/** The groups module's tables (db/schema.ts composes every module's into `Database`). */
export interface GroupsTables {
  groups: GroupTable;
  group_roles: GroupRoleTable;
  group_users: GroupUserTable;
  groups_config: GroupsConfigTable;
}
