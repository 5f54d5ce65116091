import type { Context } from 'hono';
import type { z } from 'zod';
import type { signUpSchema } from '@portico/rest-api/schemas';
import { deliver, trySpend } from '../budgets';
import type { Deps } from '../deps';
import { requestMeta } from '../http/context';
import { ApiError, MSG } from '../http/errors';
import { liveInviteLink } from '../invites';
import { assertEmailDomainAllowed } from '../restrictions';
import { joinWithInviteLink, sendActivation } from '../invitations';
import { createUser, dropTenantless, findUserByEmail, isUniqueViolation } from './repo';

/**
 * Sign-up of a new person through a tenant's invite link: the account joins that tenant (not a new one) with its
 * default roles and confirms the address through the activation mail, which then signs in there.
 */
export async function signUpWithInviteLink(deps: Deps, c: Context, input: z.output<typeof signUpSchema>, token: string) {
  const link = await liveInviteLink(deps.db, token);
  if (!link) throw new ApiError(400, 'INVITATION_INVALID', [MSG.invitationInvalid]);
  // Refused before the account exists, so a blocked domain leaves nothing behind.
  await assertEmailDomainAllowed(deps, link.tenantId, input.email);
  const passwordHash = input.password ? await deps.hasher.hash(input.password) : null;
  let user;
  try {
    user = await createUser(deps.db, { vendorId: deps.vendor.id, email: input.email, name: input.name ?? null, phoneNumber: input.phoneNumber ?? null,
      passwordHash, metadata: input.metadata ? (JSON.parse(input.metadata) as Record<string, unknown>) : {} });
  } catch (e) {
    // A racing sign-up with the same address: answered like the calm path's taken address (below).
    if (!isUniqueViolation(e)) throw e;
    user = undefined;
  }
  const { ip } = requestMeta(c);
  if (!user) {
    const owner = await findUserByEmail(deps.db, deps.vendor.id, input.email);
    if (owner) await mailSignUpAttempt(deps, owner, ip);
    return { shouldActivate: true, userId: crypto.randomUUID(), tenantId: link.tenantId };
  }
  if (passwordHash) await deps.db.insertInto('password_history').values({ user_id: user.id, password_hash: passwordHash }).execute();
  // A refusal (the tenant's seats are full) takes back the account just made, so the address can try again later.
  const joined = user;
  await joinWithInviteLink(deps, c, joined, link.tenantId, true).catch(async (e: unknown) => { await dropTenantless(deps.db, joined.id); throw e; });
  if (await trySpend(deps, 'activation', { userId: user.id, ip }, { channel: 'email', to: user.email })) await sendActivation(deps, user, link.tenantId);
  await deps.audit.write({ tenantId: link.tenantId, userId: user.id, email: user.email, action: 'User signed up', description: `${user.email} signed up with the invite link`, ...requestMeta(c) });
  return { shouldActivate: true, userId: user.id, tenantId: link.tenantId };
}

/** Tells the owner of a taken address that someone tried to sign up with it, within the owner's notice budget. */
export async function mailSignUpAttempt(deps: Deps, owner: { id: string; email: string }, ip: string | null): Promise<void> {
  const ticket = await trySpend(deps, 'sign-up-notice', { userId: owner.id, ip }, { channel: 'email', to: owner.email });
  if (!ticket) return;
  await deliver(deps, ticket, { channel: 'email', to: owner.email, subject: 'Sign-up attempt',
    text: `Someone tried to sign up with this address. If it was you, sign in or reset your password: ${deps.config.appUrl}/account/forget-password` });
}
