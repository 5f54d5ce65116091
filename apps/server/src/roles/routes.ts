import type { Hono } from 'hono';
import {
  createRoleSchema, getUsersRolesQuerySchema, setPermissionRolesSchema, setRolePermissionsSchema, updateRoleSchema,
} from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { signedInRouter, actor, requirePermission, type AppEnv, type Ctx } from '../access';
import { body, check, queryValues } from '../http/validate';
import { membership } from '../membership';
import { grantsOf, listCategories, listPermissions, listRoles } from './repo';
import { roleView } from './view';
import { bodyIds, isUuid, pathId, refuseBadText } from './guard';
import { createRole, deleteRole, setPermissionRoles, setRolePermissions, updateRole } from './service';

/** Roles and permissions (§7.6): reads, and the account's own roles written (v1 and v2 alike). */
export function roleRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  const canRead = requirePermission('fe.secure.read.roles');
  const canWrite = requirePermission('fe.secure.write.roles');
  const scope = (c: Ctx) => {
    const p = c.get('principal');
    return { vendorId: deps.vendor.id, tenantId: p.tenantId, held: p.permissions };
  };
  const roles = async (tenantId: string) => listRoles(deps.db, deps.vendor.id, tenantId);
  const audit = (c: Ctx, action: string, description: string, json: Record<string, unknown>) =>
    deps.audit.write({ ...actor(c), action, description, json });

  app.get('/roles/v1', canRead, async (c) => c.json(await roles(c.get('principal').tenantId)));
  app.get('/roles/v2', canRead, async (c) => {
    const items = await roles(c.get('principal').tenantId);
    return c.json({ items, _metadata: { totalItems: items.length, totalPages: 1 } });
  });
  for (const v of ['v1', 'v2']) {
    app.post(`/roles/${v}`, canWrite, async (c) => {
      const input = await body(c, createRoleSchema);
      refuseBadText(input);
      const role = await createRole(deps.db, scope(c), input);
      await audit(c, 'Role created', `Role ${role.key} created`, { roleId: role.id, key: role.key, isDefault: role.isDefault });
      return c.json(role, 201);
    });
    app.patch(`/roles/${v}/:id`, canWrite, async (c) => {
      const id = pathId(c.req.param('id'), 'Role');
      const input = await body(c, updateRoleSchema);
      refuseBadText(input);
      const role = await updateRole(deps.db, scope(c), id, input);
      await audit(c, 'Role updated', `Role ${role.key} updated`, { roleId: id, fields: Object.keys(input) });
      return c.json(role);
    });
    app.delete(`/roles/${v}/:id`, canWrite, async (c) => {
      const role = await deleteRole(deps.db, scope(c), pathId(c.req.param('id'), 'Role'));
      await audit(c, 'Role deleted', `Role ${role.key} deleted`, { roleId: role.id, key: role.key });
      return c.json({});
    });
    app.put(`/roles/${v}/:id/permissions`, canWrite, async (c) => {
      const id = pathId(c.req.param('id'), 'Role');
      const permissionIds = bodyIds((await body(c, setRolePermissionsSchema)).permissionIds, 'permissionIds');
      const role = await setRolePermissions(deps.db, scope(c), id, permissionIds);
      await audit(c, 'Role permissions changed', `Permissions of role ${role.key} replaced`, { roleId: id, permissionIds });
      return c.json(role);
    });
  }

  app.get('/permissions/v1', canRead, async (c) => c.json(await listPermissions(deps.db, deps.vendor.id, c.get('principal').tenantId)));
  app.get('/permissions/v1/categories', canRead, async (c) => c.json(await listCategories(deps.db)));
  app.put('/permissions/v1/:id/roles', canWrite, async (c) => {
    const id = pathId(c.req.param('id'), 'Permission');
    const roleIds = bodyIds((await body(c, setPermissionRolesSchema)).roleIds, 'roleIds');
    await setPermissionRoles(deps.db, scope(c), id, roleIds);
    const [perm] = await listPermissions(deps.db, deps.vendor.id, c.get('principal').tenantId, id);
    await audit(c, 'Permission roles changed', `Roles holding ${perm!.key} replaced`, { permissionId: id, roleIds });
    return c.json(perm);
  });

  app.get('/users/v3/roles', requirePermission('fe.secure.read.users'), async (c) => {
    const { ids } = check(getUsersRolesQuerySchema, { ids: queryValues(c, 'ids') });
    const tenantId = c.get('principal').tenantId;
    const out = [];
    for (const userId of ids) {
      // Users outside the caller's tenant are skipped (tenant isolation).
      if (!isUuid(userId) || !(await membership(deps.db, userId, tenantId))) continue;
      const roles = (await grantsOf(deps.db, userId, tenantId)).roles.map(roleView);
      // vendorId, tenantId and roleIds: the published client's reading (GetUserRolesResponse), beside the roles.
      out.push({ userId, roles, vendorId: deps.vendor.id, tenantId, roleIds: roles.map((r) => r.id) });
    }
    return c.json(out);
  });
  return app;
}
