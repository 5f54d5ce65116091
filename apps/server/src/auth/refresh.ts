import type { Deps } from '../deps';
import { assertImpersonationLive, issueSessionTokens } from '../access';
import { requestMeta } from '../http/context';
import { clearRefreshCookie, readRefreshCookie } from '../http/cookies';
import { forbidden, MSG, unauthorized } from '../http/errors';
import { ipRestricted } from '../restrictions';
import { landingTenant } from './service';

/**
 * Rotates the refresh cookie and returns fresh tokens; optionally moves the session to another tenant of the user.
 * A rotated token presented again revokes the family (audited as SEVERE).
 */
export async function refreshSession(deps: Deps, c: Parameters<typeof readRefreshCookie>[0], tenantId?: string) {
  if (tenantId) {
    const current = await deps.sessions.peek(readRefreshCookie(c));
    // Refuse a tenant the user may not enter before rotating: a refused switch must not burn the cookie the client keeps.
    // An impersonation stays in the tenant it was started in.
    if (current?.act && tenantId !== current.tenant_id) throw forbidden();
    if (current && tenantId !== current.tenant_id && (await landingTenant(deps, { id: current.user_id }, tenantId)) !== tenantId) throw forbidden();
  }
  // One statement: the tenant's IP rules refuse before the claim (reason 'ip'), so the refused client keeps a cookie
  // that works from an allowed address.
  const result = await deps.sessions.rotate(readRefreshCookie(c), { ip: requestMeta(c).ip, tenantId });
  if (!result.ok && result.reason === 'ip') throw ipRestricted();
  if (!result.ok) {
    clearRefreshCookie(c, deps);
    if (result.reason === 'reused') {
      await deps.audit.write({ tenantId: result.session.tenant_id, userId: result.session.user_id, email: null, action: 'Refresh token reuse',
        description: 'A rotated refresh token was presented again; the session was revoked', severity: 'SEVERE', ...requestMeta(c) });
    }
    throw unauthorized(MSG.refreshInvalid, 'REFRESH_INVALID');
  }
  let session = result.session;
  if (session.act) await assertImpersonationLive(deps, c, session.id);
  const user = result.user;
  if (!user) throw unauthorized(MSG.refreshInvalid, 'REFRESH_INVALID');
  let grants: typeof result.grants | undefined = result.grants;
  if (tenantId && tenantId !== session.tenant_id) {
    const target = await landingTenant(deps, user, tenantId);
    if (target !== tenantId) throw forbidden();
    await deps.sessions.switchTenant(session.id, tenantId);
    session = { ...session, tenant_id: tenantId };
    grants = undefined;
  }
  return issueSessionTokens(c, deps, user, session, result.refreshToken, grants);
}
