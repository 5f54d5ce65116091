// The vendor domain as other domains use it.
export { tenantPolicies } from './policies';
export type { PolicyKind, TenantPolicies } from './policies';
export { homeTenantId } from './policies';
export type { VendorConfig } from './config';
