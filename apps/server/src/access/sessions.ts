import type { Context } from 'hono';
import type { SessionRow } from '../db/schema';
import type { Deps } from '../deps';
import { requestMeta } from '../http/context';
import { forbidden, MSG, unauthorized } from '../http/errors';
import { hasPermission } from '../roles';
import { assertDeclared } from './declare';
import { grantsFor } from '../membership';
import { IMPERSONATION_REFUSED } from './impersonation';
import { assertImpersonationLive } from './impersonation';

/** A new session and its first refresh token (the token goes into the cookie or the OAuth answer, never elsewhere). */
export type StartedSession = Awaited<ReturnType<Deps['sessions']['create']>>;

/** The amr of an impersonation session: no factor of the target was proven, so it never passes a step-up. */
export const AMR_IMPERSONATION = ['imp'];

/** A sign-in proved who the user is: a session with no parent. `amr` says exactly what was proven. */
export async function beginSession(deps: Deps, c: Context, s: { userId: string; tenantId: string; amr: string[]; audit?: { email: string; description: string } }): Promise<StartedSession> {
  assertDeclared('session');
  return deps.sessions.create({
    userId: s.userId, tenantId: s.tenantId, amr: s.amr, ...requestMeta(c),
    ...(s.audit ? { audit: { vendorId: deps.vendor.id, email: s.audit.email, action: 'User logged in', description: s.audit.description } } : {}),
  });
}

/** How a session is derived from another (its parent). */
export type Derivation =
  /** The hosted login's session hands an OAuth client a refresh family of its own. */
  | { kind: 'oauth-code'; clientId: string }
  /** A second factor proven on top of the parent: the child replaces it (the caller revokes the parent). */
  | { kind: 'step-up'; method: string }
  /** An admin's session acts for a member of its tenant (RFC 8693 `act`); `reason` is recorded by the caller. */
  | { kind: 'impersonation'; target: { id: string; email: string }; admin: { id: string; email: string } };

/** Second-factor methods in the order a token lists them; a token claims only methods that were proven. */
const stepUpAmr = (parent: string[], method: string): string[] => [...new Set([...parent.filter((m) => m !== 'mfa'), 'mfa', method])];

/**
 * THE one way to make a session out of another (SECURITY.md rule 20). The child carries its parent's `act`, its
 * impersonation (through `origin_id`: ending or expiring the impersonation ends the child), `amr` and `auth_time`
 * honestly, and nothing the parent may not do:
 * - a revoked parent, or one whose impersonation ended, derives nothing (401);
 * - an impersonation is never stepped up (the impersonator has none of the target's factors) nor chained;
 * - an admin impersonates only a user holding no permission the admin lacks (403).
 */
export async function deriveSession(deps: Deps, c: Context, parent: SessionRow, d: Derivation): Promise<StartedSession> {
  assertDeclared('session');
  if (parent.revoked_at) throw unauthorized(MSG.refreshInvalid, 'REFRESH_INVALID');
  if (parent.act) await assertImpersonationLive(deps, c, parent.id);
  const meta = requestMeta(c);
  const origin = parent.origin_id ?? parent.id;
  switch (d.kind) {
    case 'oauth-code':
      return deps.sessions.create({ userId: parent.user_id, tenantId: parent.tenant_id, amr: parent.amr as string[], authTime: parent.auth_time,
        clientId: d.clientId, ...(parent.act ? { act: parent.act } : {}), originId: origin, ...meta });
    case 'step-up':
      if (parent.act) throw forbidden(IMPERSONATION_REFUSED.restricted);
      return deps.sessions.create({ userId: parent.user_id, tenantId: parent.tenant_id, amr: stepUpAmr(parent.amr as string[], d.method),
        ...(parent.client_id ? { clientId: parent.client_id } : {}), originId: origin, ...meta });
    case 'impersonation': {
      if (parent.act) throw forbidden(IMPERSONATION_REFUSED.chained);
      const [admin, target] = await Promise.all([grantsFor(deps.db, d.admin.id, parent.tenant_id), grantsFor(deps.db, d.target.id, parent.tenant_id)]);
      if (target.permissions.some((key) => !hasPermission(admin.permissions, key))) throw forbidden(IMPERSONATION_REFUSED.stronger);
      // A fresh lineage: the impersonation session is the origin its own children point to.
      return deps.sessions.create({ userId: d.target.id, tenantId: parent.tenant_id, amr: AMR_IMPERSONATION, authTime: parent.auth_time,
        act: { sub: d.admin.id, email: d.admin.email }, ...meta });
    }
  }
}

