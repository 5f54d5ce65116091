/** Outcome of a flag or plan: `'true'` turns the feature on. */
export type Treatment = 'true' | 'false';

/** A date in a payload: ISO 8601 (`2024-05-01` or with time and `Z`/offset) or epoch milliseconds. */
export type DateValue = string | number;

/** Inclusive range of a `between_*` operator. */
export interface Range<T> {
  start: T;
  end: T;
}

interface ConditionOf<Op extends string, Value> {
  /** Attribute name, e.g. `portico.email`, `jwt.plan` or a custom attribute. */
  attribute: string;
  op: Op;
  value: Value;
  /** Inverts the result, except that a missing attribute or malformed payload stays false. */
  negate?: boolean;
}

/** One test of one attribute. Any malformed payload makes the condition false, never a throw. */
export type Condition =
  | ConditionOf<'in_list' | 'starts_with' | 'ends_with' | 'contains', readonly string[]>
  | ConditionOf<'matches', string>
  | ConditionOf<'equal' | 'greater_than' | 'greater_than_equal' | 'lesser_than' | 'lesser_than_equal', number>
  | ConditionOf<'between_numeric', Range<number>>
  | ConditionOf<'is', boolean>
  | ConditionOf<'on' | 'on_or_after' | 'on_or_before', DateValue>
  | ConditionOf<'between_date', Range<DateValue>>;

/** Every operator name. */
export type ConditionOp = Condition['op'];

/** Conditions joined by AND; when all pass the rule yields its treatment. */
export interface Rule {
  conditions: readonly Condition[];
  treatment: Treatment;
}

/** Ordered rules (first passing rule wins) and the treatment when none passes. */
export interface Targeting {
  rules?: readonly Rule[];
  defaultTreatment: Treatment;
}

/** A feature flag: off gives `offTreatment`; on evaluates its targeting. */
export interface FeatureFlag extends Targeting {
  on: boolean;
  offTreatment: Treatment;
}
