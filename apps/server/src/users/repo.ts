import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';

/** Emails compare case-insensitively; stored lower-case. */
export const normEmail = (email: string): string => email.trim().toLowerCase();

export const findUserByEmail = (db: Db, vendorId: string, email: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('vendor_id', '=', vendorId).where('email', '=', normEmail(email)).executeTakeFirst();

export const getUser = (db: Db, id: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export async function createUser(db: Db, u: { vendorId: string; email: string; name?: string | null; phoneNumber?: string | null; passwordHash?: string | null; verified?: boolean; metadata?: Record<string, unknown> }): Promise<UserRow> {
  return db.insertInto('users').values({
    id: crypto.randomUUID(), vendor_id: u.vendorId, email: normEmail(u.email), name: u.name ?? null, phone_number: u.phoneNumber ?? null,
    password_hash: u.passwordHash ?? null, verified: u.verified ?? false, metadata: JSON.stringify(u.metadata ?? {}), profile_picture_url: null, last_login: null,
  }).returningAll().executeTakeFirstOrThrow();
}

/** The tenants a user belongs to, default first. */
export const tenantsOfUser = (db: Db, userId: string) =>
  db.selectFrom('user_tenants as ut').innerJoin('tenants as t', 't.id', 'ut.tenant_id')
    .select(['t.id', 't.name', 't.created_at', 't.metadata', 'ut.activated', 'ut.is_default'])
    .where('ut.user_id', '=', userId).orderBy('ut.is_default', 'desc').orderBy('ut.created_at').execute();

export const membership = (db: Db, userId: string, tenantId: string) =>
  db.selectFrom('user_tenants').selectAll().where('user_id', '=', userId).where('tenant_id', '=', tenantId).executeTakeFirst();

export async function addMembership(db: Db, userId: string, tenantId: string, activated: boolean): Promise<void> {
  const hasDefault = await db.selectFrom('user_tenants').select('tenant_id').where('user_id', '=', userId).where('is_default', '=', true).executeTakeFirst();
  await db.insertInto('user_tenants').values({ user_id: userId, tenant_id: tenantId, activated, is_default: !hasDefault })
    .onConflict((oc) => oc.columns(['user_id', 'tenant_id']).doUpdateSet({ activated })).execute();
}

export async function setDefaultTenant(db: Db, userId: string, tenantId: string): Promise<void> {
  await db.updateTable('user_tenants').set({ is_default: false }).where('user_id', '=', userId).where('tenant_id', '!=', tenantId).execute();
  await db.updateTable('user_tenants').set({ is_default: true }).where('user_id', '=', userId).where('tenant_id', '=', tenantId).execute();
}

export const isMfaEnrolled = async (db: Db, userId: string): Promise<boolean> =>
  !!(await db.selectFrom('mfa_authenticators').select('id').where('user_id', '=', userId).where('verified', '=', true).executeTakeFirst());
