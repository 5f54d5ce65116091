import type { Context } from 'hono';
import type { UserRow } from '../db/schema';
import type { Deps } from '../deps';
import { notify } from '../notifications';
import { requestMeta } from '../http/context';
import { ApiError, MSG } from '../http/errors';
import { assertEmailDomainAllowed } from '../restrictions';
import { consumeOneTime, createOneTime, peekOneTime, voidOneTime } from '../tokens';
import { liveInviteLink } from '../invites';
import { setUserRoles, defaultRoleIds } from '../roles';
import { attachAccount } from '../access';
import { emitJoined } from '../events';
import { membership } from '../membership';

/** Invitation links live 43200 minutes (30 days, product-spec.md §9). */
export const INVITATION_TTL_SECONDS = 43_200 * 60;
/** Activation links live 3 days. */
export const ACTIVATION_TTL_SECONDS = 3 * 24 * 3600;

const invalidInvitation = () => new ApiError(400, 'INVITATION_INVALID', [MSG.invitationInvalid]);

/** Sends an activation link (a new user sets a password there). */
export function sendActivation(deps: Deps, user: UserRow, tenantId: string | null, tenantName?: string): Promise<void> {
  // Sends for one user run one after another: two interleaved (sign-up's mail and an early resend) could void the newer
  // link and deliver the voided one last, so the newest mail in the inbox would not work.
  const prev = activationQueue.get(user.id) ?? Promise.resolve();
  const next = prev.then(() => mailActivation(deps, user, tenantId, tenantName));
  const tail = next.catch(() => undefined);
  activationQueue.set(user.id, tail);
  void tail.then(() => { if (activationQueue.get(user.id) === tail) activationQueue.delete(user.id); });
  return next;
}

const activationQueue = new Map<string, Promise<unknown>>();

async function mailActivation(deps: Deps, user: UserRow, tenantId: string | null, tenantName?: string): Promise<void> {
  await voidOneTime(deps.db, 'activation', user.id);
  const token = await createOneTime(deps.db, 'activation', { userId: user.id, tenantId, data: {}, ttlSeconds: ACTIVATION_TTL_SECONDS });
  const link = `${deps.config.appUrl}/account/activate?userId=${user.id}&token=${token}`;
  await deps.outbox.send({ channel: 'email', to: user.email, subject: tenantName ? `You were invited to ${tenantName}` : 'Activate your account',
    text: `${tenantName ? `You were invited to join ${tenantName}. ` : ''}Activate your account: ${link}` });
}

/** Sends an invitation to an existing user to join another tenant. */
export async function sendInvitation(deps: Deps, user: UserRow, tenantId: string, tenantName: string): Promise<string> {
  const token = await createOneTime(deps.db, 'invitation', { userId: user.id, tenantId, data: {}, ttlSeconds: INVITATION_TTL_SECONDS });
  const link = `${deps.config.appUrl}/account/invitation/accept?userId=${user.id}&token=${token}`;
  await deps.outbox.send({ channel: 'email', to: user.email, subject: `You were invited to ${tenantName}`, text: `Join ${tenantName}: ${link}` });
  return token;
}

/**
 * Uses an invitation of this user and activates the membership; returns the tenant id. With `allowLink` (only once
 * the caller proved the password) a tenant's invite-link token also works: the user joins with the default roles.
 */
export async function acceptInvitationForUser(deps: Deps, c: Context, user: UserRow, token: string, opts: { allowLink?: boolean } = {}): Promise<string> {
  // The tenant's e-mail domain rules are checked before the invitation is spent, so a refusal loses nothing.
  const pending = await peekOneTime(deps.db, 'invitation', token);
  if (pending?.tenantId && pending.userId === user.id) await assertEmailDomainAllowed(deps, pending.tenantId, user.email);
  const invitation = await consumeOneTime(deps.db, 'invitation', token, user.id);
  if (invitation?.tenantId) {
    const result = await attachAccount(deps.db, user.id, invitation.tenantId, { how: 'invitation-accepted' });
    await emitJoined(deps.events, invitation.tenantId, user, { result, invited: false, newAccount: false });
    await notify(deps, { admins: true, except: user.id }, { tenantId: invitation.tenantId, title: 'Invitation accepted', body: `${user.email} joined the account`, severity: 'success' });
    await deps.audit.write({ tenantId: invitation.tenantId, userId: user.id, email: user.email, action: 'Invitation accepted', description: `${user.email} joined the account`, ...requestMeta(c) });
    return invitation.tenantId;
  }
  const link = opts.allowLink ? await liveInviteLink(deps.db, token) : undefined;
  if (!link) throw invalidInvitation();
  await joinWithInviteLink(deps, c, user, link.tenantId);
  return link.tenantId;
}

/**
 * Adds the user to the tenant through its invite link: an active member with the tenant's default roles (kept if already
 * a member). `newAccount`: the account was made by this sign-up (its "User created" event is this join's).
 */
export async function joinWithInviteLink(deps: Deps, c: Context, user: Pick<UserRow, 'id' | 'email'>, tenantId: string, newAccount = false): Promise<void> {
  await assertEmailDomainAllowed(deps, tenantId, user.email);
  const existing = await membership(deps.db, user.id, tenantId);
  const result = await attachAccount(deps.db, user.id, tenantId, { how: 'invitation-accepted' });
  if (!existing) {
    await setUserRoles(deps.db, user.id, tenantId, await defaultRoleIds(deps.db, deps.vendor.id, tenantId));
  }
  await emitJoined(deps.events, tenantId, user, { result, invited: false, newAccount });
  await deps.audit.write({ tenantId, userId: user.id, email: user.email, action: 'Joined with invite link', description: `${user.email} joined the account with the invite link`, ...requestMeta(c) });
}
