import fc from 'fast-check';
import { describe, it } from 'vitest';
import { ALL_OPS } from '../../test/fixtures';
import { compileCondition } from './operators';
import type { Condition, ConditionOp } from './types';

// Values of every kind the operators read, plus junk.
const value = fc.oneof(
  fc.anything(),
  fc.string(),
  fc.array(fc.string({ maxLength: 3 }), { maxLength: 3 }),
  fc.double(),
  fc.boolean(),
  fc.date({ noInvalidDate: false }).map((d) => (Number.isNaN(d.getTime()) ? d : d.toISOString())),
  fc.record({ start: fc.oneof(fc.integer(), fc.constant('2024-05-01')), end: fc.oneof(fc.integer(), fc.constant('2024-06-01')) }),
);
const numericOp = fc.constantFrom<ConditionOp>('equal', 'greater_than', 'greater_than_equal', 'lesser_than', 'lesser_than_equal');
const condition = fc.record({ attribute: fc.constant('a'), op: fc.constantFrom(...(ALL_OPS)), value });

describe('condition operators, property-based', () => {
  it('never throw and never let a condition and its negation both pass', () => {
    fc.assert(
      fc.property(condition, value, (c, attribute) => {
        const attributes = { a: attribute };
        const plain = compileCondition({ ...c, negate: false } as Condition)(attributes);
        const negated = compileCondition({ ...c, negate: true } as Condition)(attributes);
        return !(plain && negated);
      }),
      { numRuns: 3000 },
    );
  });

  it('give exactly one of a condition and its negation for a well-formed numeric case', () => {
    fc.assert(
      fc.property(numericOp, fc.integer(), fc.integer(), (op, payload, seats) => {
        const c = { attribute: 'seats', op, value: payload } as Condition;
        return compileCondition(c)({ seats }) !== compileCondition({ ...c, negate: true })({ seats });
      }),
    );
  });

  it('are false for a missing attribute, negated or not', () => {
    fc.assert(
      fc.property(condition, fc.boolean(), (c, negate) => !compileCondition({ ...c, negate } as Condition)({ b: 1 })),
    );
  });
});
