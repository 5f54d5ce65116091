import { describe, expect, it } from 'vitest';
import { ACR_MULTI_FACTOR, isSteppedUp } from './validity';

const now = 1_700_000_000_000;
const good = { acr: ACR_MULTI_FACTOR, amr: ['pwd', 'mfa', 'otp'], auth_time: now / 1000 - 60 };

describe('isSteppedUp', () => {
  it('accepts a multi-factor token with otp, sms or hwk', () => {
    expect(isSteppedUp(good, { now })).toBe(true);
    expect(isSteppedUp({ ...good, amr: ['mfa', 'sms'] }, { now })).toBe(true);
    expect(isSteppedUp({ ...good, amr: ['mfa', 'hwk'] }, { now })).toBe(true);
  });

  it.each([
    ['no claims', null],
    ['password class', { ...good, acr: 'urn:portico:acr:password' }],
    ['no mfa method', { ...good, amr: ['pwd', 'otp'] }],
    ['no otp/sms/hwk', { ...good, amr: ['pwd', 'mfa', 'email'] }],
    ['amr not a list', { ...good, amr: 'mfa otp' as unknown as string[] }],
  ])('refuses %s', (_label, claims) => {
    expect(isSteppedUp(claims, { now })).toBe(false);
  });

  it('checks the auth time against maxAge', () => {
    expect(isSteppedUp(good, { now, maxAge: 60 })).toBe(true);
    expect(isSteppedUp(good, { now, maxAge: 59 })).toBe(false);
    expect(isSteppedUp({ ...good, auth_time: undefined }, { now, maxAge: 600 })).toBe(false);
  });
});
