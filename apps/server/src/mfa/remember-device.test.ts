import { describe, expect, it } from 'vitest';
import { DEFAULT_MFA_POLICY } from './policy';
import { checkRememberedDevice, createRememberedDevice } from './remember-device';

const T = 1_700_000_000_000;
const at = (ms: number) => () => ms;
const DAY = 86_400_000;

describe('createRememberedDevice', () => {
  it('issues a random 32-byte token, stored only as a hash', () => {
    const a = createRememberedDevice('u1', DEFAULT_MFA_POLICY, at(T));
    const b = createRememberedDevice('u1', DEFAULT_MFA_POLICY, at(T));
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.token).not.toBe(b.token);
    expect(a.device.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(a.device)).not.toContain(a.token);
  });

  it('expires after the policy lifetime (14 days by default)', () => {
    expect(createRememberedDevice('u1', DEFAULT_MFA_POLICY, at(T)).device.expiresAt).toBe(T + 14 * DAY);
    expect(createRememberedDevice('u1', { mfaDeviceExpiration: 60 }, at(T)).device.expiresAt).toBe(T + 60_000);
  });

  it('refuses an empty user id', () => {
    expect(() => createRememberedDevice('', DEFAULT_MFA_POLICY)).toThrow(/userId/);
  });
});

describe('checkRememberedDevice', () => {
  const { token, device } = createRememberedDevice('u1', { mfaDeviceExpiration: 3600 }, at(T));

  it.each([
    { name: 'the token before expiry', presented: token, userId: 'u1', stored: device, now: T + 3_599_999, expected: 'valid' },
    { name: 'the token at expiry', presented: token, userId: 'u1', stored: device, now: T + 3_600_000, expected: 'expired' },
    { name: 'the token long after expiry', presented: token, userId: 'u1', stored: device, now: T + 30 * DAY, expected: 'expired' },
    { name: 'another token', presented: 'x'.repeat(43), userId: 'u1', stored: device, now: T, expected: 'unknown' },
    { name: 'no stored device', presented: token, userId: 'u1', stored: undefined, now: T, expected: 'unknown' },
    { name: 'no token', presented: undefined, userId: 'u1', stored: device, now: T, expected: 'unknown' },
    { name: 'the token of another user', presented: token, userId: 'u2', stored: device, now: T, expected: 'unknown' },
  ])('$name → $expected', ({ presented, userId, stored, now, expected }) => {
    expect(checkRememberedDevice(presented, userId, stored, at(now))).toBe(expected);
  });
});
