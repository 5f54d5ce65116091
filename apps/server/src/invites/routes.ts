import type { Hono } from 'hono';
import { signedInRoutes, publicRouter, issues, actor, requirePermission, type AppEnv, type Ctx } from '../access';
import { addOrResendUserSchema, addUserSchema, createInviteLinkSchema, resetInvitationSchema, updateInviteLinkSchema, verifyInviteTokenSchema } from '@portico/rest-api/schemas';
import { deliver, spend, trySpend } from '../budgets';
import type { Deps } from '../deps';
import { requestMeta } from '../http/context';
import { ApiError, MSG, notFound } from '../http/errors';
import { body } from '../http/validate';
import { peekOneTime } from '../tokens';
import { resendInvitation } from '../tenants';
import { addUserToTenant } from './add-user';
import { createInviteLink, deleteInviteLink, getInviteLink, liveInviteLink, updateInviteLink, type InviteLinkView } from './repo';

/** Invite links expire after 43200 minutes unless told otherwise (spec §9). */
const INVITE_LINK_MINUTES = 43_200;

const tenantName = async (deps: Deps, tenantId: string) =>
  (await deps.db.selectFrom('tenants').select('name').where('id', '=', tenantId).executeTakeFirstOrThrow()).name;

/** Sign-up address carrying the link's token (the sign-up page reads `invitationToken`). */
export const inviteLinkUrl = (deps: Deps, token: string) => `${deps.config.appUrl}/account/sign-up?invitationToken=${encodeURIComponent(token)}`;

/** With shouldSendEmail on, the admin who saved the link gets it by mail to pass on. */
async function mailLink(deps: Deps, c: Ctx, link: InviteLinkView): Promise<void> {
  if (!link.shouldSendEmail) return;
  const p = c.get('principal');
  const ticket = await spend(deps, 'invite', { userId: p.sub, ip: requestMeta(c).ip }, { channel: 'email', to: p.email });
  const name = await tenantName(deps, p.tenantId);
  await deliver(deps, ticket, { channel: 'email', to: p.email, subject: `Invite link for ${name}`,
    text: `Anyone with this link can join ${name} until ${link.expires}: ${inviteLinkUrl(deps, link.token)}` });
}

/** The added user with the fields the published client's `ITeamUser` declares (a new member has not accepted yet). */
async function asTeamUser<U extends { tenantId: string; roleIds: string[] }>(deps: Deps, user: U) {
  const roles = user.roleIds.length ? await deps.db.selectFrom('roles').select(['id', 'key', 'name']).where('id', 'in', user.roleIds).execute() : [];
  return { ...user, vendorId: deps.vendor.id, roles, activatedForTenant: false, createdAt: new Date().toISOString() };
}

/** Adding users by e-mail and the tenant invite link (identity service, §7.2–§7.3). */
export function inviteRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  const signedIn = signedInRoutes(app, deps);
  const read = requirePermission('fe.secure.read.users');
  const write = requirePermission('fe.secure.write.users');

  signedIn.post('/users/v2', write, issues('membership'), async (c) => {
    // Without roles it is the published client's resend (resendInvitationLink): the checks of invitation/reset apply.
    if ((await body(c, addOrResendUserSchema)).roleIds === undefined) {
      await resendInvitation(deps, c, (await body(c, resetInvitationSchema)).email);
      return c.json({});
    }
    const input = await body(c, addUserSchema);
    // The inviting admin pays for the invitation or activation mail the new member gets.
    await spend(deps, 'invite', { userId: c.get('principal').sub, ip: requestMeta(c).ip }, { channel: 'email', to: input.email });
    const added = await addUserToTenant(deps, c, input);
    // The mail went out with the add: it counts in the person's own budget, so resends stop at the same five an hour.
    await trySpend(deps, 'activation', { userId: added.id }, { channel: 'email', to: added.email });
    return c.json(await asTeamUser(deps, added), 201);
  });

  signedIn.get('/tenants/invites/v1/configuration', read, (c) => c.json({
    isActive: true, emailEnabled: true, defaultExpiresInMinutes: INVITE_LINK_MINUTES,
    // The published client's names of the same two facts.
    tenantInvitationsAllowed: true, emailsEnabled: true,
  }));

  signedIn.get('/tenants/invites/v1/user', read, async (c) => {
    const link = await getInviteLink(deps.db, c.get('principal').tenantId);
    if (!link) throw notFound('No invite link');
    return c.json(link);
  });

  signedIn.post('/tenants/invites/v1/user', write, async (c) => {
    const input = await body(c, createInviteLinkSchema);
    const p = c.get('principal');
    const link = await createInviteLink(deps.db, p.tenantId, p.sub, input.expiresInMinutes ?? INVITE_LINK_MINUTES, input.shouldSendEmail ?? false);
    await deps.audit.write({ ...actor(c), action: 'Invite link created', description: `Invite link valid until ${link.expires}`, json: { id: link.id } });
    await mailLink(deps, c, link);
    return c.json(link, 201);
  });

  signedIn.patch('/tenants/invites/v1/user', write, async (c) => {
    const input = await body(c, updateInviteLinkSchema);
    const p = c.get('principal');
    const link = await updateInviteLink(deps.db, p.tenantId, { minutes: input.expiresInMinutes, shouldSendEmail: input.shouldSendEmail });
    if (!link) throw notFound('No invite link');
    await deps.audit.write({ ...actor(c), action: 'Invite link updated', description: `Invite link valid until ${link.expires}`, json: { id: link.id, ...input } });
    if (input.shouldSendEmail) await mailLink(deps, c, link);
    return c.json(link);
  });

  signedIn.delete('/tenants/invites/v1/user', write, async (c) => {
    if (await deleteInviteLink(deps.db, c.get('principal').tenantId)) {
      await deps.audit.write({ ...actor(c), action: 'Invite link deleted', description: 'Invite link deleted' });
    }
    return c.json({});
  });

  // Public: the sign-up and accept pages check a token before showing the tenant's name.
  app.post('/tenants/invites/v1/verify', async (c) => {
    const input = await body(c, verifyInviteTokenSchema);
    const t = (await peekOneTime(deps.db, 'invitation', input.token)) ?? (await peekOneTime(deps.db, 'activation', input.token));
    if (t?.tenantId) return c.json({ tenantId: t.tenantId, name: await tenantName(deps, t.tenantId), userId: t.userId });
    const link = await liveInviteLink(deps.db, input.token);
    if (!link) throw new ApiError(400, 'INVITATION_INVALID', [MSG.invitationInvalid]);
    return c.json({ tenantId: link.tenantId, name: await tenantName(deps, link.tenantId) });
  });
  return app;
}
