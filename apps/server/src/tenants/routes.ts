import type { Hono } from 'hono';
import { resetAllInvitationsSchema, resetInvitationSchema } from '@portico/rest-api/schemas';
import { spendForOther } from '../budgets';
import type { Deps } from '../deps';
import { signedInRouter, actor, requirePermission, type AppEnv, type Ctx } from '../access';
import { ApiError, badRequest, MSG } from '../http/errors';
import { body } from '../http/validate';
import { sendActivation, sendInvitation } from '../invitations';
import { scopeOf } from '../sub-tenants';
import type { UserRow } from '../db/schema';
import { findUserByEmail } from '../users';
import { membership } from '../membership';

const tenantName = async (deps: Deps, tenantId: string) =>
  (await deps.db.selectFrom('tenants').select('name').where('id', '=', tenantId).executeTakeFirstOrThrow()).name;

/** Resends a pending invitation of the caller's tenant by e-mail (POST /users/v1/invitation/reset, and the published client's resend). */
export function resendInvitation(deps: Deps) {
  return async (c: Ctx) => {
    const input = await body(c, resetInvitationSchema);
    const p = c.get('principal');
    const user = await findUserByEmail(deps.db, deps.vendor.id, input.email);
    const m = user ? await membership(deps.db, user.id, p.tenantId) : undefined;
    // Only members of the caller's own tenant (tenant isolation).
    if (!user || !m) throw new ApiError(404, 'NOT_FOUND', [MSG.notFound]);
    if (m.activated) throw badRequest('User already accepted the invitation');
    // A brand-new account activates (sets a password); an existing one accepts (its other tenants' links stay valid).
    await spendForOther(deps, c, p.sub, user);
    await resend(deps, user, p.tenantId, !(await otherMembership(deps, user.id, p.tenantId)));
    await deps.audit.write({ ...actor(c), action: 'Invitation resent', description: `Invitation resent to ${user.email}` });
    return c.json({});
  };
}

/** Resending invitations (identity service, §7.2). Adding users and invite links live in `invites/`. */
export function invitationRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  app.post('/users/v1/invitation/reset', requirePermission('fe.secure.write.users'), resendInvitation(deps));
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
      await resend(deps, user, tenantId, !activatedSomewhere && i === 0);
    }
    await deps.audit.write({ ...actor(c), action: 'Invitations resent', description: `${pending.length} pending invitations resent to ${user.email}`, json: { tenantIds: pending } });
    return c.json({});
  });
  return app;
}

/** Mails an activation link (the account sets its password there) or an invitation to accept with the existing account. */
async function resend(deps: Deps, user: UserRow, tenantId: string, activate: boolean): Promise<void> {
  const name = await tenantName(deps, tenantId);
  if (activate) await sendActivation(deps, user, tenantId, name);
  else await sendInvitation(deps, user, tenantId, name);
}

const otherMembership = async (deps: Deps, userId: string, tenantId: string) =>
  !!(await deps.db.selectFrom('user_tenants').select('tenant_id').where('user_id', '=', userId).where('tenant_id', '!=', tenantId).executeTakeFirst());
