import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { ApiError, badRequest, MSG } from '../http/errors';
import { check } from '../http/validate';
import { tenantUserParamSchema } from '@portico/rest-api/schemas';
import { memberOf } from './repo';

/** PostgreSQL text cannot hold U+0000: refuse it in any request value with a clear 400 instead of a database error. */
export function refuseNul(value: unknown): void {
  if (JSON.stringify(value ?? null).includes('\\u0000')) throw badRequest('Text must not contain U+0000');
}

/** The `{id}` path segment as a user id: 400 for anything but a UUID. */
export const userIdParam = (id: string | undefined): string => check(tenantUserParamSchema, { userId: id }).userId;

/** The member of the caller's tenant, or 404 (another tenant's user is indistinguishable from an unknown id). */
export async function requireMember(db: Db, tenantId: string, userId: string) {
  const m = await memberOf(db, tenantId, userId);
  if (!m) throw new ApiError(404, 'NOT_FOUND', [MSG.notFound]);
  return m;
}

/** Admins act on others: their own access is never switched off by themselves. */
export function notSelf(callerId: string, userId: string, what: string): void {
  if (callerId === userId) throw badRequest(`You cannot ${what} yourself`);
}

/** Ends the user's sessions in one tenant (their other tenants are not this tenant's business). */
export async function revokeTenantSessions(db: Db, userId: string, tenantId: string, reason: string): Promise<number> {
  const rows = await db.updateTable('sessions').set({ revoked_at: new Date(), revoke_reason: reason })
    .where('user_id', '=', userId).where('tenant_id', '=', tenantId).where('revoked_at', 'is', null).returning('id').execute();
  return rows.length;
}

/** Removes a member from the tenant: roles, membership, pending links and sessions there; an account left in no tenant is deleted. */
export async function removeMember(db: Db, userId: string, tenantId: string): Promise<{ deletedAccount: boolean }> {
  return db.transaction().execute(async (tx) => {
    await tx.deleteFrom('user_roles').where('user_id', '=', userId).where('tenant_id', '=', tenantId).execute();
    // Group memberships and application choices go too, so a later re-invitation starts clean.
    await tx.deleteFrom('group_users').where('user_id', '=', userId).where('group_id', 'in', tx.selectFrom('groups').select('id').where('tenant_id', '=', tenantId)).execute();
    await tx.deleteFrom('application_users').where('user_id', '=', userId).where('tenant_id', '=', tenantId).execute();
    await tx.deleteFrom('user_tenants').where('user_id', '=', userId).where('tenant_id', '=', tenantId).execute();
    await tx.updateTable('one_time_tokens').set({ used_at: new Date() }).where('user_id', '=', userId).where('tenant_id', '=', tenantId)
      .where('used_at', 'is', null).execute();
    await revokeTenantSessions(tx, userId, tenantId, 'removed from tenant');
    const left = await tx.selectFrom('user_tenants').select(sql<string>`count(*)`.as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    if (Number(left.n) > 0) return { deletedAccount: false };
    await tx.deleteFrom('users').where('id', '=', userId).execute();
    return { deletedAccount: true };
  });
}

/** Disables or enables the member in the tenant; disabling ends their sessions there at once. */
export async function setDisabled(db: Db, userId: string, tenantId: string, disabled: boolean): Promise<void> {
  await db.updateTable('user_tenants').set({ disabled_at: disabled ? new Date() : null }).where('user_id', '=', userId).where('tenant_id', '=', tenantId).execute();
  if (disabled) await revokeTenantSessions(db, userId, tenantId, 'user disabled');
}

/** Makes the member temporary until `expiresAt`, or permanent with `null`. */
export async function setTemporary(db: Db, userId: string, tenantId: string, expiresAt: Date | null): Promise<void> {
  await db.updateTable('user_tenants').set({ temporary_expires_at: expiresAt }).where('user_id', '=', userId).where('tenant_id', '=', tenantId).execute();
}
