import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePermissions, hasPermission } from './matcher';

/** Reference: the textbook recursive wildcard matcher, obviously right and too slow for production. */
function reference(pattern: string, key: string): boolean {
  if (pattern === '') return key === '';
  if (pattern[0] === '*') return reference(pattern.slice(1), key) || (key !== '' && reference(pattern, key.slice(1)));
  return key !== '' && pattern[0] === key[0] && reference(pattern.slice(1), key.slice(1));
}

// A small alphabet makes collisions, repeated parts and overlaps frequent.
const text = (chars: string[], maxLength: number) =>
  fc.array(fc.constantFrom(...chars), { maxLength }).map((cs) => cs.join(''));
const pattern = text(['a', 'b', '.', '*'], 10);
const key = text(['a', 'b', '.', '*'], 12);
const starFree = text(['a', 'b', '.'], 8);

/** A key the pattern must match: each `*` replaced by some text. */
const instance = pattern.chain((p) =>
  fc.array(starFree, { minLength: p.split('*').length - 1, maxLength: p.split('*').length - 1 }).map((fills) => ({
    pattern: p,
    key: p.split('*').reduce((out, part, i) => out + (i > 0 ? fills[i - 1] : '') + part, ''),
  })),
);

describe('permission matcher against the reference matcher', () => {
  it('agrees on one held pattern', () => {
    fc.assert(fc.property(pattern, key, (p, k) => hasPermission([p], k) === reference(p, k)), { numRuns: 5000 });
  });

  it('agrees on a list of held patterns (any one matching)', () => {
    fc.assert(
      fc.property(fc.array(pattern, { maxLength: 5 }), key, (held, k) =>
        compilePermissions(held)(k) === held.some((p) => reference(p, k)),
      ),
      { numRuns: 3000 },
    );
  });

  it('matches every key made by filling the stars', () => {
    fc.assert(
      fc.property(instance, ({ pattern: p, key: k }) => {
        expect(reference(p, k)).toBe(true);
        return hasPermission([p], k);
      }),
      { numRuns: 3000 },
    );
  });

  it('treats a star-free held key as an exact key', () => {
    fc.assert(fc.property(starFree, starFree, (p, k) => hasPermission([p], k) === (p === k)));
  });
});
