import type { ListUsersQuery } from '@portico/rest-api/users';
import type { UsersQuery } from './types';

/** Users table page size (product-spec §9: team users 20, name DESC). */
export const USERS_TABLE_PAGE_SIZE = 20;
/** Inactive-user threshold: 90 days, in seconds (product-spec §9). */
export const INACTIVE_USER_SECONDS = 7776000;

/** The table's first query: page 0 of 20, sorted by name DESC, no search, no filter. */
export const initialUsersQuery = (): UsersQuery => ({
  page: 0,
  pageSize: USERS_TABLE_PAGE_SIZE,
  search: '',
  sortBy: 'name',
  order: 'DESC',
  filter: null,
});

/** The list call's query for a table query. */
export function toListQuery(q: UsersQuery): ListUsersQuery {
  const search = q.search.trim();
  return {
    _limit: q.pageSize,
    _offset: q.page * q.pageSize,
    _sortBy: q.sortBy,
    _order: q.order,
    ...(search ? { _filter: search } : {}),
    ...(q.filter ? { _preset: q.filter } : {}),
    ...(q.filter === 'inactive' ? { _maxInactiveSeconds: INACTIVE_USER_SECONDS } : {}),
  };
}
