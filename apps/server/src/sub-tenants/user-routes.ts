import type { Hono } from 'hono';
import { signedInRouter, issues, actor, requirePermission, type AppEnv, type Ctx } from '../access';
import {
  addUserToSubTenantsSchema, addUserToSubTenantsV2Schema, listSubTenantUsersQuerySchema, removeSubTenantUserRolesSchema,
  removeUserFromSubTenantsByBodySchema, removeUserFromSubTenantsSchema, setSubTenantUserRolesSchema, updateSubTenantUserAccessSchema,
  updateSubTenantUserRolesSchema, type SubTenantUserToAdd,
} from '@portico/rest-api/schemas';
import { spend } from '../budgets';
import type { Deps } from '../deps';
import { requestMeta } from '../http/context';
import { notFound } from '../http/errors';
import { body, query } from '../http/validate';
import { refuseBadText, listRoles } from '../roles';
import { removeMember, userIdParam } from '../team';
import { requireBelow, scopeOf, SUB_MSG, type Scope } from './access';
import { HIERARCHY_READ, HIERARCHY_WRITE } from './permissions';
import { addUserToSubTenants, checkRoles, listSubTenantUsers, refuseExisting } from './users';

/** Users of sub-accounts (§7.3), v1 and v2, mounted with the identity routes. */
export function subTenantUserRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
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

  /** Adds each user in turn (v2 in the published client's form adds several to one sub-account). */
  const addUsers = async (c: Ctx, users: SubTenantUserToAdd[]) => {
    for (const u of users) refuseBadText(u);
    const s = await scope(c);
    // Checked before anything is written: none of them may be in the sub-accounts already.
    for (const u of users) await refuseExisting(deps.db, s, u);
    const out = [];
    for (const input of users) {
      // The adding admin pays for the activation or invitation mails it sends.
      await spend(deps, 'invite', { userId: c.get('principal').sub, ip: requestMeta(c).ip }, { channel: 'email', to: input.email });
      const added = await addUserToSubTenants(deps, s, c.get('principal').permissions, input);
      await audit(c, 'User added to sub-accounts', `${added.email} added to ${added.plan.map((p) => p.name).join(', ')}`,
        { userId: added.user.id, subTenants: added.plan.map((p) => ({ tenantId: p.tenantId, roleIds: p.roleIds })), allowSubAccountAccess: input.allowSubAccountAccess ?? false, activated: added.activated });
      out.push(added.user);
    }
    return out;
  };
  app.post('/sub-tenants/users/v1', write, issues('membership'), async (c) => c.json((await addUsers(c, [await body(c, addUserToSubTenantsSchema)]))[0], 201));
  app.post('/sub-tenants/users/v2', write, issues('membership'), async (c) => {
    const { users, several } = await body(c, addUserToSubTenantsV2Schema);
    const added = await addUsers(c, users);
    return c.json(several ? added : added[0], 201);
  });

  const removeUser = async (c: Ctx, userId: string, subTenants: { tenantId: string }[]) => {
    const s = await scope(c);
    const nodes = [];
    for (const t of subTenants) nodes.push(await requireSubMember(s, userId, t.tenantId));
    for (const n of nodes) {
      await removeMember(deps.db, userId, n.id);
      await deps.events.emit(n.id, 'frontegg.user.deleted', { userId, deletedBy: c.get('principal').email });
    }
    await audit(c, 'User removed from sub-accounts', `User removed from ${nodes.map((n) => n.name).join(', ')}`, { userId, tenantIds: nodes.map((n) => n.id) });
    return c.json({});
  };
  for (const v of ['v1', 'v2']) {
    app.get(`/sub-tenants/users/${v}`, read, async (c) => c.json(await listSubTenantUsers(deps.db, await scope(c), query(c, listSubTenantUsersQuerySchema))));
    app.delete(`/sub-tenants/users/${v}/:userId`, write, async (c) =>
      removeUser(c, userIdParam(c.req.param('userId')), (await body(c, removeUserFromSubTenantsSchema)).subTenants));
  }
  // The published client's form: the user's id in the body.
  app.delete('/sub-tenants/users/v1', write, async (c) => {
    const { userId, subTenants } = await body(c, removeUserFromSubTenantsByBodySchema);
    return removeUser(c, userId, subTenants);
  });

  /** Roles of the sub-account named by id or key (unknown ones are not held, so nothing to take back). */
  const knownRoles = async (tenantId: string, wanted: string[]) =>
    (await listRoles(deps.db, deps.vendor.id, tenantId)).filter((r) => wanted.includes(r.id) || wanted.includes(r.key)).map((r) => r.id);
  type RolesChange = 'add' | 'set' | 'remove';
  const SCHEMAS = { add: updateSubTenantUserRolesSchema, set: setSubTenantUserRolesSchema, remove: removeSubTenantUserRolesSchema } as const;
  const roles = (change: RolesChange) => async (c: Ctx) => {
    const userId = userIdParam(c.req.param('userId'));
    const { subTenantsRoles } = await body(c, SCHEMAS[change]);
    const s = await scope(c);
    const plan = [];
    for (const t of subTenantsRoles) {
      const node = await requireSubMember(s, userId, t.tenantId);
      // Taking roles back needs no holding check; giving them does.
      plan.push({ tenantId: node.id, roleIds: change === 'remove' ? await knownRoles(node.id, t.roleIds) : await checkRoles(deps.db, s, c.get('principal').permissions, node.id, t.roleIds) });
    }
    for (const p of plan) {
      const held = (await deps.db.selectFrom('user_roles').select('role_id').where('user_id', '=', userId).where('tenant_id', '=', p.tenantId).execute()).map((r) => r.role_id);
      // set: the named roles and no others; the roles it drops are taken back like a removal.
      const drop = change === 'remove' ? p.roleIds : change === 'set' ? held.filter((r) => !p.roleIds.includes(r)) : [];
      const give = change === 'remove' ? [] : p.roleIds.filter((r) => !held.includes(r));
      if (drop.length) await deps.db.deleteFrom('user_roles').where('user_id', '=', userId).where('tenant_id', '=', p.tenantId).where('role_id', 'in', drop).execute();
      if (give.length) {
        await deps.db.insertInto('user_roles').values(give.map((role_id) => ({ user_id: userId, tenant_id: p.tenantId, role_id }))).onConflict((oc) => oc.doNothing()).execute();
      }
      if (drop.length || give.length) {
        await deps.events.emit(p.tenantId, 'frontegg.user.rolesChanged', { userId, roleIds: change === 'set' ? p.roleIds : [...drop, ...give],
          ...(give.length ? { added: true } : {}), ...(drop.length ? { removed: true } : {}), changedBy: c.get('principal').email });
      }
    }
    const action = { add: 'Sub-account roles added', set: 'Sub-account roles set', remove: 'Sub-account roles removed' }[change];
    const what = { add: 'given to', set: 'set for', remove: 'removed from' }[change];
    await audit(c, action, `Roles ${what} user in ${plan.length} sub-account(s)`, { userId, subTenantsRoles: plan });
    return c.json({});
  };
  // POST gives, PATCH sets (the published client's setUserRolesForSubTenants), DELETE takes back.
  app.post('/sub-tenants/users/v1/:userId/roles', write, roles('add'));
  app.patch('/sub-tenants/users/v1/:userId/roles', write, roles('set'));
  app.delete('/sub-tenants/users/v1/:userId/roles', write, roles('remove'));

  app.put('/sub-tenants/users/v1/:userId/access', write, async (c) => {
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
