import { Hono } from 'hono';
import { getUsersRolesQuerySchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { requireAuth, requirePermission, type AppEnv } from '../http/context';
import { check } from '../http/validate';
import { membership } from '../users/repo';
import { grantsOf, listCategories, listPermissions, listRoles } from './repo';
import { roleView } from '../users/view';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Roles and permissions reads (§7.6). */
export function roleRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);
  const canRead = requirePermission('fe.secure.read.roles');
  const roles = async (tenantId: string) => listRoles(deps.db, deps.vendor.id, tenantId);
  app.get('/roles/v1', auth, canRead, async (c) => c.json(await roles(c.get('principal').tenantId)));
  app.get('/roles/v2', auth, canRead, async (c) => {
    const items = await roles(c.get('principal').tenantId);
    return c.json({ items, _metadata: { totalItems: items.length, totalPages: 1 } });
  });
  app.get('/permissions/v1', auth, canRead, async (c) => c.json(await listPermissions(deps.db)));
  app.get('/permissions/v1/categories', auth, canRead, async (c) => c.json(await listCategories(deps.db)));
  app.get('/users/v3/roles', auth, requirePermission('fe.secure.read.users'), async (c) => {
    // `ids` repeats (ids=a&ids=b): read every value, not only the first.
    const { ids } = check(getUsersRolesQuerySchema, { ids: c.req.queries('ids') });
    const tenantId = c.get('principal').tenantId;
    const out = [];
    for (const userId of ids) {
      // Users outside the caller's tenant are skipped (tenant isolation).
      if (!UUID.test(userId) || !(await membership(deps.db, userId, tenantId))) continue;
      out.push({ userId, roles: (await grantsOf(deps.db, userId, tenantId)).roles.map(roleView) });
    }
    return c.json(out);
  });
  return app;
}
