import type { PermissionCategory, Role } from '@portico/rest-api/roles';
import { memoSelector } from '../shared/memo';
import { assignmentOf } from './rules';
import type { MatrixCategory, RolesState } from './types';

const OTHER: PermissionCategory = { id: '', name: 'Other' };

/**
 * The permission matrix: categories (in server order, uncategorised last) × permissions × roles. A cell is editable
 * only for ASSIGNABLE permissions.
 */
export const selectPermissionMatrix = memoSelector(
  (s: RolesState) => [s.roles.data, s.permissions.data, s.categories.data] as const,
  (roles, permissions, categories): MatrixCategory[] => {
  const known = new Set(categories.map((c) => c.id));
  const groups = [...categories, OTHER].map((category) => ({
    category,
    rows: permissions
      .filter((p) => (category.id ? p.categoryId === category.id : !p.categoryId || !known.has(p.categoryId)))
      .map((permission) => {
        const assignmentType = assignmentOf(permission);
        return {
          permission,
          assignmentType,
          cells: roles.map((r) => ({
            roleId: r.id,
            checked: assignmentType === 'ALWAYS' || (r.permissions ?? []).includes(permission.id),
            editable: assignmentType === 'ASSIGNABLE',
          })),
        };
      }),
  }));
  return groups.filter((g) => g.rows.length > 0);
  },
);

/** The default role (given to new users), if any. */
export const selectDefaultRole = (s: RolesState): Role | undefined => s.roles.data.find((r) => r.isDefault);

/** Roles sorted by name (the default role first). */
export const selectRoles = memoSelector(
  (s: RolesState) => [s.roles.data] as const,
  (roles): Role[] => [...roles].sort((a, b) => Number(!!b.isDefault) - Number(!!a.isDefault) || a.name.localeCompare(b.name)),
);

/** Whether the three lists are loaded. */
export const selectRolesReady = (s: RolesState): boolean =>
  s.roles.status === 'ready' && s.permissions.status === 'ready' && s.categories.status === 'ready';
