import type { TenantNode } from './repo';

/** A tenant as the hierarchy calls answer it (product-spec §3 Tenant). */
export interface TenantView {
  id: string;
  tenantId: string;
  name: string;
  isReseller: boolean;
  subAccountAccessType: string;
  createdAt: string;
  metadata: string;
  numberOfUsers: number;
  children?: TenantView[];
}

/** One tenant; `counts` gives numberOfUsers. */
export const tenantView = (t: TenantNode, counts: Map<string, number>): TenantView => ({
  id: t.id, tenantId: t.id, name: t.name, isReseller: t.is_reseller, subAccountAccessType: t.sub_account_access_type,
  createdAt: t.created_at.toISOString(), metadata: JSON.stringify(t.metadata ?? {}), numberOfUsers: counts.get(t.id) ?? 0,
});

/** `root` with its descendants (from `nodes`) as nested `children`, sorted by name. */
export function treeView(root: TenantNode, nodes: TenantNode[], counts: Map<string, number>): TenantView {
  const byParent = new Map<string, TenantNode[]>();
  for (const n of nodes) if (n.parent_tenant_id) byParent.set(n.parent_tenant_id, [...(byParent.get(n.parent_tenant_id) ?? []), n]);
  const build = (t: TenantNode, depth: number): TenantView => ({
    ...tenantView(t, counts),
    // The depth guard stops a cycle a bad manual edit could make.
    children: depth > 64 ? [] : (byParent.get(t.id) ?? []).map((c) => build(c, depth + 1)),
  });
  return build(root, 0);
}

/** Hierarchy metadata of one tenant. */
export const metadataView = (t: TenantNode, counts: Map<string, number>) => ({
  tenantId: t.id, name: t.name, parentTenantId: t.parent_tenant_id, isReseller: t.is_reseller, numberOfUsers: counts.get(t.id) ?? 0,
});
