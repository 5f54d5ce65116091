import type { Db } from '../db/connect';
import type { BillingProvider } from './provider';

/** A tenant's billing account, created on first use. */
export async function account(db: Db, tenantId: string) {
  const row = await db.selectFrom('billing_accounts').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
  if (row) return row;
  await db.insertInto('billing_accounts').values({ tenant_id: tenantId, id: crypto.randomUUID(), customer_id: null, customer_name: null, customer_email: null })
    .onConflict((oc) => oc.column('tenant_id').doNothing()).execute();
  return db.selectFrom('billing_accounts').selectAll().where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
}

/** The tenant's current time: the real clock plus its test-clock offset. */
export async function tenantNow(db: Db, tenantId: string): Promise<Date> {
  return new Date(Date.now() + (await account(db, tenantId)).clock_offset_seconds * 1000);
}

/** The tenant's provider customer, created (tenant-created action create_customer) when missing. */
export async function ensureCustomer(db: Db, provider: BillingProvider, tenantId: string, name?: string, email?: string) {
  const acc = await account(db, tenantId);
  if (acc.customer_id) return { ...acc, created: false };
  const tenant = await db.selectFrom('tenants').select('name').where('id', '=', tenantId).executeTakeFirstOrThrow();
  const customerName = name ?? tenant.name;
  const customerId = await provider.createCustomer({ tenantId, name: customerName, email });
  const row = await db.updateTable('billing_accounts').set({ customer_id: customerId, customer_name: customerName, customer_email: email ?? null })
    .where('tenant_id', '=', tenantId).returningAll().executeTakeFirstOrThrow();
  return { ...row, created: true };
}

/** Next receipt number of the tenant: `R-{first 8 of the tenant id}-{0001}`. */
export async function nextReceipt(db: Db, tenantId: string): Promise<string> {
  const row = await db.updateTable('billing_accounts').set((eb) => ({ invoice_seq: eb('invoice_seq', '+', 1) }))
    .where('tenant_id', '=', tenantId).returning('invoice_seq').executeTakeFirstOrThrow();
  return `R-${tenantId.slice(0, 8).toUpperCase()}-${String(row.invoice_seq).padStart(4, '0')}`;
}
