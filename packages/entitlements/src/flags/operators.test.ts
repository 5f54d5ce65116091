import { describe, expect, it } from 'vitest';
import { vectors } from '../../test/vectors';
import { compileCondition } from './operators';
import type { Condition } from './types';

describe('condition operators (test-vectors/operators.json)', () => {
  it.each(vectors.operators.cases)('$name', ({ condition, attributes, expected }) => {
    expect(compileCondition(condition)(attributes)).toBe(expected);
  });
});

describe('compileCondition', () => {
  it('reads Date objects as dates', () => {
    const on = compileCondition({ attribute: 'signedUpAt', op: 'on_or_after', value: '2024-05-01' });
    expect(on({ signedUpAt: new Date(Date.UTC(2024, 4, 2)) })).toBe(true);
    expect(on({ signedUpAt: new Date(Date.UTC(2024, 3, 30)) })).toBe(false);
    expect(on({ signedUpAt: new Date(Number.NaN) })).toBe(false);
  });

  it('never throws, whatever the condition', () => {
    const junk: unknown[] = [null, undefined, 5, 'x', {}, { attribute: 'a' }, { op: 'in_list' }];
    junk.push({ attribute: 'a', op: 'matches', value: Symbol('x') });
    for (const condition of junk) {
      expect(compileCondition(condition as unknown as Condition)({ a: 'x' })).toBe(false);
    }
  });

  it('evaluates many attribute maps with one compiled condition', () => {
    const isAcme = compileCondition({ attribute: 'portico.email', op: 'ends_with', value: ['@acme.com'] });
    const emails = ['a@acme.com', 'b@acme.com', 'c@other.test'];
    expect(emails.map((email) => isAcme({ 'portico.email': email }))).toEqual([true, true, false]);
  });
});
