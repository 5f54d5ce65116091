import { Hono } from 'hono';
import { resetInvitationSchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { actor, requireAuth, requirePermission, type AppEnv } from '../http/context';
import { ApiError, badRequest, MSG } from '../http/errors';
import { body } from '../http/validate';
import { sendActivation, sendInvitation } from '../invitations/service';
import { findUserByEmail, membership } from '../users/repo';

const tenantName = async (deps: Deps, tenantId: string) =>
  (await deps.db.selectFrom('tenants').select('name').where('id', '=', tenantId).executeTakeFirstOrThrow()).name;

/** Resending invitations (identity service, §7.2). Adding users and invite links live in `invites/`. */
export function invitationRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/users/v1/invitation/reset', requireAuth(deps), requirePermission('fe.secure.write.users'), async (c) => {
    const input = await body(c, resetInvitationSchema);
    const p = c.get('principal');
    const user = await findUserByEmail(deps.db, deps.vendor.id, input.email);
    const m = user ? await membership(deps.db, user.id, p.tenantId) : undefined;
    // Only members of the caller's own tenant (tenant isolation).
    if (!user || !m) throw new ApiError(404, 'NOT_FOUND', [MSG.notFound]);
    if (m.activated) throw badRequest('User already accepted the invitation');
    const name = await tenantName(deps, p.tenantId);
    // A brand-new account activates (sets a password); an existing one accepts (its other tenants' links stay valid).
    if (await otherMembership(deps, user.id, p.tenantId)) await sendInvitation(deps, user, p.tenantId, name);
    else await sendActivation(deps, user, p.tenantId, name);
    await deps.audit.write({ ...actor(c), action: 'Invitation resent', description: `Invitation resent to ${user.email}` });
    return c.json({});
  });
  return app;
}

const otherMembership = async (deps: Deps, userId: string, tenantId: string) =>
  !!(await deps.db.selectFrom('user_tenants').select('tenant_id').where('user_id', '=', userId).where('tenant_id', '!=', tenantId).executeTakeFirst());
