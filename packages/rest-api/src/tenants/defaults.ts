import type { Query, QueryValue } from '../core/url';

/** Invite links expire after 43200 minutes (30 days) unless the caller says otherwise (spec §9). */
export const INVITE_LINK_EXPIRY_MINUTES = 43200;

/** Default query of the sub-account search (spec §9: sub-account search 50). */
export const SUB_TENANTS_SEARCH_DEFAULTS = { _limit: 50 } as const;

/** Default query of the sub-tenant users list (spec §7.3). */
export const SUB_TENANT_USERS_DEFAULTS = { _limit: 20, _offset: 0, _sortBy: 'name', _order: 'DESC' } as const;

/** Default query of the team members list (spec §9: team users 20). */
export const TEAM_MEMBERS_DEFAULTS = { pageOffset: 0, pageSize: 20 } as const;

/** Sub-account users do not reach lower sub-accounts unless asked (product-spec §5). */
export const DEFAULT_ALLOW_SUB_ACCOUNT_ACCESS = false;

/** Merges a caller's query over defaults; a key the caller left `undefined` keeps its default. */
export function withDefaults(defaults: Query, query: object | undefined): Query {
  const out: Query = { ...defaults };
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) out[key] = value as QueryValue;
  return out;
}
