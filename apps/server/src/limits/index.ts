// Plan limits: what Usage measures and the one check every creation it counts goes through.
export { PLAN_METERS, meterOf } from './meters';
export type { PlanLimitKey, PlanMeter } from './meters';
export { PLAN_LIMIT_CODE, PLAN_LIMIT_MSG, claimPlanLimit, isPlanLimitError, withinPlanLimit } from './enforce';
