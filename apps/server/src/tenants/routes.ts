import type { Hono } from 'hono';
import { resetAllInvitationsSchema, resetInvitationSchema } from '@portico/rest-api/schemas';
import { spendForOther } from '../budgets';
import type { Deps } from '../deps';
import { signedInRouter, actor, requirePermission, type AppEnv } from '../access';
import { ApiError, badRequest, MSG } from '../http/errors';
import { body } from '../http/validate';
import { scopeOf } from '../sub-tenants';
import { findUserByEmail } from '../users';
import { mailInvitation, resendInvitation } from './resend';

/** Resending invitations (identity service, §7.2). Adding users and invite links live in `invites/`. */
export function invitationRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  app.post('/users/v1/invitation/reset', requirePermission('fe.secure.write.users'), async (c) => {
    await resendInvitation(deps, c, (await body(c, resetInvitationSchema)).email);
    return c.json({});
  });
  // Every invitation of the address still pending in the caller's account and the sub-accounts the caller reaches.
  app.post('/users/v1/invitation/reset/all', requirePermission('fe.secure.write.users'), async (c) => {
    const input = await body(c, resetAllInvitationsSchema);
    const p = c.get('principal');
    const user = await findUserByEmail(deps.db, deps.vendor.id, input.email);
    const scope = await scopeOf(deps.db, deps.vendor.id, p.sub, p.tenantId);
    const tenantIds = [scope.own.id, ...scope.below.map((t) => t.id)];
    const rows = user ? await deps.db.selectFrom('user_tenants').select(['tenant_id', 'activated']).where('user_id', '=', user.id).where('tenant_id', 'in', tenantIds).execute() : [];
    // An address that is no member anywhere in reach looks like an unknown one (tenant isolation).
    if (!user || !rows.length) throw new ApiError(404, 'NOT_FOUND', [MSG.notFound]);
    const pending = rows.filter((r) => !r.activated).map((r) => r.tenant_id).sort((a, b) => tenantIds.indexOf(a) - tenantIds.indexOf(b));
    if (!pending.length) throw badRequest('User already accepted the invitation');
    // An account never activated gets one activation link (the first pending account, own first) and invitations for the rest.
    const activatedSomewhere = !!(await deps.db.selectFrom('user_tenants').select('tenant_id').where('user_id', '=', user.id).where('activated', '=', true).executeTakeFirst());
    for (const [i, tenantId] of pending.entries()) {
      await spendForOther(deps, c, p.sub, user);
      await mailInvitation(deps, user, tenantId, !activatedSomewhere && i === 0);
    }
    await deps.audit.write({ ...actor(c), action: 'Invitations resent', description: `${pending.length} pending invitations resent to ${user.email}`, json: { tenantIds: pending } });
    return c.json({});
  });
  return app;
}
