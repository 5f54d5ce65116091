import {
  assertEntitlementsEnabled,
  buildAttributes,
  getEntitlements,
  type Attributes,
  type EntitlementQuery,
  type EntitlementResult,
} from '@portico/entitlements';
import type { PorticoUser } from './user';

const NONE: EntitlementResult = Object.freeze({ isEntitled: false, justification: 'MISSING_FEATURE' });

/**
 * Checks a feature or permission against the user's loaded entitlements.
 * @throws EntitlementsNotEnabledError when `entitlements.enabled` is not true in the Portico options.
 * @example checkEntitlement(auth.getState().user, { featureKey: 'sso' }, { entitlements: { enabled: true } })
 */
export function checkEntitlement(
  user: PorticoUser | null,
  query: EntitlementQuery,
  options: { entitlements?: { enabled: boolean } },
  customAttributes?: Attributes,
): EntitlementResult {
  assertEntitlementsEnabled({ entitlementsOptions: options.entitlements ?? {} });
  if (!user?.entitlements) return NONE;
  const permissions = user.entitlements.permissions.length ? user.entitlements.permissions : user.permissions.map((p) => p.key);
  return getEntitlements({ ...user.entitlements, permissions }, query, buildAttributes(customAttributes, user.claims));
}
