import { Hono } from 'hono';
import { addUserSchema, getTeamMembersQuerySchema, resetInvitationSchema, verifyInviteTokenSchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { actor, requireAuth, requirePermission, type AppEnv } from '../http/context';
import { ApiError, badRequest, MSG } from '../http/errors';
import { body, query } from '../http/validate';
import { sendActivation, sendInvitation } from '../invitations/service';
import { grantsOf, listRoles, resolveRoleIds, setUserRoles } from '../roles/repo';
import { peekOneTime } from '../tokens/one-time';
import { addMembership, createUser, findUserByEmail, getUser, membership } from '../users/repo';

const tenantName = async (deps: Deps, tenantId: string) =>
  (await deps.db.selectFrom('tenants').select('name').where('id', '=', tenantId).executeTakeFirstOrThrow()).name;

/** Adding (inviting) users, resending and verifying invitations (identity service, §7.2–§7.3). */
export function invitationRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/users/v2', requireAuth(deps), requirePermission('fe.secure.write.users'), async (c) => {
    const input = await body(c, addUserSchema);
    const p = c.get('principal');
    const roleIds = await resolveRoleIds(deps.db, deps.vendor.id, p.tenantId, input.roleIds);
    if (roleIds.length !== new Set(input.roleIds).size) throw badRequest('roleIds: Unknown role');
    const name = await tenantName(deps, p.tenantId);
    let user = await findUserByEmail(deps.db, deps.vendor.id, input.email);
    if (user && (await membership(deps.db, user.id, p.tenantId))) throw new ApiError(409, 'USER_EXISTS', [MSG.userExists]);
    const isNew = !user;
    user ??= await createUser(deps.db, { vendorId: deps.vendor.id, email: input.email, name: input.name ?? null, phoneNumber: input.phoneNumber ?? null });
    await addMembership(deps.db, user.id, p.tenantId, false);
    await setUserRoles(deps.db, user.id, p.tenantId, roleIds);
    if (isNew || !user.password_hash) await sendActivation(deps, user, p.tenantId, name);
    else await sendInvitation(deps, user, p.tenantId, name);
    await deps.audit.write({ ...actor(c), action: 'User invited', description: `${p.email} invited ${user.email}`, json: { roleIds } });
    return c.json({ id: user.id, email: user.email, name: user.name, tenantId: p.tenantId, roleIds, temporaryExpirationDate: null }, 201);
  });

  app.post('/users/v1/invitation/reset', requireAuth(deps), requirePermission('fe.secure.write.users'), async (c) => {
    const input = await body(c, resetInvitationSchema);
    const p = c.get('principal');
    const user = await findUserByEmail(deps.db, deps.vendor.id, input.email);
    const m = user ? await membership(deps.db, user.id, p.tenantId) : undefined;
    // Only members of the caller's own tenant (tenant isolation).
    if (!user || !m) throw new ApiError(404, 'NOT_FOUND', [MSG.notFound]);
    if (m.activated) throw badRequest('User already accepted the invitation');
    const name = await tenantName(deps, p.tenantId);
    if (!user.password_hash) await sendActivation(deps, user, p.tenantId, name);
    else await sendInvitation(deps, user, p.tenantId, name);
    await deps.audit.write({ ...actor(c), action: 'Invitation resent', description: `Invitation resent to ${user.email}` });
    return c.json({});
  });

  app.post('/tenants/invites/v1/verify', async (c) => {
    const input = await body(c, verifyInviteTokenSchema);
    const t = (await peekOneTime(deps.db, 'invitation', input.token)) ?? (await peekOneTime(deps.db, 'activation', input.token));
    if (!t?.tenantId) throw new ApiError(400, 'INVITATION_INVALID', [MSG.invitationInvalid]);
    return c.json({ tenantId: t.tenantId, name: await tenantName(deps, t.tenantId), userId: t.userId });
  });

  return app;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SORT_COLUMNS = { name: 'u.name', email: 'u.email', createdAt: 'u.created_at', id: 'u.id', verified: 'u.verified' } as const;

/** Team members of the caller's tenant (team service, §7.3). */
export function teamRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));

  app.get('/members/v1', requirePermission('fe.secure.read.users'), async (c) => {
    const q = query(c, getTeamMembersQuerySchema);
    const p = c.get('principal');
    const pageSize = Math.min(q.pageSize ?? 20, 200);
    const pageOffset = q.pageOffset ?? 0;
    const sortKey = (q.sortBy && q.sortBy in SORT_COLUMNS ? q.sortBy : 'name') as keyof typeof SORT_COLUMNS;
    let base = deps.db.selectFrom('user_tenants as ut').innerJoin('users as u', 'u.id', 'ut.user_id').where('ut.tenant_id', '=', p.tenantId);
    if (q.filters) base = base.where((eb) => eb.or([eb('u.email', 'ilike', `%${q.filters}%`), eb('u.name', 'ilike', `%${q.filters}%`)]));
    const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await base.select(['u.id', 'u.email', 'u.name', 'u.phone_number', 'u.profile_picture_url', 'u.verified', 'u.created_at', 'u.last_login', 'ut.activated'])
      .orderBy(SORT_COLUMNS[sortKey], q.sortDirection ?? 'desc').offset(pageOffset * pageSize).limit(pageSize).execute();
    const items = await Promise.all(rows.map(async (u) => {
      const { roles } = await grantsOf(deps.db, u.id, p.tenantId);
      return {
        id: u.id, email: u.email, name: u.name ?? undefined, phone: u.phone_number ?? undefined, profileImageUrl: u.profile_picture_url ?? undefined,
        roleIds: roles.map((r) => r.id), roles: roles.map((r) => ({ id: r.id, key: r.key, name: r.name })), groups: [], applications: [],
        verified: u.verified, activatedForTenant: u.activated, isDisabled: false, createdAt: u.created_at.toISOString(),
        lastLogin: u.last_login?.toISOString(), temporaryExpirationDate: null, tenantId: p.tenantId,
      };
    }));
    return c.json({ items, _metadata: { totalItems: total, totalPages: Math.ceil(total / pageSize) } });
  });

  app.post('/members/v1/:id/resendActivationEmail', requirePermission('fe.secure.write.users'), async (c) => {
    const id = c.req.param('id');
    const p = c.get('principal');
    // Only members of the caller's own tenant (tenant isolation); a malformed id is simply not a member.
    const user = UUID.test(id) ? await getUser(deps.db, id) : undefined;
    const m = user ? await membership(deps.db, user.id, p.tenantId) : undefined;
    if (!user || !m) throw new ApiError(404, 'NOT_FOUND', [MSG.notFound]);
    if (m.activated && user.verified) throw badRequest(MSG.alreadyActivated);
    const name = await tenantName(deps, p.tenantId);
    if (!user.password_hash || !user.verified) await sendActivation(deps, user, p.tenantId, name);
    else await sendInvitation(deps, user, p.tenantId, name);
    await deps.audit.write({ ...actor(c), action: 'Activation email resent', description: `Activation email resent to ${user.email}`, json: { userId: user.id } });
    return c.json({});
  });

  app.get('/roles/v1', async (c) => {
    return c.json(await listRoles(deps.db, deps.vendor.id, c.get('principal').tenantId));
  });

  app.get('/stats/v1/members', requirePermission('fe.secure.read.users'), async (c) => {
    const p = c.get('principal');
    const n = await deps.db.selectFrom('user_tenants').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', p.tenantId).executeTakeFirstOrThrow();
    return c.json({ totalItems: Number(n.n) });
  });

  return app;
}

