import type { FeatureFlag, Targeting } from '../flags/types';

/** Why a check failed; the spec's entitlement denial reasons. */
export const NotEntitledJustification = {
  MISSING_FEATURE: 'MISSING_FEATURE',
  MISSING_PERMISSION: 'MISSING_PERMISSION',
  BUNDLE_EXPIRED: 'BUNDLE_EXPIRED',
} as const;

/** Why a check failed: `MISSING_FEATURE`, `MISSING_PERMISSION` or `BUNDLE_EXPIRED`. */
export type NotEntitledJustification = (typeof NotEntitledJustification)[keyof typeof NotEntitledJustification];

/** Outcome of an entitlement check; `justification` only when not entitled. */
export interface EntitlementResult {
  readonly isEntitled: boolean;
  readonly justification?: NotEntitledJustification;
}

/** A feature as the user sees it. */
export interface FeatureEntry {
  /**
   * Direct grant expiry in epoch milliseconds; `-1` never expires; from this instant on it is expired.
   * Absent: no direct grant (the entry then only records `linkedPermissions`).
   */
  expireTime?: number;
  /** Permission keys (wildcards allowed) that also need this feature. */
  linkedPermissions?: readonly string[];
}

/** A plan (bundle) granting its features to users its targeting turns `'true'` for. */
export interface Plan {
  id: string;
  featureKeys: readonly string[];
  targeting: Targeting;
}

/**
 * Everything needed to decide a user's entitlements. Compiled indexes are cached per object: replace the object
 * (and its arrays) instead of mutating it.
 */
export interface UserEntitlementsState {
  /** Features by key: direct grants with expiry and permission links. */
  features: Readonly<Record<string, FeatureEntry>>;
  /** Permission keys the user holds; `*` matches any characters. */
  permissions: readonly string[];
  /** Feature flags by feature key: treatment `'true'` turns the feature on. */
  flags?: Readonly<Record<string, FeatureFlag>>;
  /** Plans whose targeting rules may grant features. */
  plans?: readonly Plan[];
}

/** Ask about a feature or about a permission. */
export type EntitlementQuery = { featureKey: string } | { permissionKey: string };
