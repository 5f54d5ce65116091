import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';

/** Emails compare case-insensitively; stored lower-case. */
export const normEmail = (email: string): string => email.trim().toLowerCase();

export const findUserByEmail = (db: Db, vendorId: string, email: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('vendor_id', '=', vendorId).where('email', '=', normEmail(email)).executeTakeFirst();

export async function createUser(db: Db, u: { vendorId: string; email: string; name?: string | null; phoneNumber?: string | null; passwordHash?: string | null; verified?: boolean; metadata?: Record<string, unknown> }): Promise<UserRow> {
  return db.insertInto('users').values({
    id: crypto.randomUUID(), vendor_id: u.vendorId, email: normEmail(u.email), name: u.name ?? null, phone_number: u.phoneNumber ?? null,
    password_hash: u.passwordHash ?? null, verified: u.verified ?? false, metadata: JSON.stringify(u.metadata ?? {}), profile_picture_url: null, last_login: null,
  }).returningAll().executeTakeFirstOrThrow();
}

export async function setDefaultTenant(db: Db, userId: string, tenantId: string): Promise<void> {
  await db.updateTable('user_tenants').set({ is_default: false }).where('user_id', '=', userId).where('tenant_id', '!=', tenantId).execute();
  await db.updateTable('user_tenants').set({ is_default: true }).where('user_id', '=', userId).where('tenant_id', '=', tenantId).execute();
}

export { isUniqueViolation } from '../db/unique';

/** Deletes an account that belongs to no tenant: one a refused join had just created (so the refusal leaves nothing). */
export async function dropTenantless(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('user_tenants').select('user_id').where('user_id', '=', userId)))).execute();
}

