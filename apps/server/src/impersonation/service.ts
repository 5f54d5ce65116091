import type { Context } from 'hono';
import { deriveSession, findImpersonation, issueSessionTokens, markEnded, type AuthResponse } from '../access';
import type { Deps } from '../deps';
import { clearRefreshCookie } from '../http/cookies';
import { requestMeta } from '../http/context';
import { badRequest, forbidden, MSG, notFound, unauthorized } from '../http/errors';
import { isUuid } from '../roles';
import type { AccessPayload } from '../tokens';
import { IMPERSONATION_MSG, IMPERSONATION_TTL_SECONDS, REASON_MAX } from './messages';
import { findMember, findUser, insertImpersonation } from './repo';

/**
 * Starts impersonating a member of the admin's tenant: a new session for the target whose tokens carry
 * `act: { sub: adminId, email }`; the admin's session is parked (its refresh tokens expired, not revoked) until
 * {@link endImpersonation} hands it back. The refresh cookie now belongs to the impersonation session.
 */
export async function startImpersonation(deps: Deps, c: Context, admin: AccessPayload, input: { userId: string; tenantId?: string | undefined; reason?: string | undefined }): Promise<AuthResponse> {
  if (admin.act) throw forbidden(IMPERSONATION_MSG.chained);
  if (admin.apiToken) throw forbidden();
  const reason = (input.reason ?? '').trim();
  if (!reason) throw badRequest(IMPERSONATION_MSG.reasonRequired);
  if (reason.length > REASON_MAX) throw badRequest(IMPERSONATION_MSG.reasonTooLong);
  // Only the admin's own tenant: another tenant's user is not found, as every other cross-tenant lookup.
  if ((input.tenantId && input.tenantId !== admin.tenantId) || !isUuid(input.userId)) throw notFound(IMPERSONATION_MSG.userNotFound);
  if (input.userId === admin.sub) throw badRequest(IMPERSONATION_MSG.self);
  const target = await findMember(deps.db, input.userId, admin.tenantId);
  if (!target) throw notFound(IMPERSONATION_MSG.userNotFound);
  const parent = await deps.sessions.get(admin.sid);
  if (!parent || parent.revoked_at) throw unauthorized();

  const meta = requestMeta(c);
  // Derived from the admin's session: refused for a target holding a permission the admin lacks (access/sessions.ts).
  const { session, refreshToken, grants } = await deriveSession(deps, c, parent, { kind: 'impersonation', target, admin: { id: admin.sub, email: admin.email } });
  const expiresAt = new Date(Date.now() + IMPERSONATION_TTL_SECONDS * 1000);
  await insertImpersonation(deps.db, { sessionId: session.id, tenantId: admin.tenantId, adminUserId: admin.sub, adminSessionId: admin.sid,
    targetUserId: target.id, reason, expiresAt });
  await deps.sessions.park(admin.sid);
  await deps.audit.write({ tenantId: admin.tenantId, userId: admin.sub, email: admin.email, action: 'Impersonation started', severity: 'WARNING',
    description: `${admin.email} started impersonating ${target.email}: ${reason}`, ...meta,
    json: { adminUserId: admin.sub, adminEmail: admin.email, targetUserId: target.id, targetEmail: target.email, reason, sessionId: session.id, expiresAt: expiresAt.toISOString() } });
  return issueSessionTokens(c, deps, target, session, refreshToken, grants);
}

/**
 * Ends the caller's impersonation: revokes the impersonation session and sets a fresh refresh cookie for the admin's
 * parked session (401 with the cookie cleared when that session ended meanwhile: the admin signs in again).
 */
export async function endImpersonation(deps: Deps, c: Context, p: AccessPayload): Promise<AuthResponse> {
  if (!p.act) throw badRequest(IMPERSONATION_MSG.notImpersonating);
  const row = await findImpersonation(deps.db, p.sid);
  if (!row) throw badRequest(IMPERSONATION_MSG.notImpersonating);
  // The impersonation session and every session derived from it (OAuth code exchange) end together.
  await deps.sessions.revoke(p.sid, 'impersonation ended');
  await deps.sessions.revokeLineage(row.session_id, 'impersonation ended');
  if (await markEnded(deps.db, row.session_id, 'ended')) {
    await deps.audit.write({ tenantId: row.tenant_id, userId: row.admin_user_id, email: row.admin_email, action: 'Impersonation ended',
      description: `${row.admin_email} stopped impersonating ${row.target_email}`, ...requestMeta(c),
      json: { adminUserId: row.admin_user_id, adminEmail: row.admin_email, targetUserId: row.target_user_id, targetEmail: row.target_email, sessionId: row.session_id, endReason: 'ended' } });
  }
  const adminSession = row.admin_session_id ? await deps.sessions.get(row.admin_session_id) : undefined;
  const token = adminSession && !adminSession.revoked_at ? await deps.sessions.reissue(adminSession.id) : undefined;
  const admin = token ? await findUser(deps.db, row.admin_user_id) : undefined;
  if (!adminSession || !token || !admin) {
    clearRefreshCookie(c, deps);
    throw unauthorized(MSG.refreshInvalid, 'REFRESH_INVALID');
  }
  return issueSessionTokens(c, deps, admin, adminSession, token);
}

/**
 * Signing out of an impersonation session ends the impersonation (audited, reason `logout`) and the parked admin
 * session too: whoever signs out of this browser leaves both.
 */
export async function endOnLogout(deps: Deps, c: Context, sessionId: string): Promise<void> {
  const row = await findImpersonation(deps.db, sessionId);
  if (!row) return;
  if (row.admin_session_id) await deps.sessions.revoke(row.admin_session_id, 'logout while impersonating');
  await deps.sessions.revokeLineage(row.session_id, 'logout while impersonating');
  if (!(await markEnded(deps.db, row.session_id, 'logout'))) return;
  await deps.audit.write({ tenantId: row.tenant_id, userId: row.admin_user_id, email: row.admin_email, action: 'Impersonation ended',
    description: `${row.admin_email} signed out while impersonating ${row.target_email}`, ...requestMeta(c),
    json: { adminUserId: row.admin_user_id, adminEmail: row.admin_email, targetUserId: row.target_user_id, targetEmail: row.target_email, sessionId: row.session_id, endReason: 'logout' } });
}
