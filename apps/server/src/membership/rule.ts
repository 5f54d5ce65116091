import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import { ApiError, MSG } from '../http/errors';

/** A user's account row. */
export const getUser = (db: Db, id: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

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

/** A user's membership row in a tenant, usable or not. */
export const membership = (db: Db, userId: string, tenantId: string) =>
  db.selectFrom('user_tenants').selectAll().where('user_id', '=', userId).where('tenant_id', '=', tenantId).executeTakeFirst();

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

/** How many members the tenant has, invited ones included (its seats). */
export async function countMembers(db: Db, tenantId: string): Promise<number> {
  const row = await db.selectFrom('user_tenants').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
  return Number(row.n);
}
