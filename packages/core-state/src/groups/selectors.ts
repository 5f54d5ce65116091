import type { Group } from '@portico/rest-api/roles';
import { memoSelector } from '../shared/memo';
import type { GroupsState } from './types';

/** The groups of the current page, sorted by name. */
export const selectGroupsPage = memoSelector(
  (s: GroupsState) => [s.items, s.page, s.pageSize] as const,
  (items, page, pageSize): Group[] => [...items].sort((a, b) => a.name.localeCompare(b.name)).slice(page * pageSize, (page + 1) * pageSize),
);

/** Number of pages of groups (at least 1). */
export const selectGroupsPageCount = (s: GroupsState): number => Math.max(1, Math.ceil(s.items.length / s.pageSize));

/** The group a dialog acts on. */
export const selectGroup = (id: string | undefined) => (s: GroupsState): Group | undefined => s.items.find((g) => g.id === id);
