import type { Db } from '../db/connect';

/** A stored metadata document as the API answers it. */
export interface MetadataRowView {
  id?: string;
  entityName: string;
  configuration: Record<string, unknown>;
  createdAt?: string;
  updatedAt?: string;
}

const parse = (v: unknown): Record<string, unknown> => (typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : (v as Record<string, unknown>));

/** The tenant's document of one entity, if it saved one. */
export async function readMetadata(db: Db, tenantId: string, entityName: string): Promise<MetadataRowView | undefined> {
  const row = await db.selectFrom('tenant_metadata').selectAll().where('tenant_id', '=', tenantId).where('entity_name', '=', entityName).executeTakeFirst();
  return row && { id: row.id, entityName: row.entity_name, configuration: parse(row.configuration), createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString() };
}

/** Saves the tenant's document of one entity (one per tenant and entity). */
export async function writeMetadata(db: Db, tenantId: string, entityName: string, configuration: Record<string, unknown>): Promise<MetadataRowView> {
  const json = JSON.stringify(configuration);
  await db.insertInto('tenant_metadata').values({ id: crypto.randomUUID(), tenant_id: tenantId, entity_name: entityName, configuration: json })
    .onConflict((oc) => oc.columns(['tenant_id', 'entity_name']).doUpdateSet({ configuration: json, updated_at: new Date() })).execute();
  return (await readMetadata(db, tenantId, entityName))!;
}
