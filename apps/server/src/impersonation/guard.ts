import type { Context } from 'hono';
import type { Deps } from '../deps';
import { requestMeta } from '../http/context';
import { forbidden, MSG, unauthorized } from '../http/errors';
import type { AccessPayload } from '../tokens/access';
import { IMPERSONATION_MSG } from './messages';
import { findImpersonation, markEnded } from './repo';

/**
 * What an impersonation session may not do (method, path under `/identity/resources`): the admin acts as the user
 * but never takes over the account — no password or MFA change, no tenant switch, no long-lived credentials.
 */
const RESTRICTED: Array<[RegExp, RegExp]> = [
  [/^POST$/, /^\/users\/v1\/passwords\/change$/],
  [/^(POST|PUT|PATCH|DELETE)$/, /^\/users\/v1\/mfa\//],
  [/^PUT$/, /^\/users\/v1\/tenant$/],
  [/^POST$/, /^\/users\/v3\/me\/token$/],
  [/^(POST|PUT|PATCH|DELETE)$/, /^\/(users|tenants)\/(api|access)-tokens\//],
];

/** True when an impersonation session may not make this request. */
export function isRestricted(method: string, path: string): boolean {
  const at = path.indexOf('/identity/resources/');
  if (at < 0) return false;
  const rest = path.slice(at + '/identity/resources'.length);
  return RESTRICTED.some(([m, p]) => m.test(method) && p.test(rest));
}

/**
 * Ends an expired impersonation (revoking its session, audited once) and throws 401; a session marked as an
 * impersonation without its record fails closed the same way.
 */
export async function assertImpersonationLive(deps: Deps, c: Context, sessionId: string): Promise<void> {
  const row = await findImpersonation(deps.db, sessionId);
  if (row && !row.ended_at && row.expires_at.getTime() > Date.now()) return;
  await deps.sessions.revoke(sessionId, 'impersonation expired');
  if (row && (await markEnded(deps.db, sessionId, 'expired'))) {
    await deps.audit.write({ tenantId: row.tenant_id, userId: row.admin_user_id, email: row.admin_email, action: 'Impersonation ended',
      description: `Impersonation of ${row.target_email} by ${row.admin_email} expired`, ...requestMeta(c),
      json: { adminUserId: row.admin_user_id, adminEmail: row.admin_email, targetUserId: row.target_user_id, targetEmail: row.target_email, sessionId, endReason: 'expired' } });
  }
  throw unauthorized(MSG.refreshInvalid, 'IMPERSONATION_EXPIRED');
}

/** Checks an authenticated request made with an impersonation token (called by requireAuth when the token has `act`). */
export async function guardImpersonated(deps: Deps, c: Context, principal: AccessPayload): Promise<void> {
  if (isRestricted(c.req.method, c.req.path)) throw forbidden(IMPERSONATION_MSG.restricted);
  await assertImpersonationLive(deps, c, principal.sid);
}
