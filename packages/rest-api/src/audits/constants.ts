/** Audit-log paging defaults (spec §9: page 20, createdAt descending). */
export const AUDITS_DEFAULTS = Object.freeze({
  offset: 0,
  count: 20,
  sortBy: 'createdAt',
  sortDirection: 'desc',
} as const);
