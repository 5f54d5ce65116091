import { describe, expect, it } from 'vitest';
import { isApiError } from '../http/errors';
import type { MfaPolicy } from './types';
import { DEFAULT_MFA_POLICY, resolveMfaPolicy } from './policy';

describe('resolveMfaPolicy', () => {
  it('defaults to DontForce, no remember-me, 14-day devices', () => {
    expect(DEFAULT_MFA_POLICY).toEqual({ enforceMFAType: 'DontForce', allowRememberMe: false, mfaDeviceExpiration: 1_209_600 });
    expect(resolveMfaPolicy(undefined)).toEqual(DEFAULT_MFA_POLICY);
    expect(resolveMfaPolicy(null)).toEqual(DEFAULT_MFA_POLICY);
  });

  it('keeps saved values and fills the rest, ignoring explicit undefined', () => {
    expect(resolveMfaPolicy({ enforceMFAType: 'ForceExceptSAML', allowRememberMe: undefined })).toEqual({
      enforceMFAType: 'ForceExceptSAML',
      allowRememberMe: false,
      mfaDeviceExpiration: 1_209_600,
    });
    expect(resolveMfaPolicy({ allowRememberMe: true, mfaDeviceExpiration: 3600 })).toMatchObject({ allowRememberMe: true, mfaDeviceExpiration: 3600 });
  });

  it('drops fields that are not part of the policy', () => {
    expect(resolveMfaPolicy({ extra: 1 } as Partial<MfaPolicy>)).toEqual(DEFAULT_MFA_POLICY);
  });

  it.each([
    { input: { enforceMFAType: 'Always' }, message: /enforceMFAType must be one of DontForce, Force, ForceExceptSAML/ },
    { input: { allowRememberMe: 'yes' }, message: /allowRememberMe must be a boolean/ },
    { input: { mfaDeviceExpiration: 0 }, message: /mfaDeviceExpiration/ },
    { input: { mfaDeviceExpiration: 1.5 }, message: /mfaDeviceExpiration/ },
    { input: { mfaDeviceExpiration: '60' }, message: /mfaDeviceExpiration/ },
  ])('refuses $input with a 400 naming the field', ({ input, message }) => {
    let caught: unknown;
    try {
      resolveMfaPolicy(input as unknown as Partial<MfaPolicy>);
    } catch (e) {
      caught = e;
    }
    expect(isApiError(caught) && caught.status).toBe(400);
    expect(String((caught as Error).message)).toMatch(message);
  });
});
