import { describe, expect, it } from 'vitest';
import { countRegExps, flag, rule } from '../../test/fixtures';
import { vectors } from '../../test/vectors';
import { evaluateFlag, evaluateTargeting } from './evaluate';

describe('feature flags (test-vectors/flags.json)', () => {
  it.each(vectors.flags.cases)('$name', ({ flag: f, attributes, expected }) => {
    expect(evaluateFlag(f, attributes)).toBe(expected);
  });
});

describe('evaluateFlag', () => {
  it('compiles a flag once, however often it is evaluated', () => {
    const f = flag([rule([{ attribute: 'portico.email', op: 'matches', value: '@acme\\.com$' }])]);
    const results: string[] = [];
    const built = countRegExps(() => {
      for (let i = 0; i < 50; i++) results.push(evaluateFlag(f, { 'portico.email': `u${i}@acme.com` }));
    });
    expect(built).toBe(1);
    expect(new Set(results)).toEqual(new Set(['true']));
    expect(countRegExps(() => evaluateFlag({ ...f }, {}))).toBe(1);
  });

  it('answers from the flag it is given: a new object with changed rules is recompiled', () => {
    const f = flag([rule([{ attribute: 'plan', op: 'in_list', value: ['pro'] }])]);
    expect(evaluateFlag(f, { plan: 'pro' })).toBe('true');
    const changed = { ...f, rules: [rule([{ attribute: 'plan', op: 'in_list', value: ['enterprise'] }])] };
    expect(evaluateFlag(changed, { plan: 'pro' })).toBe('false');
  });

  it('defaults to no attributes', () => {
    const proOnly = rule([{ attribute: 'plan', op: 'in_list', value: ['pro'] }]);
    expect(evaluateFlag(flag([proOnly], { defaultTreatment: 'true' }))).toBe('true');
    expect(evaluateTargeting({ defaultTreatment: 'false', rules: [rule([])] })).toBe('true');
  });
});
