import type { Timestamp, Json } from '../db/columns';

/** A tenant's metadata document of one entity (e.g. the custom login box). */
export interface TenantMetadataTable {
  id: string;
  tenant_id: string;
  entity_name: string;
  configuration: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The metadata module's tables (db/schema.ts composes every module's into `Database`). */
export interface MetadataTables {
  tenant_metadata: TenantMetadataTable;
}
