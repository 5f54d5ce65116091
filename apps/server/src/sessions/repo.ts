import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/connect';

/** A session as the Privacy page lists it (rest-api `Session`). */
export interface SessionView {
  id: string;
  userAgent?: string;
  ipAddress?: string;
  createdAt: string;
  current: boolean;
}

// Live: not revoked and holding an unrotated, unexpired refresh token (a dead family is no session any more).
const live = sql<SqlBool>`s.revoked_at is null and exists (select 1 from refresh_tokens r where r.session_id = s.id and r.rotated_at is null and r.expires_at > now())`;

/** The user's live sessions, newest first; `currentId` is marked. */
export async function listSessions(db: Db, userId: string, currentId: string): Promise<SessionView[]> {
  const rows = await db.selectFrom('sessions as s').select(['s.id', 's.user_agent', 's.ip', 's.created_at'])
    .where('s.user_id', '=', userId).where(live).orderBy('s.created_at', 'desc').execute();
  return rows.map((r) => ({
    id: r.id, ...(r.user_agent ? { userAgent: r.user_agent } : {}), ...(r.ip ? { ipAddress: r.ip } : {}), createdAt: r.created_at.toISOString(), current: r.id === currentId,
  }));
}

/** Revokes sessions of a user: one (`id`), all but one (`except`), or those in one tenant; returns how many ended. */
export async function revokeSessions(db: Db, userId: string, reason: string, which: { id?: string; except?: string; tenantId?: string }): Promise<number> {
  let q = db.updateTable('sessions').set({ revoked_at: new Date(), revoke_reason: reason }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (which.id) q = q.where('id', '=', which.id);
  if (which.except) q = q.where('id', '!=', which.except);
  if (which.tenantId) q = q.where('tenant_id', '=', which.tenantId);
  return (await q.returning('id').execute()).length;
}
