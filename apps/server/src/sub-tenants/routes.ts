import type { Hono } from 'hono';
import {
  createSubTenantSchema, searchSubTenantsQuerySchema, tenantsHierarchyQuerySchema, updateSubTenantHierarchySettingsSchema,
  updateSubTenantManagementSchema, updateSubTenantSchema,
} from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { signedInRouter, actor, requirePermission, type AppEnv, type Ctx } from '../access';
import { notFound } from '../http/errors';
import { body, check, query, queryValues } from '../http/validate';
import { refuseBadText } from '../roles';
import { requireBelow, requireVisible, scopeOf, SUB_MSG, type Scope } from './access';
import { HIERARCHY_READ, HIERARCHY_WRITE } from './permissions';
import { ancestorsOf, usersCount } from './repo';
import { createSubTenant, deleteSubTenant, setTenantFlags, updateSubTenant } from './tenants';
import { withHierarchyCounts, withLevels } from './compat';
import { metadataView, tenantView, treeView } from './view';


/** Tenant hierarchy and sub-accounts (§7.3), mounted at `/tenants/resources`. Reach follows the caller's access type. */
export function subTenantRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  const read = requirePermission(HIERARCHY_READ);
  const write = requirePermission(HIERARCHY_WRITE);
  const scope = (c: Ctx) => scopeOf(deps.db, deps.vendor.id, c.get('principal').sub, c.get('principal').tenantId);
  const counts = (s: Scope) => usersCount(deps.db, [s.own.id, ...s.below.map((t) => t.id)]);
  const audit = (c: Ctx, action: string, description: string, json: Record<string, unknown>) => deps.audit.write({ ...actor(c), action, description, json });
  const idParam = (c: Ctx) => c.req.param('tenantId') ?? '';
  const wantedIds = (c: Ctx) => check(tenantsHierarchyQuerySchema, { _tenantIds: queryValues(c, '_tenantIds') })._tenantIds;

  app.get('/hierarchy/v1', read, async (c) => {
    const s = await scope(c);
    const n = await counts(s);
    return c.json(withLevels(s.below.map((t) => tenantView(t, n)), s.below, s.own.id));
  });
  app.get('/hierarchy/v1/tree', read, async (c) => {
    const s = await scope(c);
    return c.json(treeView(s.own, s.below, await counts(s)));
  });
  app.get('/hierarchy/v1/parents', read, async (c) => {
    const s = await scope(c);
    const n = await counts(s);
    const parents = await ancestorsOf(deps.db, deps.vendor.id, s.own);
    return c.json(withLevels(parents.map((t) => tenantView(t, n)), parents, s.own.id, true));
  });
  app.get('/hierarchy/v1/parents/:tenantId', read, async (c) => {
    const s = await scope(c);
    const node = requireVisible(s, idParam(c));
    const n = await counts(s);
    const parents = await ancestorsOf(deps.db, deps.vendor.id, node);
    return c.json(withLevels(parents.map((t) => tenantView(t, n)), parents, node.id, true));
  });
  const trees = async (c: Ctx) => {
    const ids = wantedIds(c);
    const s = await scope(c);
    const n = await counts(s);
    // Ids the caller does not reach are left out, as unknown ones are.
    const roots = ids ? [s.own, ...s.below].filter((t) => ids.includes(t.id)) : [s.own];
    return c.json(roots.map((r) => treeView(r, s.below, n)));
  };
  // Without _tenantIds it is the published client's sub-account search (searchSubTenants): the search's handler.
  app.get('/hierarchy/v2', read, async (c) => (c.req.query('_tenantIds') === undefined ? search(c) : trees(c)));
  const hierarchyMetadata = async (c: Ctx) => {
    const ids = wantedIds(c);
    const s = await scope(c);
    const n = await counts(s);
    return c.json([s.own, ...s.below].filter((t) => !ids || ids.includes(t.id)).map((t) => withHierarchyCounts(metadataView(t, n), t, s.below)));
  };
  app.get('/hierarchy/metadata/v2', read, hierarchyMetadata);
  // The published client's path for the same call (getHierarchyMetadata).
  app.get('/hierarchy/v2/metadata', read, hierarchyMetadata);

  const SUB = '/sub-tenants/v1';
  async function search(c: Ctx) {
    const q = query(c, searchSubTenantsQuerySchema);
    const s = await scope(c);
    let list = s.below;
    if (q._subTenantId) {
      const root = requireBelow(s, q._subTenantId);
      const under = new Set([root.id]);
      // `below` is breadth first, so a parent is always seen before its children.
      for (const t of s.below) if (t.parent_tenant_id && under.has(t.parent_tenant_id)) under.add(t.id);
      list = s.below.filter((t) => t.id !== root.id && under.has(t.id));
    }
    const needle = q._filter?.trim().toLowerCase();
    if (needle) list = list.filter((t) => t.name.toLowerCase().includes(needle) || t.id === needle);
    const limit = Math.min(q._limit ?? 50, 200);
    const offset = q._offset ?? 0;
    const n = await counts(s);
    const sorted = [...list].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    return c.json({ items: sorted.slice(offset, offset + limit).map((t) => tenantView(t, n)), _metadata: { totalItems: list.length, totalPages: Math.ceil(list.length / Math.max(limit, 1)) } });
  }
  app.get(`${SUB}/search`, read, search);
  app.post(SUB, write, async (c) => {
    const input = await body(c, createSubTenantSchema);
    refuseBadText(input);
    const s = await scope(c);
    const t = await createSubTenant(deps.db, s, input);
    await audit(c, 'Sub-account created', `Sub-account ${t.name} created`, { tenantId: t.id, parentTenantId: t.parent_tenant_id, name: t.name, isReseller: t.is_reseller });
    return c.json(tenantView(t, new Map()), 201);
  });
  app.patch(`${SUB}/:tenantId`, write, async (c) => {
    const input = await body(c, updateSubTenantSchema);
    refuseBadText(input);
    const s = await scope(c);
    const t = await updateSubTenant(deps.db, s, idParam(c), input);
    await audit(c, 'Sub-account updated', `Sub-account ${t.name} updated`, { tenantId: t.id, fields: Object.keys(input) });
    return c.json(tenantView(t, await counts(s)));
  });
  app.delete(`${SUB}/:tenantId`, write, async (c) => {
    const s = await scope(c);
    if (idParam(c) === s.own.id) throw notFound(SUB_MSG.notFound);
    const t = await deleteSubTenant(deps.db, s, idParam(c));
    await audit(c, 'Sub-account deleted', `Sub-account ${t.name} deleted`, { tenantId: t.id, name: t.name });
    return c.json({});
  });
  app.put(`${SUB}/:tenantId/management`, write, async (c) => {
    const { isReseller } = await body(c, updateSubTenantManagementSchema);
    const s = await scope(c);
    const t = await setTenantFlags(deps.db, s, requireBelow(s, idParam(c)).id, { is_reseller: isReseller });
    await audit(c, 'Sub-account reseller changed', `Sub-account ${t.name} ${isReseller ? 'is' : 'is no longer'} a reseller`, { tenantId: t.id, isReseller });
    return c.json(tenantView(t, await counts(s)));
  });
  app.put(`${SUB}/:tenantId/hierarchy-settings`, write, async (c) => {
    const { subAccountAccessType } = await body(c, updateSubTenantHierarchySettingsSchema);
    const s = await scope(c);
    const t = await setTenantFlags(deps.db, s, requireVisible(s, idParam(c)).id, { sub_account_access_type: subAccountAccessType });
    await audit(c, 'Sub-account access type changed', `Sub-account access of ${t.name} set to ${subAccountAccessType}`, { tenantId: t.id, subAccountAccessType });
    return c.json(tenantView(t, await counts(s)));
  });
  return app;
}
