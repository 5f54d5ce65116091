export { getUserEntitlements } from './calls';
export type {
  FeatureEntitlementsQuery,
  PermissionEntitlementsQuery,
  UserEntitlementsQuery,
  UserEntitlementFeature,
  EntitlementCondition,
  EntitlementTargeting,
  EntitlementFlag,
  EntitlementPlan,
  UserEntitlementsResponse,
} from './types';
