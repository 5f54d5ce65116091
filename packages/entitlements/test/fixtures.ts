// Builders shared by the unit tests and the bench.
import type { Condition, ConditionOp, FeatureFlag, Plan, Rule, UserEntitlementsState } from '../src/index';

/** 2024-05-01T00:00:00Z, the fixed "now" of every test. */
export const NOW = Date.UTC(2024, 4, 1);
export const DAY = 86_400_000;

// A record, so adding an operator to the type without listing it here fails typecheck.
const OPS: Record<ConditionOp, true> = {
  in_list: true, starts_with: true, ends_with: true, contains: true, matches: true, equal: true, greater_than: true,
  greater_than_equal: true, lesser_than: true, lesser_than_equal: true, between_numeric: true, is: true, on: true,
  on_or_after: true, on_or_before: true, between_date: true,
};
/** Every condition operator. */
export const ALL_OPS = Object.keys(OPS) as ConditionOp[];

export const rule = (conditions: Condition[], treatment: Rule['treatment'] = 'true'): Rule => ({ conditions, treatment });

export const flag = (rules: Rule[] = [], overrides: Partial<FeatureFlag> = {}): FeatureFlag => ({
  on: true,
  offTreatment: 'false',
  defaultTreatment: 'false',
  rules,
  ...overrides,
});

export const plan = (id: string, featureKeys: string[], rules: Rule[], defaultTreatment: Rule['treatment'] = 'false'): Plan => ({
  id,
  featureKeys,
  targeting: { rules, defaultTreatment },
});

export const state = (overrides: Partial<UserEntitlementsState> = {}): UserEntitlementsState => ({
  features: {},
  permissions: [],
  ...overrides,
});

/** Runs `run` and returns how many regular expressions were constructed meanwhile. */
export function countRegExps(run: () => void): number {
  const Real = globalThis.RegExp;
  let count = 0;
  globalThis.RegExp = new Proxy(Real, {
    construct(target, args) {
      count++;
      return Reflect.construct(target, args) as RegExp;
    },
  });
  try {
    run();
  } finally {
    globalThis.RegExp = Real;
  }
  return count;
}
