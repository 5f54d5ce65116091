import { Hono } from 'hono';
import { issues, actor, requireAuth, requirePermission, type AppEnv, type Ctx } from '../access';
import {
  addUserToSubTenantsSchema, listSubTenantUsersQuerySchema, removeSubTenantUserRolesSchema, removeUserFromSubTenantsSchema,
  updateSubTenantUserAccessSchema, updateSubTenantUserRolesSchema,
} from '@portico/rest-api/schemas';
import { spend } from '../budgets';
import type { Deps } from '../deps';
import { requestMeta } from '../http/context';
import { notFound } from '../http/errors';
import { body, query } from '../http/validate';
import { refuseBadText, listRoles } from '../roles';
import { removeMember, userIdParam } from '../team';
import { requireBelow, scopeOf, SUB_MSG, type Scope } from './access';
import { HIERARCHY_READ, HIERARCHY_WRITE } from './routes';
import { addUserToSubTenants, checkRoles, listSubTenantUsers } from './users';

/** Users of sub-accounts (§7.3), v1 and v2, mounted with the identity routes. */
export function subTenantUserRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);
  const read = requirePermission(HIERARCHY_READ);
  const write = requirePermission(HIERARCHY_WRITE);
  const scope = (c: Ctx) => scopeOf(deps.db, deps.vendor.id, c.get('principal').sub, c.get('principal').tenantId);
  const audit = (c: Ctx, action: string, description: string, json: Record<string, unknown>) => deps.audit.write({ ...actor(c), action, description, json });
  /** The user's membership in a sub-account the caller reaches, or 404. */
  const requireSubMember = async (s: Scope, userId: string, tenantId: string) => {
    const node = requireBelow(s, tenantId);
    const m = await deps.db.selectFrom('user_tenants').select('user_id').where('user_id', '=', userId).where('tenant_id', '=', node.id).executeTakeFirst();
    if (!m) throw notFound(SUB_MSG.userNotFound);
    return node;
  };

  for (const v of ['v1', 'v2']) {
    const base = `/sub-tenants/users/${v}`;
    app.get(base, auth, read, async (c) => c.json(await listSubTenantUsers(deps.db, await scope(c), query(c, listSubTenantUsersQuerySchema))));
    app.post(base, auth, write, issues('membership'), async (c) => {
      const input = await body(c, addUserToSubTenantsSchema);
      refuseBadText(input);
      const s = await scope(c);
      // The adding admin pays for the activation or invitation mails it sends.
      await spend(deps, 'invite', { userId: c.get('principal').sub, ip: requestMeta(c).ip }, { channel: 'email', to: input.email });
      const added = await addUserToSubTenants(deps, s, c.get('principal').permissions, input);
      await audit(c, 'User added to sub-accounts', `${added.email} added to ${added.plan.map((p) => p.name).join(', ')}`,
        { userId: added.user.id, subTenants: added.plan.map((p) => ({ tenantId: p.tenantId, roleIds: p.roleIds })), allowSubAccountAccess: input.allowSubAccountAccess ?? false, activated: added.activated });
      return c.json(added.user, 201);
    });
    app.delete(`${base}/:userId`, auth, write, async (c) => {
      const userId = userIdParam(c.req.param('userId'));
      const { subTenants } = await body(c, removeUserFromSubTenantsSchema);
      const s = await scope(c);
      const nodes = [];
      for (const t of subTenants) nodes.push(await requireSubMember(s, userId, t.tenantId));
      for (const n of nodes) {
        await removeMember(deps.db, userId, n.id);
        await deps.events.emit(n.id, 'frontegg.user.deleted', { userId, deletedBy: c.get('principal').email });
      }
      await audit(c, 'User removed from sub-accounts', `User removed from ${nodes.map((n) => n.name).join(', ')}`, { userId, tenantIds: nodes.map((n) => n.id) });
      return c.json({});
    });
  }

  /** Roles of the sub-account named by id or key (unknown ones are not held, so nothing to take back). */
  const knownRoles = async (tenantId: string, wanted: string[]) =>
    (await listRoles(deps.db, deps.vendor.id, tenantId)).filter((r) => wanted.includes(r.id) || wanted.includes(r.key)).map((r) => r.id);
  const roles = (remove: boolean) => async (c: Ctx) => {
    const userId = userIdParam(c.req.param('userId'));
    const { subTenantsRoles } = await body(c, remove ? removeSubTenantUserRolesSchema : updateSubTenantUserRolesSchema);
    const s = await scope(c);
    const plan = [];
    for (const t of subTenantsRoles) {
      const node = await requireSubMember(s, userId, t.tenantId);
      // Taking roles back needs no holding check; giving them does.
      plan.push({ tenantId: node.id, roleIds: remove ? await knownRoles(node.id, t.roleIds) : await checkRoles(deps.db, s, c.get('principal').permissions, node.id, t.roleIds) });
    }
    for (const p of plan) {
      if (!p.roleIds.length) continue;
      if (remove) {
        await deps.db.deleteFrom('user_roles').where('user_id', '=', userId).where('tenant_id', '=', p.tenantId).where('role_id', 'in', p.roleIds).execute();
      } else {
        await deps.db.insertInto('user_roles').values(p.roleIds.map((role_id) => ({ user_id: userId, tenant_id: p.tenantId, role_id }))).onConflict((oc) => oc.doNothing()).execute();
      }
      await deps.events.emit(p.tenantId, 'frontegg.user.rolesChanged', { userId, roleIds: p.roleIds, [remove ? 'removed' : 'added']: true, changedBy: c.get('principal').email });
    }
    await audit(c, remove ? 'Sub-account roles removed' : 'Sub-account roles added', `Roles ${remove ? 'removed from' : 'given to'} user in ${plan.length} sub-account(s)`, { userId, subTenantsRoles: plan });
    return c.json({});
  };
  app.patch('/sub-tenants/users/v1/:userId/roles', auth, write, roles(false));
  app.delete('/sub-tenants/users/v1/:userId/roles', auth, write, roles(true));

  app.put('/sub-tenants/users/v1/:userId/access', auth, write, async (c) => {
    const userId = userIdParam(c.req.param('userId'));
    const { allowAccess } = await body(c, updateSubTenantUserAccessSchema);
    const s = await scope(c);
    // The flag is the user's in the caller's tenant and in the sub-accounts the caller reaches.
    const tenantIds = [s.own.id, ...s.below.map((t) => t.id)];
    const rows = await deps.db.updateTable('user_tenants').set({ allow_sub_account_access: allowAccess }).where('user_id', '=', userId)
      .where('tenant_id', 'in', tenantIds).returning('tenant_id').execute();
    if (!rows.length) throw notFound(SUB_MSG.userNotFound);
    await audit(c, 'Sub-account access changed', `Sub-account access ${allowAccess ? 'allowed' : 'denied'}`, { userId, allowAccess, tenantIds: rows.map((r) => r.tenant_id) });
    return c.json({});
  });
  return app;
}
