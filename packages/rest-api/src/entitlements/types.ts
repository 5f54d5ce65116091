/** Ask about one feature. */
export interface FeatureEntitlementsQuery {
  featureKey: string;
  permissionKey?: undefined;
}

/** Ask about one permission (and the features linked to it). */
export interface PermissionEntitlementsQuery {
  permissionKey: string;
  featureKey?: undefined;
}

/** Query of `GET /entitlements/api/v2/user-entitlements`: by feature key or by permission key. */
export type UserEntitlementsQuery = FeatureEntitlementsQuery | PermissionEntitlementsQuery;

/** A feature as the user holds it. */
export interface UserEntitlementFeature {
  /** Direct grant expiry in epoch milliseconds; -1 never expires; absent when there is no direct grant. */
  expireTime?: number;
  /** Permission keys (wildcards allowed) that also need this feature. */
  linkedPermissions?: string[];
}

/** One condition of a targeting rule. */
export interface EntitlementCondition {
  attribute: string;
  op: string;
  value: unknown;
  negate?: boolean;
}

/** Ordered rules (first passing wins) and the treatment when none passes. */
export interface EntitlementTargeting {
  rules?: { conditions: EntitlementCondition[]; treatment: 'true' | 'false' }[];
  defaultTreatment: 'true' | 'false';
}

/** A feature flag: off gives `offTreatment`, on evaluates its targeting. */
export interface EntitlementFlag extends EntitlementTargeting {
  on: boolean;
  offTreatment: 'true' | 'false';
}

/** A plan (bundle) granting features to users its targeting accepts. */
export interface EntitlementPlan {
  id: string;
  featureKeys: string[];
  targeting: EntitlementTargeting;
}

/** Response of `GET /entitlements/api/v2/user-entitlements`: what the entitlement checks are computed from. */
export interface UserEntitlementsResponse {
  /** Features by key. */
  features: Record<string, UserEntitlementFeature>;
  /** Permission keys the user holds; `*` matches any characters. */
  permissions: string[];
  /** Feature flags by feature key. */
  flags?: Record<string, EntitlementFlag>;
  plans?: EntitlementPlan[];
}
