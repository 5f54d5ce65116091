import type { Deps } from '../deps';
import { providerFor } from './configured-provider';
import { tenantPlan, vendorFeatureKeys, type TenantPlan } from './features';
import { seedPlans } from './plans';

export { seedPlans, DEMO_PLANS } from './plans';
export { TEST_CARDS } from './embedded';
export { loadStripeSdk } from './stripe-provider';
export { tenantPlanFeatures } from './features';
export type { PlanRow, TenantPlan } from './features';
export type { BillingProvider } from './provider';

/** What other domains read of billing: a tenant's current plan (settled to its clock) and the vendor's feature keys. */
export interface BillingReader {
  tenantPlan(tenantId: string): Promise<TenantPlan>;
  vendorFeatureKeys(): Promise<string[]>;
}

/** Billing as the entitlements domain reads it (plans drive entitlements). */
export function billingReader(deps: Deps): BillingReader {
  const provider = providerFor(deps);
  return {
    tenantPlan: (tenantId) => tenantPlan({ db: deps.db, provider, vendorId: deps.vendor.id, tenantId }),
    vendorFeatureKeys: () => vendorFeatureKeys({ db: deps.db, vendorId: deps.vendor.id }),
  };
}

/** Seeds the vendor's demo plans (the vendor seed calls it). */
export const seedBilling = (deps: Deps) => seedPlans(deps.db, deps.vendor.id);
export { planInForce } from './plans';
