import type { Attributes } from '../attributes/types';
import { EntitlementsError } from '../errors';
import { evaluateFlag, evaluateTargeting } from '../flags/evaluate';
import { compileState, linkedFeatures } from './compile';
import type { EntitlementQuery, EntitlementResult, NotEntitledJustification, UserEntitlementsState } from './types';

const deny = (justification: NotEntitledJustification): EntitlementResult =>
  Object.freeze({ isEntitled: false, justification });
const ENTITLED: EntitlementResult = Object.freeze({ isEntitled: true });
const MISSING_FEATURE = deny('MISSING_FEATURE');
const MISSING_PERMISSION = deny('MISSING_PERMISSION');
const BUNDLE_EXPIRED = deny('BUNDLE_EXPIRED');

const own = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

/**
 * Is the feature on for this user? Tried in order, first entitled wins: the direct grant (`expireTime` -1 or in
 * the future), the feature's flag, then any plan listing it whose targeting gives `'true'`. Otherwise
 * `BUNDLE_EXPIRED` when a direct grant has expired, else `MISSING_FEATURE`.
 * @param now epoch milliseconds to judge expiry against. @default Date.now()
 * @example getFeatureEntitlements(state, 'sso', buildAttributes(custom, claims)); // { isEntitled: true }
 */
export function getFeatureEntitlements(
  state: UserEntitlementsState,
  featureKey: string,
  attributes: Attributes = {},
  now: number = Date.now(),
): EntitlementResult {
  const expireTime = own(state.features, featureKey)?.expireTime;
  const granted = typeof expireTime === 'number';
  if (granted && (expireTime === -1 || expireTime > now)) return ENTITLED;
  const flag = own(state.flags, featureKey);
  if (flag && evaluateFlag(flag, attributes) === 'true') return ENTITLED;
  for (const targeting of compileState(state).plans.get(featureKey) ?? []) {
    if (evaluateTargeting(targeting, attributes) === 'true') return ENTITLED;
  }
  return granted ? BUNDLE_EXPIRED : MISSING_FEATURE;
}

/**
 * Does the user hold the permission (any held key matching, wildcards allowed) and, when features link to it,
 * is at least one of those features entitled? Fails with `MISSING_PERMISSION`, else the linked features' reason
 * (`BUNDLE_EXPIRED` if any of them expired, else `MISSING_FEATURE`).
 * @example getPermissionEntitlements(state, 'fe.secure.read.audits'); // { isEntitled: true }
 */
export function getPermissionEntitlements(
  state: UserEntitlementsState,
  permissionKey: string,
  attributes: Attributes = {},
  now: number = Date.now(),
): EntitlementResult {
  const compiled = compileState(state);
  if (!compiled.holds(permissionKey)) return MISSING_PERMISSION;
  const features = linkedFeatures(compiled, permissionKey);
  if (features.length === 0) return ENTITLED;
  let result = MISSING_FEATURE;
  for (const featureKey of features) {
    const outcome = getFeatureEntitlements(state, featureKey, attributes, now);
    if (outcome.isEntitled) return outcome;
    if (outcome === BUNDLE_EXPIRED) result = outcome;
  }
  return result;
}

/**
 * Checks `{ featureKey }` or `{ permissionKey }`; throws an {@link EntitlementsError} for any other query.
 * @example getEntitlements(state, { permissionKey: 'fe.connectivity.read.webhooks' }, attributes);
 */
export function getEntitlements(
  state: UserEntitlementsState,
  query: EntitlementQuery,
  attributes: Attributes = {},
  now: number = Date.now(),
): EntitlementResult {
  const { featureKey, permissionKey } = (query ?? {}) as { featureKey?: unknown; permissionKey?: unknown };
  if (typeof featureKey === 'string') return getFeatureEntitlements(state, featureKey, attributes, now);
  if (typeof permissionKey === 'string') return getPermissionEntitlements(state, permissionKey, attributes, now);
  throw new EntitlementsError('INVALID_ENTITLEMENT_QUERY');
}
