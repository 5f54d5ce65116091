import type { Db } from '../db/connect';
import { usableMembershipSql } from '../membership';

/** A user who may be impersonated in a tenant: an active, enabled member (the same rule login applies). */
export async function findMember(db: Db, userId: string, tenantId: string) {
  return db.selectFrom('users as u').innerJoin('user_tenants as ut', 'ut.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.name', 'u.verified'])
    .where('u.id', '=', userId).where('ut.tenant_id', '=', tenantId).where(usableMembershipSql('ut'))
    .executeTakeFirst();
}

/** The user row a token response needs. */
export const findUser = (db: Db, userId: string) =>
  db.selectFrom('users').select(['id', 'email', 'name', 'verified']).where('id', '=', userId).executeTakeFirst();

/** Records an impersonation session. */
export async function insertImpersonation(db: Db, row: { sessionId: string; tenantId: string; adminUserId: string; adminSessionId: string;
  targetUserId: string; reason: string; expiresAt: Date }): Promise<void> {
  await db.insertInto('impersonations').values({
    session_id: row.sessionId, tenant_id: row.tenantId, admin_user_id: row.adminUserId, admin_session_id: row.adminSessionId,
    target_user_id: row.targetUserId, reason: row.reason, expires_at: row.expiresAt, ended_at: null, end_reason: null,
  }).execute();
}
