import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_BITS, consumeRecoveryCode, generateRecoveryCodes, hashRecoveryCode } from './recovery-codes';

const FORMAT = /^[0-9abcdefghjkmnpqrstvwxyz]{4}-[0-9abcdefghjkmnpqrstvwxyz]{4}-[0-9abcdefghjkmnpqrstvwxyz]{4}$/;

describe('generateRecoveryCodes', () => {
  it('makes 10 distinct xxxx-xxxx-xxxx codes with at least 40 bits each', () => {
    const { codes, hashes } = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(FORMAT);
    expect(RECOVERY_CODE_BITS).toBeGreaterThanOrEqual(40);
    expect(hashes).toHaveLength(10);
  });

  it('stores only SHA-256 hashes, never the codes', () => {
    const { codes, hashes } = generateRecoveryCodes(3);
    const expected = codes.map((c) => createHash('sha256').update(c.replaceAll('-', '')).digest('hex'));
    expect(hashes).toEqual(expected);
  });

  it('uses the whole 32-character alphabet (5 bits per character)', () => {
    const chars = new Set(generateRecoveryCodes(100).codes.join('').replaceAll('-', ''));
    expect([...chars].sort().join('')).toBe(RECOVERY_CODE_ALPHABET);
  });

  it('draws different codes each time', () => {
    expect(generateRecoveryCodes().codes).not.toEqual(generateRecoveryCodes().codes);
  });

  it.each([0, -1, 1.5, 101])('refuses a count of %s', (n) => {
    expect(() => generateRecoveryCodes(n)).toThrow(RangeError);
  });
});

describe('consumeRecoveryCode', () => {
  it('accepts a code once and returns the other hashes', () => {
    const { codes, hashes } = generateRecoveryCodes();
    const remaining = consumeRecoveryCode(hashes, codes[3]!);
    expect(remaining).toEqual(hashes.filter((_, i) => i !== 3));
    expect(consumeRecoveryCode(remaining!, codes[3]!)).toBeNull();
    expect(consumeRecoveryCode(remaining!, codes[4]!)).toHaveLength(8);
  });

  it('returns null for an unknown or empty code', () => {
    const { hashes } = generateRecoveryCodes();
    expect(consumeRecoveryCode(hashes, 'zzzz-zzzz-zzzz')).toBeNull();
    expect(consumeRecoveryCode(hashes, '')).toBeNull();
    expect(consumeRecoveryCode([], 'abcd-efgh-jkmn')).toBeNull();
  });

  it('accepts a code typed in capitals, without dashes, with look-alike letters', () => {
    const hashes = [hashRecoveryCode('0a1b-c2d3-e4f5')];
    expect(consumeRecoveryCode(hashes, ' OA1B C2D3 E4F5 ')).toEqual([]);
    expect(consumeRecoveryCode(hashes, '0aIb-c2d3-e4f5')).toEqual([]);
    expect(consumeRecoveryCode(hashes, '0alb-c2d3-e4f5')).toEqual([]);
  });
});
