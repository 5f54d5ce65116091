// Who may enter which tenant and what they hold there: the rule login, refresh, tokens and the access layer share, below
// users/ (which creates accounts) and auth/ (which signs in), so both and the access layer read it without a cycle.
export { countMembers, getUser, isUsableMembership, membership, MSG_USER_DISABLED, MSG_USER_EXPIRED, noTenantError, tenantsOfUser, usableMembershipSql } from './rule';
export { claimsOf, grantColumns, grantsFor, grantsFromRow } from './grants';
export type { Grants } from './grants';
