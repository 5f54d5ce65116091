// The auth domain as other domains use it.
export { grantsFor, claimsOf, grantColumns, grantsFromRow } from './claims';
export type { Grants } from './claims';
