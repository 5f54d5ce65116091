import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import { ApiError, MSG } from '../http/errors';

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

/**
 * SQL condition: the membership row `alias` lets its user into the tenant (invitation accepted, not disabled, not an
 * expired temporary member). Login, refresh, tenant lists and token tenantIds all use it.
 */
export function usableMembershipSql(alias: string): RawBuilder<boolean> {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`bad alias ${alias}`);
  return sql<boolean>`(${sql.raw(alias)}.activated and ${sql.raw(alias)}.disabled_at is null
    and (${sql.raw(alias)}.temporary_expires_at is null or ${sql.raw(alias)}.temporary_expires_at > now()))`;
}

/** Same rule as {@link usableMembershipSql} on a loaded row. */
export const isUsableMembership = (m: { activated: boolean; disabled_at: Date | null; temporary_expires_at: Date | null } | undefined): boolean =>
  !!m && m.activated && !m.disabled_at && (!m.temporary_expires_at || m.temporary_expires_at.getTime() > Date.now());

/** The tenants a user may enter (see {@link usableMembershipSql}), default first. */
export const tenantsOfUser = (db: Db, userId: string) =>
  db.selectFrom('user_tenants as ut').innerJoin('tenants as t', 't.id', 'ut.tenant_id')
    .select(['t.id', 't.name', 't.created_at', 't.metadata', 'ut.activated', 'ut.is_default', 'ut.temporary_expires_at'])
    .where('ut.user_id', '=', userId).where(usableMembershipSql('ut')).orderBy('ut.is_default', 'desc').orderBy('ut.created_at').execute();

export const membership = (db: Db, userId: string, tenantId: string) =>
  db.selectFrom('user_tenants').selectAll().where('user_id', '=', userId).where('tenant_id', '=', tenantId).executeTakeFirst();

export async function setDefaultTenant(db: Db, userId: string, tenantId: string): Promise<void> {
  await db.updateTable('user_tenants').set({ is_default: false }).where('user_id', '=', userId).where('tenant_id', '!=', tenantId).execute();
  await db.updateTable('user_tenants').set({ is_default: true }).where('user_id', '=', userId).where('tenant_id', '=', tenantId).execute();
}

/** Why a user with a correct password may enter none of their tenants: disabled, expired temporary member, or pending. */
export async function noTenantError(db: Db, userId: string): Promise<ApiError> {
  const rows = await db.selectFrom('user_tenants').select(['activated', 'disabled_at', 'temporary_expires_at']).where('user_id', '=', userId).execute();
  if (rows.some((r) => r.disabled_at)) return new ApiError(401, 'USER_DISABLED', [MSG_USER_DISABLED]);
  if (rows.some((r) => r.temporary_expires_at && r.temporary_expires_at.getTime() <= Date.now())) return new ApiError(401, 'USER_EXPIRED', [MSG_USER_EXPIRED]);
  return new ApiError(401, 'NO_TENANT', [MSG.notActivated]);
}

/** Login refused: the user is disabled in their account. */
export const MSG_USER_DISABLED = 'User is disabled';
/** Login refused: the temporary user's access has ended. */
export const MSG_USER_EXPIRED = 'User access has expired';

export { isUniqueViolation } from '../db/unique';

/** Deletes an account that belongs to no tenant: one a refused join had just created (so the refusal leaves nothing). */
export async function dropTenantless(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('user_tenants').select('user_id').where('user_id', '=', userId)))).execute();
}

/** How many members the tenant has, invited ones included (its seats). */
export async function countMembers(db: Db, tenantId: string): Promise<number> {
  const row = await db.selectFrom('user_tenants').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
  return Number(row.n);
}
