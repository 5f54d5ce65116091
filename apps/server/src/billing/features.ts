import type { Db } from '../db/connect';
import { defaultPlan } from './plans';

/**
 * Feature keys the tenant's plan grants: those of its active or trialing subscription's plan, else of the vendor's
 * default plan. For the entitlements the server returns (plans drive entitlements).
 */
export async function tenantPlanFeatures(db: Db, vendorId: string, tenantId: string): Promise<string[]> {
  const live = await db.selectFrom('billing_subscriptions').innerJoin('billing_plans', 'billing_plans.id', 'billing_subscriptions.plan_id')
    .select('billing_plans.features').where('billing_subscriptions.tenant_id', '=', tenantId)
    .where('billing_subscriptions.status', 'in', ['active', 'trialing']).orderBy('billing_subscriptions.created_at', 'desc').executeTakeFirst();
  return (live?.features ?? (await defaultPlan(db, vendorId))?.features ?? []) as string[];
}
