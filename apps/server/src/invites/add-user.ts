import type { Context } from 'hono';
import type { z } from 'zod';
import type { addUserSchema } from '@portico/rest-api/schemas';
import { APP_MSG, assign, tenantApplications } from '../applications';
import { attachAccount, actor, type AppEnv } from '../access';
import { emitJoined } from '../events';
import type { UserRow } from '../db/schema';
import type { Deps } from '../deps';
import { ApiError, badRequest, MSG } from '../http/errors';
import { sendActivation, sendInvitation } from '../invitations';
import { assertEmailDomainAllowed } from '../restrictions';
import { resolveRoleIds, setUserRoles } from '../roles';
import { createUser, dropTenantless, findUserByEmail, isUniqueViolation, normEmail } from '../users';

type AddUser = z.output<typeof addUserSchema>;

/** The user with this e-mail, created when new; a racing creation of the same address reads the winner's row. */
async function userFor(deps: Deps, input: AddUser): Promise<{ user: UserRow; isNew: boolean }> {
  const found = await findUserByEmail(deps.db, deps.vendor.id, input.email);
  if (found) return { user: found, isNew: false };
  try {
    return { user: await createUser(deps.db, { vendorId: deps.vendor.id, email: input.email, name: input.name ?? null, phoneNumber: input.phoneNumber ?? null }), isNew: true };
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    return { user: (await findUserByEmail(deps.db, deps.vendor.id, input.email))!, isNew: false };
  }
}

/**
 * Invites a user into the caller's tenant (POST /users/v2). An existing account (of any tenant) is answered exactly
 * like a new address: same status and body, built from the request alone; it joins as a pending member, listed by
 * e-mail only and kept out of its token's tenants until it accepts the mailed invitation.
 */
export async function addUserToTenant(deps: Deps, c: Context<AppEnv>, input: AddUser) {
  const p = c.get('principal');
  await assertEmailDomainAllowed(deps, p.tenantId, input.email);
  const roleIds = await resolveRoleIds(deps.db, deps.vendor.id, p.tenantId, input.roleIds);
  if (roleIds.length !== new Set(input.roleIds).size) throw badRequest('roleIds: Unknown role');
  const appIds = [...new Set(input.appIds ?? [])];
  // Checked before anything is written, so an unknown application loses nothing.
  const apps = new Set((await tenantApplications(deps.db, deps.vendor.id, p.tenantId)).map((a) => a.id));
  if (appIds.some((id) => !apps.has(id))) throw badRequest(`appIds: ${APP_MSG.notFound}`);
  const { user, isNew } = await userFor(deps, input);
  const expiresAt = input.expirationInSeconds ? new Date(Date.now() + input.expirationInSeconds * 1000) : null;
  // Insert-if-absent: of two racing invitations of one address only one adds the member; the other is told it exists.
  // A refusal (the plan's seats are full) takes back the account it had just made.
  const attached = await attachAccount(deps.db, user.id, p.tenantId, { how: 'invited' }, { temporaryExpiresAt: expiresAt, invitedName: input.name ?? null })
    .catch(async (e: unknown) => { if (isNew) await dropTenantless(deps.db, user.id); throw e; });
  if (attached !== 'added') throw new ApiError(409, 'USER_EXISTS', [MSG.userExists]);
  await setUserRoles(deps.db, user.id, p.tenantId, roleIds);
  for (const appId of appIds) await assign(deps.db, deps.vendor.id, p.tenantId, { appId, tenantId: p.tenantId, userIds: [user.id] }, true);
  const tenant = await deps.db.selectFrom('tenants').select('name').where('id', '=', p.tenantId).executeTakeFirstOrThrow();
  // A new account sets its password through activation; an existing one accepts an invitation (its other tenants' links stay valid).
  if (isNew) await sendActivation(deps, user, p.tenantId, tenant.name);
  else await sendInvitation(deps, user, p.tenantId, tenant.name);
  await emitJoined(deps.events, p.tenantId, user, { result: attached, invited: true, newAccount: isNew }, { roleIds, invitedBy: p.email });
  await deps.audit.write({ ...actor(c), action: 'User invited', description: `${p.email} invited ${user.email}`, json: { userId: user.id, roleIds, ...(appIds.length ? { appIds } : {}), ...(expiresAt ? { temporaryExpirationDate: expiresAt.toISOString() } : {}) } });
  return { id: user.id, email: normEmail(input.email), name: input.name ?? null, tenantId: p.tenantId, roleIds, temporaryExpirationDate: expiresAt?.toISOString() ?? null };
}
