import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { usableMembershipSql } from '../users';

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

/**
 * The impersonation behind a session, with both users' e-mails for audits: the session's own, or that of the session it
 * was derived from (`origin_id`: an OAuth code exchange or a refresh family of the impersonation session).
 */
export const findImpersonation = (db: Db, sessionId: string) =>
  db.selectFrom('impersonations as i')
    .innerJoin('users as a', 'a.id', 'i.admin_user_id').innerJoin('users as t', 't.id', 'i.target_user_id')
    .selectAll('i').select(['a.email as admin_email', 't.email as target_email'])
    .where('i.session_id', '=', (eb) => eb.selectFrom('sessions').select(sql<string>`coalesce(origin_id, id)`.as('root')).where('id', '=', sessionId))
    .executeTakeFirst();

/** Marks an impersonation ended; true only for the call that ended it (a racing end or expiry sees false). */
export async function markEnded(db: Db, sessionId: string, reason: string): Promise<boolean> {
  const res = await db.updateTable('impersonations').set({ ended_at: new Date(), end_reason: reason })
    .where('session_id', '=', sessionId).where('ended_at', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
