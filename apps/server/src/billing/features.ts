import type { Selectable } from 'kysely';
import type { BillingPlanTable } from './tables';
import type { BillingEvent } from './ledger';
import { listPlans, planInForce } from './plans';
import type { BillingScope } from './scope';
import { listSubscriptions } from './service';

/** A plan row as stored (features and limits included). */
export type PlanRow = Selectable<BillingPlanTable>;

/** The plan the tenant is on now, the events settling it produced (to audit), and its live subscription if any. */
export interface TenantPlan {
  plan: PlanRow | undefined;
  subscriptionId: string | undefined;
  events: BillingEvent[];
}

/**
 * The tenant's plan at its clock: its active or trialing subscription's plan (subscriptions settled first, so an ended
 * trial or a cancellation at period end counts at once), else the vendor's default plan.
 */
export async function tenantPlan(s: BillingScope): Promise<TenantPlan> {
  const all = await listSubscriptions(s);
  const events = all.flatMap((x) => x.events);
  const live = all.map((x) => x.sub).find((sub) => sub.status === 'active' || sub.status === 'trialing');
  return { plan: await planInForce(s.db, s.tenantId), subscriptionId: live?.id, events };
}

/** Feature keys the tenant's plan grants (plans drive entitlements). */
export async function tenantPlanFeatures(s: BillingScope): Promise<string[]> {
  return ((await tenantPlan(s)).plan?.features ?? []) as string[];
}

/** Every feature key any plan of the vendor grants: the features the entitlements answer knows. */
export async function vendorFeatureKeys(s: Pick<BillingScope, 'db' | 'vendorId'>): Promise<string[]> {
  const keys = (await listPlans(s.db, s.vendorId)).flatMap((p) => p.features as string[]);
  return [...new Set(keys)].sort();
}
