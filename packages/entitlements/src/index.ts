/**
 * @portico/entitlements: pure, dependency-free permission matching, content guards, feature-flag evaluation and
 * user entitlement checks. Every export is documented where it is declared.
 * @packageDocumentation
 */

// Errors
export {
  ENTITLEMENTS_ERROR_MESSAGES,
  EntitlementsError,
  EntitlementsNotEnabledError,
  assertEntitlementsEnabled,
  isEntitlementsError,
} from './errors';
export type { EntitlementsErrorCode, EntitlementsOptions } from './errors';

// Permissions
export { compilePermissions, hasPermission } from './permissions/matcher';
export type { PermissionMatcher } from './permissions/matcher';
export { canAccess } from './permissions/guard';
export type { GuardRequirement, GuardSubject } from './permissions/guard';

// Attributes
export { TOKEN_ATTRIBUTE_PREFIX, USER_ATTRIBUTE_PREFIX, buildAttributes } from './attributes/build';
export type { Attributes, TokenClaims } from './attributes/types';

// Feature flags
export { compileCondition } from './flags/operators';
export { evaluateFlag, evaluateTargeting } from './flags/evaluate';
export type { Condition, ConditionOp, DateValue, FeatureFlag, Range, Rule, Targeting, Treatment } from './flags/types';

// Entitlements
export { getEntitlements, getFeatureEntitlements, getPermissionEntitlements } from './entitlements/evaluate';
export { NotEntitledJustification } from './entitlements/types';
export type {
  EntitlementQuery,
  EntitlementResult,
  FeatureEntry,
  Plan,
  UserEntitlementsState,
} from './entitlements/types';
