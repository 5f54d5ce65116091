// Resending a pending invitation: the tenant's own reset route and invites' resend through POST /users/v2 share it.
import { actor, type Ctx } from '../access';
import { spendForOther } from '../budgets';
import type { UserRow } from '../db/schema';
import type { Deps } from '../deps';
import { ApiError, badRequest, MSG } from '../http/errors';
import { sendActivation, sendInvitation } from '../invitations';
import { membership } from '../membership';
import { findUserByEmail } from '../users';

const tenantName = async (deps: Deps, tenantId: string) =>
  (await deps.db.selectFrom('tenants').select('name').where('id', '=', tenantId).executeTakeFirstOrThrow()).name;

/**
 * Resends a pending invitation of the caller's tenant by e-mail (POST /users/v1/invitation/reset, and the published
 * client's resend through POST /users/v2 in invites/).
 */
export async function resendInvitation(deps: Deps, c: Ctx, email: string): Promise<void> {
  const p = c.get('principal');
  const user = await findUserByEmail(deps.db, deps.vendor.id, email);
  const m = user ? await membership(deps.db, user.id, p.tenantId) : undefined;
  // Only members of the caller's own tenant (tenant isolation).
  if (!user || !m) throw new ApiError(404, 'NOT_FOUND', [MSG.notFound]);
  if (m.activated) throw badRequest('User already accepted the invitation');
  // A brand-new account activates (sets a password); an existing one accepts (its other tenants' links stay valid).
  await spendForOther(deps, c, p.sub, user);
  await mailInvitation(deps, user, p.tenantId, !(await otherMembership(deps, user.id, p.tenantId)));
  await deps.audit.write({ ...actor(c), action: 'Invitation resent', description: `Invitation resent to ${user.email}` });
}

/** Mails an activation link (the account sets its password there) or an invitation to accept with the existing account. */
export async function mailInvitation(deps: Deps, user: UserRow, tenantId: string, activate: boolean): Promise<void> {
  const name = await tenantName(deps, tenantId);
  if (activate) await sendActivation(deps, user, tenantId, name);
  else await sendInvitation(deps, user, tenantId, name);
}

const otherMembership = async (deps: Deps, userId: string, tenantId: string) =>
  !!(await deps.db.selectFrom('user_tenants').select('tenant_id').where('user_id', '=', userId).where('tenant_id', '!=', tenantId).executeTakeFirst());
