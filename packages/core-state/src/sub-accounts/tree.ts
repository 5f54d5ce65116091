import type { Tenant } from '@portico/rest-api/tenants';

/** The node with this tenant id, anywhere in the tree. */
export function findNode(root: Tenant | null, tenantId: string): Tenant | undefined {
  if (!root) return undefined;
  if (root.tenantId === tenantId) return root;
  for (const child of root.children ?? []) {
    const found = findNode(child, tenantId);
    if (found) return found;
  }
  return undefined;
}

/** The tenant ids from the root down to `tenantId` (empty when absent). */
export function pathTo(root: Tenant | null, tenantId: string): string[] {
  if (!root) return [];
  if (root.tenantId === tenantId) return [root.tenantId];
  for (const child of root.children ?? []) {
    const below = pathTo(child, tenantId);
    if (below.length) return [root.tenantId, ...below];
  }
  return [];
}

/** Adds `node` under `parentId`, keeping children sorted by name (as the server lists them). Mutates a draft. */
export function insertNode(root: Tenant, parentId: string, node: Tenant): void {
  const parent = findNode(root, parentId);
  if (!parent) return;
  parent.children = [...(parent.children ?? []), { ...node, children: node.children ?? [] }].sort((a, b) => a.name.localeCompare(b.name));
}

/** Removes the node with this id. Mutates a draft. */
export function removeNode(root: Tenant, tenantId: string): void {
  for (const child of root.children ?? []) {
    if (child.tenantId === tenantId) {
      root.children = (root.children ?? []).filter((c) => c.tenantId !== tenantId);
      return;
    }
    removeNode(child, tenantId);
  }
}

/** Every node, depth first, with its depth (root 0). */
export function flatten(root: Tenant | null, depth = 0): Array<{ node: Tenant; depth: number }> {
  if (!root) return [];
  return [{ node: root, depth }, ...(root.children ?? []).flatMap((c) => flatten(c, depth + 1))];
}
