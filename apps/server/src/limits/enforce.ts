import { sql } from 'kysely';
import { planInForce } from '../billing';
import type { Db } from '../db/connect';
import { ApiError, isApiError } from '../http/errors';
import { meterOf, type PlanLimitKey } from './meters';

/** The stable code of a refusal by a plan limit (the UI shows its message where the action happened). */
export const PLAN_LIMIT_CODE = 'PLAN_LIMIT_REACHED';

/** Refusals by a plan limit, worded once (the Usage section's words: "Limit reached", "Not in your plan"). */
export const PLAN_LIMIT_MSG = {
  reached: (plan: string, limit: number, noun: string) =>
    `Plan limit reached: the ${plan} plan allows ${limit} ${noun}. Choose a larger plan under Subscription to add more.`,
  notIncluded: (plan: string, noun: string) => `Not in your plan: the ${plan} plan includes no ${noun}. Choose a larger plan under Subscription to add them.`,
} as const;

/** True for a refusal by a plan limit. */
export const isPlanLimitError = (e: unknown): e is ApiError => isApiError(e) && e.code === PLAN_LIMIT_CODE;

/**
 * THE check of a plan limit, run inside the transaction that creates the thing counted: it takes a transaction-scoped
 * lock per (tenant, limit), so creations of the same kind in the same tenant queue behind it until it commits, then
 * counts exactly as Usage counts (meters.ts) against the plan in force now (no cache: a plan change counts at once).
 * Refuses (403 PLAN_LIMIT_REACHED) when `adding` more would pass the limit; a plan without the limit sets none.
 */
export async function claimPlanLimit(tx: Db, tenantId: string, key: PlanLimitKey, adding = 1): Promise<void> {
  if (!tx.isTransaction) throw new Error('claimPlanLimit runs inside the transaction that creates what it counts');
  await sql`select pg_advisory_xact_lock(hashtextextended(${`portico-plan-limit:${tenantId}:${key}`}, 0))`.execute(tx);
  const plan = await planInForce(tx, tenantId);
  const limit = (plan?.limits as Record<string, unknown> | undefined)?.[key];
  if (!plan || typeof limit !== 'number') return;
  const meter = meterOf(key);
  if ((await meter.count(tx, tenantId)) + adding <= limit) return;
  throw new ApiError(403, PLAN_LIMIT_CODE, [limit === 0 ? PLAN_LIMIT_MSG.notIncluded(plan.name, meter.noun) : PLAN_LIMIT_MSG.reached(plan.name, limit, meter.noun)]);
}

/** Runs `create` in a transaction (the caller's, or a new one) after claiming one unit of the limit in it. */
export function withinPlanLimit<T>(db: Db, tenantId: string, key: PlanLimitKey, create: (tx: Db) => Promise<T>): Promise<T> {
  const run = async (tx: Db) => {
    await claimPlanLimit(tx, tenantId, key);
    return create(tx);
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
