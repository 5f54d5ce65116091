import type { TenantNode } from './repo';

// Fields Frontegg's published client reads on the hierarchy answers, added beside Portico's own.

/**
 * `views` (one per node, same order) with `level` and `tenantName`: hops below `fromId`, or with `up` the hops above it
 * (`nodes` then lists the ancestors root first, as ancestorsOf does).
 */
export function withLevels<V extends { name: string }>(views: V[], nodes: TenantNode[], fromId: string, up = false): (V & { level: number; tenantName: string })[] {
  const parentOf = new Map(nodes.map((n) => [n.id, n.parent_tenant_id]));
  const depth = (id: string) => {
    let hops = 0;
    for (let at: string | null | undefined = id; at && at !== fromId && hops <= 64; at = parentOf.get(at)) hops++;
    return hops;
  };
  return views.map((v, i) => ({ ...v, tenantName: v.name, level: up ? nodes.length - i : depth(nodes[i]!.id) }));
}

/** A hierarchy-metadata row with how many sub-accounts lie below the tenant and whether it has any. */
export function withHierarchyCounts<V extends object>(view: V, tenant: TenantNode, below: TenantNode[]): V & { totalSubTenants: number; isParent: boolean } {
  const under = new Set([tenant.id]);
  // `below` is breadth first, so a parent is always seen before its children.
  for (const t of below) if (t.parent_tenant_id && under.has(t.parent_tenant_id)) under.add(t.id);
  return { ...view, totalSubTenants: under.size - 1, isParent: under.size > 1 };
}
