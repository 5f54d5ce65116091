import { describe, expect, it } from 'vitest';
import { evaluateFlag } from '../flags/evaluate';
import { flag, rule } from '../../test/fixtures';
import { vectors } from '../../test/vectors';
import { TOKEN_ATTRIBUTE_PREFIX, USER_ATTRIBUTE_PREFIX, buildAttributes } from './build';

describe('attributes (test-vectors/attributes.json)', () => {
  it.each(vectors.attributes.cases)('$name', ({ custom, token, expected }) => {
    expect(buildAttributes(custom, token)).toEqual(expected);
  });
});

describe('buildAttributes', () => {
  it('uses the documented prefixes', () => {
    expect(USER_ATTRIBUTE_PREFIX).toBe('portico.');
    expect(TOKEN_ATTRIBUTE_PREFIX).toBe('jwt.');
  });

  it('does not change its inputs', () => {
    const custom = { plan: 'pro' };
    const token = { sub: 'u1', address: { country: 'NL' } };
    buildAttributes(custom, token);
    expect(custom).toEqual({ plan: 'pro' });
    expect(token).toEqual({ sub: 'u1', address: { country: 'NL' } });
  });

  it('feeds flag rules on user, token and custom attributes', () => {
    const f = flag([
      rule([
        { attribute: 'portico.email', op: 'ends_with', value: ['@acme.com'] },
        { attribute: 'jwt.address.country', op: 'in_list', value: ['NL'] },
        { attribute: 'seats', op: 'greater_than_equal', value: 5 },
      ]),
    ]);
    const token = { sub: 'u1', email: 'jane@acme.com', address: { country: 'NL' } };
    expect(evaluateFlag(f, buildAttributes({ seats: 5 }, token))).toBe('true');
    expect(evaluateFlag(f, buildAttributes({ seats: 4 }, token))).toBe('false');
    expect(evaluateFlag(f, buildAttributes({ seats: 5 }, null))).toBe('false');
  });

  it('treats a token that is not an object as absent', () => {
    expect(buildAttributes({ a: 1 }, 'eyJ...' as unknown as Record<string, unknown>)).toEqual({ a: 1 });
    expect(buildAttributes(undefined, undefined)).toEqual({});
  });
});
