import type { BillingReader } from '../billing';
import { keyMatches } from '../roles';

/** Query of the user-entitlements call: one feature, one permission, or everything. */
export interface EntitlementsQuery { featureKey?: string | undefined; permissionKey?: string | undefined }

/**
 * The user's entitlements as `@portico/rest-api` UserEntitlementsResponse. Plans drive them: every feature key of the
 * vendor's plans is listed (no direct grant), and the tenant's current plan is the one plan whose targeting grants its
 * features to everyone of the tenant. A plan change shows at the client's next token refresh.
 */
export async function userEntitlements(billing: BillingReader, tenantId: string, held: readonly string[], q: EntitlementsQuery) {
  const [{ plan, events }, keys] = await Promise.all([billing.tenantPlan(tenantId), billing.vendorFeatureKeys()]);
  const planKeys = (plan?.features ?? []) as string[];
  const wanted = (key: string) => q.featureKey === undefined || q.featureKey === key;
  const features = Object.fromEntries(keys.filter(wanted).map((key) => [key, {}]));
  const featureKeys = planKeys.filter(wanted);
  const plans = plan && featureKeys.length ? [{ id: plan.id, featureKeys, targeting: { defaultTreatment: 'true' as const } }] : [];
  // By permission: only the held keys that grant it (wildcards both ways, as the token's permissions are checked).
  const permissions = q.permissionKey === undefined ? [...held] : held.filter((h) => keyMatches(h, q.permissionKey!) || keyMatches(q.permissionKey!, h));
  return { answer: { features, permissions, flags: {}, plans }, events };
}
