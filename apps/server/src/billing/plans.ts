import type { Db } from '../db/connect';
import { BILLING_TEXT } from './messages';
import { notFound } from '../http/errors';

/**
 * The vendor's demo plans (amounts in cents, monthly); Free is the default plan a trial falls back to. `features` are
 * the entitlement feature keys each plan grants; `limits` what the Usage section measures (see usage.ts METERS).
 */
export const DEMO_PLANS = [
  { slug: 'free', name: 'Free', description: 'For trying things out', amount: 0, trial_days: 0, is_default: true, features: [], limits: { seats: 3, apiTokens: 2, subAccounts: 0, webhooks: 1, ssoConnections: 0 } },
  { slug: 'basic', name: 'Basic', description: 'For small teams', amount: 1900, trial_days: 14, is_default: false, features: ['reports'], limits: { seats: 10, apiTokens: 10, subAccounts: 3, webhooks: 5, ssoConnections: 1 } },
  { slug: 'pro', name: 'Pro', description: 'For growing companies', amount: 4900, trial_days: 14, is_default: false, features: ['reports', 'analytics'], limits: { seats: 50, apiTokens: 50, subAccounts: 25, webhooks: 25, ssoConnections: 5 } },
] as const;

/** Seeds the demo plans once (by slug). */
export async function seedPlans(db: Db, vendorId: string): Promise<void> {
  for (const p of DEMO_PLANS) {
    await db.insertInto('billing_plans').values({ id: crypto.randomUUID(), vendor_id: vendorId, ...p, currency: 'usd', features: JSON.stringify(p.features), limits: JSON.stringify(p.limits) })
      .onConflict((oc) => oc.columns(['vendor_id', 'slug']).doNothing()).execute();
  }
}

/** The vendor's plans, cheapest first. */
export const listPlans = (db: Db, vendorId: string) =>
  db.selectFrom('billing_plans').selectAll().where('vendor_id', '=', vendorId).orderBy('amount').orderBy('name').execute();

/** One plan of the vendor, or 404. */
export async function requirePlan(db: Db, vendorId: string, id: string) {
  const plan = await db.selectFrom('billing_plans').selectAll().where('vendor_id', '=', vendorId).where('id', '=', id).executeTakeFirst();
  if (!plan) throw notFound(BILLING_TEXT.planNotFound);
  return plan;
}

/** The plan a trial without a payment method falls back to (change_to_default). */
export const defaultPlan = (db: Db, vendorId: string) =>
  db.selectFrom('billing_plans').selectAll().where('vendor_id', '=', vendorId).where('is_default', '=', true).orderBy('amount').executeTakeFirst();

/**
 * The plan in force for a tenant as stored: its newest active or trialing subscription's plan, else the vendor's
 * default plan. Billing reads it after settling the tenant's subscriptions to its clock (features.ts); plan limits
 * read it inside the creating transaction (limits/enforce.ts), so both see the same plan.
 */
export async function planInForce(db: Db, tenantId: string) {
  const live = await db.selectFrom('billing_subscriptions as s').innerJoin('billing_plans as p', 'p.id', 's.plan_id').selectAll('p')
    .where('s.tenant_id', '=', tenantId).where('s.status', 'in', ['active', 'trialing']).orderBy('s.created_at', 'desc').executeTakeFirst();
  if (live) return live;
  const tenant = await db.selectFrom('tenants').select('vendor_id').where('id', '=', tenantId).executeTakeFirst();
  return tenant ? defaultPlan(db, tenant.vendor_id) : undefined;
}

/** Whether downgrade and cancellation are allowed (both by default). */
export async function vendorSettings(db: Db, vendorId: string) {
  const row = await db.selectFrom('billing_vendor_settings').selectAll().where('vendor_id', '=', vendorId).executeTakeFirst();
  return { allowPlanDowngrade: row?.allow_plan_downgrade ?? true, allowPlanCancellation: row?.allow_plan_cancellation ?? true };
}
