import type { Attributes } from '../attributes/types';
import { compileCondition } from './operators';
import type { FeatureFlag, Rule, Targeting, Treatment } from './types';

interface CompiledRule {
  when: ((attributes: Attributes) => boolean)[];
  treatment: Treatment;
}

const cache = new WeakMap<Targeting, CompiledRule[]>();
const never = () => false;

function compile(targeting: Targeting): CompiledRule[] {
  const rules: (Partial<Rule> | null)[] = Array.isArray(targeting.rules) ? targeting.rules : [];
  // A rule without a conditions array is malformed and never passes.
  return rules.map((rule) => ({
    when: Array.isArray(rule?.conditions) ? rule.conditions.map(compileCondition) : [never],
    treatment: rule?.treatment as Treatment,
  }));
}

/**
 * Treatment of the first rule whose conditions all pass, else `defaultTreatment`. Rules compile once per
 * targeting object (cached; treat it as immutable).
 */
export function evaluateTargeting(targeting: Targeting, attributes: Attributes = {}): Treatment {
  let rules = cache.get(targeting);
  if (!rules) cache.set(targeting, (rules = compile(targeting)));
  next: for (const rule of rules) {
    for (const passes of rule.when) if (!passes(attributes)) continue next;
    return rule.treatment;
  }
  return targeting.defaultTreatment;
}

/**
 * A flag's treatment: `offTreatment` when the flag is off, else its targeting.
 * @example evaluateFlag({ on: true, offTreatment: 'false', defaultTreatment: 'true' }, attributes); // 'true'
 */
export function evaluateFlag(flag: FeatureFlag, attributes: Attributes = {}): Treatment {
  return flag.on === true ? evaluateTargeting(flag, attributes) : flag.offTreatment;
}
