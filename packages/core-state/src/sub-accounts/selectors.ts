import type { Tenant } from '@portico/rest-api/tenants';
import { memoSelector } from '../shared/memo';
import { findNode, flatten, pathTo } from './tree';
import type { SubAccountsState } from './types';

/** One row of the tree view: the account, its depth and place among its siblings (for aria-level / aria-posinset). */
export interface SubAccountTreeRow {
  node: Tenant;
  depth: number;
  parentId: string | null;
  hasChildren: boolean;
  position: number;
  setSize: number;
}

function rows(root: Tenant | null): SubAccountTreeRow[] {
  if (!root) return [];
  const out: SubAccountTreeRow[] = [];
  const walk = (node: Tenant, depth: number, parentId: string | null, position: number, setSize: number) => {
    const children = node.children ?? [];
    out.push({ node, depth, parentId, hasChildren: children.length > 0, position, setSize });
    children.forEach((c, i) => walk(c, depth + 1, node.tenantId, i + 1, children.length));
  };
  walk(root, 0, null, 1, 1);
  return out;
}

/** Every account of the tree in display order (depth first). */
export const selectSubAccountRows = memoSelector((s: SubAccountsState) => [s.tree.data] as const, rows);
/** The selected account's node. */
export const selectSelectedAccount = (s: SubAccountsState): Tenant | undefined => findNode(s.tree.data, s.selectedId ?? '');
/** Ids from the root to the selected account (breadcrumb). */
export const selectSelectedPath = memoSelector((s: SubAccountsState) => [s.tree.data, s.selectedId] as const, (tree, id) => pathTo(tree, id ?? ''));
/** Number of sub-accounts below the root. */
export const selectSubAccountCount = (s: SubAccountsState): number => Math.max(0, flatten(s.tree.data).length - 1);
/** Paging of the selected account's users. */
export const selectSubAccountUsersPaging = (s: SubAccountsState) => s.users;
