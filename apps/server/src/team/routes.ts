import type { Hono } from 'hono';
import { getTeamMembersQuerySchema, memberInBodySchema, updateTeamMemberSchema } from '@portico/rest-api/schemas';
import { spendForOther } from '../budgets';
import type { Deps } from '../deps';
import type { Wired } from '../kernel/module';
import { signedInRouter, actor, requirePermission, type AppEnv, type Ctx } from '../access';
import { badRequest, MSG } from '../http/errors';
import { body, query } from '../http/validate';
import { sendActivation, sendInvitation } from '../invitations';
import { listRoles, resolveRoleIds, setUserRoles } from '../roles';
import { notify } from '../notifications';
import { getUser } from '../membership';
import { memberStats, pageMembers } from './repo';
import { notSelf, refuseNul, removeMember, requireMember, userIdParam } from './service';
import { teamItems } from './view';

/** Team page size when the caller gives none (spec §9: team users 20). */
const TEAM_PAGE_SIZE = 20;

const tenantName = async (deps: Deps, tenantId: string) =>
  (await deps.db.selectFrom('tenants').select('name').where('id', '=', tenantId).executeTakeFirstOrThrow()).name;

/** Team members of the caller's tenant (team service, §7.3): list, change roles, remove, resend, roles, stats. */
export function teamRoutes(deps: Deps, { members }: Wired): Hono<AppEnv> {
  const app = signedInRouter(deps);
  const read = requirePermission('fe.secure.read.users');
  const write = requirePermission('fe.secure.write.users');

  app.get('/members/v1', read, async (c) => {
    const q = query(c, getTeamMembersQuerySchema);
    refuseNul(q);
    const p = c.get('principal');
    const pageSize = Math.min(Math.max(q.pageSize ?? TEAM_PAGE_SIZE, 1), 200);
    const { rows, total } = await pageMembers(deps.db, p.tenantId, {
      search: q.filters, sortBy: q.sortBy ?? 'name', order: q.sortDirection ?? 'desc', offset: (q.pageOffset ?? 0) * pageSize, limit: pageSize, maxInactiveSeconds: 0,
    });
    const totalPages = Math.ceil(total / pageSize);
    // totalItems and totalPages also at the top: where Frontegg's published client reads them.
    const items = (await teamItems(deps.db, p.tenantId, rows, members)).map((i) => ({ ...i, vendorId: deps.vendor.id }));
    return c.json({ items, totalItems: total, totalPages, _metadata: { totalItems: total, totalPages } });
  });

  const updateMember = async (c: Ctx, id: string) => {
    const userId = userIdParam(id);
    const input = await body(c, updateTeamMemberSchema);
    refuseNul(input);
    const p = c.get('principal');
    const m = await requireMember(deps.db, p.tenantId, userId);
    if ((input.name !== undefined || input.phone !== undefined) && !m.activated) {
      throw badRequest('The profile of a user who has not accepted the invitation cannot be changed');
    }
    let roleIds: string[] | undefined;
    if (input.roleIds) {
      // The wire form of "no roles" is one empty-string id.
      const wanted = input.roleIds.filter((r) => r !== '');
      roleIds = await resolveRoleIds(deps.db, deps.vendor.id, p.tenantId, wanted);
      if (roleIds.length !== new Set(wanted).size) throw badRequest('roleIds: Unknown role');
      await setUserRoles(deps.db, userId, p.tenantId, roleIds);
      await deps.events.emit(p.tenantId, 'frontegg.user.rolesChanged', { userId, email: m.email, roleIds, changedBy: p.email });
      await notify(deps, { userIds: [userId] }, { tenantId: p.tenantId, title: 'Your roles were changed', body: `${p.email} changed your roles in this account`, severity: 'warning' });
    }
    if (input.name !== undefined || input.phone !== undefined) {
      await deps.db.updateTable('users').set({ ...(input.name !== undefined ? { name: input.name } : {}), ...(input.phone !== undefined ? { phone_number: input.phone } : {}) })
        .where('id', '=', userId).execute();
    }
    await deps.audit.write({ ...actor(c), action: 'User updated', description: `${p.email} updated ${m.email}`, json: { userId, ...(roleIds ? { roleIds } : {}), fields: Object.keys(input) } });
    const page = await pageMembers(deps.db, p.tenantId, { userId, order: 'asc', offset: 0, limit: 1, maxInactiveSeconds: 0 });
    return c.json((await teamItems(deps.db, p.tenantId, page.rows, members))[0]);
  };
  app.put('/members/v1/:id', write, (c) => updateMember(c, c.req.param('id')));
  // The published client names the member in the body (updateUser): the same checks, the same handler.
  app.put('/members/v1', write, async (c) => updateMember(c, (await body(c, memberInBodySchema)).id));

  app.delete('/members/v1/:id', requirePermission('fe.secure.delete.users'), async (c) => {
    const userId = userIdParam(c.req.param('id'));
    const p = c.get('principal');
    notSelf(p.sub, userId, 'remove');
    const m = await requireMember(deps.db, p.tenantId, userId);
    const { deletedAccount } = await removeMember(deps.db, userId, p.tenantId);
    await deps.events.emit(p.tenantId, 'frontegg.user.deleted', { userId, email: m.email, deletedBy: p.email });
    await deps.audit.write({ ...actor(c), action: 'User removed', description: `${p.email} removed ${m.email} from the account`, severity: 'WARNING', json: { userId, deletedAccount } });
    return c.json({});
  });

  app.post('/members/v1/:id/resendActivationEmail', write, async (c) => {
    const userId = userIdParam(c.req.param('id'));
    const p = c.get('principal');
    const m = await requireMember(deps.db, p.tenantId, userId);
    if (m.activated && m.verified) throw badRequest(MSG.alreadyActivated);
    const user = (await getUser(deps.db, userId))!;
    const name = await tenantName(deps, p.tenantId);
    // A brand-new account activates (sets a password); an account of other tenants accepts an invitation instead.
    const elsewhere = await deps.db.selectFrom('user_tenants').select('tenant_id').where('user_id', '=', userId).where('tenant_id', '!=', p.tenantId).executeTakeFirst();
    await spendForOther(deps, c, p.sub, user);
    if (!m.activated && elsewhere) await sendInvitation(deps, user, p.tenantId, name);
    else await sendActivation(deps, user, p.tenantId, name);
    await deps.audit.write({ ...actor(c), action: 'Activation email resent', description: `Activation email resent to ${user.email}`, json: { userId } });
    return c.json({});
  });

  app.get('/roles/v1', read, async (c) => c.json(await listRoles(deps.db, deps.vendor.id, c.get('principal').tenantId)));

  app.get('/stats/v1/members', read, async (c) => c.json(await memberStats(deps.db, c.get('principal').tenantId)));

  return app;
}
