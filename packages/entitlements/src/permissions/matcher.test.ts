import { describe, expect, it } from 'vitest';
import { countRegExps } from '../../test/fixtures';
import { vectors } from '../../test/vectors';
import { compilePermissions, hasPermission } from './matcher';

describe('permission matcher (test-vectors/permissions.json)', () => {
  it.each(vectors.permissions.cases)('$name', ({ held, key, expected }) => {
    expect(hasPermission(held, key)).toBe(expected);
  });
});

describe('compilePermissions', () => {
  it('compiles once per key list', () => {
    const held = ['fe.secure.*', 'fe.billing.read'];
    expect(compilePermissions(held)).toBe(compilePermissions(held));
    expect(compilePermissions([...held])).not.toBe(compilePermissions(held));
  });

  it('builds no regular expression, neither to compile nor to check', () => {
    let hits = 0;
    const built = countRegExps(() => {
      const matches = compilePermissions(['fe.*.read.*', 'fe.secure.*', 'exact']);
      for (let i = 0; i < 100; i++) if (matches(`fe.x${i}.read.y`)) hits++;
    });
    expect(built).toBe(0);
    expect(hits).toBe(100);
  });

  it('ignores entries that are not strings instead of throwing', () => {
    const held = [null, 5, 'fe.secure.*'] as unknown as string[];
    expect(hasPermission(held, 'fe.secure.read')).toBe(true);
    expect(hasPermission(held, 'null')).toBe(false);
  });

  it('answers long keys against many-star patterns (linear matcher, no catastrophic backtracking)', () => {
    const held = ['*a*a*a*a*a*a*a*a*a*a*b'];
    expect(hasPermission(held, `${'a'.repeat(5000)}c`)).toBe(false);
    expect(hasPermission(held, `${'a'.repeat(5000)}b`)).toBe(true);
    expect(hasPermission(held, `${'a'.repeat(9)}b`)).toBe(false);
  });
});
